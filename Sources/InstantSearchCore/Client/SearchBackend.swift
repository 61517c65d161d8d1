import Foundation

/// The backend searchers talk to: Algolia over HTTP (`AlgoliaClient`) or the embedded engine
/// (`LocalClient` in `LocalSearch`).
///
/// Completions are called exactly once (with ``SearchClientError/cancelled`` after a cancellation),
/// asynchronously (never on the caller's stack), on a queue of the
/// client's choosing; searchers hop to their own callback queue.
public protocol SearchBackend: AnyObject, Sendable {
  /// Runs several queries in one request.
  ///
  /// - Parameters:
  ///   - request: The queries and strategy.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request; `nil` for none.
  ///   - completion: Receives the results in request order, or the error that failed the whole call.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func search(
    _ request: MultiSearchRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable

  /// Runs one query on one index.
  ///
  /// The default sends a one-query multi-search; `AlgoliaClient` uses the single-index endpoint.
  ///
  /// - Parameters:
  ///   - query: The index and parameters.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request; `nil` for none.
  ///   - completion: Receives the response or the error.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func search(
    _ query: IndexedQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable

  /// Searches the values of one facet.
  ///
  /// - Parameters:
  ///   - request: The facet, facet query and restricting parameters.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request; `nil` for none.
  ///   - completion: Receives the matching values or the error.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable

  /// Fetches one page of a browse: the records matching the query, unranked, with the cursor of the next page.
  ///
  /// The default fails with ``SearchClientError/invalidConfiguration(message:)``: a client that cannot browse
  /// says so.
  ///
  /// - Parameters:
  ///   - request: The index, and the query of a first page or the cursor of a next one.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request; `nil` for none.
  ///   - completion: Receives the page (its `cursor` is `nil` on the last one) or the error.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func browse(
    _ request: BrowseRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable

  /// Retrieves one record by its `objectID`.
  ///
  /// The default asks ``getObjects(_:requestOptions:completion:)`` for the one record and fails with Algolia's
  /// `404 ObjectID does not exist` when there is none.
  ///
  /// - Parameters:
  ///   - request: The index, the `objectID` and the attributes to return.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request; `nil` for none.
  ///   - completion: Receives the record or the error.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func getObject(
    _ request: ObjectRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable

  /// Retrieves several records, from one or several indices, in one request.
  ///
  /// The default fails with ``SearchClientError/invalidConfiguration(message:)``: a client that cannot retrieve
  /// records says so.
  ///
  /// - Parameters:
  ///   - requests: The records to retrieve.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request; `nil` for none.
  ///   - completion: Receives one entry per request in order (`nil` for a missing record), or the error.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func getObjects(
    _ requests: [ObjectRequest], requestOptions: RequestOptions?,
    completion: @escaping (Result<ObjectsResponse, SearchClientError>) -> Void
  ) -> Cancellable

  /// Reads an index's settings, as Algolia's `GET /1/indexes/{indexName}/settings` returns them.
  ///
  /// The default fails with ``SearchClientError/invalidConfiguration(message:)``: a client that cannot read
  /// settings says so.
  ///
  /// - Parameters:
  ///   - indexName: The index.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request; `nil` for none.
  ///   - completion: Receives the settings object or the error.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func getSettings(
    indexName: String, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable

  /// Changes records, settings or indices, or asks about a task or the indices, as Algolia's REST API does.
  ///
  /// The default fails with ``SearchClientError/invalidConfiguration(message:)``: a client that cannot write says
  /// so.
  ///
  /// - Parameters:
  ///   - request: The call.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request; `nil` for none.
  ///   - completion: Receives Algolia's answer object for the call (see ``IndexingRequest``) or the error; a call
  ///     that fails changes nothing.
  /// - Returns: A handle to cancel the request.
  @discardableResult
  func send(
    _ request: IndexingRequest, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable
}

extension SearchBackend {
  /// Runs one query as a one-query multi-search.
  @discardableResult
  public func search(
    _ query: IndexedQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    search(MultiSearchRequest(queries: [.hits(query)]), requestOptions: requestOptions) { result in
      completion(result.flatMap { response in
        guard response.results.count == 1, let hits = response.results[0].hitsResponse else {
          return .failure(.decoding(message: "expected one hits result, got \(response.results.count) results"))
        }
        return .success(hits)
      })
    }
  }

  /// Fails: this client cannot browse.
  @discardableResult
  public func browse(
    _ request: BrowseRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    Self.unsupported("browse", completion)
  }

  /// Retrieves the record through ``getObjects(_:requestOptions:completion:)``.
  @discardableResult
  public func getObject(
    _ request: ObjectRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    getObjects([request], requestOptions: requestOptions) { result in
      completion(result.flatMap { response in
        guard let record = response.results.first ?? nil else {
          return .failure(.httpError(status: 404, message: "ObjectID does not exist"))
        }
        return .success(record)
      })
    }
  }

