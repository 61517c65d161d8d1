import Foundation

/// A run-loop timer whose work is let go when it is invalidated.
///
/// Foundation on Linux never releases a `Timer` or its block, even once invalidated or fired. The block of this
/// timer reaches the work only through a holder that ``invalidate()`` empties, so whatever the work retains (the
/// debouncer or throttler owning the timer, the pending call) is freed with it.
final class DetachableTimer: @unchecked Sendable {
  // @unchecked: both stored references are constant; the timer is invalidated from any thread, which Foundation
  // allows, and the holder locks its work.
  /// The underlying timer; compare it with the one passed to the work to tell a current timer from a stale one.
  let timer: Timer
  private let holder: WorkHolder

  /// Creates an unscheduled timer.
  ///
  /// - Parameters:
  ///   - date: When it first fires.
  ///   - interval: The period of a repeating timer (ignored otherwise).
  ///   - repeats: Whether it keeps firing until invalidated.
  ///   - work: What to do on each firing, given the underlying timer.
  init(fireAt date: Date, interval: TimeInterval, repeats: Bool, work: @escaping (Timer) -> Void) {
    let holder = WorkHolder(work)
    self.holder = holder
    // The date is explicit: on Linux, `Timer(timeInterval:repeats:block:)` fires at once.
    timer = Timer(fire: date, interval: interval, repeats: repeats) { timer in holder.run(timer) }
  }

  /// The date of the next firing.
  var fireDate: Date { timer.fireDate }

  /// Starts the timer on a run loop, in the default mode.
  func schedule(on runLoop: RunLoop) {
    runLoop.add(timer, forMode: .default)
  }

  /// Stops the timer and lets go of its work; call it too once a one-shot timer has fired.
  func invalidate() {
    timer.invalidate()
    holder.clear()
  }

  /// The work, behind a lock: timers may be invalidated from any thread.
  private final class WorkHolder: @unchecked Sendable {
    // @unchecked: `work` is only read and written under `lock`.
    private let lock = NSLock()
    private var work: ((Timer) -> Void)?

    init(_ work: @escaping (Timer) -> Void) { self.work = work }

    func run(_ timer: Timer) { lock.withLock { work }?(timer) }

    func clear() { lock.withLock { work = nil } }
  }
}
