import Foundation

/// Searches one index for hits through a ``SearchClient``, with disjunctive and hierarchical faceting: the
/// service of a ``HitsSearcher``.
///
/// A search with nothing to facet disjunctively sends the results query alone, to the single-index endpoint;
/// otherwise one multi-query with the faceting queries ``QueryBuilder`` derives from the delegates (the
/// connected `FilterState`), whose answers it merges into one response.
public class AlgoliaSearchService: SearchService {
  /// The index and parameters searched.
  public struct Request: IndexNameProvider, TextualQueryProvider, AlgoliaRequest, Hashable, Sendable {
    /// The index.
    public var indexName: IndexName
    /// The parameters.
    public var query: Query
    /// The headers, URL parameters and timeouts every search of this request sends; `nil` for none.
    public var requestOptions: RequestOptions?

    /// The text query of the parameters.
    public var textualQuery: String? {
      get { query.query }
      set { query.query = newValue }
    }

    /// Creates a request.
    public init(indexName: IndexName, query: Query = Query(), requestOptions: RequestOptions? = nil) {
      self.indexName = indexName
      self.query = query
      self.requestOptions = requestOptions
    }
  }

  /// The client every search goes through.
  public let client: SearchClient
  /// Gives the filter groups for disjunctive faceting; held weakly (the connected `FilterState`).
  public weak var disjunctiveFacetingDelegate: DisjunctiveFacetingDelegate?
  /// Gives the hierarchical attributes and selection; held weakly (the connected `FilterState`).
  public weak var hierarchicalFacetingDelegate: HierarchicalFacetingDelegate?

  /// Attributes whose counts are always computed disjunctively.
  public var disjunctiveFacetsAttributes: Set<Attribute> {
    get { faceting.value.attributes }
    set { faceting.withLock { $0.attributes = newValue } }
  }
  /// Whether faceting queries are added; off sends the results query alone.
  public var isDisjunctiveFacetingEnabled: Bool {
    get { faceting.value.isEnabled }
    set { faceting.withLock { $0.isEnabled = newValue } }
  }
  /// Whether selected values missing from disjunctive counts come back with count 0.
  public var keepSelectedEmptyFacets: Bool {
    get { faceting.value.keepsSelectedEmptyFacets }
    set { faceting.withLock { $0.keepsSelectedEmptyFacets = newValue } }
  }

  /// The faceting settings, read by searches launched on any thread.
  private let faceting = Locked(FacetingSettings())

  private struct FacetingSettings {
    var attributes: Set<Attribute> = []
    var isEnabled = true
    var keepsSelectedEmptyFacets = true
  }

  /// Creates the service of a client.
  public init(client: SearchClient) {
    self.client = client
  }

  /// The sub-requests of one search, and how to turn their answers into one response.
  ///
  /// Everything the merge needs is read when the queries are built, so the merge (on the client's thread)
  /// reads nothing the owner may change meanwhile.
  func collect(for request: Request) -> (queries: [MultiSearchQuery], merge: ([MultiSearchResponse.Response]) throws -> SearchResponse) {
    let settings = faceting.value
    guard settings.isEnabled else {
      return ([.hits(IndexedQuery(indexName: request.indexName, query: request.query))], { results in
        try results.first.orThrow(MultiSearchError.emptyResults).hitsResponse.orThrow(MultiSearchError.unexpectedFacetResponse)
      })
    }
    var builder = QueryBuilder(
      query: request.query, disjunctiveFacets: settings.attributes,
      filterGroups: disjunctiveFacetingDelegate?.toFilterGroups() ?? [],
      hierarchicalAttributes: hierarchicalFacetingDelegate?.hierarchicalAttributes ?? [],
      hierarchicalFilters: hierarchicalFacetingDelegate?.hierarchicalFilters ?? [])
    builder.keepSelectedEmptyFacets = settings.keepsSelectedEmptyFacets
    let queries = builder.build().map { MultiSearchQuery.hits(IndexedQuery(indexName: request.indexName, query: $0)) }
    return (queries, { [builder] results in
      try builder.aggregate(results.map { try $0.hitsResponse.orThrow(MultiSearchError.unexpectedFacetResponse) })
    })
  }

  /// Searches a request: one without faceting queries goes to the single-index endpoint, one with faceting
  /// queries as one multi-query whose answers are merged.
  public func search(_ request: Request, completion: @escaping (Swift.Result<SearchResponse, Error>) -> Void) -> Operation {
    RequestOperation.start(completion) { done in send(request, completion: done) }
  }

  /// Sends a request as ``search(_:completion:)`` does, returning the client's request.
  func send(_ request: Request, completion: @escaping (Swift.Result<SearchResponse, Error>) -> Void) -> Cancellable {
    let (queries, merge) = collect(for: request)
    if queries.count == 1, case .hits(let single) = queries[0] {
      return client.search(single, requestOptions: request.requestOptions) { result in
        completion(result.mapError { $0 as Error }.flatMap { response in Swift.Result { try merge([.hits(response)]) } })
      }
    }
    return client.search(MultiSearchRequest(queries: queries), requestOptions: request.requestOptions) { result in
      completion(result.mapError { $0 as Error }.flatMap { response in Swift.Result { try merge(response.results) } })
    }
  }
}
