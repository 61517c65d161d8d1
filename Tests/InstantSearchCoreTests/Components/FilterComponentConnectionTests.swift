import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// Number, range and toggle components writing to a FilterState, and bounds from a searcher.
final class FilterComponentConnectionTests: XCTestCase {
  func test_number_writesAndReadsAComparisonFilter() {
    let filterState = FilterState()
    let interactor = NumberInteractor<Int>()
    let connection = interactor.connectFilterState(filterState, attribute: "price", numericOperator: .greaterThanOrEqual)
    interactor.computeNumber(number: 10)
    XCTAssertEqual(filterState.description, #"( "price" >= 10.0 )"#)
    XCTAssertEqual(interactor.item, 10)
    interactor.computeNumber(number: 25)
    XCTAssertEqual(filterState.description, #"( "price" >= 25.0 )"#)
    interactor.computeNumber(number: nil)
    XCTAssertEqual(filterState.description, "")
    connection.disconnect()
    interactor.computeNumber(number: 5)
    XCTAssertEqual(filterState.description, "", "no writes after disconnect")
  }

  func test_range_writesAndReadsARangeFilter() {
    let filterState = FilterState()
    let interactor = NumberRangeInteractor<Double>()
    interactor.connectFilterState(filterState, attribute: "price")
    interactor.computeNumberRange(numberRange: 10...50)
    XCTAssertEqual(filterState.description, #"( "price":10.0 TO 50.0 )"#)
    XCTAssertEqual(interactor.item, 10...50)
    filterState.notify(.removeAll)
    XCTAssertNil(interactor.item)
  }

  func test_toggle_followsTheFilterState() {
    let filterState = FilterState()
    let interactor = SelectableInteractor(item: Filter.Tag(value: "on sale"))
    interactor.connectFilterState(filterState)
    XCTAssertFalse(interactor.isSelected)
    interactor.computeIsSelected(selecting: true)
    XCTAssertTrue(filterState.contains(Filter.Tag(value: "on sale"), inGroupWithID: .or(name: "_tags", filterType: .tag)))
    XCTAssertTrue(interactor.isSelected)
    interactor.computeIsSelected(selecting: false)
    XCTAssertFalse(interactor.isSelected)
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_bounds_comeFromTheFirstResultsStats() throws {
    let searcher = HitsSearcher(client: ProductsRecords.client(), indexName: "products")
    let interactor = NumberRangeInteractor<Double>()
    interactor.connectSearcher(searcher, attribute: "price")
    XCTAssertEqual(searcher.request.query.facets, ["price"])
    let bounded = expectation(description: "bounds")
    interactor.onBoundsComputed.subscribe(with: self) { _, bounds in
      XCTAssertEqual(bounds, 19.5...1099)
      bounded.fulfill()
    }
    searcher.search()
    wait(for: [bounded], timeout: 10)
  }

  func test_connections_createNoRetainCycles() {
    weak var weakState: FilterState?
    weak var weakToggle: SelectableInteractor<Filter.Tag>?
    weak var weakNumber: NumberInteractor<Int>?
    do {
      let filterState = FilterState()
      let toggle = SelectableInteractor(item: Filter.Tag(value: "x"))
      let number = NumberInteractor<Int>()
      toggle.connectFilterState(filterState)
      number.connectFilterState(filterState, attribute: "n", numericOperator: .equals)
      toggle.computeIsSelected(selecting: true)
      weakState = filterState
      weakToggle = toggle
      weakNumber = number
    }
    XCTAssertNil(weakState)
    XCTAssertNil(weakToggle)
    XCTAssertNil(weakNumber)
  }
}

/// A few products, with prices from 19.5 to 1099.
enum ProductsRecords {
  static let all: [JSON] = [
    ["objectID": "1", "name": "Phone case", "price": 19.5], ["objectID": "2", "name": "TV", "price": 1099],
    ["objectID": "3", "name": "Tablet", "price": 599],
  ]

  /// A scripted backend answering every search with the products (in `order`), their count and their price
  /// stats, on the main queue.
  static func client(order: [Int] = [0, 1, 2]) -> ScriptedSearchClient {
    let client = ScriptedSearchClient(completionQueue: .main)
    client.reply(to: .init()) { request in
      var response = SearchResponse(hits: order.map { Hit(all[$0]) }, nbHits: all.count, page: 0, nbPages: 1, hitsPerPage: 20)
      response.indexName = request.indexName
      response.query = request.queryText
      response.facetStats = ["price": FacetStats(min: 19.5, max: 1099)]
      return .response(response)
    }
    return client
  }
}
