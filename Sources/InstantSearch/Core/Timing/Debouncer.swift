import Foundation
import InstantSearchCore

/// Runs only the last of a burst of calls, once ``delay`` seconds have passed without a newer call.
///
/// Each call replaces the block waiting to run and restarts the wait. By default the wait is a one-shot timer of
/// the calling thread's run loop, as in v1 (so the main thread's when called from the main thread); a call made
/// from a thread whose run loop is not running (a dispatch queue) uses the main run loop instead, so its block
/// still runs. A debouncer with a waiting block stays alive until the block runs, as v1's timer retained its
/// target. This is the v1 debouncer, distinct from `InstantSearchCore.Debouncer`.
public final class Debouncer: NSObject, Caller {
  /// How long calls must stop before the last one runs, in seconds. A change applies from the next call.
  public var delay: TimeInterval {
    get { lock.withLock { _delay } }
    set { lock.withLock { _delay = newValue } }
  }

  /// The clock the waits are measured on.
  public let scheduler: Scheduler

  private let lock = NSLock()
  private var _delay: TimeInterval
  /// The wait of the waiting block; `nil` when nothing waits.
  private var wait: InstantSearchCore.Cancellable?
  /// Tells the current wait from the ones it replaced.
  private var generation = 0
  /// The block that runs when the wait ends.
  private var pending: Call?

  /// Creates a debouncer with nothing waiting, on run-loop timers.
  ///
  /// - Parameter delay: How long calls must stop before the last one runs, in seconds.
  public convenience init(delay: TimeInterval, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.v1Debouncer, file: file, line: line)
    self.init(delay: delay, scheduler: RunLoopScheduler.callingThread)
  }

  /// Creates a debouncer with nothing waiting, measuring its waits on a scheduler's clock (a manual one in tests).
  public init(delay: TimeInterval, scheduler: Scheduler) {
    _delay = delay
    self.scheduler = scheduler
    super.init()
  }

  /// Keeps `block` in place of any waiting one and restarts the wait of ``delay`` seconds.
  public func call(_ block: @escaping Call) {
    lock.withLock {
      wait?.cancel()
      pending = block
      generation += 1
      let current = generation
      wait = scheduler.schedule(after: _delay) { [self] in fire(current) }
    }
  }

  /// Runs the waiting block if `current` is still the current wait.
  private func fire(_ current: Int) {
    let block: Call? = lock.withLock {
      guard generation == current, wait != nil else { return nil }
      wait = nil
      defer { pending = nil }
      return pending
    }
    block?()
  }
}
