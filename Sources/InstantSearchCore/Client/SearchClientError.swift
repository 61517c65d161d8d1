import Foundation

/// Why a search request failed, whichever backend answered.
///
/// The embedded engine and the HTTP client report failures the same way, mirroring Algolia: an HTTP error
/// carries the status and Algolia's message (`404 Index does not exist`, `400 filters: ...`). No case, and no
/// description of one, ever contains an API key.
public indirect enum SearchClientError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The backend answered with an error status (4xx, or 5xx from the last host tried).
  case httpError(status: Int, message: String)
  /// The connection failed: DNS, refused, reset, TLS, no or truncated answer.
  case transport(message: String)
  /// No answer arrived within the timeout.
  case timeout
  /// One host did not answer within its timeout (an entry of ``unreachableHosts(intermediate:)``).
  case hostTimedOut(host: String)
  /// One host's name could not be resolved: a wrong application ID, or no network (an entry of
  /// ``unreachableHosts(intermediate:)``).
  case hostNotFound(host: String, message: String)
  /// Every host was tried without success; the errors met on the way, in order.
  case unreachableHosts(intermediate: [SearchClientError])
  /// An answer arrived but could not be decoded.
  case decoding(message: String)
  /// The request was cancelled before it completed.
  case cancelled
  /// The client was configured in a way it refuses (a plain `http://` host that is not loopback, say).
  case invalidConfiguration(message: String)
  /// A custom backend failed with an error of its own, carried as it was thrown.
  case backend(BackendFailure)

  /// The HTTP status of an HTTP error, `nil` otherwise.
  public var status: Int? {
    if case .httpError(let status, _) = self { return status }
    return nil
  }

  public var description: String {
    switch self {
    case .httpError(let status, let message): return "HTTP \(status): \(message)"
    case .transport(let message): return "Transport error: \(message)"
    case .timeout: return "The request timed out."
    case .hostTimedOut(let host): return "\(host): no answer within the timeout."
    case .hostNotFound(let host, let message): return "\(host): host not found: \(message)"
    case .unreachableHosts(let intermediate):
      let details = intermediate.map(\.description).joined(separator: "; ")
      let hint = intermediate.contains { if case .hostNotFound = $0 { return true } else { return false } }
        ? " Check the application ID and the network." : ""
      return "All hosts are unreachable.\(hint) Errors: [\(details)]"
    case .decoding(let message): return "The response could not be decoded: \(message)"
    case .cancelled: return "The request was cancelled."
    case .invalidConfiguration(let message): return "Invalid client configuration: \(message)"
    case .backend(let failure): return "Backend error: \(failure.error)"
    }
  }

  /// The ``description``, so that `localizedDescription` reads the same.
  public var errorDescription: String? { description }
}

/// A custom backend's own error, kept as it was thrown so that its callers can recognise it.
///
/// Two failures are equal when they carry the very same thrown error value (the same failure passed along),
/// since errors in general cannot be compared.
public struct BackendFailure: Equatable, Sendable {
  /// The backend's error.
  public let error: any Error
  private let identity = Identity()

  /// Wraps a backend's error.
  public init(_ error: any Error) { self.error = error }

  public static func == (lhs: BackendFailure, rhs: BackendFailure) -> Bool { lhs.identity === rhs.identity }

  private final class Identity: Sendable {}
}
