extension Filter {
  /// A filter comparing a numeric attribute with a number, or testing that it lies in a closed range.
  ///
  /// Rendered as `"attribute" > 10.0` (comparison) or `"attribute":1.0 TO 10.0` (range).
  public struct Numeric: FilterType, Hashable {
    /// The form of a numeric condition.
    public enum ValueType: Hashable {
      /// The value lies within the range, both bounds included.
      case range(ClosedRange<Double>)
      /// The value compares with the number using the operator.
      case comparison(NumericOperator, Double)
    }

    /// The numeric attribute.
    public let attribute: String
    /// The condition.
    public let value: ValueType
    /// Whether the filter is negated.
    public var isNegated: Bool

    /// Creates a numeric filter from its condition.
    ///
    /// - Parameters:
    ///   - attribute: The numeric attribute.
    ///   - value: The range or comparison.
    ///   - isNegated: Whether the filter is negated.
    public init(attribute: String, value: ValueType, isNegated: Bool = false) {
      self.attribute = attribute
      self.value = value
      self.isNegated = isNegated
    }

    /// Creates a range filter.
    ///
    /// - Parameters:
    ///   - attribute: The numeric attribute.
    ///   - range: The accepted values, both bounds included.
    ///   - isNegated: Whether the filter is negated.
    public init(attribute: String, range: ClosedRange<Double>, isNegated: Bool = false) {
      self.init(attribute: attribute, value: .range(range), isNegated: isNegated)
    }

    /// Creates a comparison filter.
    ///
    /// - Parameters:
    ///   - attribute: The numeric attribute.
    ///   - operator: The comparison operator.
    ///   - value: The number compared with.
    ///   - isNegated: Whether the filter is negated.
    public init(attribute: String, operator: NumericOperator, value: Double, isNegated: Bool = false) {
      self.init(attribute: attribute, value: .comparison(`operator`, value), isNegated: isNegated)
    }
  }
}

extension Filter.Numeric.ValueType: CustomStringConvertible {
  /// `"10.0 – 20.0"` (en dash) for a range, `"> 10.0"` for a comparison.
  public var description: String {
    switch self {
    case .range(let range): return "\(range.lowerBound) – \(range.upperBound)"
    case .comparison(let op, let number): return "\(op.rawValue) \(number)"
    }
  }
}

extension Filter.Numeric: CustomStringConvertible {
  /// `"price: 10.0 – 20.0"` for a range, `"price > 10.0"` for a comparison; negation is not shown.
  public var description: String {
    switch value {
    case .range: return "\(attribute): \(value)"
    case .comparison: return "\(attribute) \(value)"
    }
  }
}
