import Foundation

/// The machinery every searcher shares: the request, its change events, sequenced searches, loading
/// state, and delivery of results and errors on the callback queue.
///
/// Subclasses provide the request type, how a request is searched (``perform(_:completion:)``) and the
/// text query and index name it exposes. Every search is numbered by a ``Sequencer``: a response older
/// than one already delivered, or launched before a query or index change, is never delivered. Responses are
/// sequenced and delivered on the callback queue.
open class AbstractSearcher<Request, Result>: Searcher, SearchResultObservable, ErrorObservable {
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
  /// Fires with each delivered result; keeps the last one.
  ///
  /// The result a delivery replaces is released in a later block on the callback queue (``DeferredRelease``), once
  /// the delivery is over and the views show the new result, so freeing it does not delay them. It is freed there
  /// only if nothing else holds it by then.
  public let onResults = Observer<Result>()
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
  public let onSearchLifecycle = Observer<SearchLifecycleEvent<Request, Result>>(retainLastData: false)
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
  ///   - request: The initial request.
  ///   - callbackQueue: Where results, errors and loading changes are delivered; main by default.
  ///   - sequencer: Numbers the searches; one of its own by default.
  public init(request: Request, callbackQueue: DispatchQueue = .main, sequencer: Sequencer = Sequencer()) {
    self.storedRequest = Locked(request)
    self.callbackQueue = callbackQueue
    self.sequencer = sequencer
  }

  // MARK: Subclass hooks

  /// Searches a request. Subclasses override it; the completion may run on any thread, once.
  open func perform(_ request: Request, completion: @escaping (Swift.Result<Result, Error>) -> Void) -> Cancellable {
    fatalError("\(type(of: self)) must override perform(_:completion:)")
  }

  /// The text query of a request; `nil` when the request has none.
  open func textualQuery(of request: Request) -> String? { nil }

  /// The request with another text query; unchanged when the request has none.
  open func request(_ request: Request, withTextualQuery query: String?) -> Request { request }

  /// The index name of a request; `nil` when it has none.
  open func indexName(of request: Request) -> String? { nil }

  /// Called after each request change, after the events fired; subclasses adjust pagination here.
  open func didChangeRequest(from old: Request, to new: Request) {}

  /// Called on the callback queue with a delivered outcome, before ``onResults`` or ``onError`` fire.
  open func willDeliver(_ outcome: Swift.Result<Result, Error>, for request: Request) {}

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
    let request = self.request
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
    box.set(perform(request) { [weak self] result in
      guard let self else { return }
      self.callbackQueue.async {
        if case .failure(SearchClientError.cancelled) = result {
          self.sequencer.cancel(ticket)
        } else {
          self.sequencer.complete(ticket) { self.deliver(result, of: launch) }
        }
        self.isLoading.fire(self.sequencer.hasPendingOperations)
      }
    })
    return ticket
  }

  private func deliver(_ result: Swift.Result<Result, Error>, of launch: LaunchedSearch<Request>) {
    willDeliver(result, for: launch.request)
    var replaced: Result?
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

  private func fireLoading() {
    let loading = sequencer.hasPendingOperations
    callbackQueue.async { [weak self] in self?.isLoading.fire(loading) }
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

/// Holds a cancellable that may arrive after cancellation was requested.
final class CancellableBox: Cancellable, @unchecked Sendable {
  private let lock = NSLock()
  private var cancellable: Cancellable?
  private var isCancelled = false

  func set(_ cancellable: Cancellable) {
    let cancelNow = lock.withLock { () -> Bool in
      self.cancellable = cancellable
      return isCancelled
    }
    if cancelNow { cancellable.cancel() }
  }

  func cancel() {
    let target = lock.withLock { () -> Cancellable? in
      isCancelled = true
      return cancellable
    }
    target?.cancel()
  }
}
