import Foundation
import InstantSearchCore

/// v1's searcher: runs searches of one index with ``params``, accumulates hits across ``loadMore()`` pages, and
/// reports each response to its delegate, result handlers and notifications, in that order.
///
/// Underneath, every request goes through a v2 ``hitsSearcher`` (its query building, disjunctive faceting and
/// backend), and the refinements live in the v2 ``filterState``: connect v2 components to them to share this
/// search session. Responses a v2 component triggers on the `HitsSearcher` reach this searcher too.
///
/// Requests are numbered process-wide. Before request N is launched, this searcher's pending requests numbered
/// N − ``maxPendingRequests`` or lower are cancelled; when a response arrives, older pending ones are cancelled
/// first, so responses are never delivered out of order. Deliveries happen on the index's completion queue (main
/// by default).
public final class Searcher: NSObject {
  /// Receives a response after the delegate: results or error, and the request's user info.
  public typealias ResultHandler = (_ results: SearchResults?, _ error: Error?, _ userInfo: [String: Any]) -> Void

  /// What is searched.
  public let index: Searchable
  /// Receives every response first. Retained strongly, as in v1.
  public var delegate: SearcherDelegate?
  /// Decides when requested searches launch; `nil` launches at once.
  public weak var strategy: RequestStrategy?
  /// The parameters of the next search; assigning stores the object itself (shared with the caller).
  public var params: SearchParameters
  /// The last delivered results; `nil` before the first and after ``reset()``.
  public private(set) var results: SearchResults?
  /// The hits of every loaded page of the current query.
  public private(set) var hits: [[String: Any]] = []
  /// A name used in debug logs (set per searcher by multi-index configurations).
  public var indexName: String = ""
  /// A variant distinguishing two configurations of one index.
  public var variant: String = ""
  /// Whether ``search()`` prints the parameters.
  public var debuggingEnabled = false
  /// How many requests may stay pending; older ones are cancelled (3).
  public var maxPendingRequests = 3
  /// The v2 searcher carrying every request.
  public let hitsSearcher: HitsSearcher

  private var resultHandlers: [ResultHandler] = []
  private var requestedState: State?
  private var receivedState: State?
  private let pending = PendingRequests()
  private var isPublishingToHitsSearcher = false

  /// Parameters and user info of one request.
  struct State {
    var params: SearchParameters
    var userInfo: [String: Any]
    var page: UInt { params.page ?? 0 }

    func copy() -> State { State(params: SearchParameters(from: params), userInfo: userInfo) }
  }

  /// Creates a searcher.
  ///
  /// - Parameter index: An ``Index`` (of Algolia, or of any v2 client such as `LocalClient`) or a custom backend.
  public init(index: Searchable) {
    self.index = index
    params = SearchParameters()
    if let index = index as? Index {
      hitsSearcher = HitsSearcher(client: index.searchClient, indexName: index.name, callbackQueue: index.completionQueue)
    } else {
      hitsSearcher = HitsSearcher(client: SearchableClient(index), indexName: "")
    }
    super.init()
    observeHitsSearcher()
  }

  /// Creates a searcher with a first result handler.
  public convenience init(index: Searchable, resultHandler: @escaping ResultHandler) {
    self.init(index: index)
    addResultHandler(resultHandler)
  }

  /// The v2 filter state holding the refinements of ``params``.
  public var filterState: FilterState { params.filterState }

  /// Where responses are delivered.
  var completionQueue: DispatchQueue { (index as? Index)?.completionQueue ?? .main }

  /// Adds a result handler, called after the delegate for each response.
  public func addResultHandler(_ resultHandler: @escaping ResultHandler) { resultHandlers.append(resultHandler) }

  /// Removes every result handler.
  public func clearResultHandlers() { resultHandlers.removeAll() }

  /// Whether a request is pending.
  public var hasPendingRequests: Bool { !pending.isEmpty }

  // MARK: Searching

