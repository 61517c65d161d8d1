import Foundation

/// Receives each response of its searcher, on the completion queue (main by default), before the searcher's
/// result handlers.
public protocol ResultingDelegate: AnyObject {
  /// A response arrived: exactly one of `results` and `error` is non-nil.
  ///
  /// - Parameter userInfo: The request's user info (`isLoadingMore` is `true` for load-more pages).
  func on(results: SearchResults?, error: Error?, userInfo: [String: Any])
}

/// Receives the reset a ``ClearAllWidget`` triggers.
public protocol ResettableDelegate: AnyObject {
  /// The parameters were cleared; show the empty state.
  func onReset()
}
