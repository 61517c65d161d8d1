import Foundation
import InstantSearchCore

/// The real-time clock of v1's timing helpers: one-shot run-loop timers, as v1's `Timer`s were.
///
/// ``main`` fires on the main run loop (the throttler's); ``callingThread`` on the run loop of the thread that
/// schedules, when that run loop can fire timers (the main thread's, or one that is running), else on the main
/// run loop (the debouncer's). Work runs while its run loop runs.
public final class RunLoopScheduler: Scheduler, @unchecked Sendable {
  // @unchecked: its only stored property is a constant.

  /// Which run loop fires the timers.
  private let usesCallingThread: Bool

  /// Timers on the main run loop.
  public static let main = RunLoopScheduler(usesCallingThread: false)
  /// Timers on the scheduling thread's run loop when it can fire them, else on the main one.
  public static let callingThread = RunLoopScheduler(usesCallingThread: true)

  private init(usesCallingThread: Bool) { self.usesCallingThread = usesCallingThread }

  /// Seconds since the reference date.
  public var now: TimeInterval { Date().timeIntervalSinceReferenceDate }

  @discardableResult
  public func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> InstantSearchCore.Cancellable {
    let handle = ScheduledTimer()
    // Once fired, the timer is invalidated, which releases the work (Foundation on Linux keeps fired timers).
    let timer = DetachableTimer(fireAt: Date().addingTimeInterval(delay), interval: 0, repeats: false) { _ in
      work()
      handle.cancel()
    }
    handle.set(timer)
    timer.schedule(on: runLoop())
    return handle
  }

  private func runLoop() -> RunLoop {
    guard usesCallingThread else { return .main }
    if Thread.isMainThread || RunLoop.current.currentMode != nil { return .current }
    return .main
  }

  /// Cancels by invalidating the timer, which lets go of the work.
  private final class ScheduledTimer: InstantSearchCore.Cancellable, @unchecked Sendable {
    // @unchecked: `timer` is read and written under `lock`; `DetachableTimer` may be invalidated from any thread.
    private let lock = NSLock()
    private var timer: DetachableTimer?

    func set(_ timer: DetachableTimer) { lock.withLock { self.timer = timer } }

    func cancel() {
      lock.withLock { () -> DetachableTimer? in
        defer { timer = nil }
        return timer
      }?.invalidate()
    }
  }
}
