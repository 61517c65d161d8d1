import InstantSearchCore

/// A v1 ``Searcher`` as the target of a v2 search-box connection: setting the query writes `params.query`, and
/// searching runs a v1 search. Holds the searcher weakly, like the widgets driving it.
final class SearcherQueryTarget: InstantSearchCore.Searchable, QuerySettable {
  private(set) weak var searcher: Searcher?

  init(_ searcher: Searcher) { self.searcher = searcher }

  func setQuery(_ query: String?) { searcher?.params.query = query }

  func search() { searcher?.search() }
}
