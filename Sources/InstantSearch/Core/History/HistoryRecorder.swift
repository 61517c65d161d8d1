import Foundation
import InstantSearchCore

/// Records the searches of a ``Searcher`` into a ``History``: a final search at once, as-you-type searches only
/// when typing pauses for ``delay`` seconds.
///
/// The recorder watches the searcher's ``Searcher/SearchNotification`` (so load-more requests count too, which
/// only refreshes their text's recency). A search whose user info has `isFinal` set to true is added when it is
/// launched; any other is handed to a ``Debouncer``, so only the last search of a burst is added. The recorder
/// keeps its searcher and history alive, and stops recording when released.
public final class HistoryRecorder: NSObject {
  /// The searcher whose searches are recorded.
  public let searcher: Searcher
  /// Where the searches are recorded.
  public let history: History
  /// How long searching must pause before an as-you-type search is recorded, in seconds (1).
  public var delay: TimeInterval = 1.0 {
    didSet { debouncer.delay = delay }
  }

  private let debouncer: Debouncer
  private var observation: NSObjectProtocol?

  /// Starts recording the searches of `searcher` into `history`.
  ///
  /// - Parameters:
  ///   - searcher: The searcher to watch.
  ///   - history: Where to record its searches.
  ///   - scheduler: The clock of the debounce delay; run-loop timers by default (a manual clock in tests).
  public init(searcher: Searcher, history: History, scheduler: Scheduler = RunLoopScheduler.callingThread, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.historyRecorder, file: file, line: line)
    self.searcher = searcher
    self.history = history
    debouncer = Debouncer(delay: 1.0, scheduler: scheduler)
    super.init()
    observation = NotificationCenter.default.addObserver(forName: Searcher.SearchNotification, object: searcher, queue: nil) {
      [weak self] notification in self?.record(notification.userInfo ?? [:])
    }
  }

  deinit {
    observation.map(NotificationCenter.default.removeObserver)
  }

  /// Adds the search's parameters now when it is final, after the debounce delay otherwise.
  private func record(_ userInfo: [AnyHashable: Any]) {
    guard let params = userInfo[Searcher.userInfoParamsKey] as? SearchParameters else { return }
    let history = self.history
    if userInfo[Searcher.userInfoIsFinalKey] as? Bool == true {
      history.add(params)
    } else {
      debouncer.call { history.add(params) }
    }
  }
}
