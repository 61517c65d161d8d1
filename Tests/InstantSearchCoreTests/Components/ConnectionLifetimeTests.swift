import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// Every part stays free to deallocate while connected, and disconnected links deliver nothing.
final class ConnectionLifetimeTests: XCTestCase {
  private func client() throws -> ScriptedSearchClient { ProductsRecords.client() }

  func test_connectedParts_deallocate() throws {
    let client = try client()
    weak var weakSearcher: HitsSearcher?
    weak var weakFilterState: FilterState?
    weak var weakHits: HitsInteractor<JSON>?
    weak var weakFacets: FacetListInteractor?
    weak var weakStats: StatsInteractor?
    weak var weakLoading: LoadingInteractor?
    weak var weakSearchBox: SearchBoxInteractor?
    weak var weakRange: NumberRangeInteractor<Double>?
    do {
      let searcher = HitsSearcher(client: client, indexName: "products")
      let filterState = FilterState()
      let hits = HitsInteractor<JSON>()
      let facets = FacetListInteractor()
      let stats = StatsInteractor()
      let loading = LoadingInteractor()
      let searchBox = SearchBoxInteractor()
      let range = NumberRangeInteractor<Double>()
      searcher.connectFilterState(filterState)
      hits.connectSearcher(searcher)
      hits.connectFilterState(filterState)
      facets.connectSearcher(searcher, with: "name")
      facets.connectFilterState(filterState, with: "name", operator: .or)
      stats.connectSearcher(searcher)
      loading.connectSearcher(searcher)
      searchBox.connectSearcher(searcher)
      range.connectSearcher(searcher, attribute: "price")
      range.connectFilterState(filterState, attribute: "price")
      (weakSearcher, weakFilterState, weakHits, weakFacets) = (searcher, filterState, hits, facets)
      (weakStats, weakLoading, weakSearchBox, weakRange) = (stats, loading, searchBox, range)
    }
    XCTAssertNil(weakSearcher)
    XCTAssertNil(weakFilterState)
    XCTAssertNil(weakHits)
    XCTAssertNil(weakFacets)
    XCTAssertNil(weakStats)
    XCTAssertNil(weakLoading)
    XCTAssertNil(weakSearchBox)
    XCTAssertNil(weakRange)
  }

  func test_disconnectedLinks_deliverNothing() throws {
    let searcher = HitsSearcher(client: try client(), indexName: "products")
    let filterState = FilterState()
    let facets = FacetListInteractor()
    let stats = StatsInteractor()
    let searchBox = SearchBoxInteractor()
    let links: [Connection] = [
      searcher.connectFilterState(filterState), facets.connectSearcher(searcher, with: "name"),
      facets.connectFilterState(filterState, with: "name", operator: .or), stats.connectSearcher(searcher),
      searchBox.connectSearcher(searcher),
    ]
    links.disconnect()
    XCTAssertNil(searcher.disjunctiveFacetingDelegate)
    var searches = 0
    searcher.onSearch.subscribe(with: self) { _, _ in searches += 1 }
    filterState[or: "name"].add(Filter.Facet(attribute: "name", stringValue: "TV"))
    filterState.notifyChange()
    searchBox.query = "tv"
    facets.computeSelections(selectingItemForKey: "Tablet")
    XCTAssertEqual(searches, 0)
    XCTAssertEqual(facets.selections, [])
    XCTAssertNil(searcher.request.query.filters)
    let response = expectation(description: "search")
    searcher.onResults.subscribe(with: self) { _, _ in response.fulfill() }
    searcher.search()
    wait(for: [response], timeout: 10)
    XCTAssertNil(stats.item)
    XCTAssertEqual(facets.items, [])
  }
}
