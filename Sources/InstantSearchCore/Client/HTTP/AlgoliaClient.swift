import Foundation

/// Algolia's hosted search over HTTPS: a ``SearchBackend`` for real applications.
///
/// Sends single queries to `/1/indexes/{index}/query`, multi-queries to `/1/indexes/*/queries`, searches for facet values to
/// `/1/indexes/{index}/facets/{attribute}/query`, browse pages to `/1/indexes/{index}/browse`, retrieves records
/// from `/1/indexes/{index}/{objectID}` and `/1/indexes/*/objects` and settings from `/1/indexes/{index}/settings`,
/// with the application id, API key and user agent headers. Search parameters travel as a JSON object holding exactly the parameters the caller set (a `params`
/// string only when the query carries one, as ``Query/customParameters``), as Algolia's current clients send them.
/// Requests go to the application's read hosts (the DSN host, then the three fallbacks in an order shuffled
/// once per client) with Algolia's retry strategy: a transport error, timeout or 5xx moves to the next host,
/// a 4xx surfaces Algolia's message at once, and a failed host is skipped for a while.
///
/// The API key is never part of an error, a description or a log line.
public final class AlgoliaClient: SearchBackend, CustomStringConvertible, CustomReflectable, @unchecked Sendable {
  /// How the client connects.
  public struct Configuration: Sendable {
    /// The application id.
    public var appID: String
    /// The API key (a search-only key in apps).
    public var apiKey: String
    /// The hosts to use instead of Algolia's, in order and not shuffled (for tests and proxies); `nil` for Algolia's.
    public var hosts: [String]?
    /// The hosts writes go to instead, in order; `nil` for ``hosts`` when set, else Algolia's write hosts.
    public var writeHosts: [String]?
    /// The read timeout of a first attempt on a host, in seconds; it grows with each timeout of that host.
    public var readTimeout: TimeInterval = 5
    /// The timeout of a first attempt of a write on a host, in seconds; it grows with each timeout of that host.
    public var writeTimeout: TimeInterval = 30
    /// How long opening a connection to a host may take, in seconds, before the next host is tried.
    public var connectTimeout: TimeInterval = 2
    /// The most one request may take, all hosts included, in seconds.
    public var overallTimeout: TimeInterval = 30
    /// How long a host that failed is skipped, in seconds.
    public var hostDownExpiry: TimeInterval = 300
    /// Extra headers sent with every request; they cannot replace the credentials, user agent or content type.
    public var headers: [String: String] = [:]
    /// Extra `name (version)` segments sent after the library's own in the user agent.
    public var userAgents: [String] = []

    /// Creates a configuration with Algolia's hosts and default timeouts.
    public init(appID: String, apiKey: String, hosts: [String]? = nil) {
      self.appID = appID
      self.apiKey = apiKey
      self.hosts = hosts
    }
  }

  /// The application id.
  public let appID: String
  /// The API key, for the application's other services (Insights); never part of a description.
  let apiKey: String
  /// Sends reads to the read hosts.
  let requester: RetryingRequester
  /// Sends writes to the write hosts; the same hosts as reads when the configuration names its own.
  let writeRequester: RetryingRequester

  /// Creates a client for an Algolia application.
  ///
  /// - Throws: ``SearchClientError/invalidConfiguration(message:)`` for an empty application id or key.
  public convenience init(appID: String, apiKey: String) throws {
    try self.init(configuration: Configuration(appID: appID, apiKey: apiKey))
  }

  /// Creates a client from a configuration.
  ///
  /// - Throws: ``SearchClientError/invalidConfiguration(message:)`` for an empty application id or key, a host
  ///   that does not parse, or plain `http://` towards a host that is not loopback.
  public convenience init(configuration: Configuration) throws {
    try self.init(configuration: configuration, transport: URLSessionTransport())
  }

