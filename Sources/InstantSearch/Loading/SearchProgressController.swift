import Foundation
import InstantSearchCore

/// Follows a searcher's requests and tells its delegate when searching starts and stops, ignoring requests that
/// complete within a grace delay.
///
/// It re-evaluates on each search, result, error and cancel notification of its searcher. While requests are
/// pending it becomes ``running``, after ``graceDelay`` counted from the first notification of the busy period;
/// when none is pending it stops at once, and a request answered within the delay produces no event.
///
/// The searcher posts a cancel notification while the cancelled request is still pending, as v1 did, so
/// cancelling the last pending request (``Searcher/reset()``, for instance) does not stop a running controller:
/// it stays running until the searcher's next notification, and with a grace delay may even start afterwards.
///
/// Like v1 it does no locking: use it on the searcher's completion queue (main by default), where the grace
/// timer fires too.
public class SearchProgressController: NSObject {
  /// The searcher followed.
  public let searcher: Searcher

  /// Told when ``running`` changes.
  public weak var delegate: SearchProgressDelegate?

  /// How long, in seconds, requests must be pending before ``running`` becomes `true`; `0` by default (at once).
  public var graceDelay: TimeInterval = 0

  /// Whether the searcher is considered busy; `false` at first.
  ///
  /// Becoming `true` calls ``SearchProgressDelegate/searchDidStart(_:)``, becoming `false`
  /// ``SearchProgressDelegate/searchDidStop(_:)``; an assignment of the same value calls nothing.
  public private(set) var running: Bool = false {
    didSet {
      guard running != oldValue else { return }
      if running { delegate?.searchDidStart(self) } else { delegate?.searchDidStop(self) }
    }
  }

  /// The clock of the grace delay; real time on the searcher's completion queue by default (a manual scheduler
  /// in tests). Its work must run on the completion queue.
  public var scheduler: Scheduler

  private var graceTimer: InstantSearchCore.Cancellable?
  private var observationTokens: [NSObjectProtocol] = []

  /// Creates a controller following a searcher's notifications until it is released.
  public init(searcher: Searcher, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.progressController, file: file, line: line)
    self.searcher = searcher
    scheduler = DispatchQueueScheduler(queue: searcher.completionQueue)
    super.init()
    let center = NotificationCenter.default
    let observed = [Searcher.SearchNotification, Searcher.ResultNotification, Searcher.ErrorNotification, Searcher.CancelNotification]
    for name in observed {
      observationTokens.append(center.addObserver(forName: name, object: searcher, queue: nil) { [weak self] _ in
        guard let self else { return }
        self.update(isBusy: self.searcher.hasPendingRequests)
      })
    }
  }

  deinit {
    observationTokens.forEach(NotificationCenter.default.removeObserver)
    graceTimer?.cancel()
  }

  /// Stops when idle; when busy and not running, starts now or once the grace delay has passed.
  private func update(isBusy: Bool) {
    guard isBusy else {
      invalidateGraceTimer()
      running = false
      return
    }
    guard !running else { return }
    if graceDelay <= 0 {
      running = true
    } else if graceTimer == nil {
      scheduleGraceTimer()
    }
  }

  /// Sets ``running`` after the grace delay, on the searcher's completion queue, unless invalidated before.
  private func scheduleGraceTimer() {
    graceTimer = scheduler.schedule(after: graceDelay) { [weak self] in self?.graceTimerFired() }
  }

  private func graceTimerFired() {
    graceTimer = nil
    running = true
  }

  private func invalidateGraceTimer() {
    graceTimer?.cancel()
    graceTimer = nil
  }
}
