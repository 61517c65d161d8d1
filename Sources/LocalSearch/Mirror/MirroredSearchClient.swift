import Foundation
import InstantSearchCore

/// A ``SearchBackend`` that answers from an online client or from mirrors kept in the embedded engine, by
/// ``requestStrategy``: Algolia while the network answers, the mirror on a plane.
///
/// Searches, multi-queries, facet-value searches and record retrieval follow the strategy; a request falls back to
/// the mirror only when every index it names has offline data (see ``IndexMirror``), and only on failures a retry
/// elsewhere could cure (no network, a timeout, a 5xx; never a 4xx). Browsing follows the online client, or the
/// mirror under ``MirrorRequestStrategy/offlineOnly``: a cursor belongs to the side that issued it. Every answer
/// says where it came from under ``originKey``: ``localOrigin`` or ``remoteOrigin`` (in a multi-query, each result).
///
/// ```swift
/// let mirror = IndexMirror(indexName: "airports", online: algolia)
/// let client = MirroredSearchClient(online: algolia, local: mirror.local)
/// let searcher = HitsSearcher(client: client, indexName: "airports")
/// ```
public final class MirroredSearchClient: SearchBackend, @unchecked Sendable {
  // @unchecked: the strategy and timeout sit in `options`, under its lock; the clients are thread-safe.

  /// The online backend.
  public let online: SearchBackend
  /// The engine serving the mirrors.
  public let local: LocalClient
  /// Where ``MirrorRequestStrategy/fallbackOnTimeout`` waits.
  public let scheduler: Scheduler

  /// The key of the origin in answers.
  public static let originKey = "origin"
  /// The origin of answers from the mirror.
  public static let localOrigin = "local"
  /// The origin of answers from the online client.
  public static let remoteOrigin = "remote"

  private let options: Locked<(strategy: MirrorRequestStrategy, timeout: TimeInterval)>

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - online: The online backend (`AlgoliaClient`, a v1 `Client`).
  ///   - local: The engine holding the mirrors (an ``IndexMirror``'s `local`).
  ///   - requestStrategy: The strategy; ``MirrorRequestStrategy/fallbackOnFailure`` by default.
  ///   - offlineFallbackTimeout: The wait of ``MirrorRequestStrategy/fallbackOnTimeout``, in seconds (1).
  ///   - scheduler: The clock of that wait; real time by default.
  public init(
    online: SearchBackend, local: LocalClient, requestStrategy: MirrorRequestStrategy = .fallbackOnFailure,
    offlineFallbackTimeout: TimeInterval = 1, scheduler: Scheduler = DispatchQueueScheduler(queue: .global())
  ) {
    self.online = online
    self.local = local
    self.scheduler = scheduler
    options = Locked((requestStrategy, offlineFallbackTimeout))
  }

  /// How requests choose between the online index and the mirror.
  public var requestStrategy: MirrorRequestStrategy {
    get { options.value.strategy }
    set { options.withLock { $0.strategy = newValue } }
  }

  /// How long ``MirrorRequestStrategy/fallbackOnTimeout`` waits for the online answer, in seconds.
  public var offlineFallbackTimeout: TimeInterval {
    get { options.value.timeout }
    set { options.withLock { $0.timeout = newValue } }
  }

  // MARK: SearchBackend

  @discardableResult
  public func search(
    _ request: MultiSearchRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    mixed(
      indices: request.queries.map(\.indexName),
      online: { self.online.search(request, requestOptions: requestOptions, completion: $0) },
      offline: { self.local.search(request, requestOptions: requestOptions, completion: $0) },
      tag: { response, origin in MultiSearchResponse(results: response.results.map { Self.tag($0, origin) }) },
      completion: completion)
  }

  @discardableResult
  public func search(
    _ query: IndexedQuery, requestOptions: RequestOptions?, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    mixed(
      indices: [query.indexName], online: { self.online.search(query, requestOptions: requestOptions, completion: $0) },
      offline: { self.local.search(query, requestOptions: requestOptions, completion: $0) }, tag: Self.tag, completion: completion)
  }

