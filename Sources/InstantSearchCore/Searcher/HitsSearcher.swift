import Foundation

/// Searches one index for hits, with disjunctive and hierarchical faceting.
///
/// Each ``search()`` sends one request: the results query alone when there is nothing to facet
/// disjunctively, otherwise one multi-query with the faceting queries ``QueryBuilder`` derives from the
/// connected `FilterState`, whose answers it merges. Changing the text query or the index resets the page
/// to 0 and cancels searches in flight.
public final class HitsSearcher: AbstractSearcher<HitsSearcher.Request, SearchResponse>, QuerySettable,
  IndexNameSettable, FiltersSettable, PageLoadable
{
  /// The index and parameters searched.
  public struct Request: Hashable, Sendable {
    /// The index.
    public var indexName: String
    /// The parameters.
    public var query: Query
    /// The headers, URL parameters and timeouts every search of this request sends; `nil` for none.
    public var requestOptions: RequestOptions?

    /// Creates a request.
    public init(indexName: String, query: Query = Query(), requestOptions: RequestOptions? = nil) {
      self.indexName = indexName
      self.query = query
      self.requestOptions = requestOptions
    }
  }

  /// The client: the one given, or the backend given wrapped in one.
  public let client: SearchClient
  /// Gives the filter groups for disjunctive faceting; held weakly (the connected `FilterState`).
  public weak var disjunctiveFacetingDelegate: DisjunctiveFacetingDelegate?
  /// Gives the hierarchical attributes and selection; held weakly (the connected `FilterState`).
  public weak var hierarchicalFacetingDelegate: HierarchicalFacetingDelegate?
  /// Attributes whose counts are always computed disjunctively.
  public var disjunctiveFacetsAttributes: Set<String> {
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
    var attributes: Set<String> = []
    var isEnabled = true
    var keepsSelectedEmptyFacets = true
  }

  /// Creates a searcher.
  ///
  /// - Parameters:
  ///   - client: The backend: `LocalClient` (embedded engine) or `AlgoliaClient`.
  ///   - indexName: The index searched.
  ///   - query: The initial parameters.
  ///   - requestOptions: Headers, URL parameters and timeouts sent with every search; `nil` for none.
  ///   - callbackQueue: Where results and errors are delivered; main by default.
  ///   - sequencer: Numbers the searches; one of its own by default (share a numbering to order searches of
  ///     several searchers in one series).
  public init(
    client: SearchBackend, indexName: String, query: Query = Query(), requestOptions: RequestOptions? = nil,
    isAutoSendingHitsViewEvents: Bool = false, callbackQueue: DispatchQueue = .main, sequencer: Sequencer = Sequencer()
  ) {
    self.client = SearchClient.wrapping(client)
    self.tracking = Locked((isAutoSendingHitsViewEvents, nil))
    super.init(
      request: Request(indexName: indexName, query: query, requestOptions: requestOptions), callbackQueue: callbackQueue,
      sequencer: sequencer)
    onResults.subscribe(with: self) { searcher, response in
      guard searcher.isAutoSendingHitsViewEvents else { return }
      searcher.eventTracker.trackView(for: response.hits, eventName: "Hits Viewed")
    }
  }

  private let tracking: Locked<(isAutoSendingHitsViewEvents: Bool, eventTracker: HitsTracker?)>

  /// Whether each result sends an Insights view event (`"Hits Viewed"`) for its hits through ``eventTracker``.
  public var isAutoSendingHitsViewEvents: Bool {
    get { tracking.value.isAutoSendingHitsViewEvents }
    set { tracking.withLock { $0.isAutoSendingHitsViewEvents = newValue } }
  }

  /// The tracker of this searcher's hits (events named `"hits event"`), made when first read, with the Insights
  /// of the client's application (one that discards events on a backend without one, such as the embedded
  /// engine). Making it turns on `clickAnalytics`.
  public var eventTracker: HitsTracker {
    if let tracker = tracking.value.eventTracker { return tracker }
    let made = tracking.withLock { state -> (tracker: HitsTracker, isNew: Bool) in
      if let tracker = state.eventTracker { return (tracker, false) }
      let tracker = HitsTracker(eventName: "hits event", searcher: .singleIndex(self), insights: Insights.of(client, userToken: nil), following: false)
      state.eventTracker = tracker
      return (tracker, true)
    }
    if made.isNew { TrackableSearcher.singleIndex(self).followQueryIDs(with: made.tracker, HitsTracker.record) }
    return made.tracker
  }

  /// The headers, URL parameters and timeouts sent with every search; `nil` for none.
  public var requestOptions: RequestOptions? {
    get { request.requestOptions }
    set { request.requestOptions = newValue }
  }

  /// The index searched.
  public var indexName: String {
    get { request.indexName }
    set { request.indexName = newValue }
  }

  // MARK: Settable

  /// Sets the text query and goes back to page 0.
  public func setQuery(_ query: String?) {
    var new = request
    new.query.query = query
    new.query.page = 0
    request = new
  }

  /// Sets the index and goes back to page 0.
  public func setIndexName(_ indexName: String) {
    var new = request
    new.indexName = indexName
    new.query.page = 0
    request = new
  }

  /// Sets the `filters` parameter and goes back to page 0.
  public func setFilters(_ filters: String?) {
    var new = request
    new.query.filters = filters
    new.query.page = 0
    request = new
  }

  /// The key, in a search's context, marking a search that loads a further page of the current query
  /// (``loadPage(atIndex:context:)`` sets it to `true`).
  public static let furtherPageContextKey = "InstantSearchCore.HitsSearcher.furtherPage"

  /// Loads a page of the current query; the search is marked as loading a further page
  /// (``furtherPageContextKey``).
  public func loadPage(atIndex pageIndex: Int) {
    loadPage(atIndex: pageIndex, context: [:])
  }

  /// Loads a page of the current query with a context reported with the search's lifecycle events; the
  /// context gets ``furtherPageContextKey`` set to `true`, so connected components know the response adds a page
  /// to the ones loaded (`LaunchedSearch.loadsFurtherPage`).
  ///
  /// - Returns: The search's ticket; `nil` when `shouldTriggerSearchForQuery` refused it.
  @discardableResult
  public func loadPage(atIndex pageIndex: Int, context: [String: Any]) -> Sequencer.Ticket? {
    request.query.page = pageIndex
    var context = context
    context[Self.furtherPageContextKey] = true
    return search(context: context)
  }

  // MARK: Searching

  override public func textualQuery(of request: Request) -> String? { request.query.query }

  override public func request(_ request: Request, withTextualQuery query: String?) -> Request {
    var copy = request
    copy.query.query = query
    return copy
  }

  override public func indexName(of request: Request) -> String? { request.indexName }

  override public func didChangeRequest(from old: Request, to new: Request) {
    let textOrIndexChanged = old.query.query != new.query.query || old.indexName != new.indexName
    if textOrIndexChanged, let page = new.query.page, page != 0 { request.query.page = 0 }
  }

  /// The builder for a request, reading the faceting delegates.
  func queryBuilder(for request: Request) -> QueryBuilder {
    queryBuilder(for: request, settings: faceting.value)
  }

  private func queryBuilder(for request: Request, settings: FacetingSettings) -> QueryBuilder {
    guard settings.isEnabled else { return QueryBuilder(query: request.query) }
    var builder = QueryBuilder(
      query: request.query, disjunctiveFacets: settings.attributes,
      filterGroups: disjunctiveFacetingDelegate?.toFilterGroups() ?? [],
      hierarchicalAttributes: hierarchicalFacetingDelegate?.hierarchicalAttributes ?? [],
      hierarchicalFilters: hierarchicalFacetingDelegate?.hierarchicalFilters ?? [])
    builder.keepSelectedEmptyFacets = settings.keepsSelectedEmptyFacets
    return builder
  }

  /// The sub-requests of one search, and how to turn their answers into this searcher's result.
  ///
  /// Everything the merge needs is read when the queries are built, so the merge (on the client's thread)
  /// reads nothing the searcher's owner may change meanwhile.
  func collect(for request: Request) -> (queries: [MultiSearchQuery], merge: ([MultiSearchResponse.Result]) throws -> SearchResponse) {
    let settings = faceting.value
    let builder = queryBuilder(for: request, settings: settings)
    let built = settings.isEnabled ? builder.build() : [request.query]
    let queries = built.map { MultiSearchQuery.hits(IndexedQuery(indexName: request.indexName, query: $0)) }
    return (queries, { results in
      let responses = try results.map { result -> SearchResponse in
        guard let response = result.hitsResponse else { throw MultiSearchError.unexpectedFacetResponse }
        return response
      }
      return settings.isEnabled ? try builder.aggregate(responses) : try responses.first.orThrow(MultiSearchError.emptyResults)
    })
  }

  /// Sends the sub-requests of a search: a search without faceting queries goes to the single-index endpoint,
  /// one with faceting queries as one multi-query.
  override public func perform(_ request: Request, completion: @escaping (Result<SearchResponse, Error>) -> Void) -> Cancellable {
    let (queries, merge) = collect(for: request)
    if queries.count == 1, case .hits(let single) = queries[0] {
      return client.search(single, requestOptions: request.requestOptions) { result in
        completion(result.mapError { $0 as Error }.flatMap { response in Result { try merge([.hits(response)]) } })
      }
    }
    return client.search(MultiSearchRequest(queries: queries), requestOptions: request.requestOptions) { result in
      completion(result.mapError { $0 as Error }.flatMap { response in Result { try merge(response.results) } })
    }
  }
}

/// InstantSearch's earlier name for ``HitsSearcher``.
public typealias SingleIndexSearcher = HitsSearcher

extension Optional {
  func orThrow(_ error: @autoclosure () -> Error) throws -> Wrapped {
    guard let value = self else { throw error() }
    return value
  }
}