  /// Creates a client that exchanges over `transport` (tests observe or script the exchanges).
  init(configuration: Configuration, transport: HTTPTransport) throws {
    guard !configuration.appID.isEmpty else { throw SearchClientError.invalidConfiguration(message: "the application id is empty") }
    guard !configuration.apiKey.isEmpty else { throw SearchClientError.invalidConfiguration(message: "the API key is empty") }
    var generator = SystemRandomNumberGenerator()
    let hosts = try configuration.hosts.map { try $0.map(Host.init) } ?? Host.readHosts(appID: configuration.appID, using: &generator)
    guard !hosts.isEmpty else { throw SearchClientError.invalidConfiguration(message: "the host list is empty") }
    let writeHosts =
      try configuration.writeHosts.map { try $0.map(Host.init) }
      ?? (configuration.hosts == nil ? Host.writeHosts(appID: configuration.appID, fallbacksOf: hosts) : hosts)
    guard !writeHosts.isEmpty else { throw SearchClientError.invalidConfiguration(message: "the write host list is empty") }
    appID = configuration.appID
    apiKey = configuration.apiKey
    func requester(_ hosts: [Host]) -> RetryingRequester {
      RetryingRequester(
        pool: HostPool(hosts: hosts, expiry: configuration.hostDownExpiry), transport: transport,
        baseTimeout: configuration.readTimeout, writeTimeout: configuration.writeTimeout, connectTimeout: configuration.connectTimeout,
        overallTimeout: configuration.overallTimeout,
        headers: AlgoliaClient.headers(configuration))
    }
    self.requester = requester(hosts)
    writeRequester = writeHosts == hosts ? self.requester : requester(writeHosts)
  }

  /// The fixed headers, plus the configuration's extra ones that do not name a fixed header (in any case).
  static func headers(_ configuration: Configuration) -> [String: String] {
    let fixed = [
      "X-Algolia-Application-Id": configuration.appID, "X-Algolia-API-Key": configuration.apiKey,
      "User-Agent": ([UserAgent.value] + configuration.userAgents).joined(separator: "; "), "Content-Type": "application/json; charset=utf-8", "Accept": "application/json",
    ]
    let fixedNames = Set(fixed.keys.map { $0.lowercased() })
    return configuration.headers.filter { !fixedNames.contains($0.key.lowercased()) }.merging(fixed) { _, fixed in fixed }
  }

  /// The hosts in the order requests try them.
  public var hosts: [String] { requester.pool.hosts.map(\.description) }

  /// Names the application and hosts; never the key.
  public var description: String { "AlgoliaClient(appID: \(appID), hosts: \(hosts))" }

  /// What `dump` and debuggers show: the application id and hosts, never the key.
  public var customMirror: Mirror { Mirror(self, children: ["appID": appID, "hosts": hosts], displayStyle: .class) }

  // MARK: SearchBackend

  @discardableResult
  public func search(
    _ request: MultiSearchRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let requests: [JSON] = request.queries.map { query in
      switch query {
      case .hits(let hits):
        return .object(hits.query.jsonFields.merging(["indexName": .string(hits.indexName)]) { _, own in own })
      case .facets(let facets):
        var fields: [String: JSON] = ["indexName": .string(facets.indexName), "type": "facet", "facet": .string(facets.attribute)]
        if !facets.facetQuery.isEmpty { fields["facetQuery"] = .string(facets.facetQuery) }
        return .object(facets.query.jsonFields.merging(fields) { _, own in own })
      }
    }
    var body: [String: JSON] = ["requests": .array(requests)]
    if let strategy = request.strategy { body["strategy"] = .string(strategy.rawValue) }
    return send(.init(method: "POST", path: "/1/indexes/*/queries", body: Self.data(.object(body)), options: requestOptions), completion)
  }

  /// Runs one query with the single-index endpoint, `/1/indexes/{index}/query`.
  @discardableResult
  public func search(
    _ query: IndexedQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let path = "/1/indexes/\(Self.pathSegment(query.indexName))/query"
    return send(.init(method: "POST", path: path, body: Self.data(.object(query.query.jsonFields)), options: requestOptions), completion)
  }

