import Foundation
import InstantSearch
import InstantSearchCore

/// A v2 client that answers like another one, but only after a delay, or when the test releases the answer
/// (``holdsAnswers``): makes v1 searches slow on purpose, or complete in an order the test chooses.
///
/// Cancelling a request answers it at once with `.cancelled`, as the `Cancellable` contract asks.
final class DelayedSearchClient: InstantSearchCore.SearchBackend, @unchecked Sendable {
  private let wrapped: InstantSearchCore.SearchBackend
  private let lock = NSLock()
  private var storedDelay: TimeInterval
  private var storedSynchronous = false
  private var storedHolds = false
  private var held: [() -> Void] = []

  /// How long each answer is held back, in seconds; may change between requests.
  var delay: TimeInterval {
    get { lock.withLock { storedDelay } }
    set { lock.withLock { storedDelay = newValue } }
  }

  init(_ wrapped: InstantSearchCore.SearchBackend, delay: TimeInterval) {
    self.wrapped = wrapped
    storedDelay = delay
  }

  /// Whether requests are answered before the call returns (blocking on the wrapped client), ignoring ``delay``:
  /// a response then reaches the v1 searcher's queue ahead of its search notification.
  var answersSynchronously: Bool {
    get { lock.withLock { storedSynchronous } }
    set { lock.withLock { storedSynchronous = newValue } }
  }

  /// Whether answers, once the wrapped client gave them, wait for ``releaseHeldAnswer(at:)`` instead of ``delay``.
  /// Turning it off delivers the waiting ones, oldest first, on the calling thread.
  var holdsAnswers: Bool {
    get { lock.withLock { storedHolds } }
    set {
      let released = lock.withLock { () -> [() -> Void] in
        storedHolds = newValue
        guard !newValue else { return [] }
        defer { held.removeAll() }
        return held
      }
      released.forEach { $0() }
    }
  }

  /// How many answers wait for their release.
  var heldAnswerCount: Int { lock.withLock { held.count } }

  /// Delivers the waiting answer at `position` (oldest first), on the calling thread.
  func releaseHeldAnswer(at position: Int) {
    lock.withLock { held.remove(at: position) }()
  }

  /// A v1 index named `products` over the embedded catalogue, answering after `delay` seconds.
  static func index(delay: TimeInterval) throws -> (V1Index, DelayedSearchClient) {
    let client = DelayedSearchClient(try V1Fixtures.client(), delay: delay)
    return (V1Index(client: client, name: "products"), client)
  }

  func search(_ request: MultiSearchRequest, requestOptions: InstantSearchCore.RequestOptions?, completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    hold(completion) { self.wrapped.search(request, requestOptions: requestOptions, completion: $0) }
  }

  func search(_ query: IndexedQuery, requestOptions: InstantSearchCore.RequestOptions?, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void) -> InstantSearchCore.Cancellable {
    hold(completion) { self.wrapped.search(query, requestOptions: requestOptions, completion: $0) }
  }

  func searchForFacetValues(_ request: FacetIndexQuery, requestOptions: InstantSearchCore.RequestOptions?, completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    hold(completion) { self.wrapped.searchForFacetValues(request, requestOptions: requestOptions, completion: $0) }
  }

  private func hold<Response>(
    _ completion: @escaping (Result<Response, SearchClientError>) -> Void,
    _ start: (@escaping (Result<Response, SearchClientError>) -> Void) -> InstantSearchCore.Cancellable
  ) -> InstantSearchCore.Cancellable {
    let call = HeldCall(completion)
    if answersSynchronously {
      let answered = DispatchSemaphore(value: 0)
      call.attach(start { result in
        call.answer(result)
        answered.signal()
      })
      answered.wait()
      return call
    }
    let delay = self.delay
    call.attach(start { result in
      let waits = self.lock.withLock { () -> Bool in
        if self.storedHolds { self.held.append { call.answer(result) } }
        return self.storedHolds
      }
      if !waits { DispatchQueue.global().asyncAfter(deadline: .now() + delay) { call.answer(result) } }
    })
    return call
  }
}

/// One request of a ``DelayedSearchClient``: answered once, by the delayed result or by cancellation.
private final class HeldCall<Response>: InstantSearchCore.Cancellable, @unchecked Sendable {
  private let lock = NSLock()
  private var completion: ((Result<Response, SearchClientError>) -> Void)?
  private var inner: InstantSearchCore.Cancellable?

  init(_ completion: @escaping (Result<Response, SearchClientError>) -> Void) { self.completion = completion }

  func attach(_ inner: InstantSearchCore.Cancellable) { lock.withLock { self.inner = inner } }

  func answer(_ result: Result<Response, SearchClientError>) {
    let pending = lock.withLock { () -> ((Result<Response, SearchClientError>) -> Void)? in
      defer { completion = nil }
      return completion
    }
    pending?(result)
  }

  func cancel() {
    answer(.failure(.cancelled))
    lock.withLock { inner }?.cancel()
  }
}
