import Foundation
import InstantSearchCore

/// One numeric comparison on an attribute, inclusive or negated.
public final class NumericRefinement: NSObject {
  /// A comparison operator; the raw values are v1's (0...5).
  public enum Operator: Int {
    /// `<`
    case lessThan
    /// `<=`
    case lessThanOrEqual
    /// `=`
    case equal
    /// `!=`
    case notEqual
    /// `>=`
    case greaterThanOrEqual
    /// `>`
    case greaterThan

    /// The operator's symbol in filters.
    var symbol: String {
      switch self {
      case .lessThan: return "<"
      case .lessThanOrEqual: return "<="
      case .equal: return "="
      case .notEqual: return "!="
      case .greaterThanOrEqual: return ">="
      case .greaterThan: return ">"
      }
    }
  }

  /// The numeric attribute.
  public var name: String
  /// The comparison.
  public var op: Operator
  /// The number compared with; how it was created decides how it prints (integer, Boolean, double).
  public var value: NSNumber
  /// Whether hits must satisfy the comparison (`true`) or must not (`false`).
  public var inclusive: Bool

  /// Creates a refinement.
  public init(_ name: String, _ op: Operator, _ value: NSNumber, inclusive: Bool = true) {
    self.name = name
    self.op = op
    self.value = value
    self.inclusive = inclusive
  }

  /// Creates a refinement on an integer, which prints as an integer.
  public convenience init(_ name: String, _ op: Operator, _ value: Int, inclusive: Bool = true) {
    self.init(name, op, NSNumber(value: value), inclusive: inclusive)
  }

  /// Creates a refinement on a double, which prints with at most 16 significant digits (`3.0` as `3`).
  public convenience init(_ name: String, _ op: Operator, _ value: Double, inclusive: Bool = true) {
    self.init(name, op, NSNumber(value: value), inclusive: inclusive)
  }

  /// Creates a copy of another refinement.
  public init(copy: NumericRefinement) {
    self.name = copy.name
    self.op = copy.op
    self.value = copy.value
    self.inclusive = copy.inclusive
  }

  /// `"NumericRefinement{<buildFilter()>}"`.
  public override var description: String { "NumericRefinement{\(buildFilter())}" }

  /// Equal when name, operator, inclusive flag and numeric value are (`3` equals `3.0`, `true` equals `1`).
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NumericRefinement else { return false }
    return name == other.name && op == other.op && inclusive == other.inclusive && value.doubleValue == other.value.doubleValue
  }

  /// v1's legacy form `name op value)`, with its stray closing parenthesis; the inclusive flag is ignored.
  public func buildNumericFilter() -> String { "\(name) \(op.symbol) \(NumberText.v1(value)))" }

  /// The `filters` form: `"name" op value`, prefixed with `NOT ` when exclusive.
  public func buildFilter() -> String {
    let filter = "\(FilterEscaping.quoted(name)) \(op.symbol) \(NumberText.v1(value))"
    return inclusive ? filter : "NOT \(filter)"
  }
}