  @discardableResult
  public func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    mixed(
      indices: [request.indexName], online: { self.online.searchForFacetValues(request, requestOptions: requestOptions, completion: $0) },
      offline: { self.local.searchForFacetValues(request, requestOptions: requestOptions, completion: $0) }, tag: Self.tag,
      completion: completion)
  }

  @discardableResult
  public func getObject(
    _ request: ObjectRequest, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    mixed(
      indices: [request.indexName], online: { self.online.getObject(request, requestOptions: requestOptions, completion: $0) },
      offline: { self.local.getObject(request, requestOptions: requestOptions, completion: $0) },
      tag: { record, origin in
        var tagged = record
        tagged[Self.originKey] = .string(origin)
        return tagged
      }, completion: completion)
  }

  @discardableResult
  public func getObjects(
    _ requests: [ObjectRequest], requestOptions: RequestOptions?,
    completion: @escaping (Result<ObjectsResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    mixed(
      indices: requests.map(\.indexName), online: { self.online.getObjects(requests, requestOptions: requestOptions, completion: $0) },
      offline: { self.local.getObjects(requests, requestOptions: requestOptions, completion: $0) },
      tag: { response, origin in
        var tagged = response
        tagged.extraFields[Self.originKey] = .string(origin)
        return tagged
      }, completion: completion)
  }

  /// Browses the online index, or the mirror under ``MirrorRequestStrategy/offlineOnly``.
  @discardableResult
  public func browse(
    _ request: BrowseRequest, requestOptions: RequestOptions?, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    guard requestStrategy == .offlineOnly else {
      return online.browse(request, requestOptions: requestOptions) { completion($0.map { Self.tag($0, Self.remoteOrigin) }) }
    }
    guard local.index(named: request.indexName) != nil else { return Self.fail(Self.noOfflineData(request.indexName), completion) }
    return local.browse(request, requestOptions: requestOptions) { completion($0.map { Self.tag($0, Self.localOrigin) }) }
  }

  /// Reads settings from the online client.
  @discardableResult
  public func getSettings(
    indexName: String, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    online.getSettings(indexName: indexName, requestOptions: requestOptions, completion: completion)
  }

  // MARK: Choosing a side

  /// Runs one request by the strategy.
  private func mixed<Response>(
    indices: [String], online: @escaping (@escaping (Result<Response, SearchClientError>) -> Void) -> Cancellable,
    offline: @escaping (@escaping (Result<Response, SearchClientError>) -> Void) -> Cancellable,
    tag: @escaping (Response, String) -> Response, completion: @escaping (Result<Response, SearchClientError>) -> Void
  ) -> Cancellable {
    let (strategy, timeout) = options.value
    let missing = indices.first { local.index(named: $0) == nil }
    let request = MixedRequest(completion: completion)
    let startOffline = {
      request.start(.offline) { offline { result in request.finish(result.map { tag($0, Self.localOrigin) }) } }
    }
    switch strategy {
    case .offlineOnly:
      if let missing { return Self.fail(Self.noOfflineData(missing), completion) }
      startOffline()
    case .onlineOnly:
      request.start(.online) { online { result in request.finish(result.map { tag($0, Self.remoteOrigin) }) } }
    case .fallbackOnFailure, .fallbackOnTimeout:
      let mayFallBack = missing == nil && !indices.isEmpty
      request.start(.online) {
        online { result in
          if case .failure(let error) = result, error.isTransient, mayFallBack {
            startOffline()
          } else {
            request.finish(result.map { tag($0, Self.remoteOrigin) })
          }
        }
      }
      if strategy == .fallbackOnTimeout, mayFallBack {
        request.setTimer(scheduler.schedule(after: timeout) { startOffline() })
      }
    }
    return request
  }

  /// The error of a request the mirror cannot answer yet.
  static func noOfflineData(_ indexName: String) -> SearchClientError {
    .httpError(status: 404, message: "No offline data for index `\(indexName)`: sync its mirror or build it first")
  }

  private static func fail<Response>(
    _ error: SearchClientError, _ completion: @escaping (Result<Response, SearchClientError>) -> Void
  ) -> Cancellable {
    nonisolated(unsafe) let completion = completion
    let request = MixedRequest(completion: completion)
    DispatchQueue.global().async { request.finish(.failure(error)) }
    return request
  }

  static func tag(_ response: SearchResponse, _ origin: String) -> SearchResponse {
    var tagged = response
    tagged.extraFields[originKey] = .string(origin)
    return tagged
  }

  static func tag(_ response: FacetSearchResponse, _ origin: String) -> FacetSearchResponse {
    var tagged = response
    tagged.extraFields[originKey] = .string(origin)
    return tagged
  }

  static func tag(_ result: MultiSearchResponse.Result, _ origin: String) -> MultiSearchResponse.Result {
    switch result {
    case .hits(let response): return .hits(tag(response, origin))
    case .facets(let response): return .facets(tag(response, origin))
    }
  }
}

extension SearchClientError {
  /// Whether another backend could answer where this failure happened: no network, a timeout, a 5xx.
  var isTransient: Bool {
    switch self {
    case .transport, .timeout, .hostTimedOut, .hostNotFound, .unreachableHosts: return true
    case .httpError(let status, _): return status >= 500
    case .decoding, .cancelled, .invalidConfiguration, .backend: return false
    }
  }
}
