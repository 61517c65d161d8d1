import Foundation

/// Numbers asynchronous operations and lets only results that are still current through.
///
/// Searchers run one operation per `search()`. Responses may come back in any order; the sequencer makes
/// sure a stale response never overwrites a newer one:
///
/// - every ``begin(onCancel:)`` gets the next number `n` (1, 2, 3, …) and becomes pending;
/// - registering `n` cancels every pending operation numbered `n − maxPendingOperationsCount` or lower, so
///   at most that many are in flight;
/// - when a pending operation completes, every older pending operation is cancelled, and its result is
///   delivered;
/// - a cancelled operation delivers nothing, whenever its completion arrives;
/// - ``cancelPendingOperations()`` cancels everything pending (searchers call it on a query or index change).
///
/// The check and the delivery happen under one lock, so two completions racing on different threads are
/// still delivered oldest first, and the older one only if the newer has not been delivered. Deliveries
/// should therefore be short: hand the result to a callback queue rather than doing UI work inline.
public final class Sequencer {
  /// A pending operation's number.
  public struct Ticket: Hashable, Sendable {
    /// The operation's number, from 1.
    public let number: Int
  }

  /// How many operations may be pending at once; registering one more cancels the oldest.
  public let maxPendingOperationsCount: Int

  private let lock = NSRecursiveLock()
  private var lastNumber = 0
  private var pending: [Int: () -> Void] = [:]
  private var lastDeliveredNumber = 0

  /// Creates a sequencer.
  ///
  /// - Parameter maxPendingOperationsCount: The in-flight limit; InstantSearch uses 3.
  public init(maxPendingOperationsCount: Int = 3) {
    precondition(maxPendingOperationsCount > 0, "maxPendingOperationsCount must be at least 1")
    self.maxPendingOperationsCount = maxPendingOperationsCount
  }

  /// Whether some operation is still pending.
  public var hasPendingOperations: Bool { lock.withLock { !pending.isEmpty } }

  /// The numbers of the pending operations, ascending.
  public var pendingNumbers: [Int] { lock.withLock { pending.keys.sorted() } }

  /// Registers a new operation.
  ///
  /// - Parameter onCancel: Called once if the operation is cancelled before it completes (to cancel a
  ///   network task, for instance); called outside the sequencer's lock.
  /// - Returns: The ticket to pass to ``complete(_:deliver:)``.
  public func begin(onCancel: @escaping () -> Void = {}) -> Ticket {
    let (ticket, cancelled) = lock.withLock { () -> (Ticket, [() -> Void]) in
      lastNumber += 1
      let number = lastNumber
      pending[number] = onCancel
      let obsolete = pending.keys.filter { $0 <= number - maxPendingOperationsCount }
      return (Ticket(number: number), obsolete.sorted().compactMap { pending.removeValue(forKey: $0) })
    }
    cancelled.forEach { $0() }
    return ticket
  }

  /// Reports that an operation finished, and delivers its result if it is still current.
  ///
  /// - Parameters:
  ///   - ticket: The operation's ticket.
  ///   - deliver: Hands the result on; run only when the operation was not cancelled and nothing newer was
  ///     delivered.
  /// - Returns: Whether `deliver` ran.
  @discardableResult
  public func complete(_ ticket: Ticket, deliver: () -> Void) -> Bool {
    var cancelled: [() -> Void] = []
    defer { cancelled.forEach { $0() } }
    lock.lock()
    defer { lock.unlock() }
    guard pending.removeValue(forKey: ticket.number) != nil, ticket.number > lastDeliveredNumber else { return false }
    for number in pending.keys.filter({ $0 < ticket.number }).sorted() {
      if let onCancel = pending.removeValue(forKey: number) { cancelled.append(onCancel) }
    }
    lastDeliveredNumber = ticket.number
    deliver()
    return true
  }

  /// Whether an operation is still pending (neither completed nor cancelled).
  public func isPending(_ ticket: Ticket) -> Bool { lock.withLock { pending[ticket.number] != nil } }

  /// Cancels every pending operation; their completions will deliver nothing.
  public func cancelPendingOperations() {
    let cancelled = lock.withLock { () -> [() -> Void] in
      defer { pending.removeAll() }
      return pending.keys.sorted().compactMap { pending[$0] }
    }
    cancelled.forEach { $0() }
  }
}
