import Foundation

/// A ``RequestStrategy`` that adapts to the network: searches launch at once while responses are quick, are
/// throttled when they slow down, and are dropped (until a final search) when they become very slow.
///
/// The mode follows ``stats``: it is re-evaluated on each of its updates and before each search that is not final
/// (see ``Mode``). A search whose user info has ``Searcher/userInfoIsFinalKey`` set to true always launches at
/// once. Keep a reference to the strategy: ``Searcher/strategy`` is weak.
///
/// v1 made ``mode`` observable with key-value observing, which Foundation does not offer on Linux; observe
/// ``ModeSwitchNotification`` instead. It is posted on the thread that re-evaluated the mode: the one the stats
/// update came from (where the searcher's notifications arrive, main by default) or the one searching.
///
/// The throttled searches tick on the clock of the stats' ``ResponseTimeStats/scheduler`` (the main run loop's
/// timers by default), so a test driving the stats with a manual scheduler drives the throttling too.
public final class AdaptiveNetworkStrategy: NSObject, RequestStrategy {
  /// How searches launch.
  public enum Mode: Int {
    /// At once. Chosen when the last request completed under ``throttleThreshold``, or when the recent requests
    /// average under it (both the average of all of them, running and cancelled ones included, and that of the
    /// completed ones).
    case Realtime = 1
    /// Through a ``Throttler`` per searcher, at most once per ``throttleDelay``. Chosen otherwise when both
    /// averages are under ``manualThreshold``.
    case Throttled = 2
    /// Not at all: each search is dropped with a ``DropNotification``. Only final searches launch.
    case Manual = 3
  }

  /// Posted when ``mode`` changes; object: the strategy.
  public static let ModeSwitchNotification = Notification.Name("modeSwitch")
  /// Posted when a search is dropped in ``Mode/Manual`` mode; object: the strategy, no user info.
  public static let DropNotification = Notification.Name("drop")

  /// The response times deciding the mode.
  public let stats: ResponseTimeStats

  private let lock = NSLock()
  private var _throttleDelay: TimeInterval = 0.5
  private var _windowSize = 5
  private var _throttleThreshold: TimeInterval = 0.5
  private var _manualThreshold: TimeInterval = 3.0
  private var _mode = Mode.Realtime
  private var throttlers: [ObjectIdentifier: (searcher: WeakReference<Searcher>, throttler: Throttler)] = [:]
  private var observer: NSObjectProtocol?

  /// The least time between two throttled searches, in seconds: the recent completed requests' average, but no
  /// less than ``throttleThreshold``; set when ``Mode/Throttled`` is chosen (0.5).
  public var throttleDelay: TimeInterval { lock.withLock { _throttleDelay } }

  /// How many of the most recent requests the averages cover (5).
  public var windowSize: Int {
    get { lock.withLock { _windowSize } }
    set { lock.withLock { _windowSize = newValue } }
  }

  /// The average response time, in seconds, from which searches are throttled (0.5).
  public var throttleThreshold: TimeInterval {
    get { lock.withLock { _throttleThreshold } }
    set {
      lock.withLock { _throttleThreshold = newValue }
      updateTriggerDelays()
    }
  }

  /// The average response time, in seconds, from which searches are dropped (3.0).
  public var manualThreshold: TimeInterval {
    get { lock.withLock { _manualThreshold } }
    set {
      lock.withLock { _manualThreshold = newValue }
      updateTriggerDelays()
    }
  }

  /// How searches launch now (``Mode/Realtime`` at first).
  public var mode: Mode { lock.withLock { _mode } }

  /// Creates a strategy in ``Mode/Realtime`` mode following some stats, and makes the stats refresh when a
  /// request runs longer than either threshold.
  public init(stats: ResponseTimeStats, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.adaptiveStrategy, file: file, line: line)
    self.stats = stats
    super.init()
    updateTriggerDelays()
    observer = NotificationCenter.default.addObserver(forName: ResponseTimeStats.UpdateNotification, object: stats, queue: nil) {
      [weak self] _ in self?.evaluate()
    }
  }

  deinit { NotificationCenter.default.removeObserversLater(observer.map { [$0] } ?? []) }

  /// Launches, throttles or drops a search according to the mode; a final search launches at once.
  public func performSearch(from searcher: Searcher, userInfo: [String: Any], with callback: @escaping ([String: Any]) -> Void) {
    if userInfo[Searcher.userInfoIsFinalKey] as? Bool == true { return callback(userInfo) }
    evaluate()
    switch mode {
    case .Realtime: callback(userInfo)
    case .Throttled: throttler(for: searcher).call { callback(userInfo) }
    case .Manual: NotificationCenter.default.post(name: AdaptiveNetworkStrategy.DropNotification, object: self)
    }
  }

  /// Chooses the mode from the stats; a new throttle delay goes to every throttler, a new mode is announced.
  private func evaluate() {
    let stats = self.stats.requestStats
    let (switched, retimed, delay): (Bool, [Throttler], TimeInterval) = lock.withLock {
      let measure = Measure(stats, windowSize: _windowSize, throttleThreshold: _throttleThreshold)
      let chosen = measure.mode(throttleThreshold: _throttleThreshold, manualThreshold: _manualThreshold)
      var retimed: [Throttler] = []
      if chosen == .Throttled {
        let delay = measure.throttleDelay(throttleThreshold: _throttleThreshold)
        if delay != _throttleDelay { retimed = throttlers.values.map(\.throttler) }
        _throttleDelay = delay
      }
      defer { _mode = chosen }
      return (chosen != _mode, retimed, _throttleDelay)
    }
    retimed.forEach { $0.delay = delay }
    if switched { NotificationCenter.default.post(name: AdaptiveNetworkStrategy.ModeSwitchNotification, object: self) }
  }

  /// Makes the stats refresh when a request runs longer than either threshold.
  private func updateTriggerDelays() {
    stats.triggerDelays = lock.withLock { [_throttleThreshold, _manualThreshold] }
  }

  /// The searcher's throttler, created with the current ``throttleDelay``.
  private func throttler(for searcher: Searcher) -> Throttler {
    lock.withLock {
      throttlers = throttlers.filter { $0.value.searcher.object != nil }
      if let entry = throttlers[ObjectIdentifier(searcher)], entry.searcher.object === searcher { return entry.throttler }
      let throttler = Throttler(delay: _throttleDelay, scheduler: stats.scheduler)
      throttlers[ObjectIdentifier(searcher)] = (WeakReference(searcher), throttler)
      return throttler
    }
  }
}
