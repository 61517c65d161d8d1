/// A hits search on one index: the unit of a multi-query request.
public struct IndexedQuery: Hashable, Sendable {
  /// The index to search.
  public var indexName: String
  /// The search parameters.
  public var query: Query

  /// Creates a hits search.
  public init(indexName: String, query: Query) {
    self.indexName = indexName
    self.query = query
  }
}

/// InstantSearch 7's name for ``IndexedQuery``.
public typealias IndexQuery = IndexedQuery

/// A search for the values of one facet.
public struct FacetIndexQuery: Hashable, Sendable {
  /// The index to search.
  public var indexName: String
  /// The facet attribute, declared `searchable(...)` in `attributesForFaceting`.
  public var attribute: String
  /// The text to match facet values against; empty matches every value (and is not sent).
  public var facetQuery: String
  /// The parameters restricting the records counted (query, filters, ...); `maxFacetHits` limits the answer.
  public var query: Query

  /// Creates a search for facet values.
  public init(indexName: String, attribute: String, facetQuery: String, query: Query = Query()) {
    self.indexName = indexName
    self.attribute = attribute
    self.facetQuery = facetQuery
    self.query = query
  }
}

/// Algolia's client 8 name for ``FacetIndexQuery``.
public typealias IndexedFacetQuery = FacetIndexQuery

/// One query of a multi-query request.
public enum MultiSearchQuery: Hashable, Sendable {
  /// A hits search.
  case hits(IndexedQuery)
  /// A search for facet values.
  case facets(FacetIndexQuery)

  /// The index the query targets.
  public var indexName: String {
    switch self {
    case .hits(let query): return query.indexName
    case .facets(let query): return query.indexName
    }
  }
}

extension MultiSearchQuery {
  /// A hits search, as Algolia's client 8 builds one.
  public init(_ indexedQuery: IndexedQuery) { self = .hits(indexedQuery) }

  /// A search for facet values, as Algolia's client 8 builds one.
  public init(_ indexedFacetQuery: IndexedFacetQuery) { self = .facets(indexedFacetQuery) }

  /// A hits search (Algolia's client 8 case name, for building a query).
  public static func hitsSearch(_ indexedQuery: IndexedQuery) -> MultiSearchQuery { .hits(indexedQuery) }

  /// A search for facet values (Algolia's client 8 case name, for building a query).
  public static func facetsSearch(_ indexedFacetQuery: IndexedFacetQuery) -> MultiSearchQuery { .facets(indexedFacetQuery) }
}

/// How a multi-query request runs its queries.
public enum MultipleQueriesStrategy: String, Codable, Hashable, Sendable, CaseIterable {
  /// Every query runs.
  case none
  /// Queries run in order until one has at least `hitsPerPage` hits; the rest come back unprocessed.
  case stopIfEnoughMatches
}

/// Several queries sent in one request (`/1/indexes/*/queries`).
public struct MultiSearchRequest: Hashable, Sendable {
  /// The queries, answered in the same order.
  public var queries: [MultiSearchQuery]
  /// How they run; `nil` sends none, and every query runs (``MultipleQueriesStrategy/none``).
  public var strategy: MultipleQueriesStrategy?

  /// Creates a multi-query request.
  public init(queries: [MultiSearchQuery], strategy: MultipleQueriesStrategy? = nil) {
    self.queries = queries
    self.strategy = strategy
  }
}
