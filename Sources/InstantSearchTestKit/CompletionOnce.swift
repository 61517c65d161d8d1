import Foundation
import InstantSearchCore

/// Runs a client's completion once: the answer or the cancellation, whichever comes first.
final class Once<Answer>: @unchecked Sendable {
  // @unchecked: `completion` is taken under `lock`, so it runs at most once.
  private let lock = NSLock()
  private var completion: ((Result<Answer, SearchClientError>) -> Void)?

  init(_ completion: @escaping (Result<Answer, SearchClientError>) -> Void) { self.completion = completion }

  func run(_ result: Result<Answer, SearchClientError>) {
    lock.withLock { () -> ((Result<Answer, SearchClientError>) -> Void)? in
      defer { completion = nil }
      return completion
    }?(result)
  }
}

/// A request handle whose cancellation runs a closure.
final class CancelHandle: Cancellable, @unchecked Sendable {
  // @unchecked: `onCancel` is constant.
  private let onCancel: () -> Void

  init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  func cancel() { onCancel() }
}
