import Foundation

/// The requests a ``Searcher`` launched that have neither delivered nor been cancelled, in launch order.
///
/// A request is registered before it is sent, so a response that arrives at once still finds it. Launches run
/// on the caller's thread and deliveries on the completion queue, so the list is locked.
final class PendingRequests: @unchecked Sendable {
  /// One pending request.
  struct Entry {
    /// Its process-wide sequence number.
    let seqNo: Int
    /// Cancels the request; its network operation is attached once it starts.
    let operation: RequestOperation
    /// The parameters and user info it was launched with.
    let state: Searcher.State
  }

  private let lock = NSLock()
  private var entries: [Entry] = []

  /// Whether no request is pending.
  var isEmpty: Bool { lock.withLock { entries.isEmpty } }

  /// The pending sequence numbers, oldest first.
  var seqNos: [Int] { lock.withLock { entries.map(\.seqNo) } }

  /// Registers a request about to be sent.
  func add(_ entry: Entry) { lock.withLock { entries.append(entry) } }

  /// The pending request numbered `seqNo`, if any.
  func entry(seqNo: Int) -> Entry? { lock.withLock { entries.first { $0.seqNo == seqNo } } }

  /// Removes and returns the request numbered `seqNo`, if it is still pending.
  func remove(seqNo: Int) -> Entry? {
    lock.withLock {
      guard let position = entries.firstIndex(where: { $0.seqNo == seqNo }) else { return nil }
      return entries.remove(at: position)
    }
  }
}
