import Foundation
import InstantSearch
import XCTest

/// A history that logs the text query of every add.
final class HistorySpy: History {
  var addedQueries: [String?] = []

  func add(_ params: SearchParameters) { addedQueries.append(params.query) }

  func search(query: SearchParameters, options: HistorySearchOptions) -> [HistoryHit] { [] }
}

final class HistoryRecorderTests: XCTestCase {
  func test_init_defaults() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let history = LocalHistory()
    let recorder = HistoryRecorder(searcher: searcher, history: history)
    XCTAssertTrue(recorder.searcher === searcher)
    XCTAssertTrue(recorder.history === history)
    XCTAssertEqual(recorder.delay, 1.0)
  }

  /// Only the last as-you-type search of a burst reaches the history.
  func test_burstOfSearches_recordsOnlyTheLast() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let history = LocalHistory()
    let recorder = HistoryRecorder(searcher: searcher, history: history)
    recorder.delay = 0.15
    for query in ["phone", "tv", "Sony"] {
      searcher.params.query = query
      searcher.search()
    }
    waitUntil(timeout: 5) { !history.contents.isEmpty }
    spinMainLoop(0.3)
    XCTAssertEqual(history.contents, ["sony"])
  }

  /// Searches spaced closer than the delay form one burst; a pause ends it.
  func test_spacedBursts_recordOneSearchPerBurst() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let spy = HistorySpy()
    let recorder = HistoryRecorder(searcher: searcher, history: spy)
    recorder.delay = 0.3
    for query in ["s", "so", "son"] {
      searcher.params.query = query
      searcher.search()
      spinMainLoop(0.05)
    }
    waitUntil(timeout: 5) { spy.addedQueries.count == 1 }
    for query in ["t", "tv"] {
      searcher.params.query = query
      searcher.search()
      spinMainLoop(0.05)
    }
    waitUntil(timeout: 5) { spy.addedQueries.count == 2 }
    spinMainLoop(0.4)
    XCTAssertEqual(spy.addedQueries, ["son", "tv"])
  }

  /// A final search is recorded as soon as it is launched, without waiting for the delay.
  func test_finalSearch_isRecordedImmediately() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let spy = HistorySpy()
    let recorder = HistoryRecorder(searcher: searcher, history: spy)
    recorder.delay = 0.5
    searcher.params.query = "bose"
    searcher.search(userInfo: [Searcher.userInfoIsFinalKey: true])
    let launched = Date()
    waitUntil(timeout: 5) { spy.addedQueries == ["bose"] }
    XCTAssertLessThan(Date().timeIntervalSince(launched), 0.5, "recorded before the debounce delay")
  }

  /// `isFinal` false (or missing) is debounced like any as-you-type search.
  func test_nonFinalSearch_waitsForTheDelay() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let spy = HistorySpy()
    let recorder = HistoryRecorder(searcher: searcher, history: spy)
    recorder.delay = 0.3
    searcher.params.query = "bose"
    searcher.search(userInfo: [Searcher.userInfoIsFinalKey: false])
    let launched = Date()
    waitUntil(timeout: 5) { spy.addedQueries == ["bose"] }
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(launched), 0.29)
  }

  /// Changing `delay` reaches the debouncer (the default of 1 s would be too slow here).
  func test_delay_updatesTheDebouncer() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let spy = HistorySpy()
    let recorder = HistoryRecorder(searcher: searcher, history: spy)
    recorder.delay = 0.05
    XCTAssertEqual(recorder.delay, 0.05)
    searcher.params.query = "apple"
    searcher.search()
    let launched = Date()
    waitUntil(timeout: 5) { spy.addedQueries == ["apple"] }
    XCTAssertLessThan(Date().timeIntervalSince(launched), 0.9)
  }

  /// The params of the request are recorded: later changes to the searcher's own params do not leak in.
  func test_recordsTheParamsOfTheRequest() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let spy = HistorySpy()
    let recorder = HistoryRecorder(searcher: searcher, history: spy)
    recorder.delay = 0.05
    searcher.params.query = "apple"
    searcher.search()
    searcher.params.query = "typed but not searched"
    waitUntil(timeout: 5) { spy.addedQueries.count == 1 }
    XCTAssertEqual(spy.addedQueries, ["apple"])
  }

  func test_loadMore_isRecordedToo() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    let spy = HistorySpy()
    let recorder = HistoryRecorder(searcher: searcher, history: spy)
    recorder.delay = 0.05
    searcher.params.query = "phone"
    searcher.params.hitsPerPage = 2
    searcher.search(userInfo: [Searcher.userInfoIsFinalKey: true])
    waitUntil(timeout: 5) { log.results.count == 1 && spy.addedQueries.count == 1 }
    searcher.loadMore()
    waitUntil(timeout: 5) { spy.addedQueries.count == 2 }
    XCTAssertEqual(spy.addedQueries, ["phone", "phone"])
  }

  func test_ignoresOtherSearchersAndForeignParams() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let other = Searcher(index: try V1Fixtures.index())
    let spy = HistorySpy()
    let recorder = HistoryRecorder(searcher: searcher, history: spy)
    recorder.delay = 0.05
    other.params.query = "sony"
    other.search(userInfo: [Searcher.userInfoIsFinalKey: true])
    NotificationCenter.default.post(
      name: Searcher.SearchNotification, object: searcher,
      userInfo: [Searcher.userInfoParamsKey: "sony", Searcher.userInfoIsFinalKey: true])
    NotificationCenter.default.post(name: Searcher.SearchNotification, object: searcher, userInfo: [Searcher.userInfoParamsKey: queryParams("bose")])
    waitUntil(timeout: 5) { !spy.addedQueries.isEmpty }
    spinMainLoop(0.2)
    XCTAssertEqual(spy.addedQueries, ["bose"])
  }

  func test_releasedRecorder_recordsNothing() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let spy = HistorySpy()
    weak var released: HistoryRecorder?
    do {
      let recorder = HistoryRecorder(searcher: searcher, history: spy)
      released = recorder
    }
    XCTAssertNil(released)
    searcher.params.query = "sony"
    searcher.search(userInfo: [Searcher.userInfoIsFinalKey: true])
    spinMainLoop(0.2)
    XCTAssertEqual(spy.addedQueries, [])
  }
}
