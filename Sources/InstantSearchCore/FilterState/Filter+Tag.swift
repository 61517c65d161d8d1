extension Filter {
  /// A filter matching records whose `_tags` attribute contains a value.
  ///
  /// Rendered as `"_tags":"value"`. Expressible by a string literal: `let promo: Filter.Tag = "promo"`.
  public struct Tag: FilterType, Hashable, ExpressibleByStringLiteral {
    /// Always `"_tags"` (``Swift/String/tags``).
    public var attribute: String { .tags }
    /// Whether the filter is negated.
    public var isNegated: Bool
    /// The tag.
    public let value: String

    /// Creates a tag filter.
    ///
    /// - Parameters:
    ///   - value: The tag.
    ///   - isNegated: Whether the filter is negated.
    public init(value: String, isNegated: Bool = false) {
      self.value = value
      self.isNegated = isNegated
    }

    /// Creates a non-negated tag filter.
    public init(stringLiteral value: String) {
      self.init(value: value)
    }
  }
}

extension Filter.Tag: CustomStringConvertible {
  /// The tag value.
  public var description: String { value }
}

extension String {
  /// `"_tags"`, the reserved attribute that tag filters apply to.
  public static let tags = "_tags"
}