  /// Searches with the current parameters.
  public func search() {
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
      let state = State(params: SearchParameters(from: self.params), userInfo: userInfo)
      self.requestedState = state
      self.launch(state)
    }
    if let strategy { strategy.performSearch(from: self, userInfo: userInfo, with: launch) } else { launch(userInfo) }
  }

  /// Loads the next page of the last delivered query, appending its hits to ``hits``.
  ///
  /// Does nothing unless results were delivered for the parameters last requested, a next page exists, and that
  /// page is not already being loaded.
  public func loadMore() {
    guard let results, let received = receivedState, var requested = requestedState,
      requested.params.isEqual(received.params)
    else { return }
    let nextPage = received.page + 1
    guard Int(nextPage) < results.nbPages, nextPage > requested.page else { return }
    requested.params.page = nextPage
    requested.userInfo[Searcher.userInfoIsLoadingMoreKey] = true
    requestedState = requested
    launch(requested)
  }

  /// Clears the parameters (all of them, refinements included; the disjunctive sets stay), cancels pending
  /// requests and forgets results and hits. Handlers and delegate are kept.
  public func reset() {
    params.clear()
    cancelPendingRequests()
    results = nil
    hits = []
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
  public func cancelPendingRequests() {
    pending.seqNos.forEach(cancelRequest(seqNo:))
  }

  /// Cancels one pending request; nothing happens when it is not pending.
  ///
  /// As in v1, the cancel notification is posted while the request still counts as pending.
  public func cancelRequest(seqNo: Int) {
    guard let entry = pending.entry(seqNo: seqNo) else { return }
    entry.operation.cancel()
    NotificationCenter.default.post(name: Searcher.CancelNotification, object: self, userInfo: [Searcher.userInfoSeqNoKey: seqNo])
    _ = pending.remove(seqNo: seqNo)
  }

  // MARK: Requests

  private static let sequence = SequenceNumbers()

  /// Launches one request for a state through the v2 searcher's pipeline.
  private func launch(_ frozen: State) {
    let seqNo = Searcher.sequence.next()
    for stale in pending.seqNos where stale <= seqNo - maxPendingRequests { cancelRequest(seqNo: stale) }
    let sent = SearchParameters(from: frozen.params)
    sent.page = frozen.page
    var state = frozen.copy()
    state.userInfo[Searcher.userInfoParamsKey] = sent
    state.userInfo[Searcher.userInfoSeqNoKey] = seqNo
    let queue = completionQueue
    let target = WeakReference(self)
    let slot = RequestOperation()
    pending.add(.init(seqNo: seqNo, operation: slot, state: state))
    let operation: InstantSearchCore.Cancellable
    do {
      let request = try prepareHitsSearcher(for: sent)
      operation = hitsSearcher.perform(request) { result in
        queue.async { target.object?.handle(seqNo: seqNo, result: result) }
      }
      hitsSearcher.disjunctiveFacetingDelegate = params.filterState
    } catch {
      operation = FailedRequest(.invalidConfiguration(message: "\(error)")) { (_: Result<Void, SearchClientError>) in
        queue.async { target.object?.handle(seqNo: seqNo, result: .failure(error)) }
      }
    }
    slot.onCancel(operation.cancel)
    let userInfo = state.userInfo
    queue.async { NotificationCenter.default.post(name: Searcher.SearchNotification, object: self, userInfo: userInfo) }
  }

  /// Points the v2 searcher at the parameters sent and returns its request.
  ///
  /// Without disjunctive facets, one query carries v1's `filters` string. With them, the v2 query builder adds a
  /// counting query per disjunctive facet and writes the filters from the sent parameters' filter state (read
  /// while the request is built; the live state is restored afterwards for searches v2 components launch).
  private func prepareHitsSearcher(for sent: SearchParameters) throws -> HitsSearcher.Request {
    let query = try ResponseContent.coreQuery(of: sent)
    hitsSearcher.disjunctiveFacetsAttributes = sent.disjunctiveFacets
    hitsSearcher.isDisjunctiveFacetingEnabled = !sent.disjunctiveFacets.isEmpty
    hitsSearcher.disjunctiveFacetingDelegate = sent.filterState
    let request = HitsSearcher.Request(indexName: hitsSearcher.indexName, query: query)
    hitsSearcher.request = request
    return request
  }

  /// Delivers the response to request `seqNo`, unless it was cancelled.
  private func handle(seqNo: Int, result: Result<SearchResponse, Error>) {
    guard let state = pending.remove(seqNo: seqNo)?.state else { return }
    for older in pending.seqNos where older < seqNo { cancelRequest(seqNo: older) }
    receivedState = state
    switch result {
    case .success(let response):
      let isLoadingMore = state.userInfo[Searcher.userInfoIsLoadingMoreKey] as? Bool ?? false
      do {
        let results = try SearchResults(
          content: try ResponseContent.content(of: response), disjunctiveFacets: Array(state.params.disjunctiveFacets),
          previousHits: isLoadingMore ? hits : [])
        self.results = results
        hits = results.allHits
        dispatch(results: results, error: nil, userInfo: state.userInfo)
        publishToHitsSearcher(.success(response))
      } catch {
        dispatch(results: nil, error: error, userInfo: state.userInfo)
      }
    case .failure(SearchClientError.cancelled):
      return
    case .failure(let error):
      let v1Error = V1Error.from(error)
      dispatch(results: nil, error: v1Error, userInfo: state.userInfo)
      publishToHitsSearcher(.failure(error))
    }
  }

  /// Calls the delegate, then the handlers, then posts the result or error notification.
  private func dispatch(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    delegate?.searcher(self, didReceive: results, error: error, userInfo: userInfo)
    resultHandlers.forEach { $0(results, error, userInfo) }
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

  // MARK: Sharing the session with v2 components

  /// Hands a response of a v1 request to the v2 searcher's observers, so connected v2 components follow it.
  private func publishToHitsSearcher(_ outcome: Result<SearchResponse, Error>) {
    isPublishingToHitsSearcher = true
    defer { isPublishingToHitsSearcher = false }
    switch outcome {
    case .success(let response): hitsSearcher.onResults.fire(response)
    case .failure(let error): hitsSearcher.onError.fire(HitsSearcher.RequestError(request: hitsSearcher.request, error: error))
    }
  }

  /// Delivers the responses of searches v2 components launch on the `HitsSearcher` as new-query results.
  private func observeHitsSearcher() {
    hitsSearcher.onResults.subscribe(with: self) { searcher, response in
      guard !searcher.isPublishingToHitsSearcher else { return }
      searcher.completionQueue.async { searcher.deliverForeign(.success(response)) }
    }
    hitsSearcher.onError.subscribe(with: self) { searcher, error in
      guard !searcher.isPublishingToHitsSearcher else { return }
      let underlying = (error as? HitsSearcher.RequestError)?.underlyingError ?? error
      searcher.completionQueue.async { searcher.deliverForeign(.failure(underlying)) }
    }
  }

  private func deliverForeign(_ outcome: Result<SearchResponse, Error>) {
    let userInfo: [String: Any] = [:]
    switch outcome {
    case .success(let response):
      do {
        let results = try SearchResults(
          content: try ResponseContent.content(of: response), disjunctiveFacets: Array(params.disjunctiveFacets), previousHits: [])
        self.results = results
        hits = results.allHits
        dispatch(results: results, error: nil, userInfo: userInfo)
      } catch {
        dispatch(results: nil, error: error, userInfo: userInfo)
      }
    case .failure(let error):
      dispatch(results: nil, error: V1Error.from(error), userInfo: userInfo)
    }
  }
}

/// A weak reference that closures on other threads may carry.
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?

  init(_ object: Object) { self.object = object }
}

/// Request numbers shared by every searcher of the process, from 1.
final class SequenceNumbers: @unchecked Sendable {
  private let lock = NSLock()
  private var last = 0

  func next() -> Int {
    lock.withLock {
      last += 1
      return last
    }
  }
}
