import Foundation

/// Delays a value until no newer value has arrived for a while, then delivers only the latest.
///
/// A search box uses it so that typing "snoopy" quickly launches one search, not six. Each new value
/// restarts the delay; ``cancel()`` forgets the pending value. Safe to call from any thread; the
/// completion runs where its ``Scheduler`` runs work (the queue given at creation).
public final class Debouncer<Value> {
  /// How long a value must stay the latest before it is delivered, in seconds.
  public let delay: TimeInterval

  /// The clock the delay is measured on.
  public let scheduler: Scheduler
  private let lock = NSLock()
  private var generation = 0
  private var pendingValue: Value?

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
    self.delay = delay
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
    let current = lock.withLock { () -> Int in
      generation += 1
      pendingValue = value
      return generation
    }
    scheduler.schedule(after: delay) { [weak self] in
      guard let self else { return }
      let isLatest = self.lock.withLock { () -> Bool in
        guard self.generation == current else { return false }
        self.pendingValue = nil
        return true
      }
      if isLatest { completion(value) }
    }
  }

  /// Drops the pending value, if any.
  public func cancel() {
    lock.withLock {
      generation += 1
      pendingValue = nil
    }
  }
}
