import Foundation
import InstantSearchCore

/// Carries a custom backend's own error object across the core's pipeline, whose errors are
/// `SearchClientError` values.
///
/// ``SearchableClient`` files the backend's error and passes on a transport error naming its ticket; the v1
/// ``Searcher`` gives the filed error back to delegates and handlers, as v1 did. Only the most recent
/// ``capacity`` errors are kept, so errors of responses nobody reads (cancelled ones) cannot pile up.
final class BackendErrors: @unchecked Sendable {
  /// The errors kept at most.
  static let capacity = 64

  static let shared = BackendErrors()

  private let lock = NSLock()
  private var filed: [(ticket: String, error: Error)] = []
  private var nextTicket = 0

  /// Files an error and returns the transport error standing for it.
  func file(_ error: Error) -> SearchClientError {
    let ticket = lock.withLock { () -> String in
      nextTicket += 1
      let ticket = "custom backend error #\(nextTicket)"
      filed.append((ticket, error))
      if filed.count > BackendErrors.capacity { filed.removeFirst(filed.count - BackendErrors.capacity) }
      return ticket
    }
    return .transport(message: "\(error) [\(ticket)]")
  }

  /// The filed error a transport error stands for, removed from the file; `nil` for any other error.
  func claim(_ error: Error) -> Error? {
    guard case SearchClientError.transport(let message) = error, message.hasSuffix("]"),
      let open = message.range(of: " [custom backend error #", options: .backwards)
    else { return nil }
    let ticket = String(message[message.index(after: open.lowerBound)...].dropFirst().dropLast())
    return lock.withLock {
      guard let position = filed.firstIndex(where: { $0.ticket == ticket }) else { return nil }
      return filed.remove(at: position).error
    }
  }
}
