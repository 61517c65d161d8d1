import Foundation

/// A request of a ``SearchClient`` as the Foundation `Operation` Algolia's client 8 returned: it is running
/// from the moment it is returned and is finished once its completion is called (the completion sees it
/// finished); `cancel()` cancels the request, whose completion then receives ``SearchClientError/cancelled``. It
/// is not meant to be added to a queue.
final class RequestOperation: Operation, @unchecked Sendable {
  // @unchecked: `request` and `isDone` are only touched under `lock`.
  private let lock = NSLock()
  private var request: Cancellable?
  private var isDone = false

  override var isAsynchronous: Bool { true }
  override var isExecuting: Bool { lock.withLock { !isDone } }
  override var isFinished: Bool { lock.withLock { isDone } }

  /// Already started when returned.
  override func start() {}

  override func cancel() {
    super.cancel()
    lock.withLock { request }?.cancel()
  }

  /// Sends a request through `send`, marking the operation finished and then handing the outcome to
  /// `completion`.
  static func start<Success, Failure: Error>(
    _ completion: @escaping ResultCallback<Success>,
    send: (@escaping (Result<Success, Failure>) -> Void) -> Cancellable
  ) -> Operation {
    let operation = RequestOperation()
    let request = send { outcome in
      operation.lock.withLock { operation.isDone = true }
      completion(outcome.mapError { $0 as Error })
    }
    let cancelled = operation.lock.withLock { () -> Bool in
      operation.request = request
      return operation.isCancelled
    }
    if cancelled { request.cancel() }
    return operation
  }

  /// Runs an asynchronous call and blocks the calling thread until its completion ran.
  static func wait<Success>(_ call: (@escaping ResultCallback<Success>) -> Operation) throws -> Success {
    let done = DispatchSemaphore(value: 0)
    let outcome = Locked<Result<Success, Error>?>(nil)
    _ = call { result in
      outcome.value = result
      done.signal()
    }
    done.wait()
    return try outcome.value!.get()
  }
}
