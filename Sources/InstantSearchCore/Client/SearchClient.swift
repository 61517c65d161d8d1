import Foundation

/// The backend searchers talk to: Algolia over HTTP (`AlgoliaClient`) or the embedded engine
/// (`LocalClient` in `LocalSearch`).
///
/// Completions are called exactly once (with ``SearchClientError/cancelled`` after a cancellation),
/// asynchronously (never on the caller's stack), on a queue of the
/// client's choosing; searchers hop to their own callback queue.
public protocol SearchClient: AnyObject, Sendable {
  /// Runs several queries in one request.
  ///
  /// - Parameters:
  ///   - request: The queries and strategy.
  ///   - completion: Receives the results in request order, or the error that failed the whole call.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func search(
    _ request: MultiSearchRequest, completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable

  /// Runs one query on one index.
  ///
  /// The default sends a one-query multi-search; `AlgoliaClient` uses the single-index endpoint.
  ///
  /// - Parameters:
  ///   - query: The index and parameters.
  ///   - completion: Receives the response or the error.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func search(_ query: IndexedQuery, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void) -> Cancellable

  /// Searches the values of one facet.
  ///
  /// - Parameters:
  ///   - request: The facet, facet query and restricting parameters.
  ///   - completion: Receives the matching values or the error.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func searchForFacetValues(
    _ request: FacetIndexQuery, completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable
}

extension SearchClient {
  /// Runs one query as a one-query multi-search.
  @discardableResult
  public func search(_ query: IndexedQuery, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void) -> Cancellable {
    search(MultiSearchRequest(queries: [.hits(query)])) { result in
      completion(result.flatMap { response in
        guard response.results.count == 1, let hits = response.results[0].hitsResponse else {
          return .failure(.decoding(message: "expected one hits result, got \(response.results.count) results"))
        }
        return .success(hits)
      })
    }
  }

  /// Runs several queries in one request.
  ///
  /// Cancelling the calling task cancels the request.
  /// - Throws: ``SearchClientError``.
  public func search(_ request: MultiSearchRequest) async throws -> MultiSearchResponse {
    try await awaitResult { self.search(request, completion: $0) }
  }

  /// Searches the values of one facet.
  ///
  /// Cancelling the calling task cancels the request.
  /// - Throws: ``SearchClientError``.
  public func searchForFacetValues(_ request: FacetIndexQuery) async throws -> FacetSearchResponse {
    try await awaitResult { self.searchForFacetValues(request, completion: $0) }
  }

  /// Runs one hits search (a one-query multi-query request).
  ///
  /// - Throws: ``SearchClientError``.
  public func search(_ query: IndexedQuery) async throws -> SearchResponse {
    try await awaitResult { self.search(query, completion: $0) }
  }

  private func awaitResult<Success>(
    _ start: (@escaping (Result<Success, SearchClientError>) -> Void) -> Cancellable
  ) async throws -> Success {
    let box = CancellableBox()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        box.set(start { continuation.resume(with: $0) })
      }
    } onCancel: {
      box.cancel()
    }
  }
}
