import InstantSearchCore

/// One entry of the `attributesForFaceting` setting: an attribute that can be filtered on, and counted
/// or searched depending on its modifiers.
///
/// | entry | counted in `facets` | filterable | search for facet values |
/// | --- | --- | --- | --- |
/// | `attr` | yes | yes | no |
/// | `filterOnly(attr)` | no | yes | no |
/// | `searchable(attr)` | yes | yes | yes |
/// | `afterDistinct(attr)` | yes, after `distinct` | yes | no |
/// | `afterDistinct(searchable(attr))` | yes, after `distinct` | yes | yes |
public struct FacetingAttribute: Hashable, Sendable {
  /// The attribute path.
  public var path: Attribute
  /// `filterOnly(...)`: usable in filters but never counted, and left out of `facets=["*"]`.
  /// Excludes ``searchable`` and ``afterDistinct``.
  public var filterOnly: Bool
  /// `searchable(...)`: its values can be searched with search for facet values.
  public var searchable: Bool
  /// `afterDistinct(...)`: its values are counted after `distinct` has grouped the hits.
  public var afterDistinct: Bool

  /// Creates a faceting attribute; without modifiers it is counted and filterable.
  public init(path: Attribute, filterOnly: Bool = false, searchable: Bool = false, afterDistinct: Bool = false) {
    self.path = path
    self.filterOnly = filterOnly
    self.searchable = searchable
    self.afterDistinct = afterDistinct
  }
}

extension FacetingAttribute {
  /// Parses one `attributesForFaceting` entry.
  ///
  /// - Returns: `nil` for an unbalanced parenthesis, an unknown modifier, or a combination other than
  ///   `afterDistinct(searchable(attr))`.
  public init?(entry: String) {
    guard let wrapped = ModifierSyntax.unwrap(entry) else {
      guard let path = ModifierSyntax.plainPath(entry) else { return nil }
      self.init(path: Attribute(path))
      return
    }
    switch wrapped.modifier {
    case "filterOnly":
      guard let path = ModifierSyntax.plainPath(wrapped.inner) else { return nil }
      self.init(path: Attribute(path), filterOnly: true)
    case "searchable":
      guard let path = ModifierSyntax.plainPath(wrapped.inner) else { return nil }
      self.init(path: Attribute(path), searchable: true)
    case "afterDistinct":
      if let inner = ModifierSyntax.unwrap(wrapped.inner) {
        guard inner.modifier == "searchable", let path = ModifierSyntax.plainPath(inner.inner) else { return nil }
        self.init(path: Attribute(path), searchable: true, afterDistinct: true)
      } else {
        guard let path = ModifierSyntax.plainPath(wrapped.inner) else { return nil }
        self.init(path: Attribute(path), afterDistinct: true)
      }
    default:
      return nil
    }
  }

  /// The entry as Algolia writes it, e.g. `afterDistinct(searchable(brand))`.
  public var entry: String {
    var text = path.rawValue
    if filterOnly {
      text = ModifierSyntax.wrap(text, in: "filterOnly")
    } else if searchable {
      text = ModifierSyntax.wrap(text, in: "searchable")
    }
    return afterDistinct ? ModifierSyntax.wrap(text, in: "afterDistinct") : text
  }
}
