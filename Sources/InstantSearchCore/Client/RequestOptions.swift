import Foundation

/// Options of one request: extra headers and URL query parameters, and timeouts that replace the client's.
///
/// Every ``SearchBackend`` call takes them; `AlgoliaClient` sends the headers and parameters and applies the
/// timeouts, the embedded engine accepts them and has nothing to send. Headers and parameters are added after
/// the client's own, so a header the client also sends (in any letter case: a header of the client's
/// configuration, or even `X-Algolia-API-Key` for a key that holds for one request) takes the value given here,
/// as with Algolia's own clients.
///
/// ```swift
/// var options = RequestOptions()
/// options.headers["X-Algolia-User-ID"] = "user42"
/// options.urlParameters["getRankingInfo"] = "true"
/// searcher.requestOptions = options
/// ```
public struct RequestOptions: Hashable, Sendable {
  /// Extra HTTP headers, by name (compared without regard to case).
  public var headers: [String: String]
  /// Extra URL query parameters, by name, percent-encoded when sent.
  public var urlParameters: [String: String]
  /// The read timeout of a first attempt on a host, in seconds; `nil` keeps the client's.
  public var readTimeout: TimeInterval?
  /// How long opening a connection to a host may take, in seconds; `nil` keeps the client's.
  public var connectTimeout: TimeInterval?

  /// Creates options.
  public init(
    headers: [String: String] = [:], urlParameters: [String: String] = [:], readTimeout: TimeInterval? = nil,
    connectTimeout: TimeInterval? = nil
  ) {
    self.headers = headers
    self.urlParameters = urlParameters
    self.readTimeout = readTimeout
    self.connectTimeout = connectTimeout
  }

  /// Sets or removes (`nil`) a header.
  public mutating func setHeader(_ value: String?, forKey name: String) {
    headers[name] = value
  }

  /// Sets or removes (`nil`) a URL parameter.
  public mutating func setParameter(_ value: String?, forKey name: String) {
    urlParameters[name] = value
  }
}
