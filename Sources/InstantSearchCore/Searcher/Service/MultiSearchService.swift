/// A request made of sub-requests, each answered by one sub-result of a ``MultiResult``.
public protocol MultiRequest {
  /// What one sub-request is.
  associatedtype SubRequest
  /// The sub-requests, in the order of the answers.
  var subRequests: [SubRequest] { get set }
}

/// An answer made of sub-results, one per sub-request of a ``MultiRequest``, in its order.
public protocol MultiResult {
  /// What one sub-result is.
  associatedtype SubResult
  /// The sub-results.
  var subResults: [SubResult] { get }
}

/// A service searching several sub-requests in one call: what an ``AbstractMultiSearcher`` holds.
public protocol MultiSearchService: SearchService where Request: MultiRequest, Result: MultiResult {}

/// A searcher that takes part in a multi-search: it gives its sub-requests of the next search and takes its
/// sub-results back.
public protocol MultiSearchComponent {
  /// What the component sends.
  associatedtype SubRequest
  /// What the component is answered.
  associatedtype SubResult

  /// The sub-requests of the component's next search and what receives their sub-results (or the error of the
  /// whole search), in the order of the sub-requests.
  func collect() -> (requests: [SubRequest], completion: (Swift.Result<[SubResult], Error>) -> Void)
}
