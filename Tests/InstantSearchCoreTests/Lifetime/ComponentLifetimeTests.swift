import Foundation
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// Searchers, interactors, connectors and filter states go away when their owner drops them, even connected to
/// each other and with a search in flight: connections hold their subscribers weakly.
final class ComponentLifetimeTests: XCTestCase {
  /// A backend holding its answers, so the screen goes away with a search in flight.
  private func client() throws -> ScriptedSearchClient {
    let client = ScriptedSearchClient()
    client.holdsResponses = true
    return client
  }

  func test_connectedScreen_goesAwayWithItsOwner_evenWithASearchInFlight() throws {
    weak var searcher: HitsSearcher?
    weak var filterState: FilterState?
    weak var hitsInteractor: HitsInteractor<JSON>?
    weak var facetInteractor: FacetListInteractor?
    weak var searchBoxInteractor: SearchBoxInteractor?
    weak var statsInteractor: StatsInteractor?
    weak var loadingInteractor: LoadingInteractor?
    let client = try client()
    do {
      let hitsSearcher = HitsSearcher(client: client, indexName: "items")
      let state = FilterState()
      let hits = HitsConnector<JSON>(searcher: hitsSearcher, filterState: state)
      let facets = FacetListConnector(searcher: hitsSearcher, filterState: state, attribute: "brand", operator: .or)
      let searchBox = SearchBoxConnector(searcher: hitsSearcher)
      let stats = StatsConnector(searcher: hitsSearcher)
      let loading = LoadingInteractor()
      loading.connectSearcher(hitsSearcher)
      searchBox.interactor.query = "item"
      (searcher, filterState, hitsInteractor, facetInteractor) = (hitsSearcher, state, hits.interactor, facets.interactor)
      (searchBoxInteractor, statsInteractor, loadingInteractor) = (searchBox.interactor, stats.interactor, loading)
      XCTAssertNotNil(searcher)
    }
    // Work the connections queued on the main queue may hold the components until it runs.
    drainMainQueue()
    XCTAssertNil(searcher)
    XCTAssertNil(filterState)
    XCTAssertNil(hitsInteractor)
    XCTAssertNil(facetInteractor)
    XCTAssertNil(searchBoxInteractor)
    XCTAssertNil(statsInteractor)
    XCTAssertNil(loadingInteractor)
    XCTAssertFalse(client.heldExchanges.isEmpty, "the screen went with its search still in flight")
    let answered = expectation(description: "the held answer reached no one")
    client.releaseAll()
    client.completionQueue.async { answered.fulfill() }
    wait(for: [answered], timeout: 10)
  }

  func test_aSubscriberGoesAway_whileItsEventLives() {
    let event = Observer<Int>()
    weak var released: AnyObject?
    do {
      let subscriber = NSObject()
      event.subscribe(with: subscriber) { _, _ in }
      released = subscriber
    }
    XCTAssertNil(released)
    event.fire(1)
    XCTAssertTrue(event.observers.isEmpty)
  }
}
