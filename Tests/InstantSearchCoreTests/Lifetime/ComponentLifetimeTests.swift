import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// Searchers, interactors, connectors and filter states go away when their owner drops them, even connected to
/// each other and with a search in flight: connections hold their subscribers weakly.
final class ComponentLifetimeTests: XCTestCase {
  private func client() throws -> LocalClient {
    let settings = try IndexSettings(json: ["attributesForFaceting": ["brand"]])
    let records: [JSON] = (0..<20).map { .object(["objectID": .string("\($0)"), "name": .string("item \($0)"), "brand": .string($0 % 2 == 0 ? "a" : "b")]) }
    return LocalClient(indices: [try LocalIndex(name: "items", records: records, settings: settings)])
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
    waitUntilReleased {
      searcher == nil && filterState == nil && hitsInteractor == nil && facetInteractor == nil && searchBoxInteractor == nil
        && statsInteractor == nil && loadingInteractor == nil
    }
    XCTAssertNil(searcher)
    XCTAssertNil(filterState)
    XCTAssertNil(hitsInteractor)
    XCTAssertNil(facetInteractor)
    XCTAssertNil(searchBoxInteractor)
    XCTAssertNil(statsInteractor)
    XCTAssertNil(loadingInteractor)
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

  /// Lets queued deliveries run (a search in flight holds its searcher until its answer is handled).
  private func waitUntilReleased(_ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !condition() && Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.005)) }
  }
}
