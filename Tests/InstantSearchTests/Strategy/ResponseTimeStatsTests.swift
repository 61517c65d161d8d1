import InstantSearch
import InstantSearchTestKit
import XCTest

/// `ResponseTimeStats` timing the requests of a v1 `Searcher` over a custom backend, both on a manual clock: the
/// backend answers when the test advances the clock, so every duration is exact and nothing sleeps.
final class ResponseTimeStatsTests: XCTestCase {
  private var tokens: [NSObjectProtocol] = []

  override func tearDown() {
    tokens.forEach(NotificationCenter.default.removeObserver)
    tokens = []
    super.tearDown()
  }

  private struct Timed {
    let backend: CatalogueBackend
    let searcher: Searcher
    let stats: ResponseTimeStats
    let log: DeliveryLog
    let clock: ManualScheduler
  }

  /// A searcher over the catalogue answering `delay` seconds of a manual clock after each call, with stats
  /// timing it on that clock.
  private func timed(delay: TimeInterval) -> Timed {
    let clock = ManualScheduler()
    let backend = CatalogueBackend()
    backend.clock = clock
    backend.delay = delay
    let searcher = Searcher(index: backend)
    let log = DeliveryLog()
    searcher.delegate = log
    return Timed(backend: backend, searcher: searcher, stats: ResponseTimeStats(searcher: searcher, scheduler: clock), log: log, clock: clock)
  }

