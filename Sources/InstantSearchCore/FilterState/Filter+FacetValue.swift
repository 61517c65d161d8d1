extension Filter.Facet {
  /// The value of a facet filter, as InstantSearch 7.27.1 types it.
  ///
  /// Expressible by string, boolean, integer and float literals (integers and floats are stored as a `Float`).
  /// A string `"1"` and the number `1` are different values.
  public enum ValueType: Hashable, Sendable {
    /// A string value.
    case string(String)
    /// A numeric value.
    case float(Float)
    /// A boolean value.
    case bool(Bool)

    /// The type of a boolean literal.
    public typealias BooleanLiteralType = Bool
    /// The type of a float literal.
    public typealias FloatLiteralType = Float
    /// The type of an integer literal.
    public typealias IntegerLiteralType = Int
    /// The type of a string literal, under InstantSearch 7.27.1's spelling of the name.
    public typealias StringLiterlalType = String
  }
}

extension Filter.Facet.ValueType: CustomStringConvertible {
  /// The string itself, `"true"`/`"false"`, or the number as Swift prints a `Float` (`"10.0"`): the text the
  /// `filters` syntax quotes.
  public var description: String {
    switch self {
    case .string(let value): return value
    case .float(let value): return value.description
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
  /// Creates a ``float(_:)`` value.
  public init(integerLiteral value: Int) { self = .float(Float(value)) }
}

extension Filter.Facet.ValueType: ExpressibleByFloatLiteral {
  /// Creates a ``float(_:)`` value.
  public init(floatLiteral value: Float) { self = .float(value) }
}
