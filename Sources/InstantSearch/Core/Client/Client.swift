import Foundation
import InstantSearchCore

/// v1's client for Algolia's hosted search: application credentials, hosts, timeouts and the completion queue,
/// over the core's HTTP client (`AlgoliaClient`).
///
/// A ``Client`` is also a v2 `SearchBackend`, so v2 searchers can share it. Changing the key, hosts, timeouts or
/// headers applies to the next request. Nothing here ever prints the API key: not `description`,
/// `debugDescription`, `String(reflecting:)`, `dump()` nor a `Mirror`.
public class Client: NSObject, InstantSearchCore.SearchBackend, CustomReflectable, @unchecked Sendable {
  // @unchecked: every mutable setting and the cached backend sit in `state`, read and written under its lock.
  // Not final: `OfflineClient` extends it, as v1's offline client did.

  /// The application id.
  public let appID: String
  /// The API key.
  public var apiKey: String {
    get { state.value.apiKey }
    set { change { $0.apiKey = newValue } }
  }
  /// The hosts searches go to, in order: the DSN host, then the three fallbacks shuffled. Set loopback URLs
  /// (`http://127.0.0.1:port`) to test against a local server; plain `http` is refused elsewhere.
  public var readHosts: [String] {
    get { state.value.readHosts }
    set { change { $0.readHosts = newValue } }
  }
  /// The hosts writes go to, in order: the main host, then the same fallbacks as reads.
  public var writeHosts: [String] {
    get { state.value.writeHosts }
    set { change { $0.writeHosts = newValue } }
  }
  /// The most one request may take, all hosts included, in seconds (30).
  public var timeout: TimeInterval {
    get { state.value.timeout }
    set { change { $0.timeout = newValue } }
  }
  /// The timeout of one search attempt on one host, in seconds (5).
  public var searchTimeout: TimeInterval {
    get { state.value.searchTimeout }
    set { change { $0.searchTimeout = newValue } }
  }
  /// How long a failed host is skipped, in seconds (300).
  public var hostStatusTimeout: TimeInterval {
    get { state.value.hostStatusTimeout }
    set { change { $0.hostStatusTimeout = newValue } }
  }
  /// Where completions, results and search notifications are delivered; the main queue by default.
  public var completionQueue: DispatchQueue {
    get { state.value.completionQueue }
    set { state.withLock { $0.completionQueue = newValue } }
  }
  /// Extra HTTP headers sent with every request.
  public var headers: [String: String] { state.value.headers }

  /// The settings, the HTTP client built from them, and the indices handed out.
  private struct State {
    var apiKey: String
    var readHosts: [String]
    var writeHosts: [String]
    var timeout: TimeInterval = 30
    var searchTimeout: TimeInterval = 5
    var hostStatusTimeout: TimeInterval = 300
    var completionQueue: DispatchQueue = .main
    var headers: [String: String] = [:]
    var backend: Result<AlgoliaClient, SearchClientError>?
    var backendUserAgents: [LibraryVersion] = []
    var indices: [String: WeakIndex] = [:]
  }

  private let state: Locked<State>

