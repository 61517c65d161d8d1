import Foundation

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
    /// Requests that ended before their start was observed, by sequence number.
    var earlyStops: [Int: (date: Date, cancelled: Bool)] = [:]
  }

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
  /// ``UpdateNotification`` posted; checked on the main queue. Empty by default.
  public var triggerDelays: [TimeInterval] {
    get { withState { $0.triggerDelays } }
    set { withState { $0.triggerDelays = newValue } }
  }

  /// The recorded requests, oldest first.
  public var requestStats: [RequestStat] { withState { $0.stats } }

  /// Creates stats observing no searcher.
  public override init() {
    super.init()
    let names = [Searcher.SearchNotification, Searcher.ResultNotification, Searcher.ErrorNotification, Searcher.CancelNotification]
    observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] in self?.observe($0) }
    }
  }

  /// Creates stats observing one searcher.
  public convenience init(searcher: Searcher) {
    self.init()
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
