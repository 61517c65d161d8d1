import InstantSearchCore

/// One entry of the `numericAttributesForFiltering` setting: an attribute usable in numeric filters.
///
/// When the setting is non-empty, numeric filters on attributes it does not list match nothing.
public struct NumericFilteringAttribute: Hashable, Sendable {
  /// The attribute path.
  public var path: Attribute
  /// `equalOnly(...)`: only `=` and `!=` comparisons are allowed on the attribute.
  public var equalOnly: Bool

  /// Creates a numeric filtering attribute.
  public init(path: Attribute, equalOnly: Bool = false) {
    self.path = path
    self.equalOnly = equalOnly
  }
}

extension NumericFilteringAttribute {
  /// Parses `attribute` or `equalOnly(attribute)`; `nil` for any other modifier or a stray parenthesis.
  public init?(entry: String) {
    if let wrapped = ModifierSyntax.unwrap(entry) {
      guard wrapped.modifier == "equalOnly", let path = ModifierSyntax.plainPath(wrapped.inner) else { return nil }
      self.init(path: Attribute(path), equalOnly: true)
    } else {
      guard let path = ModifierSyntax.plainPath(entry) else { return nil }
      self.init(path: Attribute(path))
    }
  }

  /// The entry as Algolia writes it.
  public var entry: String {
    equalOnly ? ModifierSyntax.wrap(path.rawValue, in: "equalOnly") : path.rawValue
  }
}