  /// Searches, lets the stats see the start, then advances the clock by the backend's delay and awaits the results.
  private func answer(_ timed: Timed, file: StaticString = #filePath, line: UInt = #line) {
    timed.searcher.search()
    drainMainQueue()
    awaitNextResults(of: timed.searcher, file: file, line: line) { timed.clock.advance(by: timed.backend.delay) }
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

  private func seqNo(_ userInfo: [String: Any]) -> Int? { userInfo[Searcher.userInfoSeqNoKey] as? Int }

  func test_defaults() {
    let stats = ResponseTimeStats()
    XCTAssertEqual(stats.amnesiaDelay, 20)
    XCTAssertEqual(stats.maxRequestsInHistory, 100)
    XCTAssertEqual(stats.triggerDelays, [])
    XCTAssertTrue(stats.requestStats.isEmpty)
    XCTAssertTrue(stats.scheduler === RunLoopScheduler.main, "real time by default")
    XCTAssertEqual(ResponseTimeStats.UpdateNotification.rawValue, "update")
  }

  func test_request_startsWithItsSearchNotification_andStopsWithItsResult() throws {
    let timed = timed(delay: 0.25)
    let seen = updates(of: timed.stats)
    timed.clock.advance(by: 1)
    timed.searcher.search()
    XCTAssertTrue(timed.stats.requestStats.isEmpty, "the search notification is posted asynchronously")
    drainMainQueue()
    let stat = try XCTUnwrap(timed.stats.requestStats.first)
    XCTAssertEqual(timed.stats.requestStats.count, 1)
    XCTAssertEqual(stat.startTime, 1)
    XCTAssertTrue(stat.running)
    XCTAssertFalse(stat.completed)
    XCTAssertNil(stat.stopDate)
    XCTAssertEqual(seen(), [], "a start alone posts no update")
    XCTAssertEqual(stat.duration, 0)
    timed.clock.advance(by: 0.125)
    XCTAssertEqual(stat.duration, 0.125, "a running request's duration grows with the clock")
    awaitNextResults(of: timed.searcher) { timed.clock.advance(by: 0.125) }
    XCTAssertFalse(stat.running)
    XCTAssertTrue(stat.completed)
    XCTAssertFalse(stat.cancelled)
    XCTAssertEqual(stat.seqNo, seqNo(timed.log.userInfos[0]))
    XCTAssertEqual(stat.stopTime, 1.25)
    XCTAssertEqual(stat.duration, 0.25)
    XCTAssertEqual(try XCTUnwrap(stat.stopDate).timeIntervalSince(stat.startDate), 0.25)
    XCTAssertEqual(seen(), [false])
  }

  func test_error_completesTheRequest() {
    let timed = timed(delay: 0.5)
    timed.backend.failure = URLError(.notConnectedToInternet)
    timed.searcher.search()
    drainMainQueue()
    awaitNextError(of: timed.searcher) { timed.clock.advance(by: 0.5) }
    XCTAssertEqual(timed.stats.requestStats.map(\.completed), [true])
    XCTAssertEqual(timed.stats.requestStats.map(\.duration), [0.5])
  }

  func test_cancel_stopsTheRequestAsCancelled() throws {
    let timed = timed(delay: 0.5)
    let seen = updates(of: timed.stats)
    timed.searcher.search()
    drainMainQueue()
    timed.clock.advance(by: 0.125)
    timed.searcher.cancelPendingRequests()
    let stat = try XCTUnwrap(timed.stats.requestStats.first)
    XCTAssertTrue(stat.cancelled)
    XCTAssertFalse(stat.running)
    XCTAssertFalse(stat.completed)
    XCTAssertEqual(stat.duration, 0.125)
    XCTAssertEqual(seen(), [false])
    timed.clock.advance(by: 1)
    drainMainQueue()
    XCTAssertEqual(stat.duration, 0.125, "the answer coming after the cancel changes nothing")
    XCTAssertEqual(seen(), [false])
  }

  /// v1 left such a request running forever; here it is an instantaneous cancelled stat.
  func test_cancelBeforeTheSearchNotification_isRecordedAsInstantaneous() throws {
    let timed = timed(delay: 0.125)
    timed.searcher.search()
    timed.searcher.cancelPendingRequests()
    drainMainQueue()
    XCTAssertEqual(timed.stats.requestStats.count, 1)
    let stat = try XCTUnwrap(timed.stats.requestStats.first)
    XCTAssertTrue(stat.cancelled)
    XCTAssertFalse(stat.running)
    XCTAssertEqual(stat.duration, 0)
    timed.clock.advance(by: 1)
    drainMainQueue()
    XCTAssertEqual(timed.stats.requestStats.count, 1)
    XCTAssertFalse(timed.stats.requestStats[0].running)
    XCTAssertEqual(timed.stats.requestStats[0].duration, 0)
  }

  /// A synchronous answer is delivered on the completion queue after the search notification, so its stat runs
  /// from that notification to the result and completes.
  func test_synchronousAnswer_isRecordedAsACompletedStat() {
    let timed = timed(delay: 0)
    timed.backend.answersSynchronously = true
    awaitNextResults(of: timed.searcher) { timed.searcher.search() }
    XCTAssertEqual(timed.stats.requestStats.map(\.completed), [true])
    XCTAssertEqual(timed.stats.requestStats.map(\.duration), [0], "the answer came before the clock moved")
  }

  func test_amnesia_forgetsFinishedRequestsAfterTheDelay() {
    let timed = timed(delay: 0.125)
    timed.stats.amnesiaDelay = 0.625
    answer(timed)
    answer(timed)
    XCTAssertEqual(timed.stats.requestStats.map(\.stopTime), [0.125, 0.25])
    timed.clock.advance(by: 0.5)
    answer(timed)
    XCTAssertEqual(timed.clock.now, 0.875)
    XCTAssertEqual(
      timed.stats.requestStats.map(\.seqNo), timed.log.userInfos.suffix(2).map(seqNo),
      "the request stopped 0.75 s ago is forgotten, the one stopped 0.625 s ago (the delay) is kept")
  }

  func test_amnesia_keepsRunningRequests_triggerRefreshesWhileRunning() {
    let timed = timed(delay: 0.125)
    let seen = updates(of: timed.stats)
    timed.stats.amnesiaDelay = 0.25
    answer(timed)
    timed.stats.triggerDelays = [0.5]
    timed.backend.delay = 1
    timed.searcher.search()
    drainMainQueue()
    timed.clock.advance(by: 0.5 - 0.0625)
    XCTAssertEqual(seen(), [false], "no trigger before its delay")
    timed.clock.advance(by: 0.0625)
    XCTAssertEqual(seen(), [false, true], "the trigger refreshed while the slow request ran")
    XCTAssertEqual(timed.stats.requestStats.count, 1, "the request finished 0.5 s ago is forgotten")
    XCTAssertTrue(timed.stats.requestStats[0].running, "a running request is never forgotten")
    XCTAssertEqual(timed.stats.requestStats[0].duration, 0.5)
  }

  func test_triggerDelays_refreshOnlyWhileARequestRuns() {
    let timed = timed(delay: 0.5)
    let seen = updates(of: timed.stats)
    timed.stats.triggerDelays = [0.125, 0.25]
    timed.searcher.search()
    drainMainQueue()
    timed.clock.advance(by: 0.125)
    XCTAssertEqual(seen(), [true])
    timed.clock.advance(by: 0.125)
    XCTAssertEqual(seen(), [true, true])
    awaitNextResults(of: timed.searcher) { timed.clock.advance(by: 0.25) }
    XCTAssertEqual(seen(), [true, true, false])
    timed.backend.delay = 0.0625
    answer(timed)
    XCTAssertEqual(timed.clock.pendingCount, 2, "the checks of the quick request wait")
    timed.clock.advance(by: 0.25)
    XCTAssertEqual(timed.clock.pendingCount, 0)
    XCTAssertEqual(seen().count, 4, "the checks of a request that already ended post nothing")
  }

  func test_maxRequestsInHistory_keepsTheMostRecent() {
    let timed = timed(delay: 0.125)
    timed.stats.maxRequestsInHistory = 2
    for _ in 1...4 { answer(timed) }
    XCTAssertEqual(timed.log.results.count, 4)
    XCTAssertEqual(timed.stats.requestStats.map(\.seqNo), timed.log.userInfos.suffix(2).map(seqNo))
    XCTAssertEqual(timed.stats.requestStats.map(\.stopTime), [0.375, 0.5])
  }

  func test_onlyObservedSearchers_andNotRetained() {
    let clock = ManualScheduler()
    let backend = CatalogueBackend()
    backend.clock = clock
    let stats = ResponseTimeStats(scheduler: clock)
    let other = Searcher(index: backend)
    let round = { (expected: Int) in
      other.search()
      self.drainMainQueue()
      self.awaitNextResults(of: other) { clock.advance(by: backend.delay) }
      XCTAssertEqual(stats.requestStats.count, expected)
    }
    round(0)
    stats.addSearcher(other)
    round(1)
    stats.removeSearcher(other)
    round(1)
    weak var released: Searcher?
    do {
      let searcher = Searcher(index: backend)
      stats.addSearcher(searcher)
      released = searcher
    }
    XCTAssertNil(released)
  }

  func test_clearHistory_forgetsEverythingAndPostsAnUpdate() {
    let timed = timed(delay: 0.125)
    let seen = updates(of: timed.stats)
    answer(timed)
    timed.stats.clearHistory()
    XCTAssertTrue(timed.stats.requestStats.isEmpty)
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
