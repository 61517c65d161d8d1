import InstantSearch
import InstantSearchTestKit
import XCTest

/// `AdaptiveNetworkStrategy` switching modes on a custom backend whose answers take 0.0625–1 s of a manual clock,
/// the clock the stats time on and the throttler ticks on, with thresholds scaled down to 0.1 s (throttled) and
/// 0.4 s (manual).
final class AdaptiveNetworkStrategyTests: XCTestCase {
  private typealias Mode = AdaptiveNetworkStrategy.Mode

  /// A searcher on the catalogue, timed by stats that drive a strategy with small thresholds.
  private final class Harness {
    let backend = CatalogueBackend()
    let clock = ManualScheduler()
    let searcher: Searcher
    let stats: ResponseTimeStats
    let strategy: AdaptiveNetworkStrategy
    let log = DeliveryLog()
    private(set) var switches: [Mode] = []
    private(set) var drops: [Notification] = []
    private var tokens: [NSObjectProtocol] = []

    init(windowSize: Int) {
      backend.clock = clock
      searcher = Searcher(index: backend)
      searcher.delegate = log
      stats = ResponseTimeStats(searcher: searcher, scheduler: clock)
      strategy = AdaptiveNetworkStrategy(stats: stats)
      strategy.throttleThreshold = 0.1
      strategy.manualThreshold = 0.4
      strategy.windowSize = windowSize
      searcher.strategy = strategy
      let center = NotificationCenter.default
      tokens.append(center.addObserver(forName: AdaptiveNetworkStrategy.ModeSwitchNotification, object: strategy, queue: nil) {
        [unowned self] _ in self.switches.append(self.strategy.mode)
      })
      tokens.append(center.addObserver(forName: AdaptiveNetworkStrategy.DropNotification, object: strategy, queue: nil) {
        [unowned self] in self.drops.append($0)
      })
    }

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }

