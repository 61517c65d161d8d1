import Foundation

/// Runs only the last of a burst of calls, once ``delay`` seconds have passed without a newer call.
///
/// Each call replaces the block waiting to run and restarts a one-shot timer. The timer runs on the calling
/// thread's run loop, as in v1 (so the main thread's when called from the main thread); a call made from a thread
/// whose run loop is not running (a dispatch queue) uses the main run loop instead, so its block still runs.
/// A debouncer with a waiting block stays alive until the block runs, as v1's timer retained its target.
/// This is the v1 debouncer, distinct from `InstantSearchCore.Debouncer`.
public final class Debouncer: NSObject, Caller {
  /// How long calls must stop before the last one runs, in seconds. A change applies from the next call.
  public var delay: TimeInterval {
    get { lock.withLock { _delay } }
    set { lock.withLock { _delay = newValue } }
  }

  private let lock = NSLock()
  private var _delay: TimeInterval
  /// The one-shot timer of the waiting block; `nil` when nothing waits.
  private var timer: DetachableTimer?
  /// The block that runs when ``timer`` fires.
  private var pending: Call?

  /// Creates a debouncer with nothing waiting.
  ///
  /// - Parameter delay: How long calls must stop before the last one runs, in seconds.
  public init(delay: TimeInterval) {
    _delay = delay
    super.init()
  }

  /// Keeps `block` in place of any waiting one and restarts the wait of ``delay`` seconds.
  public func call(_ block: @escaping Call) {
    let started: DetachableTimer = lock.withLock {
      timer?.invalidate()
      pending = block
      let started = DetachableTimer(fireAt: Date().addingTimeInterval(_delay), interval: 0, repeats: false) {
        [self] firing in fire(firing)
      }
      timer = started
      return started
    }
    started.schedule(on: Debouncer.runLoopForCurrentThread())
  }

  /// Runs the waiting block if `firing` belongs to the current timer.
  private func fire(_ firing: Timer) {
    let block: Call? = lock.withLock {
      guard let current = timer, current.timer === firing else { return nil }
      current.invalidate()
      timer = nil
      defer { pending = nil }
      return pending
    }
    block?()
  }

  /// The current thread's run loop when it can fire timers (the main thread's, or one that is running); the main
  /// run loop otherwise.
  private static func runLoopForCurrentThread() -> RunLoop {
    if Thread.isMainThread || RunLoop.current.currentMode != nil { return .current }
    return .main
  }
}
