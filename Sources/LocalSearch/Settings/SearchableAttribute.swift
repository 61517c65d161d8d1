import InstantSearchCore

/// One attribute that query words are matched against, from the `searchableAttributes` setting.
///
/// The setting is an ordered list of entries. Each entry is a path (`title`), a path wrapped as
/// `unordered(title)`, or several comma-separated paths (`title, alternative_title`) that share one rank
/// and are always unordered. The list is flattened into one value per path, in entry order.
///
/// An empty list means every attribute is searchable at rank 0, unordered, so the Attribute criterion
/// does not discriminate.
public struct SearchableAttribute: Hashable, Sendable {
  /// The attribute path; a path naming an object or array makes everything inside it searchable.
  public var path: Attribute
  /// The index of the entry that lists the path; a lower rank is a better match for the Attribute
  /// criterion. Comma-grouped paths share their entry's rank.
  public var rank: Int
  /// Whether the position of a match inside the value counts for the Attribute criterion (`false` for
  /// `unordered(...)` and for comma groups).
  public var ordered: Bool

  /// Creates a searchable attribute.
  public init(path: Attribute, rank: Int, ordered: Bool = true) {
    self.path = path
    self.rank = rank
    self.ordered = ordered
  }
}

extension SearchableAttribute {
  /// Flattens `searchableAttributes` entries, each path ranked by the index of its entry.
  ///
  /// - Returns: `nil` when an entry is empty, has an unbalanced parenthesis, a modifier other than
  ///   `unordered`, or an empty path inside a comma group.
  public static func attributes(fromEntries entries: [String]) -> [SearchableAttribute]? {
    var attributes: [SearchableAttribute] = []
    for (rank, entry) in entries.enumerated() {
      guard let group = paths(in: entry) else { return nil }
      let ordered = group.ordered && group.paths.count == 1
      attributes += group.paths.map { SearchableAttribute(path: Attribute($0), rank: rank, ordered: ordered) }
    }
    return attributes
  }

  /// Writes attributes back as `searchableAttributes` entries: consecutive attributes with equal ranks
  /// form one comma group; a lone unordered path is written `unordered(path)`.
  public static func entries(for attributes: [SearchableAttribute]) -> [String] {
    var groups: [[SearchableAttribute]] = []
    for attribute in attributes {
      if let last = groups.last?.last, last.rank == attribute.rank {
        groups[groups.count - 1].append(attribute)
      } else {
        groups.append([attribute])
      }
    }
    return groups.map { group in
      if group.count == 1, let only = group.first {
        return only.ordered ? only.path.rawValue : ModifierSyntax.wrap(only.path.rawValue, in: "unordered")
      }
      return group.map(\.path.rawValue).joined(separator: ",")
    }
  }

  private static func paths(in entry: String) -> (paths: [String], ordered: Bool)? {
    var list = entry
    var ordered = true
    if let wrapped = ModifierSyntax.unwrap(entry) {
      guard wrapped.modifier == "unordered" else { return nil }
      list = wrapped.inner
      ordered = false
    }
    var paths: [String] = []
    for part in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let path = ModifierSyntax.plainPath(String(part)) else { return nil }
      paths.append(path)
    }
    return (paths, ordered)
  }
}
