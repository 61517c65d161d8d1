import Foundation

/// Delays a value until no newer value has arrived for a while, then delivers only the latest.
///
/// A search box uses it so that typing "snoopy" quickly launches one search, not six. Each new value
/// restarts the delay, cancelling the wait of the value it replaces; ``cancel()`` forgets the pending value.
/// Safe to call from any thread; the completion runs where its ``Scheduler`` runs work (the queue given at
/// creation). The completion of a pending value is held until it runs or is replaced.
public final class Debouncer<Value> {
  /// How long a value must stay the latest before it is delivered, in seconds; a change applies from the next
  /// value.
  public var delay: TimeInterval {
    get { lock.withLock { storedDelay } }
    set { lock.withLock { storedDelay = newValue } }
  }

  /// The clock the delay is measured on.
  public let scheduler: Scheduler
  private let lock = NSLock()
  private var storedDelay: TimeInterval
  private var generation = 0
  private var pendingValue: Value?
  /// The wait of the pending value.
  private var wait: Cancellable?

  /// Creates a debouncer.
  ///
  /// - Parameters:
  ///   - delay: The quiet period in seconds; 0 delivers on the next turn of `queue`.
  ///   - queue: Where completions run; the main queue by default.
  public convenience init(delay: TimeInterval, queue: DispatchQueue = .main) {
    self.init(delay: delay, scheduler: DispatchQueueScheduler(queue: queue))
  }

  /// Creates a debouncer waiting on a scheduler's clock (a manual one in tests).
  ///
  /// - Parameters:
  ///   - delay: The quiet period in seconds.
  ///   - scheduler: Measures the delay and runs completions.
  public init(delay: TimeInterval, scheduler: Scheduler) {
    storedDelay = delay
    self.scheduler = scheduler
  }

  /// The value waiting to be delivered, if any.
  public var pending: Value? { lock.withLock { pendingValue } }

  /// Schedules `value`, replacing any pending one.
  ///
  /// - Parameters:
  ///   - value: The new latest value.
  ///   - completion: Receives `value` after ``delay`` seconds unless a newer value or ``cancel()`` comes first.
  public func debounce(_ value: Value, completion: @escaping (Value) -> Void) {
    let (current, delay, replaced) = lock.withLock { () -> (Int, TimeInterval, Cancellable?) in
      generation += 1
      pendingValue = value
      defer { wait = nil }
      return (generation, storedDelay, wait)
    }
    replaced?.cancel()
    // Scheduled outside the lock: a scheduler may run due work before `schedule` returns.
    let scheduled = scheduler.schedule(after: delay) { [weak self] in
      guard let self else { return }
      let isLatest = self.lock.withLock { () -> Bool in
        guard self.generation == current else { return false }
        self.pendingValue = nil
        self.wait = nil
        return true
      }
      if isLatest { completion(value) }
    }
    let isStillPending = lock.withLock { () -> Bool in
      guard generation == current, pendingValue != nil else { return false }
      wait = scheduled
      return true
    }
    if !isStillPending { scheduled.cancel() }
  }

  /// Drops the pending value, if any.
  public func cancel() {
    let replaced = lock.withLock { () -> Cancellable? in
      generation += 1
      pendingValue = nil
      defer { wait = nil }
      return wait
    }
    replaced?.cancel()
  }
}