  @discardableResult
  public func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let path = "/1/indexes/\(Self.pathSegment(request.indexName))/facets/\(Self.pathSegment(request.attribute))/query"
    var body = request.query.jsonFields
    if !request.facetQuery.isEmpty { body["facetQuery"] = .string(request.facetQuery) }
    return send(.init(method: "POST", path: path, body: Self.data(.object(body)), options: requestOptions), completion)
  }

  /// Fetches a browse page from `/1/indexes/{index}/browse`: the query's parameters, and the cursor when set.
  @discardableResult
  public func browse(
    _ request: BrowseRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let path = "/1/indexes/\(Self.pathSegment(request.indexName))/browse"
    var body = request.query.jsonFields
    if let cursor = request.cursor { body["cursor"] = .string(cursor) }
    return send(.init(method: "POST", path: path, body: Self.data(.object(body)), options: requestOptions), completion)
  }

  /// Retrieves a record with `GET /1/indexes/{index}/{objectID}`, the attributes as a comma-separated
  /// `attributesToRetrieve` URL parameter.
  @discardableResult
  public func getObject(
    _ request: ObjectRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    let path = "/1/indexes/\(Self.pathSegment(request.indexName))/\(Self.pathSegment(request.objectID))"
    var parameters: [String: String] = [:]
    if let attributes = request.attributesToRetrieve { parameters["attributesToRetrieve"] = attributes.joined(separator: ",") }
    return send(.init(method: "GET", path: path, urlParameters: parameters, options: requestOptions), completion)
  }

  /// Retrieves records with `POST /1/indexes/*/objects`.
  @discardableResult
  public func getObjects(
    _ requests: [ObjectRequest], requestOptions: RequestOptions?,
    completion: @escaping (Result<ObjectsResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let entries: [JSON] = requests.map { request in
      var entry: [String: JSON] = ["indexName": .string(request.indexName), "objectID": .string(request.objectID)]
      if let attributes = request.attributesToRetrieve { entry["attributesToRetrieve"] = .array(attributes.map(JSON.string)) }
      return .object(entry)
    }
    let body = Self.data(["requests": .array(entries)])
    return send(.init(method: "POST", path: "/1/indexes/*/objects", body: body, options: requestOptions), completion)
  }

  /// Reads settings with `GET /1/indexes/{index}/settings?getVersion=2`, as Algolia's current clients do: the
  /// settings under their current names.
  @discardableResult
  public func getSettings(
    indexName: String, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    let path = "/1/indexes/\(Self.pathSegment(indexName))/settings"
    return send(.init(method: "GET", path: path, urlParameters: ["getVersion": "2"], options: requestOptions), completion)
  }

  /// Sends a write to the application's write hosts (the main host, then the three fallbacks) with the write
  /// timeout; task and index listings go to the read hosts.
  @discardableResult
  public func send(
    _ request: IndexingRequest, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    let http = request.http
    let call = RetryingRequester.Call(
      method: http.method, path: http.path, urlParameters: http.urlParameters, body: http.body.map(Self.data),
      callType: request.callType, options: requestOptions)
    return send(call, through: request.callType == .write ? writeRequester : requester, completion)
  }

  /// The bytes of a request body.
  private static func data(_ body: JSON) -> Data {
    (try? body.data()) ?? Data("{}".utf8)
  }

  private func send<Response: Decodable>(
    _ call: RetryingRequester.Call, through requester: RetryingRequester? = nil,
    _ completion: @escaping (Result<Response, SearchClientError>) -> Void
  ) -> Cancellable {
    nonisolated(unsafe) let completion = completion
    return (requester ?? self.requester).send(call) { result in
      completion(result.flatMap { data in
        do {
          return .success(try JSONDecoder().decode(Response.self, from: data))
        } catch {
          return .failure(.decoding(message: Self.describe(error)))
        }
      })
    }
  }

  /// A decoding error in one line, with its coding path.
  static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(context.debugDescription) at `\(path)`"
    default:
      return String(describing: error)
    }
  }

  /// A name percent-encoded as one path segment: RFC 3986 unreserved characters stay, the rest is `%XX`.
  static func pathSegment(_ name: String) -> String {
    PercentEncoding.encodeComponent(name)
  }
}

extension AlgoliaClient.Configuration: CustomStringConvertible, CustomReflectable {
  /// The configuration with its API key redacted.
  public var description: String {
    "Configuration(appID: \(appID), apiKey: <redacted>, hosts: \(hosts.map { "\($0)" } ?? "Algolia's"))"
  }

  /// What `dump` and debuggers show: every setting but the key, which is redacted.
  public var customMirror: Mirror {
    Mirror(self, children: [
      "appID": appID, "apiKey": "<redacted>", "hosts": hosts as Any, "readTimeout": readTimeout, "writeTimeout": writeTimeout, "connectTimeout": connectTimeout,
      "overallTimeout": overallTimeout, "hostDownExpiry": hostDownExpiry, "headers": headers,
    ], displayStyle: .struct)
  }
}
