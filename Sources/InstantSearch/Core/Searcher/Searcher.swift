import Foundation
import InstantSearchCore

/// v1's searcher: runs searches of one index with ``params``, accumulates hits across ``loadMore()`` pages, and
/// reports each response to its delegate, result handlers and notifications, in that order.
///
/// It is an adapter over a v2 ``hitsSearcher``: every search, v1's or one a v2 component launches on the
/// `HitsSearcher`, goes through its request pipeline and its `Sequencer`, whose process-wide numbering gives
/// v1's sequence numbers and whose pending limit is ``maxPendingRequests``. The searcher's search, cancel and
/// delivery events become v1's notifications, delegate calls and result handlers. The filters live in the v2
/// ``filterState``, which the core renders into every request (v1 refinements and what v2 components added
/// alike), and the accumulated hits in the last ``results``, as the core decoded them. Connect v2 components
/// to ``hitsSearcher`` and ``filterState`` to share this search session.
///
/// Requests are numbered process-wide. Before request N is launched, pending requests numbered
/// N − ``maxPendingRequests`` or lower are cancelled; when a response arrives, older pending ones are cancelled
/// first, so responses are never delivered out of order; a change of text query cancels nothing by itself, as in
/// v1 (the `HitsSearcher`'s `cancelsPendingSearchesOnQueryChange` is off). Deliveries happen on the index's
/// completion queue (main by default).
public final class Searcher: NSObject {
  /// Receives a response after the delegate: results or error, and the request's user info.
  public typealias ResultHandler = (_ results: SearchResults?, _ error: Error?, _ userInfo: [String: Any]) -> Void

  /// What is searched.
  public let index: Searchable
  /// Decides when requested searches launch; `nil` launches at once.
  public weak var strategy: RequestStrategy?
  /// A name used in debug logs (set per searcher by multi-index configurations).
  public var indexName: String = ""
  /// A variant distinguishing two configurations of one index.
  public var variant: String = ""
  /// Whether ``search()`` prints the parameters.
  public var debuggingEnabled = false
  /// The v2 searcher carrying every request.
  public let hitsSearcher: HitsSearcher
  /// Fires with each delivery before the delegate; ``InstantSearch`` listens here, held weakly, so a searcher
  /// does not keep its binder alive.
  let onDelivery = Observer<Delivery>(retainLastData: false)
  /// Fires after ``reset()`` forgot the results and hits; hits view models forget their pages here.
  let onReset = Observer<Void>(retainLastData: false)

  /// Where responses are delivered.
  let completionQueue: DispatchQueue
  private let session: Locked<Session>
  /// The core query of the last parameters launched.
  private let coreQueries = CoreQueryCache()