    /// Searches once with an answer taking `delay` on the clock, and returns once it was delivered.
    func answer(after delay: TimeInterval, final: Bool = false, in test: XCTestCase, file: StaticString = #filePath, line: UInt = #line) {
      backend.delay = delay
      searcher.search(userInfo: final ? [Searcher.userInfoIsFinalKey: true] : [:])
      test.drainMainQueue()
      test.awaitNextResults(of: searcher, file: file, line: line) { self.clock.advance(by: delay) }
    }
  }

  func test_defaults() {
    let stats = ResponseTimeStats()
    let strategy = AdaptiveNetworkStrategy(stats: stats)
    XCTAssertTrue(strategy.stats === stats)
    XCTAssertEqual(strategy.mode, .Realtime)
    XCTAssertEqual(strategy.throttleDelay, 0.5)
    XCTAssertEqual(strategy.windowSize, 5)
    XCTAssertEqual(strategy.throttleThreshold, 0.5)
    XCTAssertEqual(strategy.manualThreshold, 3.0)
    XCTAssertEqual(stats.triggerDelays, [0.5, 3.0], "the stats refresh when a request passes either threshold")
    XCTAssertTrue(stats.scheduler === RunLoopScheduler.main, "the throttled searches tick on real time by default")
    strategy.throttleThreshold = 0.2
    strategy.manualThreshold = 1
    XCTAssertEqual(stats.triggerDelays, [0.2, 1])
    XCTAssertEqual([Mode.Realtime, .Throttled, .Manual].map(\.rawValue), [1, 2, 3])
    XCTAssertEqual(AdaptiveNetworkStrategy.ModeSwitchNotification.rawValue, "modeSwitch")
    XCTAssertEqual(AdaptiveNetworkStrategy.DropNotification.rawValue, "drop")
  }

  func test_realtime_searchesLaunchAtOnce() {
    let harness = Harness(windowSize: 1)
    harness.answer(after: 0.0625, in: self)
    XCTAssertEqual(harness.strategy.mode, .Realtime)
    let sent = harness.backend.requests.count
    harness.searcher.search()
    harness.searcher.search()
    XCTAssertEqual(harness.backend.requests.count, sent + 2)
    XCTAssertEqual(harness.switches, [])
  }

  func test_switches_realtimeThrottledManual_thenBackWithAFinalSearch() {
    let harness = Harness(windowSize: 1)
    harness.answer(after: 0.0625, in: self)
    XCTAssertEqual(harness.strategy.mode, .Realtime)

    harness.answer(after: 0.25, in: self)
    XCTAssertEqual(harness.strategy.mode, .Throttled, "0.1 s ≤ 0.25 s < 0.4 s")
    XCTAssertEqual(harness.strategy.throttleDelay, 0.25, "the completed average, above the threshold")

    harness.backend.delay = 1
    harness.searcher.search()
    drainMainQueue()
    harness.clock.advance(by: 0.375)
    XCTAssertEqual(harness.strategy.mode, .Throttled, "running 0.375 s: under the manual threshold")
    harness.clock.advance(by: 0.025)
    XCTAssertEqual(harness.strategy.mode, .Manual, "the 0.4 s trigger switched while the request was running")
    XCTAssertTrue(harness.searcher.hasPendingRequests)
    awaitNextResults(of: harness.searcher) { harness.clock.advance(by: 0.6) }
    XCTAssertEqual(harness.log.results.count, 3)
    XCTAssertEqual(harness.strategy.mode, .Manual)

    harness.answer(after: 0.0625, final: true, in: self)
    XCTAssertEqual(harness.strategy.mode, .Realtime, "the last request completed quickly")
    XCTAssertEqual(harness.switches, [.Throttled, .Manual, .Realtime])
  }

  func test_window_averagesTheRecentRequests() {
    let harness = Harness(windowSize: 2)
    harness.answer(after: 0.0625, in: self)
    harness.answer(after: 0.5, in: self)
    XCTAssertEqual(harness.strategy.mode, .Throttled, "(0.0625 + 0.5) / 2 is under the manual threshold")
    XCTAssertEqual(harness.strategy.throttleDelay, 0.28125, "the completed average")
    harness.answer(after: 0.5, in: self)
    XCTAssertEqual(harness.strategy.mode, .Manual)
    harness.answer(after: 0.0625, final: true, in: self)
    XCTAssertEqual(harness.strategy.mode, .Realtime, "a quick last request wins over a slow average")
  }

  func test_throttled_letsTheFirstCallThrough_thenTheLatestPerTick() {
    let harness = Harness(windowSize: 1)
    harness.answer(after: 0.25, in: self)
    XCTAssertEqual(harness.strategy.mode, .Throttled)
    XCTAssertEqual(harness.strategy.throttleDelay, 0.25)
    let sent = harness.backend.requests.count
    for call in 1...5 { harness.searcher.search(userInfo: ["call": call]) }
    XCTAssertEqual(harness.backend.requests.count, sent + 1, "the call starting a series runs at once")
    drainMainQueue()
    harness.clock.advance(by: 0.125)
    XCTAssertEqual(harness.backend.requests.count, sent + 1, "the other calls wait for the tick")
    harness.clock.advance(by: 0.125)
    XCTAssertEqual(harness.backend.requests.count, sent + 2, "at the tick, the latest call launches")
    drainMainQueue()
    harness.clock.advance(by: 0.25)
    awaitNoPendingRequests(of: harness.searcher)
    harness.clock.advance(by: 1)
    XCTAssertEqual(harness.backend.requests.count, sent + 2, "the other calls were folded into one")
    XCTAssertEqual(harness.log.userInfos.suffix(2).map { $0["call"] as? Int }, [1, 5])
    XCTAssertEqual(harness.stats.requestStats.last?.duration, 0.25)
  }

  func test_manual_dropsSearches_finalOnesLaunch() {
    let harness = Harness(windowSize: 1)
    harness.answer(after: 0.5, in: self)
    XCTAssertEqual(harness.strategy.mode, .Manual)
    let sent = harness.backend.requests.count
    harness.searcher.search()
    XCTAssertEqual(harness.backend.requests.count, sent)
    XCTAssertFalse(harness.searcher.hasPendingRequests)
    XCTAssertEqual(harness.drops.count, 1)
    XCTAssertTrue(harness.drops.first?.object as? AdaptiveNetworkStrategy === harness.strategy)
    XCTAssertNil(harness.drops.first?.userInfo)
    harness.searcher.search(userInfo: [Searcher.userInfoIsFinalKey: true])
    XCTAssertEqual(harness.backend.requests.count, sent + 1, "a final search bypasses the mode")
    XCTAssertEqual(harness.drops.count, 1)
  }

  func test_final_bypassesTheThrottler() {
    let harness = Harness(windowSize: 1)
    harness.answer(after: 0.25, in: self)
    XCTAssertEqual(harness.strategy.mode, .Throttled)
    let sent = harness.backend.requests.count
    harness.searcher.search()
    harness.searcher.search(userInfo: [Searcher.userInfoIsFinalKey: true])
    XCTAssertEqual(harness.backend.requests.count, sent + 2, "a final search does not wait for the series' tick")
  }
}
