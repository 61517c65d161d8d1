import Foundation
import InstantSearchCore

/// Runs only the last of a burst of calls, once ``delay`` seconds have passed without a newer call.
///
/// v1's name over the core's `Debouncer`: each call replaces the block waiting to run and restarts the wait. By
/// default the wait is a one-shot timer of the calling thread's run loop, as in v1 (so the main thread's when
/// called from the main thread); a call made from a thread whose run loop is not running (a dispatch queue) uses
/// the main run loop instead, so its block still runs. A debouncer with a waiting block stays alive until the
/// block runs, as v1's timer retained its target.
public final class Debouncer: NSObject, Caller {
  /// How long calls must stop before the last one runs, in seconds. A change applies from the next call.
  public var delay: TimeInterval {
    get { debouncer.delay }
    set { debouncer.delay = newValue }
  }

  /// The clock the waits are measured on.
  public var scheduler: Scheduler { debouncer.scheduler }

  /// The core debouncer holding the waiting block.
  private let debouncer: InstantSearchCore.Debouncer<Call>

  /// Creates a debouncer with nothing waiting, on run-loop timers.
  ///
  /// - Parameter delay: How long calls must stop before the last one runs, in seconds.
  public convenience init(delay: TimeInterval, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.v1Debouncer, file: file, line: line)
    self.init(delay: delay, scheduler: RunLoopScheduler.callingThread)
  }

  /// Creates a debouncer with nothing waiting, measuring its waits on a scheduler's clock (a manual one in tests).
  public init(delay: TimeInterval, scheduler: Scheduler) {
    debouncer = InstantSearchCore.Debouncer(delay: delay, scheduler: scheduler)
    super.init()
  }

  /// Keeps `block` in place of any waiting one and restarts the wait of ``delay`` seconds.
  public func call(_ block: @escaping Call) {
    // The completion holds the debouncer until the block runs or is replaced, as v1's timer held its target.
    debouncer.debounce(block) { [self] block in
      withExtendedLifetime(self) { block() }
    }
  }
}
