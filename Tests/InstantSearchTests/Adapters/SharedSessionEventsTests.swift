import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// v1 searches and v2 components on one session, through the ordinary v2 events, and the lifetimes of the
/// objects that share it.
final class SharedSessionEventsTests: XCTestCase {
  func test_v1Search_firesIsLoadingAndResultsOnTheHitsSearcher() throws {
    let searcher = V1Searcher(index: try V1Fixtures.index())
    let loading = LoadingInteractor()
    loading.connectSearcher(searcher.hitsSearcher)
    var states: [Bool] = []
    loading.onItemChanged.subscribe(with: self) { _, isLoading in states.append(isLoading) }
    let hits = HitsInteractor<JSON>()
    hits.connectSearcher(searcher.hitsSearcher)
    let log = DeliveryLog()
    searcher.delegate = log
    let hitsUpdated = expectation(description: "the v2 hits interactor updated")
    hits.onResultsUpdated.subscribe(with: self) { _, _ in hitsUpdated.fulfill() }
    searcher.params.query = "sony"
    awaitNextResults(of: searcher) { searcher.search() }
    wait(for: [hitsUpdated], timeout: 10)
    awaitLoadingEnds(of: searcher.hitsSearcher)
    drainMainQueue()
    XCTAssertEqual(log.results.count, 1)
    XCTAssertEqual(states.last, false)
    XCTAssertEqual(hits.numberOfHits(), 9)
    XCTAssertEqual(states.filter { $0 }.count, 1, "a v1 search is loading once on the v2 searcher: \(states)")
    XCTAssertEqual(searcher.hitsSearcher.request.query.query, "sony", "the v2 searcher carried the v1 request")
  }

  func test_v1SequenceNumbers_areTheSequencersTickets() throws {
    let searcher = V1Searcher(index: try V1Fixtures.index())
    var launched: [Int] = []
    searcher.hitsSearcher.onSearchLifecycle.subscribe(with: self) { _, event in
      if case .launched(let launch) = event { launched.append(launch.ticket.number) }
    }
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.search()
    awaitCondition { log.results.count == 1 }
    XCTAssertEqual(log.userInfos.first?[V1Searcher.userInfoSeqNoKey] as? Int, launched.first)
    XCTAssertTrue(log.userInfos.first?[V1Searcher.userInfoParamsKey] is SearchParameters)
  }

  func test_maxPendingRequests_isTheSequencersLimit() throws {
    let searcher = V1Searcher(index: try V1Fixtures.index())
    searcher.maxPendingRequests = 1
    XCTAssertEqual(searcher.hitsSearcher.sequencer.maxPendingOperationsCount, 1)
  }

  func test_v2SearchBoxOnTheHitsSearcher_reachesV1Widgets() throws {
    let instantSearch = InstantSearch(searcher: V1Searcher(index: try V1Fixtures.index()))
    let stats = StatsViewDouble()
    instantSearch.register(widget: stats)
    let searchBox = SearchBoxInteractor()
    searchBox.connectSearcher(instantSearch.getSearcher().hitsSearcher)
    searchBox.query = "bose"
    awaitCondition { stats.texts.last == "9 results" }
    XCTAssertEqual(instantSearch.getSearcher().results?.query, "bose")
  }

  func test_aNonSharedInstantSearch_goesAwayWithItsOwner_whileItsSearcherLives() throws {
    let searcher = V1Searcher(index: try V1Fixtures.index())
    weak var released: InstantSearch?
    do {
      let instantSearch = InstantSearch(searcher: searcher)
      instantSearch.register(widget: StatsViewDouble())
      released = instantSearch
      XCTAssertNotNil(released)
    }
    XCTAssertNil(released, "the searcher does not keep its binder alive")
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.search()
    awaitCondition { log.results.count == 1 }
    XCTAssertTrue(searcher.delegate === log, "the delegate slot is the app's")
  }

  func test_aSearcherGoesAwayWhenNothingHoldsIt() throws {
    weak var released: V1Searcher?
    weak var releasedHitsSearcher: HitsSearcher?
    do {
      let searcher = V1Searcher(index: try V1Fixtures.index())
      released = searcher
      releasedHitsSearcher = searcher.hitsSearcher
      searcher.search()
    }
    // A release posts nothing to await: this polls (until the engine's answer let go of the request).
    waitUntil { released == nil && releasedHitsSearcher == nil }
  }
}
