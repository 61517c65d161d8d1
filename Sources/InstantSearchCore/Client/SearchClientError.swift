import Foundation

/// Why a search request failed, whichever backend answered.
///
/// The embedded engine and the HTTP client report failures the same way, mirroring Algolia: an HTTP error
/// carries the status and Algolia's message (`404 Index does not exist`, `400 filters: ...`). No case, and no
/// description of one, ever contains an API key.
public indirect enum SearchClientError: Error, Equatable, CustomStringConvertible {
  /// The backend answered with an error status (4xx, or 5xx from the last host tried).
  case httpError(status: Int, message: String)
  /// The connection failed: DNS, refused, reset, TLS, no or truncated answer.
  case transport(message: String)
  /// No answer arrived within the timeout.
  case timeout
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
    case .unreachableHosts(let intermediate):
      let details = intermediate.map(\.description).joined(separator: "; ")
      return "All hosts are unreachable. Check the application ID and the network. Errors: [\(details)]"
    case .decoding(let message): return "The response could not be decoded: \(message)"
    case .cancelled: return "The request was cancelled."
    case .invalidConfiguration(let message): return "Invalid client configuration: \(message)"
    case .backend(let failure): return "Backend error: \(failure.error)"
    }
  }
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
