/// What the index needs to know from the settings to build its structures.
///
/// Derived once from `IndexSettings` whenever records or settings change; the build and search stages read
/// only this, never the raw settings.
struct IndexConfiguration: Sendable {
  /// One searchable attribute as the index sees it.
  struct Searchable: Hashable, Sendable {
    /// The path of the attribute.
    let path: AttributePath
    /// Its rank in `searchableAttributes` (comma-grouped paths share one).
    let rank: Int
    /// Whether the position of a match inside the value counts for the Attribute criterion.
    let ordered: Bool
  }

  /// The searchable attributes, or `nil` for "every attribute, rank 0, unordered".
  var searchable: [Searchable]?
  /// One faceting attribute (`attributesForFaceting` entry).
  struct Faceting: Hashable, Sendable {
    /// The attribute's path.
    let path: AttributePath
    /// `filterOnly(...)`: filterable, never counted.
    var filterOnly = false
    /// `searchable(...)`: its values can be searched (search for facet values).
    var searchable = false
    /// `afterDistinct(...)`: counted after `distinct`.
    var afterDistinct = false
  }

  /// The faceting attributes, in `attributesForFaceting` order.
  var faceting: [Faceting]
  /// The tokenizer for record and query text.
  var tokenizer: Tokenizer

  init(searchable: [Searchable]? = nil, faceting: [Faceting] = [], tokenizer: Tokenizer = Tokenizer()) {
    self.searchable = searchable
    self.faceting = faceting
    self.tokenizer = tokenizer
  }

  /// The same configuration with its paths in storage of their own (``AttributePath/unshared``), for one
  /// thread of a parallel build.
  var unshared: IndexConfiguration {
    var copy = self
    copy.searchable = searchable?.map { Searchable(path: $0.path.unshared, rank: $0.rank, ordered: $0.ordered) }
    copy.faceting = faceting.map {
      Faceting(path: $0.path.unshared, filterOnly: $0.filterOnly, searchable: $0.searchable, afterDistinct: $0.afterDistinct)
    }
    return copy
  }
}
