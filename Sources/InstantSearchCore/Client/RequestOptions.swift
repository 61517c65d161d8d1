import Foundation

/// Options of one request: extra headers, URL query parameters and body fields, and timeouts that replace the
/// client's.
///
/// Every ``SearchBackend`` call takes them; `AlgoliaClient` sends the headers, parameters and body fields and
/// applies the timeouts, the embedded engine accepts them and has nothing to send. Headers and parameters are
/// added after the client's own, so a header the client also sends (in any letter case: a header of the client's
/// configuration, or even `X-Algolia-API-Key` for a key that holds for one request) takes the value given here,
/// as with Algolia's own clients.
///
/// ```swift
/// var options = RequestOptions()
/// options.headers[.algoliaUserID] = "user42"
/// options.urlParameters["getRankingInfo"] = "true"
/// searcher.requestOptions = options
/// ```
public struct RequestOptions: Hashable, Sendable {
  /// Extra HTTP headers, by name (a header replaces the client's of the same name in any letter case).
  public var headers: [HTTPHeaderKey: String]
  /// Extra URL query parameters, by name, percent-encoded when sent; a `nil` value sends the bare name.
  public var urlParameters: [HTTPParameterKey: String?]
  /// The timeout of a first attempt of a write on a host, in seconds; `nil` keeps the client's.
  public var writeTimeout: TimeInterval?
  /// The timeout of a first attempt of a read on a host, in seconds; `nil` keeps the client's.
  public var readTimeout: TimeInterval?
  /// Fields added to the JSON object a request sends as its body, replacing its fields of the same name;
  /// requests without a body ignore them.
  ///
  /// The values are ``JSON`` rather than `Any`, so the options stay `Sendable` and comparable; literals read the
  /// same (`["analyticsTags": ["app"]]`).
  public var body: [String: JSON]?
  /// How long opening a connection to a host may take, in seconds; `nil` keeps the client's.
  public var connectTimeout: TimeInterval?

  /// Creates options.
  public init(
    headers: [HTTPHeaderKey: String] = [:], urlParameters: [HTTPParameterKey: String?] = [:],
    writeTimeout: TimeInterval? = nil, readTimeout: TimeInterval? = nil, body: [String: JSON]? = nil,
    connectTimeout: TimeInterval? = nil
  ) {
    self.headers = headers
    self.urlParameters = urlParameters
    self.writeTimeout = writeTimeout
    self.readTimeout = readTimeout
    self.body = body
    self.connectTimeout = connectTimeout
  }

  /// Sets or removes (`nil`) a header.
  public mutating func setHeader(_ value: String?, forKey key: HTTPHeaderKey) {
    headers[key] = value
  }

  /// Sets or removes (`nil`) a URL parameter.
  public mutating func setParameter(_ value: String?, forKey key: HTTPParameterKey) {
    if let value { urlParameters[key] = .some(value) } else { urlParameters.removeValue(forKey: key) }
  }

  /// The timeout these options set for calls of that type; `nil` keeps the client's.
  public func timeout(for callType: CallType) -> TimeInterval? {
    switch callType {
    case .read: readTimeout
    case .write: writeTimeout
    }
  }

  /// Sets (or clears, `nil`) the timeout of calls of that type.
  public mutating func setTimeout(_ timeout: TimeInterval?, for callType: CallType) {
    switch callType {
    case .read: readTimeout = timeout
    case .write: writeTimeout = timeout
    }
  }
}