  /// Creates a client for an Algolia application.
  public init(appID: String, apiKey: String, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.client, file: file, line: line)
    self.appID = appID
    let fallbacks = (1...3).map { "\(appID)-\($0).algolianet.com" }.shuffled()
    state = Locked(State(apiKey: apiKey, readHosts: ["\(appID)-dsn.algolia.net"] + fallbacks, writeHosts: ["\(appID).algolia.net"] + fallbacks))
  }

  /// Applies a change of a setting the HTTP client is built from; the next request builds a new one.
  private func change(_ body: (inout State) -> Void) {
    state.withLock {
      body(&$0)
      $0.backend = nil
    }
  }

  /// Sets both read and write hosts.
  public func setHosts(_ hosts: [String]) {
    readHosts = hosts
    writeHosts = hosts
  }

  /// Sets or removes (`nil`) an extra header.
  public func setHeader(withName name: String, to value: String?) {
    change { $0.headers[name] = value }
  }

  /// An extra header's value.
  public func header(withName name: String) -> String? { headers[name] }

  /// The index with this name; the same object while it is alive.
  public func index(withName indexName: String) -> Index {
    state.withLock { state in
      if let index = state.indices[indexName]?.index { return index }
      let index = Index(client: self, name: indexName)
      state.indices[indexName] = WeakIndex(index: index)
      return index
    }
  }

  /// `"Client(appID: …, readHosts: …)"`; never the key.
  public override var description: String { "Client(appID: \(appID), readHosts: \(readHosts))" }

  /// The same as ``description``; never the key.
  public override var debugDescription: String { description }

  /// The application id and hosts; never the key, so `dump()` and debuggers cannot print it.
  public var customMirror: Mirror {
    Mirror(self, children: ["appID": appID, "readHosts": readHosts, "apiKey": "<redacted>"], displayStyle: .class)
  }

  // MARK: Backend

  private struct WeakIndex {
    weak var index: Index?
  }

  /// The HTTP client for the current settings, built on first use after a change.
  func currentBackend() -> Result<AlgoliaClient, SearchClientError> {
    state.withLock { state in
      let userAgents = Client.addedUserAgents.value
      if let backend = state.backend, state.backendUserAgents == userAgents { return backend }
      var configuration = AlgoliaClient.Configuration(appID: appID, apiKey: state.apiKey, hosts: state.readHosts)
      configuration.writeHosts = state.writeHosts
      configuration.readTimeout = state.searchTimeout
      configuration.overallTimeout = state.timeout
      configuration.hostDownExpiry = state.hostStatusTimeout
      configuration.headers = state.headers
      configuration.userAgents = userAgents.map(\.description)
      state.backendUserAgents = userAgents
      let built = Result { try AlgoliaClient(configuration: configuration) }.mapError {
        $0 as? SearchClientError ?? .invalidConfiguration(message: "\($0)")
      }
      state.backend = built
      return built
    }
  }

  // MARK: InstantSearchCore.SearchBackend

  /// Sends a multi-query through the HTTP client (v2 `SearchBackend` requirement).
  @discardableResult
  public func search(
    _ request: MultiSearchRequest, requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.search(request, requestOptions: requestOptions, completion: completion) }
  }

  /// Runs one query through the HTTP client's single-index endpoint (v2 `SearchBackend` requirement).
  @discardableResult
  public func search(
    _ query: IndexedQuery, requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.search(query, requestOptions: requestOptions, completion: completion) }
  }

  /// Searches facet values through the HTTP client (v2 `SearchBackend` requirement).
  @discardableResult
  public func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.searchForFacetValues(request, requestOptions: requestOptions, completion: completion) }
  }

  /// Fetches a browse page through the HTTP client (v2 `SearchBackend` requirement).
  @discardableResult
  public func browse(
    _ request: BrowseRequest, requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.browse(request, requestOptions: requestOptions, completion: completion) }
  }

  /// Retrieves one record through the HTTP client (v2 `SearchBackend` requirement).
  @discardableResult
  public func getObject(
    _ request: ObjectRequest, requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.getObject(request, requestOptions: requestOptions, completion: completion) }
  }

  /// Retrieves records through the HTTP client (v2 `SearchBackend` requirement).
  @discardableResult
  public func getObjects(
    _ requests: [ObjectRequest], requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<ObjectsResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.getObjects(requests, requestOptions: requestOptions, completion: completion) }
  }

  /// Reads an index's settings through the HTTP client (v2 `SearchBackend` requirement).
  @discardableResult
  public func getSettings(
    indexName: String, requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.getSettings(indexName: indexName, requestOptions: requestOptions, completion: completion) }
  }

  /// Sends a write, or a task or index listing, through the HTTP client (v2 `SearchBackend` requirement).
  @discardableResult
  public func send(
    _ request: IndexingRequest, requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    send(completion) { $0.send(request, requestOptions: requestOptions, completion: completion) }
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
