import InstantSearch
import XCTest

/// `ResponseTimeStats` timing the requests of a v1 `Searcher` over a custom backend with small delays.
final class ResponseTimeStatsTests: XCTestCase {
  private var tokens: [NSObjectProtocol] = []

  override func tearDown() {
    tokens.forEach(NotificationCenter.default.removeObserver)
    tokens = []
    super.tearDown()
  }

  /// A searcher over the catalogue answering after `delay`, with stats observing it.
  private func timed(delay: TimeInterval) -> (backend: CatalogueBackend, searcher: Searcher, stats: ResponseTimeStats, log: DeliveryLog) {
    let backend = CatalogueBackend()
    backend.delay = delay
    let searcher = Searcher(index: backend)
    let log = DeliveryLog()
    searcher.delegate = log
    return (backend, searcher, ResponseTimeStats(searcher: searcher), log)
  }

  /// Counts the update notifications of some stats, with whether a request was running at each.
  private func updates(of stats: ResponseTimeStats) -> () -> [Bool] {
    final class Seen { var running: [Bool] = [] }
    let seen = Seen()
    tokens.append(NotificationCenter.default.addObserver(forName: ResponseTimeStats.UpdateNotification, object: stats, queue: nil) {
      [weak stats] _ in seen.running.append(stats?.requestStats.contains(where: \.running) ?? false)
    })
    return { seen.running }
  }

  func test_defaults() {
    let stats = ResponseTimeStats()
    XCTAssertEqual(stats.amnesiaDelay, 20)
    XCTAssertEqual(stats.maxRequestsInHistory, 100)
    XCTAssertEqual(stats.triggerDelays, [])
    XCTAssertTrue(stats.requestStats.isEmpty)
    XCTAssertEqual(ResponseTimeStats.UpdateNotification.rawValue, "update")
  }

  func test_request_startsWithItsSearchNotification_andStopsWithItsResult() {
    let (_, searcher, stats, log) = timed(delay: 0.1)
    let seen = updates(of: stats)
    searcher.search()
    XCTAssertTrue(stats.requestStats.isEmpty, "the search notification is posted asynchronously")
    waitUntil { stats.requestStats.count == 1 }
    let stat = stats.requestStats[0]
    XCTAssertTrue(stat.running)
    XCTAssertFalse(stat.completed)
    XCTAssertNil(stat.stopDate)
    XCTAssertEqual(seen(), [], "a start alone posts no update")
    let early = stat.duration
    spinMainLoop(0.02)
    XCTAssertGreaterThan(stat.duration, early, "a running request's duration grows")
    waitUntil { log.results.count == 1 }
    XCTAssertFalse(stat.running)
    XCTAssertTrue(stat.completed)
    XCTAssertFalse(stat.cancelled)
    XCTAssertEqual(stat.seqNo, log.userInfos[0][Searcher.userInfoSeqNoKey] as? Int)
    XCTAssertEqual(stat.duration, stat.stopDate!.timeIntervalSince(stat.startDate))
    XCTAssertGreaterThanOrEqual(stat.duration, 0.09)
    XCTAssertEqual(seen(), [false])
  }

  func test_error_completesTheRequest() {
    let (backend, searcher, stats, log) = timed(delay: 0.01)
    backend.failure = URLError(.notConnectedToInternet)
    searcher.search()
    waitUntil { log.errors.count == 1 }
    XCTAssertEqual(stats.requestStats.map(\.completed), [true])
  }

  func test_cancel_stopsTheRequestAsCancelled() {
    let (_, searcher, stats, _) = timed(delay: 0.3)
    let seen = updates(of: stats)
    searcher.search()
    waitUntil { stats.requestStats.count == 1 }
    searcher.cancelPendingRequests()
    let stat = stats.requestStats[0]
    XCTAssertTrue(stat.cancelled)
    XCTAssertFalse(stat.running)
    XCTAssertFalse(stat.completed)
    XCTAssertEqual(seen(), [false])
  }

  /// v1 left such a request running forever; here it is an instantaneous cancelled stat.
  func test_cancelBeforeTheSearchNotification_isRecordedAsInstantaneous() {
    let (_, searcher, stats, _) = timed(delay: 0.1)
    searcher.search()
    searcher.cancelPendingRequests()
    waitUntil { stats.requestStats.count == 1 }
    let stat = stats.requestStats[0]
    XCTAssertTrue(stat.cancelled)
    XCTAssertFalse(stat.running)
    XCTAssertEqual(stat.duration, 0)
    spinMainLoop(0.2)
    XCTAssertEqual(stats.requestStats.count, 1)
    XCTAssertFalse(stats.requestStats[0].running)
  }