  /// Creates a searcher.
  ///
  /// - Parameter index: An ``Index`` (of Algolia, or of any v2 client such as `LocalClient`) or a custom backend.
  public init(index: Searchable, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.searcherInit, file: file, line: line)
    self.index = index
    let queue = (index as? Index)?.completionQueue ?? .main
    completionQueue = queue
    let sequencer = Sequencer(maxPendingOperationsCount: 3, numbering: .processWide)
    if let index = index as? Index {
      hitsSearcher = HitsSearcher(client: index.searchClient, indexName: index.name, callbackQueue: queue, sequencer: sequencer)
    } else {
      hitsSearcher = HitsSearcher(client: SearchableClient(index), indexName: "", callbackQueue: queue, sequencer: sequencer)
    }
    hitsSearcher.isDisjunctiveFacetingEnabled = false
    hitsSearcher.cancelsPendingSearchesOnQueryChange = false
    session = Locked(Session(params: SearchParameters()))
    super.init()
    connectFacetingDelegates(to: params.filterState)
    hitsSearcher.onSearchLifecycle.subscribe(with: self) { searcher, event in searcher.handle(event) }
  }

  /// Creates a searcher with a first result handler.
  public convenience init(
    index: Searchable, resultHandler: @escaping ResultHandler, file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(index: index, file: file, line: line)
    addResultHandler(resultHandler)
  }

  // MARK: State

  /// The parameters of the next search; assigning stores the object itself (shared with the caller).
  public var params: SearchParameters {
    get { session.value.params }
    set {
      session.withLock { $0.params = newValue }
      connectFacetingDelegates(to: newValue.filterState)
    }
  }

  /// Receives every response first. Retained strongly, as in v1.
  public var delegate: SearcherDelegate? {
    get { session.value.delegate }
    set { session.withLock { $0.delegate = newValue } }
  }

  /// The last delivered results; `nil` before the first and after ``reset()``.
  public var results: SearchResults? { session.value.results }

  /// The hits of every loaded page of the current query.
  public var hits: [[String: Any]] { session.value.results?.allHits ?? [] }

  /// How many requests may stay pending; older ones are cancelled (3).
  public var maxPendingRequests: Int {
    get { hitsSearcher.sequencer.maxPendingOperationsCount }
    set { hitsSearcher.sequencer.maxPendingOperationsCount = newValue }
  }

  /// The v2 filter state holding the refinements of ``params``.
  public var filterState: FilterState { params.filterState }

  /// Adds a result handler, called after the delegate for each response.
  public func addResultHandler(_ resultHandler: @escaping ResultHandler, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.searcherResultHandler, file: file, line: line)
    session.withLock { $0.resultHandlers.append(resultHandler) }
  }

  /// Removes every result handler.
  public func clearResultHandlers() { session.withLock { $0.resultHandlers.removeAll() } }

  /// Whether a request is pending.
  public var hasPendingRequests: Bool { hitsSearcher.sequencer.hasPendingOperations }

  // MARK: Searching

  /// Searches with the current parameters.
  public func search(file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.searcherSearch, file: file, line: line)
    search(userInfo: [:])
    if debuggingEnabled {
      print("Searching on index \(indexName)-\(variant)")
      print("Main Params query-\(params.query ?? ""), facetRefinements-\(params.facetRefinements), numericRefinements-\(params.numericRefinements)")
    }
  }

  /// Searches with the current parameters, attaching user info to the request and its response.
  ///
  /// With a ``strategy``, the strategy decides when (or whether) the search launches; the parameters are copied
  /// at that moment. The page is `params.page` (normally unset: page 0).
  public func search(userInfo: [String: Any]) {
    let launch: ([String: Any]) -> Void = { [weak self] userInfo in
      guard let self else { return }
      let request = RequestState(params: SearchParameters(from: self.params), userInfo: userInfo)
      self.session.withLock { $0.requested = request }
      self.launch(request)
    }
    if let strategy { strategy.performSearch(from: self, userInfo: userInfo, with: launch) } else { launch(userInfo) }
  }

  /// Loads the next page of the last delivered query, appending its hits to ``hits``.
  ///
  /// Does nothing unless results were delivered for the parameters last requested, a next page exists, and no
  /// request is pending (that page included).
  public func loadMore(file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.searcherLoadMore, file: file, line: line)
    loadMore(page: nil)
  }

  /// Loads the next page as ``loadMore()`` does, when it is `page` (any page when `nil`).
  ///
  /// - Returns: Whether the page was launched (load-more pages launch at once, without the strategy, as in v1).
  @discardableResult
  func loadMore(page: Int?) -> Bool {
    // A search v2 launched on the shared `hitsSearcher` (a sort-by switching the index) is as much a new request
    // as one of v1's: a further page of the results it replaces would be newer than it, and drop its answer.
    guard !hitsSearcher.sequencer.hasPendingOperations else { return false }
    let next = session.withLock { session -> RequestState? in
      guard let results = session.results, let received = session.received, let requested = session.requested,
        requested.params.isEqual(received.params)
      else { return nil }
      let nextPage = received.page + 1
      guard Int(nextPage) < results.nbPages, nextPage > requested.page else { return nil }
      if let page, Int(nextPage) != page { return nil }
      let params = SearchParameters(from: requested.params)
      params.page = nextPage
      var userInfo = requested.userInfo
      userInfo[Searcher.userInfoIsLoadingMoreKey] = true
      let more = RequestState(params: params, userInfo: userInfo)
      session.requested = more
      return more
    }
    guard let next else { return false }
    launch(next)
    return true
  }

  /// Clears the parameters (all of them, refinements included; the disjunctive sets stay), cancels pending
  /// requests and forgets results and hits, the `hitsSearcher`'s last results included (components connected
  /// afterwards start without them). Handlers and delegate are kept.
  public func reset(file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.searcherReset, file: file, line: line)
    params.clear()
    cancelPendingRequests()
    session.withLock { $0.results = nil }
    hitsSearcher.onResults.clearLastData()
    onReset.fire()
  }

  /// Searches the values of a facet matching a text, with the current parameters (a disjunctive facet's own
  /// refinements left out). Not sequenced; notifies no one but the completion.
  @discardableResult
  public func searchForFacetValues(of facetName: String, matching text: String, completionHandler: @escaping CompletionHandler) -> Operation {
    let query = SearchParameters(from: params)
    if query.isDisjunctiveFacet(name: facetName) { query.clearFacetRefinements(name: facetName) }
    return index.searchForFacetValues(of: facetName, matching: text, query: query, requestOptions: nil, completionHandler: completionHandler)
  }

  /// Cancels every pending request, posting a cancel notification for each.
  public func cancelPendingRequests() { hitsSearcher.cancel() }

  /// Cancels one pending request; nothing happens when it is not pending.
  ///
  /// As in v1, the cancel notification is posted while the request still counts as pending.
  public func cancelRequest(seqNo: Int) { hitsSearcher.cancel(Sequencer.Ticket(number: seqNo)) }

  // MARK: Requests

  /// Points the v2 searcher at a request's parameters and launches it there: a load-more page through
  /// `loadPage(atIndex:context:)`, which marks it as a further page, every other request as a new search.
  ///
  /// The core renders the request's `filters` from the copy of the filter state the request took at launch,
  /// as a connected `HitsSearcher` does: every filter kind, v1 refinements and filters v2 components added
  /// alike. A `filters` text v1 code set on ``params`` itself is replaced, as v1's searcher replaced it. With
  /// disjunctive attributes (v1's, or `or` groups of facets) or a hierarchical selection, the v2 query
  /// builder adds the counting queries and renders the same filters.
  private func launch(_ request: RequestState) {
    let filterState = request.params.filterState
    var query: InstantSearchCore.Query
    do {
      query = try coreQueries.query(of: request.params, filters: FilterGroupConverter().sql(filterState.toFilterGroups()))
      query.page = Int(request.page)
    } catch {
      completionQueue.async { self.deliver(.failure(error), of: request, ticket: nil) }
      return
    }
    let disjunctiveFacets = request.params.disjunctiveFacets
    hitsSearcher.disjunctiveFacetsAttributes = disjunctiveFacets
    hitsSearcher.isDisjunctiveFacetingEnabled = !disjunctiveFacets.isEmpty || !filterState.hierarchicalFilters.isEmpty
    connectFacetingDelegates(to: filterState)
    // Only what v1's parameters changed since its last launch replaces the shared query: parameters v2
    // components set on the `hitsSearcher` (relevant sort's strictness, a tracker's clickAnalytics) stay. The page
    // is always v1's.
    let written = session.withLock { session -> InstantSearchCore.Query in
      defer { session.lastWrittenQuery = query }
      return session.lastWrittenQuery
    }
    var shared = hitsSearcher.request
    shared.query = shared.query.applying(changesFrom: written, to: query)
    shared.query.page = query.page
    hitsSearcher.request = shared
    if request.isLoadingMore {
      hitsSearcher.loadPage(atIndex: Int(request.page), context: [RequestState.contextKey: request])
    } else {
      hitsSearcher.search(context: [RequestState.contextKey: request])
    }
    connectFacetingDelegates(to: params.filterState)
  }

  /// Makes a filter state the source of the filters and faceting of searches v2 components launch on
  /// ``hitsSearcher``.
  private func connectFacetingDelegates(to filterState: FilterState) {
    hitsSearcher.disjunctiveFacetingDelegate = filterState
    hitsSearcher.hierarchicalFacetingDelegate = filterState
  }

  /// Turns the v2 searcher's events into v1's: the search notification, cancel notifications and deliveries.
  private func handle(_ event: SearchLifecycleEvent<HitsSearcher.Request, SearchResponse>) {
    switch event {
    case .launched(let launch):
      var userInfo = RequestState.of(launch)?.userInfo ?? [:]
      if let request = RequestState.of(launch) { userInfo[Searcher.userInfoParamsKey] = request.params }
      userInfo[Searcher.userInfoSeqNoKey] = launch.ticket.number
      let info = userInfo
      completionQueue.async { NotificationCenter.default.post(name: Searcher.SearchNotification, object: self, userInfo: info) }
    case .cancelled(let launch):
      NotificationCenter.default.post(name: Searcher.CancelNotification, object: self, userInfo: [Searcher.userInfoSeqNoKey: launch.ticket.number])
    case .delivered(let launch, let outcome):
      // A page a v2 component loaded (`loadPage(atIndex:)`) adds to the hits, as a load-more page does.
      let userInfo: [String: Any] = launch.loadsFurtherPage ? [Searcher.userInfoIsLoadingMoreKey: true] : [:]
      let request = RequestState.of(launch) ?? RequestState(params: SearchParameters(from: params), userInfo: userInfo, page: launch.request.query.page)
      deliver(outcome, of: request, ticket: launch.ticket)
    }
  }

  /// Delivers a response (on the completion queue): updates the received state, results and hits, then
  /// notifies.
  private func deliver(_ outcome: Result<SearchResponse, Error>, of request: RequestState, ticket: Sequencer.Ticket?) {
    var userInfo = request.userInfo
    userInfo[Searcher.userInfoParamsKey] = request.params
    if let ticket { userInfo[Searcher.userInfoSeqNoKey] = ticket.number }
    var replaced: (request: RequestState?, results: SearchResults?) = (nil, nil)
    let delivery: (results: SearchResults?, error: Error?) = session.withLock { session in
      replaced = (session.received, session.results)
      session.received = request
      switch outcome {
      case .success(let response):
        let earlierHits = request.isLoadingMore ? session.results?.coreAllHits ?? [] : []
        do {
          let results = try SearchResults(
            response: response, disjunctiveFacets: Array(request.params.disjunctiveFacets), allHits: earlierHits + response.hits)
          session.results = results
          return (results, nil)
        } catch {
          return (nil, error)
        }
      case .failure(let error):
        return (nil, V1Error.from(error))
      }
    }
    // The replaced request and results (their parameters' filter state, their Foundation forms) are freed after
    // this delivery, not before it.
    DeferredRelease.release(replaced, on: completionQueue)
    dispatch(results: delivery.results, error: delivery.error, userInfo: userInfo)
  }

  /// Tells the binder, then the delegate, then the handlers, then posts the result or error notification.
  private func dispatch(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    let (delegate, handlers) = session.withLock { ($0.delegate, $0.resultHandlers) }
    onDelivery.fire(Delivery(results: results, error: error, userInfo: userInfo))
    delegate?.searcher(self, didReceive: results, error: error, userInfo: userInfo)
    handlers.forEach { $0(results, error, userInfo) }
    if let results {
      var info = userInfo
      info[Searcher.resultNotificationResultsKey] = results
      NotificationCenter.default.post(name: Searcher.ResultNotification, object: self, userInfo: info)
    } else if let error {
      var info = userInfo
      info[Searcher.errorNotificationErrorKey] = error
      NotificationCenter.default.post(name: Searcher.ErrorNotification, object: self, userInfo: info)
    }
  }
}

