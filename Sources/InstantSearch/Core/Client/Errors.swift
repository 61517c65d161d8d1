import Foundation
import InstantSearchCore

/// A response that is not the JSON v1 expected; the description says what was missing.
public struct InvalidJSONError: CustomNSError, CustomStringConvertible {
  /// What was wrong.
  public let description: String

  /// Creates an error.
  public init(description: String) { self.description = description }

  /// 601, v1's code.
  public var errorCode: Int { 601 }
  /// The description, for `localizedDescription`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}

/// An HTTP error status, with Algolia's message.
public struct HTTPError: CustomNSError, CustomStringConvertible {
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
}

enum V1Error {
  /// The v1 form of a core error: a custom backend's own error comes back as it was thrown, HTTP statuses
  /// become ``HTTPError``, undecodable bodies ``InvalidJSONError``; other errors (transport, timeout,
  /// unreachable hosts, configuration) stay as they are.
  static func from(_ error: Error) -> Error {
    switch error {
    case SearchClientError.backend(let failure): return failure.error
    case SearchClientError.httpError(let status, let message): return HTTPError(statusCode: status, message: message)
    case SearchClientError.decoding(let message): return InvalidJSONError(description: message)
    default: return error
    }
  }
}
