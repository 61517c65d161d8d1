import Foundation

/// The machinery every searcher shares: the request, its change events, sequenced searches, loading
/// state, and delivery of results and errors on the callback queue.
///
/// A searcher hands each request it launches to its ``service``, which searches it (through the searcher's
/// client for the services of the package). Every search is numbered by a ``Sequencer``: a response older than
/// one already delivered, or launched before a query or index change, is never delivered. Responses are
/// sequenced and delivered on the callback queue. A request that is a ``TextualQueryProvider`` gives the
/// searcher its ``query``; one that is an ``IndexNameProvider`` gives the index whose changes ``onIndexChanged``
/// reports.
open class AbstractSearcher<Service: SearchService>: Searcher, SearchResultObservable, ErrorObservable
where Service.Process == Operation {
  /// What one search of the searcher sends.
  public typealias Request = Service.Request

  /// An error together with the request that produced it.
  public struct RequestError: Error, CustomStringConvertible, LocalizedError {
    /// The request as it was when the search was launched.
    public let request: Request
    /// What went wrong.
    public let underlyingError: Error

    /// Wraps an error.
    public init(request: Request, error: Error) {
      self.request = request
      self.underlyingError = error
    }

    /// The underlying error's description.
    public var description: String { "\(underlyingError)" }
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
  }

  private let storedRequest: Locked<Request>

  /// The whole request. Every assignment (also in-place mutation) fires ``onRequestChanged``; a change of
  /// text query cancels pending searches (unless ``cancelsPendingSearchesOnQueryChange`` is off) and fires
  /// ``onQueryChanged``; a change of index name does the same with ``onIndexChanged``.
  public var request: Request {
    get { storedRequest.value }
    set {
      let old = storedRequest.exchange(newValue)
      requestDidChange(from: old, to: newValue)
    }
  }

  /// Fires on every request change.
  public let onRequestChanged = Observer<Request>()
  /// Fires when the text query changes.
  public let onQueryChanged = Observer<String?>()
  /// Fires when the index name changes.
  public let onIndexChanged = Observer<String>()
  /// Searches each request the searcher launches.
  public let service: Service

  /// Fires with each delivered result; keeps the last one.
  ///
  /// The result a delivery replaces is released in a later block on the callback queue (``DeferredRelease``), once
  /// the delivery is over and the views show the new result, so freeing it does not delay them. It is freed there
  /// only if nothing else holds it by then.
  public let onResults = Observer<Service.Result>()
  /// Fires with the search whose result is about to be delivered, on the callback queue, right before
  /// ``onResults`` fires with that result (not for errors): for components that treat a result according to the
  /// search that produced it, such as a hits list starting its pages over for every search that does not load
  /// a further page. Keeps nothing.
  public let onDeliveringResults = Observer<LaunchedSearch<Request>>(retainLastData: false)
  /// Fires with each delivered error (a ``RequestError``); keeps nothing.
  public let onError = Observer<Error>(retainLastData: false)
  /// Fires whether a search is pending.
  public let isLoading = Observer<Bool>()
  /// Fires when a search is launched.
  public let onSearch = Observer<Void>()
  /// Fires for each search launched, cancelled and delivered, with the search's ticket and context. A delivery
  /// is reported after ``onResults`` or ``onError`` fired, so components connected to the searcher already show
  /// it when a lifecycle subscriber hears of it.
  public let onSearchLifecycle = Observer<SearchLifecycleEvent<Request, Service.Result>>(retainLastData: false)
  /// When set and returning false for the current request, ``search()`` does nothing.
  public var shouldTriggerSearchForQuery: ((Request) -> Bool)?
  /// Where results, errors and loading changes are delivered; the main queue by default.
  public let callbackQueue: DispatchQueue
  /// Whether a change of text query or index cancels the pending searches (`true`, InstantSearch's rule).
  /// Off, older searches stay pending and are cancelled only by the sequencer's own rules (the pending limit,
  /// a newer search completing first), as InstantSearch v1's searcher did.
  public var cancelsPendingSearchesOnQueryChange: Bool {
    get { storedCancelsOnQueryChange.value }
    set { storedCancelsOnQueryChange.value = newValue }
  }
  private let storedCancelsOnQueryChange = Locked(true)

  /// Numbers the searches and keeps stale responses from being delivered.
  public let sequencer: Sequencer

  /// Creates a searcher.
  ///
  /// - Parameters:
  ///   - service: Searches each request the searcher launches.
  ///   - initialRequest: The initial request.
  ///   - callbackQueue: Where results, errors and loading changes are delivered; main by default.
  ///   - sequencer: Numbers the searches; one of its own by default.
  public init(
    service: Service, initialRequest: Request, callbackQueue: DispatchQueue = .main, sequencer: Sequencer = Sequencer()
  ) {
    self.service = service
    self.storedRequest = Locked(initialRequest)
    self.callbackQueue = callbackQueue
    self.sequencer = sequencer
  }

  // MARK: Subclass hooks

  /// The text query of a request: its ``TextualQueryProvider/textualQuery``; `nil` when it is not a
  /// ``TextualQueryProvider``.
  open func textualQuery(of request: Request) -> String? { (request as? TextualQueryProvider)?.textualQuery }

  /// The request with another text query; unchanged when it is not a ``TextualQueryProvider``.
  open func request(_ request: Request, withTextualQuery query: String?) -> Request {
    guard var provider = request as? TextualQueryProvider else { return request }
    provider.textualQuery = query
    return provider as? Request ?? request
  }

  /// The index name of a request: its ``IndexNameProvider/indexName``; `nil` when it is not an
  /// ``IndexNameProvider``.
  open func indexName(of request: Request) -> String? { (request as? IndexNameProvider)?.indexName }

  /// Called after each request change, after the events fired; subclasses adjust pagination here.
  open func didChangeRequest(from old: Request, to new: Request) {}

  /// Called on the callback queue with a delivered outcome, before ``onResults`` or ``onError`` fire.
  open func willDeliver(_ outcome: Swift.Result<Service.Result, Error>, for request: Request) {}

  // MARK: Searcher

  /// The text query of the request.
  public var query: String? {
    get { textualQuery(of: request) }
    set {
      let current = request
      request = request(current, withTextualQuery: newValue)
    }
  }

  /// Launches a search with the current request, unless ``shouldTriggerSearchForQuery`` refuses it.
  open func search() {
    search(context: [:])
  }

  /// Launches a search with the current request and attaches a context to it, reported with each of its
  /// ``onSearchLifecycle`` events.
  ///
  /// The response is sequenced on the callback queue: a search whose response arrives after a newer one was
  /// delivered, or that was cancelled meanwhile, delivers nothing.
  ///
  /// - Parameter context: What the launcher wants back with the search's events.
  /// - Returns: The search's ticket; `nil` when ``shouldTriggerSearchForQuery`` refused it.
  @discardableResult
  open func search(context: [String: Any]) -> Sequencer.Ticket? {
    launch(request, context: context, delivering: nil)
  }

  /// Launches a search of `request` (unless ``shouldTriggerSearchForQuery`` refuses it); `delivering`, when
  /// given, receives the outcome on the callback queue if the search delivers, before ``onResults`` or
  /// ``onError`` fire: how a multi-searcher shares one answer out to the components of that search.
  func launch(
    _ request: Request, context: [String: Any], delivering: ((Swift.Result<Service.Result, Error>) -> Void)?
  ) -> Sequencer.Ticket? {
    if let shouldTrigger = shouldTriggerSearchForQuery, !shouldTrigger(request) { return nil }
    onSearch.fire()
    let box = CancellableBox()
    let ticket = sequencer.begin(cancellation: { [weak self] ticket in
      box.cancel()
      self?.onSearchLifecycle.fire(.cancelled(LaunchedSearch(ticket: ticket, request: request, context: context)))
    })
    let launch = LaunchedSearch(ticket: ticket, request: request, context: context)
    onSearchLifecycle.fire(.launched(launch))
    fireLoading()
    box.set(send(request) { [weak self] result in
      guard let self else { return }
      self.callbackQueue.async {
        if case .failure(SearchClientError.cancelled) = result {
          self.sequencer.cancel(ticket)
        } else {
          self.sequencer.complete(ticket) {
            delivering?(result)
            self.deliver(result, of: launch)
          }
        }
        self.isLoading.fire(self.sequencer.hasPendingOperations)
      }
    })
    return ticket
  }

  /// Sends the request of one search through the service. The searchers of the package's services send it
  /// through the service's request without the `Operation` its public `search` wraps it in.
  func send(_ request: Request, completion: @escaping (Swift.Result<Service.Result, Error>) -> Void) -> InFlightSearch {
    .operation(service.search(request, completion: completion))
  }

  private func deliver(_ result: Swift.Result<Service.Result, Error>, of launch: LaunchedSearch<Request>) {
    willDeliver(result, for: launch.request)
    var replaced: Service.Result?
    switch result {
    case .success(let value):
      replaced = onResults.lastDataFired
      onDeliveringResults.fire(launch)
      onResults.fire(value)
    case .failure(let error): onError.fire(RequestError(request: launch.request, error: error))
    }
    onSearchLifecycle.fire(.delivered(launch, result))
    if let replaced { DeferredRelease.release(replaced, on: callbackQueue) }
  }

  /// Cancels every pending search; none of them delivers.
  open func cancel() {
    sequencer.cancelPendingOperations()
    fireLoading()
  }

  /// Cancels one pending search; it delivers nothing. Does nothing when it is not pending.
  ///
  /// - Parameter ticket: The ticket ``search(context:)`` returned.
  public func cancel(_ ticket: Sequencer.Ticket) {
    sequencer.cancel(ticket)
    fireLoading()
  }

  /// Fires ``isLoading`` on the callback queue: at once when that is the main queue and the caller is on the main
  /// thread (a search launched from a view), so that no block is left to run for it.
  private func fireLoading() {
    let loading = sequencer.hasPendingOperations
    callbackQueue.runNowOnMainOrAsync { [weak self] in self?.isLoading.fire(loading) }
  }

  private func requestDidChange(from old: Request, to new: Request) {
    onRequestChanged.fire(new)
    let oldQuery = textualQuery(of: old)
    let newQuery = textualQuery(of: new)
    let cancelsPending = cancelsPendingSearchesOnQueryChange
    if oldQuery != newQuery {
      if cancelsPending { cancel() }
      onQueryChanged.fire(newQuery)
    }
    if let oldIndex = indexName(of: old), let newIndex = indexName(of: new), oldIndex != newIndex {
      if cancelsPending { cancel() }
      onIndexChanged.fire(newIndex)
    }
    didChangeRequest(from: old, to: new)
  }
}

/// A search in flight: a backend's request or a service's operation.
enum InFlightSearch {
  case request(Cancellable)
  case operation(Operation)

  /// Cancels it.
  func cancel() {
    switch self {
    case .request(let request): request.cancel()
    case .operation(let operation): operation.cancel()
    }
  }
}

/// Holds a search in flight, which may arrive after cancellation was requested.
final class CancellableBox: Cancellable, @unchecked Sendable {
  // @unchecked: `target` and `isCancelled` are only touched under `lock`.
  private let lock = NSLock()
  private var target: InFlightSearch?
  private var isCancelled = false

  func set(_ cancellable: Cancellable) {
    set(.request(cancellable))
  }

  func set(_ target: InFlightSearch) {
    let cancelNow = lock.withLock { () -> Bool in
      self.target = target
      return isCancelled
    }
    if cancelNow { target.cancel() }
  }

  func cancel() {
    let target = lock.withLock { () -> InFlightSearch? in
      isCancelled = true
      return self.target
    }
    target?.cancel()
  }
}
