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
  private var onlineHandle: Cancellable?
  private var offlineHandle: Cancellable?
  private var timer: Cancellable?
  private var onlineStarted = false
  private var offlineStarted = false

  init(completion: @escaping (Result<Response, SearchClientError>) -> Void) { self.completion = completion }

  /// Starts the online side, once.
  func startOnline(_ start: () -> Cancellable) {
    guard lock.withLock({ () -> Bool in
      defer { onlineStarted = true }
      return !onlineStarted && completion != nil
    }) else { return }
    let handle = start()
    let cancelNow = lock.withLock { () -> Bool in
      onlineHandle = handle
      return completion == nil
    }
    if cancelNow { handle.cancel() }
  }

  /// Starts the offline side, once, unless the request has finished.
  func startOffline(_ start: () -> Cancellable) {
    guard lock.withLock({ () -> Bool in
      defer { offlineStarted = true }
      return !offlineStarted && completion != nil
    }) else { return }
    let handle = start()
    let cancelNow = lock.withLock { () -> Bool in
      offlineHandle = handle
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
      return (completion, [onlineHandle, offlineHandle, timer].compactMap { $0 })
    }
    guard let callback else { return }
    running.forEach { $0.cancel() }
    callback(result)
  }

  func cancel() {
    finish(.failure(.cancelled))
  }
}