extension Searcher {
  /// One response as the delegate receives it.
  struct Delivery {
    let results: SearchResults?
    let error: Error?
    let userInfo: [String: Any]
  }

  /// The parameters and user info of one request (v1's requested and received states).
  final class RequestState {
    /// The key of a request in the context of the v2 search carrying it.
    static let contextKey = "InstantSearch.Searcher.request"

    /// A copy of the parameters taken at launch, with the page requested (0 for a new search, the page loaded
    /// for a load-more), as the searcher hands it out under ``Searcher/userInfoParamsKey``.
    let params: SearchParameters
    /// The user info given to the search.
    let userInfo: [String: Any]
    /// The page requested.
    let page: UInt

    init(params: SearchParameters, userInfo: [String: Any], page: Int? = nil) {
      self.params = params
      self.userInfo = userInfo
      self.page = page.map { UInt(max(0, $0)) } ?? params.page ?? 0
      params.page = self.page
    }

    /// Whether this request loads a further page of the previous one.
    var isLoadingMore: Bool { userInfo[Searcher.userInfoIsLoadingMoreKey] as? Bool ?? false }

    /// The v1 request a v2 search carries; `nil` for searches v2 components launched.
    static func of(_ launch: LaunchedSearch<HitsSearcher.Request>) -> RequestState? {
      launch.context[contextKey] as? RequestState
    }
  }

  /// Everything a searcher's calls and deliveries share, read and written under one lock: calls come from the
  /// caller's thread, deliveries from the completion queue.
  struct Session {
    var params: SearchParameters
    var delegate: SearcherDelegate?
    var resultHandlers: [ResultHandler] = []
    var requested: RequestState?
    var received: RequestState?
    /// The last delivered results, holding the hits of every loaded page.
    var results: SearchResults?
    /// The query the last launch built from the parameters, against which the next launch's changes are taken.
    var lastWrittenQuery = InstantSearchCore.Query()
  }
}

/// A weak reference that closures on other threads may carry.
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
  // @unchecked: the reference is only set in `init`, and loading a weak reference is safe while another
  // thread releases the object.
  weak let object: Object?

  init(_ object: Object) { self.object = object }
}
