import Foundation
import InstantSearchCore

/// Lets calls through at most once per ``delay``: the call that starts a series, then, at each tick, the latest
/// call made since the previous one.
///
/// A series starts with a call made while none runs, and ticks every ``delay`` seconds; the first tick that finds
/// no pending call ends it. By default the ticks are timers of the main run loop, so pending calls run on the main
/// thread while its run loop runs, and the last call of a burst always runs eventually. The call starting a
/// series runs synchronously, on the calling thread, when ``fireInitialCall`` is true. Meant for the main thread,
/// as in v1; other threads may call it safely.
public final class Throttler: NSObject, Caller {
  /// The minimum time between two calls that run, in seconds.
  ///
  /// Changing it during a series keeps the time of the next tick (or, when that time has already passed, moves
  /// the tick to the previous tick plus the new delay); the following ticks use the new delay.
  public var delay: TimeInterval {
    get { lock.withLock { _delay } }
    set {
      lock.withLock {
        _delay = newValue
        guard tick != nil, nextTick < scheduler.now else { return }
        scheduleTick(at: lastTick + newValue)
      }
    }
  }

  /// Whether the call starting a series runs at once (true) or is held for the first tick like the later ones.
  public var fireInitialCall: Bool {
    get { lock.withLock { _fireInitialCall } }
    set { lock.withLock { _fireInitialCall = newValue } }
  }

  /// The clock the ticks are measured on.
  public let scheduler: Scheduler

  private let lock = NSLock()
  private var _delay: TimeInterval
  private var _fireInitialCall = true
  /// The next tick; `nil` when no series runs.
  private var tick: InstantSearchCore.Cancellable?
  /// Tells the current tick from the ones it replaced.
  private var generation = 0
  /// The latest call waiting for a tick.
  private var pending: Call?
  /// When the series started or last ticked, and when it ticks next, on the scheduler's clock.
  private var lastTick: TimeInterval = 0
  private var nextTick: TimeInterval = 0

  /// Creates a throttler with no series running, ticking on the main run loop.
  ///
  /// - Parameter delay: The minimum time between two calls that run, in seconds.
  public convenience init(delay: TimeInterval, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.v1Throttler, file: file, line: line)
    self.init(delay: delay, scheduler: RunLoopScheduler.main)
  }

  /// Creates a throttler with no series running, ticking on a scheduler's clock (a manual one in tests).
  public init(delay: TimeInterval, scheduler: Scheduler) {
    _delay = delay
    self.scheduler = scheduler
    super.init()
  }

  /// Runs `block` now if it starts a series and ``fireInitialCall`` is true; otherwise keeps it for the next tick,
  /// in place of any block already waiting.
  public func call(_ block: @escaping Call) {
    let runNow: Bool = lock.withLock {
      guard tick == nil else {
        pending = block
        return false
      }
      lastTick = scheduler.now
      scheduleTick(at: lastTick + _delay)
      if _fireInitialCall { return true }
      pending = block
      return false
    }
    if runNow { block() }
  }

  /// Runs the pending call and schedules the next tick, or ends the series when there is none.
  private func fire(_ current: Int) {
    let block: Call? = lock.withLock {
      guard generation == current, tick != nil else { return nil }
      lastTick = nextTick
      guard let block = pending else {
        tick = nil
        return nil
      }
      pending = nil
      scheduleTick(at: followingTick())
      return block
    }
    block?()
  }

  /// The tick after the current one: a delay later, skipping the ticks a busy clock already missed, as a repeating
  /// timer does. Call with the lock held.
  private func followingTick() -> TimeInterval {
    let period = max(_delay, 0)
    let now = scheduler.now
    guard period > 0 else { return now }
    let next = lastTick + period
    return next >= now ? next : next + ((now - next) / period).rounded(.up) * period
  }

  /// Replaces the next tick by one at `time` (at once when it has passed). The tick retains the throttler until
  /// the series ends, as v1's timer retained its target. Call with the lock held.
  private func scheduleTick(at time: TimeInterval) {
    tick?.cancel()
    generation += 1
    let current = generation
    nextTick = time
    tick = scheduler.schedule(after: max(0, time - scheduler.now)) { [self] in fire(current) }
  }
}
