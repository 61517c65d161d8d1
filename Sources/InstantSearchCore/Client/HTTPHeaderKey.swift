import Foundation

/// The name of an HTTP header in ``RequestOptions/headers``.
///
/// A string literal is a key (`options.headers["X-Algolia-User-ID"] = "user42"`); the statics name the headers
/// Algolia reads. Keys compare by their exact text; when a request is sent, a header replaces the client's header
/// of the same name in any letter case.
public struct HTTPHeaderKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The header's name as sent.
  public let rawValue: String

  /// A key of that name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A key of that name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A key of the literal's name.
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  /// `User-Agent`.
  public static let userAgent: HTTPHeaderKey = "User-Agent"
  /// `X-Algolia-Application-Id`.
  public static let applicationID: HTTPHeaderKey = "X-Algolia-Application-Id"
  /// `X-Algolia-API-Key`: a key that holds for one request (a secured API key, for instance).
  public static let apiKey: HTTPHeaderKey = "X-Algolia-API-Key"
  /// `X-Forwarded-For`: the end user's IP address, for a backend that searches on users' behalf.
  public static let forwardedFor: HTTPHeaderKey = "X-Forwarded-For"
  /// `X-Algolia-User-ID`: the user the rate limits and analytics count the request for.
  public static let algoliaUserID: HTTPHeaderKey = "X-Algolia-User-ID"
  /// `Content-Type`.
  public static let contentType: HTTPHeaderKey = "Content-Type"
  /// `request-id`: names one call (or one helper's calls); the client sets a fresh one when none is given.
  public static let requestID: HTTPHeaderKey = "request-id"
}

extension Dictionary where Key == HTTPHeaderKey, Value == String {
  /// The headers by their names' text.
  var byName: [String: String] { Dictionary<String, String>(uniqueKeysWithValues: map { ($0.key.rawValue, $0.value) }) }
}