  /// Fails: this client cannot retrieve records.
  @discardableResult
  public func getObjects(
    _ requests: [ObjectRequest], requestOptions: RequestOptions?,
    completion: @escaping (Result<ObjectsResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    Self.unsupported("getObjects", completion)
  }

  /// Fails: this client cannot read settings.
  @discardableResult
  public func getSettings(
    indexName: String, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    Self.unsupported("getSettings", completion)
  }

  /// Fails: this client cannot write.
  @discardableResult
  public func send(
    _ request: IndexingRequest, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    Self.unsupported("send(_:requestOptions:completion:)", completion)
  }

  /// Completes asynchronously with the error of a call this client does not implement.
  private static func unsupported<Success>(
    _ call: String, _ completion: @escaping (Result<Success, SearchClientError>) -> Void
  ) -> Cancellable {
    failLater(.invalidConfiguration(message: "\(Self.self) does not implement `\(call)`"), completion)
  }

  // MARK: Without request options

  /// Runs several queries in one request, without request options.
  @discardableResult
  public func search(
    _ request: MultiSearchRequest, completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    search(request, requestOptions: nil, completion: completion)
  }

  /// Runs one query on one index, without request options.
  @discardableResult
  public func search(_ query: IndexedQuery, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void) -> Cancellable {
    search(query, requestOptions: nil, completion: completion)
  }

  /// Searches the values of one facet, without request options.
  @discardableResult
  public func searchForFacetValues(
    _ request: FacetIndexQuery, completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    searchForFacetValues(request, requestOptions: nil, completion: completion)
  }

  // MARK: async

  /// Runs several queries in one request.
  ///
  /// Cancelling the calling task cancels the request.
  /// - Throws: ``SearchClientError``.
  public func search(_ request: MultiSearchRequest, requestOptions: RequestOptions? = nil) async throws -> MultiSearchResponse {
    try await awaitResult { self.search(request, requestOptions: requestOptions, completion: $0) }
  }

  /// Searches the values of one facet.
  ///
  /// Cancelling the calling task cancels the request.
  /// - Throws: ``SearchClientError``.
  public func searchForFacetValues(_ request: FacetIndexQuery, requestOptions: RequestOptions? = nil) async throws -> FacetSearchResponse {
    try await awaitResult { self.searchForFacetValues(request, requestOptions: requestOptions, completion: $0) }
  }

  /// Runs one hits search.
  ///
  /// - Throws: ``SearchClientError``.
  public func search(_ query: IndexedQuery, requestOptions: RequestOptions? = nil) async throws -> SearchResponse {
    try await awaitResult { self.search(query, requestOptions: requestOptions, completion: $0) }
  }

  /// Fetches one page of a browse.
  ///
  /// - Throws: ``SearchClientError``.
  public func browse(_ request: BrowseRequest, requestOptions: RequestOptions? = nil) async throws -> SearchResponse {
    try await awaitResult { self.browse(request, requestOptions: requestOptions, completion: $0) }
  }

  /// Retrieves one record.
  ///
  /// - Throws: ``SearchClientError`` (`404` when no record has the `objectID`).
  public func getObject(_ request: ObjectRequest, requestOptions: RequestOptions? = nil) async throws -> JSON {
    try await awaitResult { self.getObject(request, requestOptions: requestOptions, completion: $0) }
  }

  /// Retrieves several records.
  ///
  /// - Throws: ``SearchClientError``.
  public func getObjects(_ requests: [ObjectRequest], requestOptions: RequestOptions? = nil) async throws -> ObjectsResponse {
    try await awaitResult { self.getObjects(requests, requestOptions: requestOptions, completion: $0) }
  }

  /// Reads an index's settings.
  ///
  /// - Throws: ``SearchClientError``.
  public func getSettings(indexName: String, requestOptions: RequestOptions? = nil) async throws -> JSON {
    try await awaitResult { self.getSettings(indexName: indexName, requestOptions: requestOptions, completion: $0) }
  }

  /// Changes records, settings or indices, or asks about a task or the indices.
  ///
  /// - Throws: ``SearchClientError``.
  public func send(_ request: IndexingRequest, requestOptions: RequestOptions? = nil) async throws -> JSON {
    try await awaitResult { self.send(request, requestOptions: requestOptions, completion: $0) }
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

/// Hands `error` to `completion` on another thread, never on the caller's stack, as every backend completes; the
/// call sent nothing, so cancelling it does nothing.
func failLater<Success>(_ error: SearchClientError, _ completion: @escaping (Result<Success, SearchClientError>) -> Void) -> Cancellable {
  nonisolated(unsafe) let completion = completion
  DispatchQueue.global().async { completion(.failure(error)) }
  return NoRequest()
}
