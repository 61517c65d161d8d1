import Foundation

/// Lets calls through at most once per ``delay``: the call that starts a series, then, at each tick, the latest
/// call made since the previous one.
///
/// A series starts with a call made while none runs, and ticks every ``delay`` seconds on a repeating timer of the
/// main run loop; the first tick that finds no pending call ends it. Pending calls therefore run on the main thread
/// while its run loop runs, and the last call of a burst always runs eventually. The call starting a series runs
/// synchronously, on the calling thread, when ``fireInitialCall`` is true. Meant for the main thread, as in v1;
/// other threads may call it safely.
public final class Throttler: NSObject, Caller {
  /// The minimum time between two calls that run, in seconds.
  ///
  /// Changing it during a series keeps the date of the next tick (or, when that date has already passed, moves the
  /// tick to the previous tick plus the new delay); the following ticks use the new delay.
  public var delay: TimeInterval {
    get { lock.withLock { _delay } }
    set {
      let timer: DetachableTimer? = lock.withLock {
        _delay = newValue
        return rescheduleSeries()
      }
      timer?.schedule(on: .main)
    }
  }

  /// Whether the call starting a series runs at once (true) or is held for the first tick like the later ones.
  public var fireInitialCall: Bool {
    get { lock.withLock { _fireInitialCall } }
    set { lock.withLock { _fireInitialCall = newValue } }
  }

  private let lock = NSLock()
  private var _delay: TimeInterval
  private var _fireInitialCall = true
  /// The ticking timer; `nil` when no series runs.
  private var timer: DetachableTimer?
  /// The latest call waiting for a tick.
  private var pending: Call?
  /// When the series started or last ticked.
  private var lastTick = Date()

  /// Creates a throttler with no series running.
  ///
  /// - Parameter delay: The minimum time between two calls that run, in seconds.
  public init(delay: TimeInterval) {
    _delay = delay
    super.init()
  }

  /// Runs `block` now if it starts a series and ``fireInitialCall`` is true; otherwise keeps it for the next tick,
  /// in place of any block already waiting.
  public func call(_ block: @escaping Call) {
    let (startedTimer, runNow): (DetachableTimer?, Bool) = lock.withLock {
      guard timer == nil else {
        pending = block
        return (nil, false)
      }
      lastTick = Date()
      let started = makeTimer(firingAt: lastTick.addingTimeInterval(_delay))
      timer = started
      if _fireInitialCall { return (started, true) }
      pending = block
      return (started, false)
    }
    startedTimer?.schedule(on: .main)
    if runNow { block() }
  }

  /// Runs the pending call, or ends the series when there is none.
  private func tick(_ firing: Timer) {
    let block: Call? = lock.withLock {
      guard let current = timer, current.timer === firing else { return nil }
      lastTick = Date()
      if let block = pending {
        pending = nil
        return block
      }
      current.invalidate()
      timer = nil
      return nil
    }
    block?()
  }

  /// Replaces the running series' timer by one ticking every ``delay`` from the next tick date; returns it, to be
  /// scheduled once the lock is released. Call with the lock held.
  private func rescheduleSeries() -> DetachableTimer? {
    guard let current = timer else { return nil }
    var next = current.fireDate
    if next < Date() { next = lastTick.addingTimeInterval(_delay) }
    current.invalidate()
    let replacement = makeTimer(firingAt: next)
    timer = replacement
    return replacement
  }

  /// A repeating timer with the current delay (a zero or negative delay ticks as often as possible). The timer
  /// retains the throttler until the series ends, as v1's timer retained its target.
  private func makeTimer(firingAt date: Date) -> DetachableTimer {
    DetachableTimer(fireAt: date, interval: max(_delay, Throttler.shortestInterval), repeats: true) { [self] timer in
      tick(timer)
    }
  }

  /// The shortest period a repeating timer accepts (Foundation turns a zero period into a one-shot timer).
  private static let shortestInterval: TimeInterval = 1e-7
}
