import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// A history that logs the text query of every add.
final class HistorySpy: History {
  var addedQueries: [String?] = []

  func add(_ params: SearchParameters) { addedQueries.append(params.query) }

  func search(query: SearchParameters, options: HistorySearchOptions) -> [HistoryHit] { [] }
}

/// The recorder's debounce on a manual clock: searches are launched, their notifications delivered, and the clock
/// moved by exactly the delays in question.
final class HistoryRecorderTests: XCTestCase {
  /// A searcher on the embedded catalogue recorded into a spy, with the debounce on a manual clock.
  private struct Recording {
    let searcher: Searcher
    let spy = HistorySpy()
    let clock = ManualScheduler()
    let recorder: HistoryRecorder

    init(delay: TimeInterval) throws {
      searcher = Searcher(index: try V1Fixtures.index())
      recorder = HistoryRecorder(searcher: searcher, history: spy, scheduler: clock)
      recorder.delay = delay
    }

    /// Launches a search of `query`.
    func search(_ query: String, userInfo: [String: Any] = [:]) {
      searcher.params.query = query
      searcher.search(userInfo: userInfo)
    }
  }

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
    let clock = ManualScheduler()
    let recorder = HistoryRecorder(searcher: searcher, history: history, scheduler: clock)
    recorder.delay = 0.15
    for query in ["phone", "tv", "Sony"] {
      searcher.params.query = query
      searcher.search()
    }
    drainMainQueue()
    clock.advance(to: 0.149)
    XCTAssertEqual(history.contents, [])
    clock.advance(to: 0.15)
    XCTAssertEqual(history.contents, ["sony"])
  }

  /// Searches spaced closer than the delay form one burst; a pause ends it.
  func test_spacedBursts_recordOneSearchPerBurst() throws {
    let recording = try Recording(delay: 0.3)
    for (time, query) in zip([0, 0.05, 0.1], ["s", "so", "son"]) {
      recording.clock.advance(to: time)
      recording.search(query)
      drainMainQueue()
    }
    recording.clock.advance(to: 0.39)
    XCTAssertEqual(recording.spy.addedQueries, [], "the burst is still going")
    recording.clock.advance(to: 0.4)
    XCTAssertEqual(recording.spy.addedQueries, ["son"])
    for (time, query) in zip([0.5, 0.55], ["t", "tv"]) {
      recording.clock.advance(to: time)
      recording.search(query)
      drainMainQueue()
    }
    recording.clock.advance(to: 2)
    XCTAssertEqual(recording.spy.addedQueries, ["son", "tv"])
  }

  /// A final search is recorded as soon as its search is notified, without waiting for the delay.
  func test_finalSearch_isRecordedImmediately() throws {
    let recording = try Recording(delay: 0.5)
    recording.search("bose", userInfo: [Searcher.userInfoIsFinalKey: true])
    drainMainQueue()
    XCTAssertEqual(recording.spy.addedQueries, ["bose"], "recorded with the clock still at 0")
    XCTAssertEqual(recording.clock.pendingCount, 0)
  }

  /// `isFinal` false (or missing) is debounced like any as-you-type search.
  func test_nonFinalSearch_waitsForTheDelay() throws {
    let recording = try Recording(delay: 0.3)
    recording.search("bose", userInfo: [Searcher.userInfoIsFinalKey: false])
    drainMainQueue()
    recording.clock.advance(to: 0.29)
    XCTAssertEqual(recording.spy.addedQueries, [])
    recording.clock.advance(to: 0.3)
    XCTAssertEqual(recording.spy.addedQueries, ["bose"])
  }

  /// Changing `delay` reaches the debouncer.
  func test_delay_updatesTheDebouncer() throws {
    let recording = try Recording(delay: 0.05)
    XCTAssertEqual(recording.recorder.delay, 0.05)
    recording.search("apple")
    drainMainQueue()
    recording.clock.advance(to: 0.05)
    XCTAssertEqual(recording.spy.addedQueries, ["apple"], "the default of 1 s was replaced")
  }

  /// The params of the request are recorded: later changes to the searcher's own params do not leak in.
  func test_recordsTheParamsOfTheRequest() throws {
    let recording = try Recording(delay: 0.05)
    recording.search("apple")
    recording.searcher.params.query = "typed but not searched"
    drainMainQueue()
    recording.clock.advance(by: 1)
    XCTAssertEqual(recording.spy.addedQueries, ["apple"])
  }

  func test_loadMore_isRecordedToo() throws {
    let recording = try Recording(delay: 0.05)
    recording.searcher.params.hitsPerPage = 2
    awaitNextResults(of: recording.searcher) { recording.search("phone", userInfo: [Searcher.userInfoIsFinalKey: true]) }
    XCTAssertEqual(recording.spy.addedQueries, ["phone"])
    recording.searcher.loadMore()
    drainMainQueue()
    recording.clock.advance(by: 0.05)
    XCTAssertEqual(recording.spy.addedQueries, ["phone", "phone"])
  }

  func test_ignoresOtherSearchersAndForeignParams() throws {
    let recording = try Recording(delay: 0.05)
    let other = Searcher(index: try V1Fixtures.index())
    other.params.query = "sony"
    other.search(userInfo: [Searcher.userInfoIsFinalKey: true])
    NotificationCenter.default.post(
      name: Searcher.SearchNotification, object: recording.searcher,
      userInfo: [Searcher.userInfoParamsKey: "sony", Searcher.userInfoIsFinalKey: true])
    NotificationCenter.default.post(
      name: Searcher.SearchNotification, object: recording.searcher, userInfo: [Searcher.userInfoParamsKey: queryParams("bose")])
    drainMainQueue()
    recording.clock.advance(by: 1)
    XCTAssertEqual(recording.spy.addedQueries, ["bose"])
  }

  func test_releasedRecorder_recordsNothing() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let spy = HistorySpy()
    let clock = ManualScheduler()
    weak var released: HistoryRecorder?
    do {
      let recorder = HistoryRecorder(searcher: searcher, history: spy, scheduler: clock)
      released = recorder
    }
    XCTAssertNil(released)
    searcher.params.query = "sony"
    searcher.search(userInfo: [Searcher.userInfoIsFinalKey: true])
    drainMainQueue()
    clock.advance(by: 1)
    XCTAssertEqual(spy.addedQueries, [])
  }
}
