import Foundation

/// Searches several indices in one request, each with its own parameters (``IndexQueryState``), the text query
/// shared: InstantSearch 7's multi-index searcher, answering a ``SearchesResponse`` (one response per index, in
/// order).
///
/// InstantSearch 7 deprecated it in favour of ``MultiSearcher``, whose children are ordinary `HitsSearcher`s; it
/// is kept for code written against the older API. Its searches go through the client's multi-query call.
@available(*, deprecated, message: "Use MultiSearcher")
public final class MultiIndexSearcher: AbstractSearcher<MultiIndexSearcher.QueriesService>, QuerySettable {
  /// Searches the indices of a request, each with its parameters, in one multi-query call of a client.
  public final class QueriesService: SearchService {
    /// What one search sends: the indices with their parameters, and the request options.
    public struct Request: Hashable, Sendable {
      /// The indices and their parameters, in the order of the responses.
      public var indexQueryStates: [IndexQueryState]
      /// Headers, URL parameters and timeouts of the request; `nil` for none.
      public var requestOptions: RequestOptions?

      /// Creates a request.
      public init(indexQueryStates: [IndexQueryState], requestOptions: RequestOptions? = nil) {
        self.indexQueryStates = indexQueryStates
        self.requestOptions = requestOptions
      }
    }

    /// The client every search goes through.
    public let client: SearchClient

    /// Creates the service of a client.
    public init(client: SearchClient) {
      self.client = client
    }

    /// Searches the indices of a request; the responses come in the order of its index query states.
    public func search(_ request: Request, completion: @escaping (Swift.Result<SearchesResponse, Error>) -> Void) -> Operation {
      RequestOperation.start(completion) { done in send(request, completion: done) }
    }

    /// Sends a request as ``search(_:completion:)`` does, returning the client's request.
    func send(_ request: Request, completion: @escaping (Swift.Result<SearchesResponse, Error>) -> Void) -> Cancellable {
      let queries = request.indexQueryStates.map { MultiSearchQuery.hits(IndexedQuery(indexName: $0.indexName, query: $0.query)) }
      return client.search(MultiSearchRequest(queries: queries), requestOptions: request.requestOptions) { result in
        completion(result.map { SearchesResponse(results: $0.results.compactMap(\.hitsResponse)) }.mapError { $0 as Error })
      }
    }
  }

  /// The client.
  public var client: SearchClient { service.client }

  /// Creates a searcher of the indices and their parameters.
  public init(
    client: SearchBackend, indexQueryStates: [IndexQueryState], requestOptions: RequestOptions? = nil,
    callbackQueue: DispatchQueue = .main
  ) {
    super.init(
      service: QueriesService(client: SearchClient.wrapping(client)),
      initialRequest: Request(indexQueryStates: indexQueryStates, requestOptions: requestOptions), callbackQueue: callbackQueue)
  }

  /// Creates a searcher of the indices, each with empty parameters.
  public convenience init(client: SearchBackend, indexNames: [IndexName], requestOptions: RequestOptions? = nil) {
    self.init(client: client, indexQueryStates: indexNames.map { IndexQueryState(indexName: $0) }, requestOptions: requestOptions)
  }

  /// Creates a searcher of indices of an Algolia application (`SearchClient(appID:apiKey:)`).
  public convenience init(appID: ApplicationID, apiKey: APIKey, indexNames: [IndexName], requestOptions: RequestOptions? = nil) {
    self.init(client: SearchClient(appID: appID, apiKey: apiKey), indexNames: indexNames, requestOptions: requestOptions)
  }

  /// Creates a searcher of indices of an Algolia application, each with its parameters.
  public convenience init(
    appID: ApplicationID, apiKey: APIKey, indexQueryStates: [IndexQueryState], requestOptions: RequestOptions? = nil
  ) {
    self.init(client: SearchClient(appID: appID, apiKey: apiKey), indexQueryStates: indexQueryStates, requestOptions: requestOptions)
  }

  /// The indices and their parameters.
  public var indexQueryStates: [IndexQueryState] {
    get { request.indexQueryStates }
    set { request.indexQueryStates = newValue }
  }

  /// Headers, URL parameters and timeouts of the request; `nil` for none.
  public var requestOptions: RequestOptions? {
    get { request.requestOptions }
    set { request.requestOptions = newValue }
  }

  /// Decides, before each search, whether the index query states are worth searching; `nil` searches always.
  public var shouldTriggerSearchForQueries: (([IndexQueryState]) -> Bool)? {
    get { shouldTriggerSearchForQuery.map { decide in { decide(Request(indexQueryStates: $0)) } } }
    set { shouldTriggerSearchForQuery = newValue.map { decide in { decide($0.indexQueryStates) } } }
  }

  override func send(_ request: Request, completion: @escaping (Swift.Result<SearchesResponse, Error>) -> Void) -> InFlightSearch {
    .request(service.send(request, completion: completion))
  }

  /// Sets the text query of every index and goes back to page 0.
  public func setQuery(_ query: String?) {
    self.query = query
  }

  /// Sets the page of the index at `queryIndex` and searches: how the hits list of that section loads more.
  public func loadPage(atIndex pageIndex: Int, forQueryAtIndex queryIndex: Int) {
    guard request.indexQueryStates.indices.contains(queryIndex) else { return }
    request.indexQueryStates[queryIndex].query.page = pageIndex
    search()
  }

  override public func textualQuery(of request: Request) -> String? { request.indexQueryStates.first?.query.query }

  override public func request(_ request: Request, withTextualQuery query: String?) -> Request {
    var new = request
    for index in new.indexQueryStates.indices {
      new.indexQueryStates[index].query.query = query
      new.indexQueryStates[index].query.page = 0
    }
    return new
  }

  /// Links a filter state to the parameters of one index: each change it notifies sets that index's `filters`
  /// and searches.
  public struct FilterStateConnection: Connection {
    /// The searcher.
    public let multiIndexSearcher: MultiIndexSearcher
    /// The filter state.
    public let filterState: FilterState
    /// The index whose `filters` the filter state sets.
    public let queryIndex: Int

    /// Creates the link without connecting it.
    public init(multiIndexSearcher: MultiIndexSearcher, filterState: FilterState, queryIndex: Int) {
      self.multiIndexSearcher = multiIndexSearcher
      self.filterState = filterState
      self.queryIndex = queryIndex
    }

    public func connect() {
      let queryIndex = self.queryIndex
      filterState.onChange.subscribePast(with: multiIndexSearcher) { searcher, filters in
        guard searcher.request.indexQueryStates.indices.contains(queryIndex) else { return }
        searcher.request.indexQueryStates[queryIndex].query.filters = FilterGroupConverter().sql(filters.toFilterGroups())
        searcher.request.indexQueryStates[queryIndex].query.page = 0
        searcher.search()
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: multiIndexSearcher)
    }
  }

  /// Connects a filter state to the index at `index`; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, withQueryAtIndex index: Int) -> FilterStateConnection {
    let connection = FilterStateConnection(multiIndexSearcher: self, filterState: filterState, queryIndex: index)
    connection.connect()
    return connection
  }
}
