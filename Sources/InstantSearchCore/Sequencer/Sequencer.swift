import Foundation

/// Numbers asynchronous operations and lets only results that are still current through.
///
/// Searchers run one operation per `search()`. Responses may come back in any order; the sequencer makes
/// sure a stale response never overwrites a newer one:
///
/// - every ``begin(onCancel:)`` gets the next number `n` of its ``Numbering`` and becomes pending;
/// - registering `n` cancels every pending operation numbered `n − maxPendingOperationsCount` or lower, so
///   at most that many are in flight;
/// - when a pending operation completes, every older pending operation is cancelled, and its result is
///   delivered;
/// - a cancelled operation delivers nothing, whenever its completion arrives;
/// - ``cancelPendingOperations()`` cancels everything pending (searchers call it on a query or index change),
///   ``cancel(_:)`` one operation.
///
/// An operation still counts as pending while its cancel handler runs, so a handler that reports the
/// cancellation sees it among ``pendingNumbers``.
///
/// The check, the cancellation of older operations and the delivery happen under one lock, so two completions
/// racing on different threads are still delivered oldest first, and the older one only if the newer has not
/// been delivered. Deliveries should therefore be short.
public final class Sequencer {
  /// A pending operation's number.
  public struct Ticket: Hashable, Sendable {
    /// The operation's number, from 1.
    public let number: Int

    /// The ticket of the operation with this number.
    public init(number: Int) { self.number = number }
  }

  /// The source of operation numbers; sequencers sharing one number their operations in one series.
  ///
  /// Numbers only grow, so every sequencer still sees its own operations in increasing order.
  public final class Numbering: @unchecked Sendable {
    // @unchecked: `last` is only read and written under `lock`.
    private let lock = NSLock()
    private var last = 0

    /// Creates a series starting at 1.
    public init() {}

    /// The numbering shared by every sequencer of the process that asks for it.
    public static let processWide = Numbering()

    func next() -> Int {
      lock.withLock {
        last += 1
        return last
      }
    }
  }

  /// Where this sequencer's numbers come from.
  public let numbering: Numbering

  private let lock = NSRecursiveLock()
  private var storedMaxPendingOperationsCount: Int
  private var pending: [Int: (Ticket) -> Void] = [:]
  private var cancelling: [Int: Int] = [:]
  private var lastDeliveredNumber = 0

  /// Creates a sequencer.
  ///
  /// - Parameters:
  ///   - maxPendingOperationsCount: The in-flight limit; InstantSearch uses 3.
  ///   - numbering: The series the numbers come from; a series of its own by default.
  public init(maxPendingOperationsCount: Int = 3, numbering: Numbering = Numbering()) {
    precondition(maxPendingOperationsCount > 0, "maxPendingOperationsCount must be at least 1")
    storedMaxPendingOperationsCount = maxPendingOperationsCount
    self.numbering = numbering
  }

  /// How many operations may be pending at once; registering one more cancels the oldest. Applies from the
  /// next ``begin(onCancel:)``.
  public var maxPendingOperationsCount: Int {
    get { lock.withLock { storedMaxPendingOperationsCount } }
    set {
      precondition(newValue > 0, "maxPendingOperationsCount must be at least 1")
      lock.withLock { storedMaxPendingOperationsCount = newValue }
    }
  }

  /// Whether some operation is still pending (a cancel handler still running counts).
  public var hasPendingOperations: Bool { lock.withLock { !pending.isEmpty || !cancelling.isEmpty } }

  /// The numbers of the pending operations, ascending (those whose cancel handler is running included).
  public var pendingNumbers: [Int] { lock.withLock { Set(pending.keys).union(cancelling.keys).sorted() } }

  /// Registers a new operation.
  ///
  /// - Parameter onCancel: Called once if the operation is cancelled before it completes (to cancel a
  ///   network task, for instance); called outside the sequencer's lock, except when a newer operation's
  ///   completion cancels it.
  /// - Returns: The ticket to pass to ``complete(_:deliver:)``.
  public func begin(onCancel: @escaping () -> Void = {}) -> Ticket {
    begin(cancellation: { _ in onCancel() })
  }

  /// Registers a new operation whose cancel handler receives its ticket.
  ///
  /// - Parameter cancellation: Called once, with the operation's ticket, if the operation is cancelled before
  ///   it completes; called as ``begin(onCancel:)``'s handler is.
  /// - Returns: The ticket to pass to ``complete(_:deliver:)``.
  public func begin(cancellation: @escaping (Ticket) -> Void) -> Ticket {
    let (ticket, obsolete) = lock.withLock { () -> (Ticket, [(Int, (Ticket) -> Void)]) in
      let number = numbering.next()
      pending[number] = cancellation
      let limit = number - storedMaxPendingOperationsCount
      return (Ticket(number: number), takePending { $0 <= limit })
    }
    runCancelHandlers(obsolete)
    return ticket
  }

  /// Reports that an operation finished, and delivers its result if it is still current.
  ///
  /// - Parameters:
  ///   - ticket: The operation's ticket.
  ///   - deliver: Hands the result on; run only when the operation was not cancelled and nothing newer was
  ///     delivered.
  /// - Returns: Whether `deliver` ran.
  ///
  /// The older operations it cancels have their cancel handlers run first, then `deliver` runs; both under
  /// the lock, so nothing launched or completed on another thread comes between them.
  @discardableResult
  public func complete(_ ticket: Ticket, deliver: () -> Void) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard pending.removeValue(forKey: ticket.number) != nil, ticket.number > lastDeliveredNumber else { return false }
    lastDeliveredNumber = ticket.number
    runCancelHandlers(takePending { $0 < ticket.number })
    deliver()
    return true
  }

  /// Whether an operation is still pending (neither completed nor cancelled).
  public func isPending(_ ticket: Ticket) -> Bool { lock.withLock { pending[ticket.number] != nil } }

  /// Cancels one pending operation; its completion will deliver nothing. Does nothing when it is not pending.
  public func cancel(_ ticket: Ticket) {
    runCancelHandlers(lock.withLock { takePending { $0 == ticket.number } })
  }

  /// Cancels every pending operation; their completions will deliver nothing.
  public func cancelPendingOperations() {
    runCancelHandlers(lock.withLock { takePending { _ in true } })
  }

  /// Removes the pending operations whose numbers match, oldest first, and marks them as being cancelled.
  /// Called under the lock.
  private func takePending(where matches: (Int) -> Bool) -> [(Int, (Ticket) -> Void)] {
    let numbers = pending.keys.filter(matches).sorted()
    return numbers.map { number in
      cancelling[number, default: 0] += 1
      return (number, pending.removeValue(forKey: number)!)
    }
  }

  /// Runs cancel handlers (outside the lock, except on completion); each operation stops counting as pending
  /// once its handler returned.
  private func runCancelHandlers(_ handlers: [(Int, (Ticket) -> Void)]) {
    for (number, handler) in handlers {
      handler(Ticket(number: number))
      lock.withLock {
        cancelling[number, default: 1] -= 1
        if cancelling[number] == 0 { cancelling.removeValue(forKey: number) }
      }
    }
  }
}
