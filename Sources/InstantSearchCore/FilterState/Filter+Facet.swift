extension Filter {
  /// A filter matching records whose facet attribute has a given value.
  ///
  /// Rendered, as InstantSearch 7.27.1 renders it, as `"attribute":"value"` whatever the value's type
  /// (`"available":"true"`, `"price":"10.0"`), with a score inside the value's quotes: `"brand":"sony<score=3>"`.
  public struct Facet: FilterType, Hashable {
    /// The facet attribute.
    public let attribute: String
    /// The facet value.
    public let value: ValueType
    /// Whether the filter is negated.
    public var isNegated: Bool
    /// The optional filter score, used by optional filters to rank matches.
    public let score: Int?

    /// Creates a facet filter.
    ///
    /// - Parameters:
    ///   - attribute: The facet attribute.
    ///   - value: The facet value; string, boolean, integer and float literals work.
    ///   - isNegated: Whether the filter is negated.
    ///   - score: An optional score, rendered as `<score=N>`.
    public init(attribute: String, value: ValueType, isNegated: Bool = false, score: Int? = nil) {
      self.attribute = attribute
      self.value = value
      self.isNegated = isNegated
      self.score = score
    }

    /// Creates a facet filter on a string value.
    ///
    /// - Parameters:
    ///   - attribute: The facet attribute.
    ///   - stringValue: The value.
    ///   - isNegated: Whether the filter is negated.
    public init(attribute: String, stringValue: String, isNegated: Bool = false) {
      self.init(attribute: attribute, value: .string(stringValue), isNegated: isNegated)
    }

    /// Creates a facet filter on a numeric value.
    ///
    /// - Parameters:
    ///   - attribute: The facet attribute.
    ///   - floatValue: The value.
    ///   - isNegated: Whether the filter is negated.
    public init(attribute: String, floatValue: Float, isNegated: Bool = false) {
      self.init(attribute: attribute, value: .float(floatValue), isNegated: isNegated)
    }

    /// Creates a facet filter on a boolean value.
    ///
    /// - Parameters:
    ///   - attribute: The facet attribute.
    ///   - boolValue: The value.
    ///   - isNegated: Whether the filter is negated.
    public init(attribute: String, boolValue: Bool, isNegated: Bool = false) {
      self.init(attribute: attribute, value: .bool(boolValue), isNegated: isNegated)
    }
  }
}

extension Filter.Facet {
  /// The attribute and the value.
  public typealias RawValue = (Attribute, ValueType)

  /// A filter on an attribute and a value, not negated, without score.
  public init?(rawValue: (Attribute, ValueType)) {
    self.init(attribute: rawValue.0, value: rawValue.1)
  }

  /// The attribute and the value.
  public var rawValue: (Attribute, ValueType) { (attribute, value) }
}

extension Filter.Facet: CustomStringConvertible {
  /// `"attribute: value"`, without negation or score.
  public var description: String { "\(attribute): \(value)" }
}
