import Foundation

/// The machinery every searcher shares: the request, its change events, sequenced searches, loading
/// state, and delivery of results and errors on the callback queue (§3.2 of the v2 reference).
///
/// Subclasses provide the request type, how a request is searched (``perform(_:completion:)``) and the
/// text query and index name it exposes. Every search is numbered by a ``Sequencer``: a response older
/// than one already delivered, or launched before a query or index change, is never delivered.
open class AbstractSearcher<Request, Result>: Searcher, SearchResultObservable, ErrorObservable {
  /// An error together with the request that produced it.
  public struct RequestError: Error {
    /// The request as it was when the search was launched.
    public let request: Request
    /// What went wrong.
    public let underlyingError: Error

    /// Wraps an error.
    public init(request: Request, error: Error) {
      self.request = request
      self.underlyingError = error
    }
  }

  private let storedRequest: Locked<Request>

  /// The whole request. Every assignment (also in-place mutation) fires ``onRequestChanged``; a change of
  /// text query cancels pending searches and fires ``onQueryChanged``; a change of index name does the
  /// same with ``onIndexChanged``.
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
  public let onResults = Observer<Result>()
  /// Fires with each delivered error (a ``RequestError``); keeps nothing.
  public let onError = Observer<Error>(retainLastData: false)
  /// Fires whether a search is pending.
  public let isLoading = Observer<Bool>()
  /// Fires when a search is launched.
  public let onSearch = Observer<Void>()
  /// When set and returning false for the current request, ``search()`` does nothing.
  public var shouldTriggerSearchForQuery: ((Request) -> Bool)?
  /// Where results, errors and loading changes are delivered; the main queue by default.
  public let callbackQueue: DispatchQueue

  let sequencer = Sequencer()

  /// Creates a searcher.
  public init(request: Request, callbackQueue: DispatchQueue = .main) {
    self.storedRequest = Locked(request)
    self.callbackQueue = callbackQueue
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
    let request = self.request
    if let shouldTrigger = shouldTriggerSearchForQuery, !shouldTrigger(request) { return }
    onSearch.fire()
    let box = CancellableBox()
    let ticket = sequencer.begin(onCancel: { box.cancel() })
    fireLoading()
    box.set(perform(request) { [weak self] result in
      guard let self else { return }
      self.sequencer.complete(ticket) {
        self.callbackQueue.async {
          if case .failure(SearchClientError.cancelled) = result { return }
          self.willDeliver(result, for: request)
          switch result {
          case .success(let value): self.onResults.fire(value)
          case .failure(let error):
            self.onError.fire(RequestError(request: request, error: error))
          }
        }
      }
      self.fireLoading()
    })
  }

  /// Cancels every pending search; none of them delivers.
  open func cancel() {
    sequencer.cancelPendingOperations()
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
    if oldQuery != newQuery {
      cancel()
      onQueryChanged.fire(newQuery)
    }
    if let oldIndex = indexName(of: old), let newIndex = indexName(of: new), oldIndex != newIndex {
      cancel()
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
