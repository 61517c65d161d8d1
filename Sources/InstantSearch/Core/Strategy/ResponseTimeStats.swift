import Foundation
import InstantSearchCore

/// Times the requests of the searchers it observes, keeping a recent history that ``AdaptiveNetworkStrategy``
/// reads to choose its mode.
///
/// A request starts when its searcher's ``Searcher/SearchNotification`` is observed and stops with its result,
/// error or cancel notification. After each stop the history is refreshed — stats finished more than
/// ``amnesiaDelay`` ago are forgotten, only the last ``maxRequestsInHistory`` are kept — and ``UpdateNotification``
/// is posted. ``triggerDelays`` add refreshes while a slow request is still running.
///
/// v1 left a request that ended before its search notification arrived (cancelled at once, or answered
/// synchronously, since that notification is posted asynchronously) as a stat running forever, which kept raising
/// the averages. Here the early end is remembered and such a request is recorded as an instantaneous stat, stopped
/// the way it ended.
///
/// Times are read on ``scheduler``'s clock, real time by default; a test gives the stats a manual scheduler and
/// advances it, so the durations it asserts are exact and nothing sleeps.
public final class ResponseTimeStats: NSObject {
  /// Posted after each refresh of the history; object: the stats.
  public static let UpdateNotification = Notification.Name("update")

  /// Everything that changes, guarded by one lock: notifications arrive on any thread.
  struct State {
    var amnesiaDelay: TimeInterval = 20
    var maxRequestsInHistory = 100
    var triggerDelays: [TimeInterval] = []
    var stats: [RequestStat] = []
    var searchers = WeakSet<Searcher>()
    /// Requests that ended before their start was observed, by sequence number, with when they ended.
    var earlyStops: [Int: (time: TimeInterval, cancelled: Bool)] = [:]
  }

  /// The clock requests are timed on and the trigger checks wait on: the main run loop's timers on real time by
  /// default.
  public let scheduler: Scheduler

  /// The clock's reading at the reference date, so that its times become dates.
  let clockAtReferenceDate: TimeInterval

  private let lock = NSLock()
  private var state = State()
  private var observers: [NSObjectProtocol] = []

  /// How long a finished request stays in the history, in seconds (20).
  public var amnesiaDelay: TimeInterval {
    get { withState { $0.amnesiaDelay } }
    set { withState { $0.amnesiaDelay = newValue } }
  }

  /// The most requests the history keeps; the oldest go first (100).
  public var maxRequestsInHistory: Int {
    get { withState { $0.maxRequestsInHistory } }
    set { withState { $0.maxRequestsInHistory = newValue } }
  }

  /// Delays after a request's start at which, if any request is still running, the history is refreshed and
  /// ``UpdateNotification`` posted; checked where ``scheduler`` runs its work (the main run loop by default).
  /// Empty by default.
  public var triggerDelays: [TimeInterval] {
    get { withState { $0.triggerDelays } }
    set { withState { $0.triggerDelays = newValue } }
  }

  /// The recorded requests, oldest first.
  public var requestStats: [RequestStat] { withState { $0.stats } }

  /// Creates stats observing no searcher, timing on real time.
  public override convenience init() {
    self.init(scheduler: RunLoopScheduler.main)
  }

  /// Creates stats observing no searcher, timing on a scheduler's clock (a manual one in tests).
  public init(scheduler: Scheduler) {
    self.scheduler = scheduler
    clockAtReferenceDate = scheduler.now - Date().timeIntervalSinceReferenceDate
    super.init()
    let names = [Searcher.SearchNotification, Searcher.ResultNotification, Searcher.ErrorNotification, Searcher.CancelNotification]
    observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] in self?.observe($0) }
    }
  }

  /// Creates stats observing one searcher, timing on real time unless given another scheduler.
  public convenience init(searcher: Searcher, scheduler: Scheduler = RunLoopScheduler.main) {
    self.init(scheduler: scheduler)
    addSearcher(searcher)
  }

  deinit { NotificationCenter.default.removeObserversLater(observers) }

  /// Starts timing a searcher's requests; the searcher is not retained.
  public func addSearcher(_ searcher: Searcher) { withState { $0.searchers.add(searcher) } }

  /// Stops timing a searcher's requests; those already recorded stay.
  public func removeSearcher(_ searcher: Searcher) { withState { $0.searchers.remove(searcher) } }

  /// Forgets every recorded request and posts ``UpdateNotification``.
  public func clearHistory() {
    withState { state in
      state.stats = []
      state.earlyStops = [:]
    }
    NotificationCenter.default.post(name: ResponseTimeStats.UpdateNotification, object: self)
  }

  /// Reads or changes the state under the lock.
  func withState<T>(_ body: (inout State) -> T) -> T { lock.withLock { body(&state) } }

  /// Whether a searcher's requests are timed.
  func isObserving(_ searcher: Searcher) -> Bool { withState { $0.searchers.contains(object: searcher) } }
}
