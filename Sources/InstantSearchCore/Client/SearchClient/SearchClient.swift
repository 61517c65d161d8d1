import Foundation

/// The search client InstantSearch 7 code creates and hands to its searchers: `SearchClient(appID:apiKey:)`
/// for an Algolia application, or any backend of the package, the embedded engine included, through
/// ``init(backend:)``.
///
/// It is a ``SearchBackend`` itself, forwarding every call to its ``backend``: searchers, connectors and the
/// v1 layer send their requests through the backend's one pipeline whichever way it was given. Searchers hold
/// their backend as a `SearchClient` (``HitsSearcher/client``), wrapping any other backend they are given.
///
/// Algolia's client 8 names are here too: ``index(withName:)``, ``search(queries:strategy:requestOptions:completion:)``
/// and ``multipleQueries(queries:strategy:requestOptions:completion:)``, answering through a Foundation
/// `Operation` as that client did, with synchronous twins.
public final class SearchClient: SearchBackend, CustomStringConvertible, @unchecked Sendable {
  // @unchecked: every stored property is a constant, and backends are Sendable.

  /// The application id; `""` for a backend that has none.
  public let applicationID: ApplicationID
  /// The API key; `""` for a backend that has none. Never part of a description.
  public let apiKey: APIKey
  /// The backend every call goes to.
  public let backend: SearchBackend

  /// A client of an Algolia application, over HTTPS with Algolia's hosts and retry strategy.
  ///
  /// Never throws, as in InstantSearch 7: with an empty application id or API key, every call fails with
  /// ``SearchClientError/invalidConfiguration(message:)`` saying which one is empty.
  public init(appID: ApplicationID, apiKey: APIKey) {
    applicationID = appID
    self.apiKey = apiKey
    do {
      backend = try AlgoliaClient(appID: appID, apiKey: apiKey)
    } catch {
      backend = UnusableBackend(error: error as? SearchClientError ?? .invalidConfiguration(message: "\(error)"))
    }
  }

  /// A client over any backend: `LocalClient` (the embedded engine), `MirroredSearchClient`, `AlgoliaClient`
  /// with a configuration of its own, a custom backend or a test kit client. A `SearchClient` given here is
  /// not wrapped again: its backend is used.
  public init(backend: SearchBackend) {
    let backend = (backend as? SearchClient)?.backend ?? backend
    self.backend = backend
    applicationID = (backend as? AlgoliaClient)?.appID ?? ""
    apiKey = (backend as? AlgoliaClient)?.apiKey ?? ""
  }

  /// `backend` as a `SearchClient`: itself when it is one.
  static func wrapping(_ backend: SearchBackend) -> SearchClient {
    backend as? SearchClient ?? SearchClient(backend: backend)
  }

  /// The application id and the backend; never the key.
  public var description: String { "SearchClient(appID: \(applicationID), backend: \(backend))" }

  /// An index of this client, for the calls InstantSearch 7 made on one.
  public func index(withName indexName: IndexName) -> Index {
    Index(name: indexName, client: self)
  }

  // MARK: SearchBackend

  @discardableResult
  public func search(
    _ request: MultiSearchRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    backend.search(request, requestOptions: requestOptions, completion: completion)
  }

  @discardableResult
  public func search(
    _ query: IndexedQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    backend.search(query, requestOptions: requestOptions, completion: completion)
  }

  @discardableResult
  public func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    backend.searchForFacetValues(request, requestOptions: requestOptions, completion: completion)
  }

  @discardableResult
  public func browse(
    _ request: BrowseRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    backend.browse(request, requestOptions: requestOptions, completion: completion)
  }

  @discardableResult
  public func getObject(
    _ request: ObjectRequest, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    backend.getObject(request, requestOptions: requestOptions, completion: completion)
  }

  @discardableResult
  public func getObjects(
    _ requests: [ObjectRequest], requestOptions: RequestOptions?,
    completion: @escaping (Result<ObjectsResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    backend.getObjects(requests, requestOptions: requestOptions, completion: completion)
  }

  @discardableResult
  public func getSettings(
    indexName: String, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    backend.getSettings(indexName: indexName, requestOptions: requestOptions, completion: completion)
  }

  @discardableResult
  public func send(
    _ request: IndexingRequest, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    backend.send(request, requestOptions: requestOptions, completion: completion)
  }
}

/// What a client-8 style call hands its completion: the answer, or the error (a ``SearchClientError``).
public typealias ResultCallback<T> = (Result<T, Error>) -> Void

extension SearchClient {
  /// Runs hits and facet queries in one request (`POST /1/indexes/*/queries`).
  ///
  /// - Parameters:
  ///   - queries: The queries, answered in the same order.
  ///   - strategy: ``MultipleQueriesStrategy/none`` (every query runs) by default.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request.
  ///   - completion: The results, or the error; on a queue of the backend's.
  /// - Returns: The request in flight; cancelling it cancels the request.
  @discardableResult
  public func search(
    queries: [MultiSearchQuery], strategy: MultipleQueriesStrategy = .none, requestOptions: RequestOptions? = nil,
    completion: @escaping ResultCallback<MultiSearchResponse>
  ) -> Operation {
    RequestOperation.start(completion) { done in
      self.search(MultiSearchRequest(queries: queries, strategy: strategy), requestOptions: requestOptions, completion: done)
    }
  }

  /// Runs hits queries of several indices in one request (`POST /1/indexes/*/queries`).
  ///
  /// - Parameters:
  ///   - queries: The queries, answered in the same order.
  ///   - strategy: ``MultipleQueriesStrategy/none`` (every query runs) by default.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request.
  ///   - completion: The responses, or the error; on a queue of the backend's.
  /// - Returns: The request in flight; cancelling it cancels the request.
  @discardableResult
  public func multipleQueries(
    queries: [IndexedQuery], strategy: MultipleQueriesStrategy = .none, requestOptions: RequestOptions? = nil,
    completion: @escaping ResultCallback<SearchesResponse>
  ) -> Operation {
    RequestOperation.start(completion) { done in
      self.search(MultiSearchRequest(queries: queries.map { .hits($0) }, strategy: strategy), requestOptions: requestOptions) {
        done($0.flatMap { response in Result { () throws(SearchClientError) in try SearchesResponse(hitsOf: response) } })
      }
    }
  }

  /// Runs hits and facet queries in one request and waits for the answer; the thread is blocked meanwhile.
  ///
  /// - Throws: The ``SearchClientError`` of the request.
  public func search(
    queries: [MultiSearchQuery], strategy: MultipleQueriesStrategy = .none, requestOptions: RequestOptions? = nil
  ) throws -> MultiSearchResponse {
    try RequestOperation.wait { self.search(queries: queries, strategy: strategy, requestOptions: requestOptions, completion: $0) }
  }

  /// Runs hits queries of several indices in one request and waits for the answer; the thread is blocked
  /// meanwhile.
  ///
  /// - Throws: The ``SearchClientError`` of the request.
  public func multipleQueries(
    queries: [IndexedQuery], strategy: MultipleQueriesStrategy = .none, requestOptions: RequestOptions? = nil
  ) throws -> SearchesResponse {
    try RequestOperation.wait { self.multipleQueries(queries: queries, strategy: strategy, requestOptions: requestOptions, completion: $0) }
  }
}
