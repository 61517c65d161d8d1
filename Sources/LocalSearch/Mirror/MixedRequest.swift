import Foundation
import InstantSearchCore

/// One request of a ``MirroredSearchClient`` in flight: its online and offline sides and the fallback timer.
///
/// The first side to finish gives the answer; the others are cancelled. Each side starts at most once.
/// Cancelling the request cancels every side and completes it with ``SearchClientError/cancelled``.
final class MixedRequest<Response>: Cancellable, @unchecked Sendable {
  // @unchecked: every stored property but the constant lock is read and written under `lock`.
  private let lock = NSLock()
  private var completion: ((Result<Response, SearchClientError>) -> Void)?
  private var handles: [Side: Cancellable] = [:]
  private var started: Set<Side> = []
  private var timer: Cancellable?

  /// The two backends a request may ask.
  enum Side: Hashable { case online, offline }

  init(completion: @escaping (Result<Response, SearchClientError>) -> Void) { self.completion = completion }

  /// Starts one side, once, unless the request has finished.
  func start(_ side: Side, _ begin: () -> Cancellable) {
    guard lock.withLock({ () -> Bool in
      guard completion != nil, !started.contains(side) else { return false }
      started.insert(side)
      return true
    }) else { return }
    let handle = begin()
    let cancelNow = lock.withLock { () -> Bool in
      handles[side] = handle
      return completion == nil
    }
    if cancelNow { handle.cancel() }
  }

  /// Keeps the fallback timer, to cancel it when the request finishes.
  func setTimer(_ handle: Cancellable) {
    let cancelNow = lock.withLock { () -> Bool in
      timer = handle
      return completion == nil
    }
    if cancelNow { handle.cancel() }
  }

  /// Delivers the answer if none was delivered yet, and cancels what is still running.
  func finish(_ result: Result<Response, SearchClientError>) {
    let (callback, running) = lock.withLock { () -> (((Result<Response, SearchClientError>) -> Void)?, [Cancellable]) in
      defer { completion = nil }
      return (completion, Array(handles.values) + [timer].compactMap { $0 })
    }
    guard let callback else { return }
    running.forEach { $0.cancel() }
    callback(result)
  }

  func cancel() {
    finish(.failure(.cancelled))
  }
}
