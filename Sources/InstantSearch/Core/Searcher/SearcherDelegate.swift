import Foundation

/// Receives every response of a ``Searcher``, before its result handlers and notifications.
public protocol SearcherDelegate: AnyObject {
  /// A response arrived: exactly one of `results` and `error` is non-nil.
  ///
  /// - Parameter userInfo: The request's user info (with `params`, `seqNo` and, for load-more, `isLoadingMore`).
  func searcher(_ searcher: Searcher, didReceive results: SearchResults?, error: Error?, userInfo: [String: Any])
}

/// Decides when a search requested with ``Searcher/search(userInfo:)`` is launched (now, later or never).
public protocol RequestStrategy: AnyObject {
  /// Called for each requested search; call `callback` with the user info to launch it.
  func performSearch(from searcher: Searcher, userInfo: [String: Any], with callback: @escaping ([String: Any]) -> Void)
}
