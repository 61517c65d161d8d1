import Foundation
import InstantSearchCore

/// v1's client for Algolia's hosted search: application credentials, hosts, timeouts and the completion queue,
/// over the core's HTTP client (`AlgoliaClient`).
///
/// A ``Client`` is also a v2 `SearchClient`, so v2 searchers can share it. Changing the key, hosts, timeouts or
/// headers applies to the next request. Nothing here ever prints the API key.
public final class Client: NSObject, InstantSearchCore.SearchClient, @unchecked Sendable {
  /// The application id.
  public let appID: String
  /// The API key.
  public var apiKey: String { didSet { invalidateBackend() } }
  /// The hosts searches go to, in order: the DSN host, then the three fallbacks shuffled. Set loopback URLs
  /// (`http://127.0.0.1:port`) to test against a local server; plain `http` is refused elsewhere.
  public var readHosts: [String] { didSet { invalidateBackend() } }
  /// The hosts writes would go to (kept for v1 code; this library only searches).
  public var writeHosts: [String]
  /// The most one request may take, all hosts included, in seconds (30).
  public var timeout: TimeInterval = 30 { didSet { invalidateBackend() } }
  /// The timeout of one search attempt on one host, in seconds (5).
  public var searchTimeout: TimeInterval = 5 { didSet { invalidateBackend() } }
  /// How long a failed host is skipped, in seconds (300).
  public var hostStatusTimeout: TimeInterval = 300 { didSet { invalidateBackend() } }
  /// Where completions, results and search notifications are delivered; the main queue by default.
  public var completionQueue: DispatchQueue = .main
  /// Extra HTTP headers sent with every request.
  public private(set) var headers: [String: String] = [:]

  private let lock = NSLock()
  private var backend: Result<AlgoliaClient, SearchClientError>?
  private var indices: [String: WeakIndex] = [:]

  /// Creates a client for an Algolia application.
  public init(appID: String, apiKey: String) {
    self.appID = appID
    self.apiKey = apiKey
    let fallbacks = (1...3).map { "\(appID)-\($0).algolianet.com" }.shuffled()
    readHosts = ["\(appID)-dsn.algolia.net"] + fallbacks
    writeHosts = ["\(appID).algolia.net"] + fallbacks
  }

  /// Sets both read and write hosts.
  public func setHosts(_ hosts: [String]) {
    readHosts = hosts
    writeHosts = hosts
  }

  /// Sets or removes (`nil`) an extra header.
  public func setHeader(withName name: String, to value: String?) {
    headers[name] = value
    invalidateBackend()
  }

  /// An extra header's value.
  public func header(withName name: String) -> String? { headers[name] }

  /// The index with this name; the same object while it is alive.
  public func index(withName indexName: String) -> Index {
    lock.withLock {
      if let index = indices[indexName]?.index { return index }
      let index = Index(client: self, name: indexName)
      indices[indexName] = WeakIndex(index: index)
      return index
    }
  }

  /// `"Client(appID: …, readHosts: …)"`; never the key.
  public override var description: String { "Client(appID: \(appID), readHosts: \(readHosts))" }

  // MARK: Backend

  private struct WeakIndex {
    weak var index: Index?
  }

  private func invalidateBackend() { lock.withLock { backend = nil } }

  /// The HTTP client for the current settings, built on first use after a change.
  func currentBackend() -> Result<AlgoliaClient, SearchClientError> {
    lock.withLock {
      if let backend { return backend }
      var configuration = AlgoliaClient.Configuration(appID: appID, apiKey: apiKey, hosts: readHosts)
      configuration.readTimeout = searchTimeout
      configuration.overallTimeout = timeout
      configuration.hostDownExpiry = hostStatusTimeout
      configuration.headers = headers
      let built = Result { try AlgoliaClient(configuration: configuration) }.mapError {
        $0 as? SearchClientError ?? .invalidConfiguration(message: "\($0)")
      }
      backend = built
      return built
    }
  }

  // MARK: InstantSearchCore.SearchClient

  /// Sends a multi-query through the HTTP client (v2 `SearchClient` requirement).
  @discardableResult
  public func search(
    _ request: MultiSearchRequest, completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.search(request, completion: completion) }
  }

  /// Runs one query through the HTTP client's single-index endpoint (v2 `SearchClient` requirement).
  @discardableResult
  public func search(
    _ query: IndexedQuery, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.search(query, completion: completion) }
  }

  /// Searches facet values through the HTTP client (v2 `SearchClient` requirement).
  @discardableResult
  public func searchForFacetValues(
    _ request: FacetIndexQuery, completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.searchForFacetValues(request, completion: completion) }
  }

  /// Starts a request on the current HTTP client, or fails it with the configuration error.
  private func send<Success>(
    _ completion: @escaping (Result<Success, SearchClientError>) -> Void,
    _ start: (AlgoliaClient) -> InstantSearchCore.Cancellable
  ) -> InstantSearchCore.Cancellable {
    switch currentBackend() {
    case .success(let client): return start(client)
    case .failure(let error): return FailedRequest(error, completion)
    }
  }
}

/// A request that could not start: completes with its error on a background queue.
final class FailedRequest: InstantSearchCore.Cancellable {
  init<Success>(_ error: SearchClientError, _ completion: @escaping (Result<Success, SearchClientError>) -> Void) {
    DispatchQueue.global().async { completion(.failure(error)) }
  }

  func cancel() {}
}
