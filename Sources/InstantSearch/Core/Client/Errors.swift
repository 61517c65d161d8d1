import Foundation
import InstantSearchCore

/// A response that is not the JSON v1 expected; the description says what was missing.
public struct InvalidJSONError: CustomNSError, CustomStringConvertible, LocalizedError {
  /// What was wrong.
  public let description: String

  /// Creates an error.
  public init(description: String) { self.description = description }

  /// 601, v1's code.
  public var errorCode: Int { 601 }
  /// The description, for `localizedDescription`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
  /// The description, for `localizedDescription`.
  public var errorDescription: String? { description }
}

/// An HTTP error status, with Algolia's message.
public struct HTTPError: CustomNSError, CustomStringConvertible, LocalizedError {
  /// The HTTP status.
  public let statusCode: Int
  /// Algolia's message, when the body had one.
  public let message: String?

  /// Creates an error.
  public init(statusCode: Int, message: String?) {
    self.statusCode = statusCode
    self.message = message
  }

  /// The status.
  public var errorCode: Int { statusCode }
  /// `"HTTP <status>: <message>"`.
  public var description: String { "HTTP \(statusCode): \(message ?? "")" }
  /// The description, for `localizedDescription`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
  /// The description, for `localizedDescription`.
  public var errorDescription: String? { description }
}

enum V1Error {
  /// The v1 form of a core error, so that v1 code names it without the core: a custom backend's own error
  /// comes back as it was thrown; HTTP statuses become ``HTTPError``; undecodable bodies and responses that
  /// cannot be merged ``InvalidJSONError``; a query parameter of the wrong type the `HTTPError` 400 Algolia
  /// answers to it; network failures the `URLError` (domain `NSURLErrorDomain`) URLSession gave v1, with the
  /// core's description (naming every host tried) as its `localizedDescription`.
  static func from(_ error: Error) -> Error {
    switch error {
    case SearchClientError.backend(let failure): return failure.error
    case SearchClientError.httpError(let status, let message): return HTTPError(statusCode: status, message: message)
    case SearchClientError.decoding(let message): return InvalidJSONError(description: message)
    case SearchClientError.unreachableHosts(let intermediate):
      if case .httpError(let status, let message)? = intermediate.last { return HTTPError(statusCode: status, message: message) }
      return URLError(urlCode(of: intermediate.last), userInfo: [NSLocalizedDescriptionKey: "\(error)"])
    case let error as SearchClientError: return URLError(urlCode(of: error), userInfo: [NSLocalizedDescriptionKey: "\(error)"])
    case let error as QueryParameterError: return HTTPError(statusCode: 400, message: error.message)
    case let error as QueryBuilder.Error: return InvalidJSONError(description: error.description)
    default: return error
    }
  }

  /// The URLSession code closest to a network failure.
  private static func urlCode(of error: SearchClientError?) -> URLError.Code {
    switch error {
    case .timeout?, .hostTimedOut?: return .timedOut
    case .hostNotFound?: return .cannotFindHost
    case .cancelled?: return .cancelled
    case .invalidConfiguration?: return .badURL
    default: return .cannotConnectToHost
    }
  }
}
