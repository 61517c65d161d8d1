/// A request in flight that can be cancelled.
public protocol Cancellable: AnyObject {
  /// Stops the request. Its completion is still called once: with ``SearchClientError/cancelled`` unless
  /// the answer had already been delivered.
  func cancel()
}

/// The handle of a call that sent nothing and completes on its own: cancelling it does nothing.
final class NoRequest: Cancellable {
  func cancel() {}
}
