import Foundation
import InstantSearchCore

/// A scheduler whose time moves only when the test advances it, so timing behaviour is tested without sleeping
/// and without depending on how busy the machine is.
///
/// Give it to the timing parts of either layer (v1 `Debouncer(delay:scheduler:)`, `Throttler(delay:scheduler:)`,
/// `SearchProgressController.scheduler`, `ResponseTimeStats(scheduler:)`, which also times the throttling of an
/// `AdaptiveNetworkStrategy` over it; v2 `Debouncer(delay:scheduler:)` and the search box's
/// `connectController(_:debounceInterval:scheduler:)`), then call ``advance(by:)``: the work that falls due runs
/// on the calling thread, in time order (work due at the same time in the order it was scheduled), each with
/// ``now`` set to its due time; work scheduled meanwhile runs too when it falls due within the advance.
///
/// ```swift
/// let clock = ManualScheduler()
/// let debouncer = Debouncer(delay: 0.2, scheduler: clock)
/// debouncer.call { ran = true }
/// clock.advance(by: 0.19)   // nothing yet
/// clock.advance(by: 0.01)   // runs
/// ```
public final class ManualScheduler: Scheduler, @unchecked Sendable {
  // @unchecked: the clock and the queue of work are read and written under `lock`; work runs outside it.

  private struct Entry {
    let due: TimeInterval
    let order: Int
    let work: () -> Void
  }

  private let lock = NSLock()
  private var time: TimeInterval
  private var entries: [Int: Entry] = [:]
  private var scheduledCount = 0

  /// A clock reading `start` seconds (0 by default).
  public init(start: TimeInterval = 0) { time = start }

  /// The current time, in seconds.
  public var now: TimeInterval { lock.withLock { time } }

  /// How many pieces of work wait (scheduled, not yet run nor cancelled).
  public var pendingCount: Int { lock.withLock { entries.count } }

  /// When the next piece of work falls due; `nil` when none waits.
  public var nextDueTime: TimeInterval? { lock.withLock { entries.values.map(\.due).min() } }

  @discardableResult
  public func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> Cancellable {
    let key = lock.withLock { () -> Int in
      scheduledCount += 1
      entries[scheduledCount] = Entry(due: time + max(0, delay), order: scheduledCount, work: work)
      return scheduledCount
    }
    return CancelHandle { [weak self] in self?.forget(key) }
  }

  /// Moves the clock `interval` seconds forward, running the work that falls due on the way.
  public func advance(by interval: TimeInterval) {
    advance(to: now + interval)
  }

  /// Moves the clock to `target` (never backwards), running the work that falls due on the way.
  public func advance(to target: TimeInterval) {
    while let entry = takeNext(dueBy: target) { entry.work() }
    lock.withLock { time = max(time, target) }
  }

  /// Moves the clock `interval` seconds forward without running the work that falls due, as when the thread that
  /// runs it is blocked; the next ``advance(by:)`` or ``runDueWork()`` runs it, late.
  public func jump(by interval: TimeInterval) {
    lock.withLock { time += max(0, interval) }
  }

  /// Runs the work already due, without moving the clock (what a run loop's next turn would do).
  public func runDueWork() { advance(by: 0) }

  private func takeNext(dueBy target: TimeInterval) -> Entry? {
    lock.withLock {
      guard let next = entries.values.filter({ $0.due <= target }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) else {
        return nil
      }
      entries.removeValue(forKey: next.order)
      time = max(time, next.due)
      return next
    }
  }

  private func forget(_ key: Int) { lock.withLock { _ = entries.removeValue(forKey: key) } }
}