  /// A synchronous answer is delivered on the completion queue after the search notification, so its stat runs
  /// from that notification to the result and completes.
  func test_synchronousAnswer_isRecordedAsACompletedStat() {
    let (backend, searcher, stats, log) = timed(delay: 0)
    backend.answersSynchronously = true
    searcher.search()
    waitUntil { log.results.count == 1 && stats.requestStats.count == 1 }
    XCTAssertTrue(stats.requestStats[0].completed)
    XCTAssertLessThan(stats.requestStats[0].duration, 1, "the answer came at once; only queue hops are timed")
  }

  func test_amnesia_forgetsFinishedRequestsAfterTheDelay() {
    let (_, searcher, stats, log) = timed(delay: 0.01)
    stats.amnesiaDelay = 0.15
    searcher.search()
    waitUntil { log.results.count == 1 }
    searcher.search()
    waitUntil { log.results.count == 2 }
    XCTAssertEqual(stats.requestStats.count, 2)
    spinMainLoop(0.25)
    searcher.search()
    waitUntil { log.results.count == 3 }
    XCTAssertEqual(stats.requestStats.map(\.seqNo), [log.userInfos[2][Searcher.userInfoSeqNoKey] as? Int])
  }

  func test_amnesia_keepsRunningRequests_triggerRefreshesWhileRunning() {
    let (backend, searcher, stats, log) = timed(delay: 0.01)
    let seen = updates(of: stats)
    stats.amnesiaDelay = 0.05
    stats.triggerDelays = [0.15]
    searcher.search()
    waitUntil { log.results.count == 1 }
    backend.delay = 0.4
    searcher.search()
    waitUntil { seen().count == 2 }
    XCTAssertEqual(seen(), [false, true], "the trigger refreshed while the slow request ran")
    XCTAssertEqual(stats.requestStats.count, 1, "the old finished request is forgotten")
    XCTAssertTrue(stats.requestStats[0].running, "a running request is never forgotten")
  }

  func test_triggerDelays_refreshOnlyWhileARequestRuns() {
    let (backend, searcher, stats, log) = timed(delay: 0.3)
    let seen = updates(of: stats)
    stats.triggerDelays = [0.05, 0.1]
    searcher.search()
    waitUntil { log.results.count == 1 }
    XCTAssertEqual(seen(), [true, true, false])
    backend.delay = 0.01
    searcher.search()
    waitUntil { log.results.count == 2 }
    spinMainLoop(0.2)
    XCTAssertEqual(seen().count, 4, "the checks of a request that already ended post nothing")
  }

  func test_maxRequestsInHistory_keepsTheMostRecent() {
    let (_, searcher, stats, log) = timed(delay: 0.01)
    stats.maxRequestsInHistory = 2
    for round in 1...4 {
      searcher.search()
      waitUntil { log.results.count == round }
    }
    XCTAssertEqual(stats.requestStats.map(\.seqNo), log.userInfos.suffix(2).map { $0[Searcher.userInfoSeqNoKey] as? Int })
  }

  func test_onlyObservedSearchers_andNotRetained() {
    let backend = CatalogueBackend()
    let stats = ResponseTimeStats()
    let other = Searcher(index: backend)
    let log = DeliveryLog()
    other.delegate = log
    other.search()
    waitUntil { log.results.count == 1 }
    XCTAssertTrue(stats.requestStats.isEmpty)
    stats.addSearcher(other)
    other.search()
    waitUntil { log.results.count == 2 }
    XCTAssertEqual(stats.requestStats.count, 1)
    stats.removeSearcher(other)
    other.search()
    waitUntil { log.results.count == 3 }
    XCTAssertEqual(stats.requestStats.count, 1)
    weak var released: Searcher?
    do {
      let searcher = Searcher(index: backend)
      stats.addSearcher(searcher)
      released = searcher
    }
    XCTAssertNil(released)
  }

  func test_clearHistory_forgetsEverythingAndPostsAnUpdate() {
    let (_, searcher, stats, log) = timed(delay: 0.01)
    let seen = updates(of: stats)
    searcher.search()
    waitUntil { log.results.count == 1 }
    stats.clearHistory()
    XCTAssertTrue(stats.requestStats.isEmpty)
    XCTAssertEqual(seen().count, 2)
  }

  /// On Linux a `deinit` removing observers while the center releases the closure that held the object traps;
  /// the stats remove theirs later.
  func test_releasedByARemovedObserver_doesNotTrap() {
    weak var released: ResponseTimeStats?
    do {
      let stats = ResponseTimeStats()
      released = stats
      let token = NotificationCenter.default.addObserver(forName: ResponseTimeStats.UpdateNotification, object: stats, queue: nil) { _ in
        _ = stats.requestStats
      }
      NotificationCenter.default.removeObserver(token)
    }
    XCTAssertNil(released)
  }
}
