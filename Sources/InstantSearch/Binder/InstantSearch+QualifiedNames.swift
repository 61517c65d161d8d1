// The class `InstantSearch` bears the module's name, so in a file that imports this module and InstantSearchCore,
// `InstantSearch.Searcher` is looked up in the class, not the module. The class therefore carries an alias for
// every v1 type whose name InstantSearchCore also declares: `InstantSearch.Searcher`, `InstantSearch.Query`, …
// then name the v1 types, as a module-qualified name would, while `InstantSearchCore.Searcher` names the v2 one.
// The aliases reach the types through module-level names, as a nested alias cannot name a module-level type of
// its own name.

extension InstantSearch {
  /// The v1 `Debouncer`, named from a file that also imports InstantSearchCore, which declares a `Debouncer` too.
  public typealias Debouncer = _V1Debouncer
  /// The v1 `FacetStats`, named from a file that also imports InstantSearchCore, which declares a `FacetStats` too.
  public typealias FacetStats = _V1FacetStats
  /// The v1 `HighlightResult`, named from a file that also imports InstantSearchCore, which declares a `HighlightResult` too.
  public typealias HighlightResult = _V1HighlightResult
  /// The v1 `HitsController`, named from a file that also imports InstantSearchCore, which declares a `HitsController` too.
  public typealias HitsController = _V1HitsController
  /// The v1 `Index`, named from a file that also imports InstantSearchCore, which declares an `Index` too.
  public typealias Index = _V1Index
  /// The v1 `IndexQuery`, named from a file that also imports InstantSearchCore, which declares a `IndexQuery` too.
  public typealias IndexQuery = _V1IndexQuery
  /// The v1 `MatchLevel`, named from a file that also imports InstantSearchCore, which declares a `MatchLevel` too.
  public typealias MatchLevel = _V1MatchLevel
  /// The v1 `Query`, named from a file that also imports InstantSearchCore, which declares a `Query` too.
  public typealias Query = _V1Query
  /// The v1 `RankingInfo`, named from a file that also imports InstantSearchCore, which declares a `RankingInfo` too.
  public typealias RankingInfo = _V1RankingInfo
  /// The v1 `RequestOptions`, named from a file that also imports InstantSearchCore, which declares a `RequestOptions` too.
  public typealias RequestOptions = _V1RequestOptions
  /// The v1 `Searchable`, named from a file that also imports InstantSearchCore, which declares a `Searchable` too.
  public typealias Searchable = _V1Searchable
  /// The v1 `Searcher`, named from a file that also imports InstantSearchCore, which declares a `Searcher` too.
  public typealias Searcher = _V1Searcher
  /// The v1 `SnippetResult`, named from a file that also imports InstantSearchCore, which declares a `SnippetResult` too.
  public typealias SnippetResult = _V1SnippetResult
  /// The v1 `SearchClient`, named from a file that also imports InstantSearchCore, which declares a `SearchClient` too.
  public typealias SearchClient<Parameters, Results> = _V1SearchClient<Parameters, Results>
}

/// The v1 `Debouncer` under a name the class `InstantSearch` can alias; write `Debouncer` or `InstantSearch.Debouncer`.
@_documentation(visibility: private) public typealias _V1Debouncer = Debouncer
/// The v1 `FacetStats` under a name the class `InstantSearch` can alias; write `FacetStats` or `InstantSearch.FacetStats`.
@_documentation(visibility: private) public typealias _V1FacetStats = FacetStats
/// The v1 `HighlightResult` under a name the class `InstantSearch` can alias; write `HighlightResult` or `InstantSearch.HighlightResult`.
@_documentation(visibility: private) public typealias _V1HighlightResult = HighlightResult
/// The v1 `HitsController` under a name the class `InstantSearch` can alias; write `HitsController` or `InstantSearch.HitsController`.
@_documentation(visibility: private) public typealias _V1HitsController = HitsController
/// The v1 `Index` under a name the class `InstantSearch` can alias; write `Index` or `InstantSearch.Index`.
@_documentation(visibility: private) public typealias _V1Index = Index
/// The v1 `IndexQuery` under a name the class `InstantSearch` can alias; write `IndexQuery` or `InstantSearch.IndexQuery`.
@_documentation(visibility: private) public typealias _V1IndexQuery = IndexQuery
/// The v1 `MatchLevel` under a name the class `InstantSearch` can alias; write `MatchLevel` or `InstantSearch.MatchLevel`.
@_documentation(visibility: private) public typealias _V1MatchLevel = MatchLevel
/// The v1 `Query` under a name the class `InstantSearch` can alias; write `Query` or `InstantSearch.Query`.
@_documentation(visibility: private) public typealias _V1Query = Query
/// The v1 `RankingInfo` under a name the class `InstantSearch` can alias; write `RankingInfo` or `InstantSearch.RankingInfo`.
@_documentation(visibility: private) public typealias _V1RankingInfo = RankingInfo
/// The v1 `RequestOptions` under a name the class `InstantSearch` can alias; write `RequestOptions` or `InstantSearch.RequestOptions`.
@_documentation(visibility: private) public typealias _V1RequestOptions = RequestOptions

/// The v1 `Searchable` under a name the class `InstantSearch` can alias; write `Searchable` or `InstantSearch.Searchable`.
@_documentation(visibility: private) public typealias _V1Searchable = Searchable
/// The v1 `Searcher` under a name the class `InstantSearch` can alias; write `Searcher` or `InstantSearch.Searcher`.
@_documentation(visibility: private) public typealias _V1Searcher = Searcher
/// The v1 `SnippetResult` under a name the class `InstantSearch` can alias; write `SnippetResult` or `InstantSearch.SnippetResult`.
@_documentation(visibility: private) public typealias _V1SnippetResult = SnippetResult
/// The v1 `SearchClient` under a name the class `InstantSearch` can alias; write `SearchClient` or `InstantSearch.SearchClient`.
@_documentation(visibility: private) public typealias _V1SearchClient<Parameters, Results> = SearchClient<Parameters, Results>
