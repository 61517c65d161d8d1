import InstantSearch
import XCTest

/// `AdaptiveNetworkStrategy` switching modes on a custom backend whose answers take 0.01–0.6 s, with thresholds
/// scaled down to 0.1 s (throttled) and 0.4 s (manual).
final class AdaptiveNetworkStrategyTests: XCTestCase {
  private typealias Mode = AdaptiveNetworkStrategy.Mode

  /// A searcher on the catalogue, timed by stats that drive a strategy with small thresholds.
  private final class Harness {
    let backend = CatalogueBackend()
    let searcher: Searcher
    let stats: ResponseTimeStats
    let strategy: AdaptiveNetworkStrategy
    let log = DeliveryLog()
    private(set) var switches: [Mode] = []
    private(set) var drops: [Notification] = []
    private var tokens: [NSObjectProtocol] = []

    init(windowSize: Int) {
      searcher = Searcher(index: backend)
      searcher.delegate = log
      stats = ResponseTimeStats(searcher: searcher)
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

    /// Searches once with an answer taking `delay`, and returns once it was delivered.
    func answer(after delay: TimeInterval, final: Bool = false, in test: XCTestCase) {
      backend.delay = delay
      let delivered = log.results.count + 1
      searcher.search(userInfo: final ? [Searcher.userInfoIsFinalKey: true] : [:])
      test.waitUntil { self.log.results.count == delivered }
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
    strategy.throttleThreshold = 0.2
    strategy.manualThreshold = 1
    XCTAssertEqual(stats.triggerDelays, [0.2, 1])
    XCTAssertEqual([Mode.Realtime, .Throttled, .Manual].map(\.rawValue), [1, 2, 3])
    XCTAssertEqual(AdaptiveNetworkStrategy.ModeSwitchNotification.rawValue, "modeSwitch")
    XCTAssertEqual(AdaptiveNetworkStrategy.DropNotification.rawValue, "drop")
  }

  func test_realtime_searchesLaunchAtOnce() {
    let harness = Harness(windowSize: 1)
    harness.answer(after: 0.01, in: self)
    XCTAssertEqual(harness.strategy.mode, .Realtime)
    let sent = harness.backend.requests.count
    harness.searcher.search()
    harness.searcher.search()
    XCTAssertEqual(harness.backend.requests.count, sent + 2)
    XCTAssertEqual(harness.switches, [])
  }

  func test_switches_realtimeThrottledManual_thenBackWithAFinalSearch() {
    let harness = Harness(windowSize: 1)
    harness.answer(after: 0.01, in: self)
    XCTAssertEqual(harness.strategy.mode, .Realtime)

    harness.answer(after: 0.2, in: self)
    XCTAssertEqual(harness.strategy.mode, .Throttled, "0.1 s ≤ 0.2 s < 0.4 s")
    XCTAssertGreaterThanOrEqual(harness.strategy.throttleDelay, 0.2, "the completed average, above the threshold")
    XCTAssertLessThan(harness.strategy.throttleDelay, 0.4)

    harness.backend.delay = 0.6
    harness.searcher.search()
    waitUntil { harness.strategy.mode == .Manual }
    XCTAssertTrue(harness.searcher.hasPendingRequests, "the 0.4 s trigger switched while the request was running")
    waitUntil { harness.log.results.count == 3 }
    XCTAssertEqual(harness.strategy.mode, .Manual)

    harness.answer(after: 0.01, final: true, in: self)
    XCTAssertEqual(harness.strategy.mode, .Realtime, "the last request completed quickly")
    XCTAssertEqual(harness.switches, [.Throttled, .Manual, .Realtime])
  }

  func test_window_averagesTheRecentRequests() {
    let harness = Harness(windowSize: 2)
    harness.answer(after: 0.01, in: self)
    harness.answer(after: 0.6, in: self)
    XCTAssertEqual(harness.strategy.mode, .Throttled, "(0.01 + 0.6) / 2 is under the manual threshold")
    harness.answer(after: 0.6, in: self)
    XCTAssertEqual(harness.strategy.mode, .Manual)
    harness.answer(after: 0.01, final: true, in: self)
    XCTAssertEqual(harness.strategy.mode, .Realtime, "a quick last request wins over a slow average")
  }

  func test_throttled_letsTheFirstCallThrough_thenTheLatestPerTick() {
    let harness = Harness(windowSize: 1)
    harness.answer(after: 0.2, in: self)
    XCTAssertEqual(harness.strategy.mode, .Throttled)
    let sent = harness.backend.requests.count
    for call in 1...5 { harness.searcher.search(userInfo: ["call": call]) }
    XCTAssertEqual(harness.backend.requests.count, sent + 1, "the call starting a series runs at once")
    waitUntil { harness.log.results.count == 3 }
    spinMainLoop(harness.strategy.throttleDelay + 0.1)
    XCTAssertEqual(harness.backend.requests.count, sent + 2, "the other calls were folded into one")
    XCTAssertEqual(harness.log.userInfos.suffix(2).map { $0["call"] as? Int }, [1, 5])
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
    harness.answer(after: 0.2, in: self)
    XCTAssertEqual(harness.strategy.mode, .Throttled)
    let sent = harness.backend.requests.count
    harness.searcher.search()
    harness.searcher.search(userInfo: [Searcher.userInfoIsFinalKey: true])
    XCTAssertEqual(harness.backend.requests.count, sent + 2, "a final search does not wait for the series' tick")
  }
}
