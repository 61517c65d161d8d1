import Foundation

/// One refined value of a facet, inclusive or negated.
public final class FacetRefinement: NSObject {
  /// The facet attribute.
  public var name: String
  /// The refined value.
  public var value: String
  /// Whether hits must have the value (`true`) or must not (`false`).
  public var inclusive: Bool

  /// Creates a refinement.
  public init(name: String, value: String, inclusive: Bool = true) {
    self.name = name
    self.value = value
    self.inclusive = inclusive
  }

  /// Creates a copy of another refinement.
  public convenience init(copy: FacetRefinement) {
    self.init(name: copy.name, value: copy.value, inclusive: copy.inclusive)
  }

  /// `"FacetRefinement{<buildFilter()>}"`.
  public override var description: String { "FacetRefinement{\(buildFilter())}" }

  /// Equal when name, value (case-sensitive) and inclusive flag are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? FacetRefinement else { return false }
    return name == other.name && value == other.value && inclusive == other.inclusive
  }

  /// The legacy `facetFilters` form: `name:value`, or `name:-value` when exclusive; nothing is escaped.
  public func buildFacetFilter() -> String { inclusive ? "\(name):\(value)" : "\(name):-\(value)" }

  /// The value as the disjunctive-faceting helper expects it: `value`, or `-value` when exclusive.
  public func buildFacetRefinement() -> String { inclusive ? value : "-\(value)" }

  /// The `filters` form: `"name":"value"`, prefixed with `NOT ` when exclusive.
  ///
  /// Backslashes are doubled and double quotes escaped, so a value cannot close its quotes and widen the
  /// filter; strings without a backslash read exactly as v1 wrote them.
  public func buildFilter() -> String {
    let filter = "\(FilterText.quoted(name)):\(FilterText.quoted(value))"
    return inclusive ? filter : "NOT \(filter)"
  }
}

/// Quoting and number rendering shared by the v1 refinement strings.
enum FilterText {
  /// The text between double quotes, with `\` doubled and `"` escaped.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// A number as Apple's `NSNumber.description` renders it: integers plainly, Booleans as 0/1, doubles with
  /// `%0.16g`, floats with `%0.7g` (Linux Foundation prints doubles the Swift way, `3.0`, so this is explicit).
  static func number(_ number: NSNumber) -> String {
    if String(describing: type(of: number)).contains("Boolean") { return number.boolValue ? "1" : "0" }
    switch String(cString: number.objCType) {
    case "f": return String(format: "%0.7g", number.floatValue)
    case "d": return String(format: "%0.16g", number.doubleValue)
    case "Q", "L", "I", "S", "C": return String(number.uint64Value)
    default: return String(number.int64Value)
    }
  }
}
