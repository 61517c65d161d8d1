import Foundation

/// Searches one index for hits, with disjunctive and hierarchical faceting.
///
/// Each ``search()`` sends one request: the results query alone when there is nothing to facet
/// disjunctively, otherwise one multi-query with the faceting queries ``QueryBuilder`` derives from the
/// connected `FilterState`, whose answers it merges. Changing the text query or the index resets the page
/// to 0 and cancels searches in flight.
public final class HitsSearcher: IndexSearcher<AlgoliaSearchService>, QuerySettable, IndexNameSettable, FiltersSettable,
  PageLoadable, MultiSearchComponent
{
  /// The client every search goes through: the one given, or the backend given wrapped in one.
  public var client: SearchClient { service.client }
  /// Gives the filter groups for disjunctive faceting; held weakly (the connected `FilterState`).
  public var disjunctiveFacetingDelegate: DisjunctiveFacetingDelegate? {
    get { service.disjunctiveFacetingDelegate }
    set { service.disjunctiveFacetingDelegate = newValue }
  }
  /// Gives the hierarchical attributes and selection; held weakly (the connected `FilterState`).
  public var hierarchicalFacetingDelegate: HierarchicalFacetingDelegate? {
    get { service.hierarchicalFacetingDelegate }
    set { service.hierarchicalFacetingDelegate = newValue }
  }
  /// Attributes whose counts are always computed disjunctively.
  public var disjunctiveFacetsAttributes: Set<Attribute> {
    get { service.disjunctiveFacetsAttributes }
    set { service.disjunctiveFacetsAttributes = newValue }
  }
  /// Whether faceting queries are added; off sends the results query alone.
  public var isDisjunctiveFacetingEnabled: Bool {
    get { service.isDisjunctiveFacetingEnabled }
    set { service.isDisjunctiveFacetingEnabled = newValue }
  }
  /// Whether selected values missing from disjunctive counts come back with count 0.
  public var keepSelectedEmptyFacets: Bool {
    get { service.keepSelectedEmptyFacets }
    set { service.keepSelectedEmptyFacets = newValue }
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
    self.tracking = Locked((isAutoSendingHitsViewEvents, nil))
    super.init(
      service: AlgoliaSearchService(client: SearchClient.wrapping(client)),
      initialRequest: Request(indexName: indexName, query: query, requestOptions: requestOptions), callbackQueue: callbackQueue,
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

  override func send(_ request: Request, completion: @escaping (Swift.Result<SearchResponse, Error>) -> Void) -> InFlightSearch {
    .request(service.send(request, completion: completion))
  }

  // MARK: Searching

  override public func textualQuery(of request: Request) -> String? { request.query.query }

  override public func request(_ request: Request, withTextualQuery query: String?) -> Request {
    var copy = request
    copy.query.query = query
    return copy
  }

  override public func didChangeRequest(from old: Request, to new: Request) {
    let textOrIndexChanged = old.query.query != new.query.query || old.indexName != new.indexName
    if textOrIndexChanged, let page = new.query.page, page != 0 { request.query.page = 0 }
  }

  /// The sub-requests of the next search (the current request's, with its faceting queries), and what fires
  /// this searcher's `onResults` with their merged answer, or its `onError`: how the searcher takes part in a
  /// ``MultiSearcher``'s searches.
  public func collect() -> (
    requests: [MultiSearchQuery], completion: (Swift.Result<[MultiSearchResponse.Response], Swift.Error>) -> Void
  ) {
    let request = self.request
    let (queries, merge) = service.collect(for: request)
    return (queries, { [weak self] outcome in
      guard let self else { return }
      switch outcome.flatMap({ results in Swift.Result { try merge(results) } }) {
      case .success(let response): self.onResults.fire(response)
      case .failure(let error): self.onError.fire(RequestError(request: request, error: error))
      }
    })
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
