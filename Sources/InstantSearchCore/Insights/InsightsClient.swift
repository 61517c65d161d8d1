import Foundation

/// Sends Insights events to Algolia: `POST /1/events` with `{"events": [...]}` on `insights.algolia.io`, or on
/// the host of the application's analytics region (`insights.de.algolia.io`), with the application's id and key,
/// through the client's request pipeline (its retry strategy included).
public final class InsightsClient: InsightsEventSink, @unchecked Sendable {
  // @unchecked: every stored property is constant; the requester is thread-safe.

  /// The region an application's analytics live in.
  public struct Region: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The region's code, as in its host name.
    public let rawValue: String
    /// A region of that code.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A region of the literal's code.
    public init(stringLiteral value: String) { rawValue = value }
    /// The United States.
    public static let us: Region = "us"
    /// Germany.
    public static let de: Region = "de"
  }

  /// The application id.
  public let applicationID: ApplicationID
  private let requester: RetryingRequester?
  private let configurationError: SearchClientError?

  /// Creates a client of an application's Insights API; never throws: with an empty id or key every send fails
  /// with ``SearchClientError/invalidConfiguration(message:)``.
  ///
  /// - Parameters:
  ///   - region: The analytics region; `nil` for Algolia's global host.
  ///   - hosts: Hosts to use instead of Algolia's (tests and proxies).
  public convenience init(appID: ApplicationID, apiKey: APIKey, region: Region? = nil, hosts: [String]? = nil) {
    self.init(appID: appID, apiKey: apiKey, region: region, hosts: hosts, transport: URLSessionTransport())
  }

  init(appID: ApplicationID, apiKey: APIKey, region: Region?, hosts: [String]?, transport: HTTPTransport) {
    applicationID = appID
    do {
      guard !appID.isEmpty else { throw SearchClientError.invalidConfiguration(message: "the application id is empty") }
      guard !apiKey.isEmpty else { throw SearchClientError.invalidConfiguration(message: "the API key is empty") }
      let hosts = try hosts.map { try $0.map(Host.init) } ?? [Host(region.map { "insights.\($0.rawValue).algolia.io" } ?? "insights.algolia.io")]
      var configuration = AlgoliaClient.Configuration(appID: appID, apiKey: apiKey)
      configuration.hosts = hosts.map(\.description)
      requester = RetryingRequester(
        pool: HostPool(hosts: hosts, expiry: configuration.hostDownExpiry), transport: transport,
        baseTimeout: configuration.readTimeout, writeTimeout: configuration.writeTimeout,
        connectTimeout: configuration.connectTimeout, overallTimeout: configuration.overallTimeout,
        headers: AlgoliaClient.headers(configuration))
      configurationError = nil
    } catch {
      requester = nil
      configurationError = error as? SearchClientError ?? .invalidConfiguration(message: "\(error)")
    }
  }

  /// The hosts events go to, in order.
  var hosts: [String] { requester?.pool.hosts.map(\.description) ?? [] }

  private struct Body: Encodable {
    let events: [InsightsEvent]
  }

  public func send(_ events: [InsightsEvent], completion: @escaping @Sendable (Result<Void, SearchClientError>) -> Void) {
    guard let requester else { return completion(.failure(configurationError ?? .invalidConfiguration(message: "no host"))) }
    let body: Data
    do {
      body = try JSONEncoder().encode(Body(events: events))
    } catch {
      return completion(.failure(.decoding(message: "cannot encode the events: \(error)")))
    }
    _ = requester.send(.init(method: "POST", path: "/1/events", body: body, callType: .write)) { result in
      completion(result.map { _ in () })
    }
  }
}
