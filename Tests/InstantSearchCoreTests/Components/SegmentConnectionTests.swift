import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class SegmentConnectionTests: XCTestCase {
  func test_filterMap_swapsTheSelectedFilter() {
    let filterState = FilterState()
    let interactor = FilterMapInteractor<Filter.Facet>(items: [
      0: .init(attribute: "gender", stringValue: "male"), 1: .init(attribute: "gender", stringValue: "female"),
    ])
    interactor.connectFilterState(filterState, attribute: "gender")
    XCTAssertNil(interactor.selected)
    interactor.computeSelected(selecting: 1)
    XCTAssertEqual(filterState.description, #"( "gender":"female" )"#)
    XCTAssertEqual(interactor.selected, 1)
    interactor.computeSelected(selecting: 0)
    XCTAssertEqual(filterState.description, #"( "gender":"male" )"#)
    interactor.computeSelected(selecting: nil)
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertNil(interactor.selected)
  }

  func test_sortBy_switchesTheIndexAndSearches() throws {
    let client = ProductsRecords.client()
    client.reply(to: .init(indexName: "products_price_desc")) { request in
      var response = SearchResponse(hits: [1, 2, 0].map { Hit(ProductsRecords.all[$0]) }, nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 20)
      response.indexName = request.indexName
      return .response(response)
    }
    let searcher = HitsSearcher(client: client, indexName: "products")
    let interactor = SortByInteractor(items: [0: "products", 1: "products_price_desc"], selected: 0)
    interactor.connectSearcher(searcher)
    let sorted = expectation(description: "sorted results")
    searcher.onResults.subscribe(with: self) { _, response in
      XCTAssertEqual(response.indexName, "products_price_desc")
      XCTAssertEqual(response.hits.first?["objectID"], "2")
      sorted.fulfill()
    }
    interactor.computeSelected(selecting: 1)
    XCTAssertEqual(interactor.selected, 1)
    XCTAssertEqual(searcher.indexName, "products_price_desc")
    interactor.computeSelected(selecting: 7)
    XCTAssertEqual(interactor.selected, 1, "an unknown key changes nothing")
    wait(for: [sorted], timeout: 10)
    XCTAssertEqual(client.requests.map(\.indexName), ["products_price_desc"], "one search, on the sorted replica")
  }
}
