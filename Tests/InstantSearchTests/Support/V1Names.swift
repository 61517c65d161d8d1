import InstantSearch

// Names for v1 types in test files that also import InstantSearchCore, where `Searcher`, `Query` and `Index`
// are ambiguous and the module name `InstantSearch` is shadowed by the class of that name.

/// v1's searcher.
typealias V1Searcher = Searcher
/// v1's index.
typealias V1Index = Index
/// v1's query.
typealias V1Query = Query
/// v1's per-request options.
typealias V1RequestOptions = InstantSearch.RequestOptions
/// v1's query of a multi-index request.
typealias V1IndexQuery = IndexQuery
