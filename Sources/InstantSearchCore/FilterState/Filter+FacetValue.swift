extension Filter.Facet {
  /// The value of a facet filter.
  ///
  /// Expressible by string, boolean, integer (stored as a number) and float literals. A string `"1"` and the
  /// number `1` are different values.
  public enum ValueType: Hashable {
    /// A string value.
    case string(String)
    /// A numeric value.
    case number(Double)
    /// A boolean value.
    case bool(Bool)
  }
}

extension Filter.Facet.ValueType: CustomStringConvertible {
  /// The string itself, `"true"`/`"false"`, or the number as Swift prints a `Double` (`"10.0"`).
  public var description: String {
    switch self {
    case .string(let value): return value
    case .number(let value): return value.description
    case .bool(let value): return value.description
    }
  }
}

extension Filter.Facet.ValueType: ExpressibleByStringLiteral {
  /// Creates a ``string(_:)`` value.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension Filter.Facet.ValueType: ExpressibleByBooleanLiteral {
  /// Creates a ``bool(_:)`` value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension Filter.Facet.ValueType: ExpressibleByIntegerLiteral {
  /// Creates a ``number(_:)`` value.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension Filter.Facet.ValueType: ExpressibleByFloatLiteral {
  /// Creates a ``number(_:)`` value.
  public init(floatLiteral value: Double) { self = .number(value) }
}
