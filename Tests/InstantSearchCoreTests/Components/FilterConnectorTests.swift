import Foundation
import XCTest

@testable import InstantSearchCore

final class FilterConnectorTests: XCTestCase {
  private func searcher() throws -> HitsSearcher {
    HitsSearcher(client: ProductsRecords.client(), indexName: "products")
  }

  func test_comparisonConnector_writesTheInitialNumber() throws {
    let filterState = FilterState()
    let connector = FilterComparisonConnector<Double>(
      searcher: try searcher(), filterState: filterState, attribute: "price", numericOperator: .greaterThan, number: 100)
    XCTAssertEqual(filterState.description, #"( "price" > 100.0 )"#)
    connector.disconnect()
    connector.interactor.computeNumber(number: 1)
    XCTAssertEqual(filterState.description, #"( "price" > 100.0 )"#)
  }

  func test_rangeConnector_holdsTheInitialRangeWithoutWritingIt() throws {
    let filterState = FilterState()
    let connector = NumberRangeConnector<Double>(searcher: try searcher(), filterState: filterState, attribute: "price", range: 10...20)
    XCTAssertEqual(connector.interactor.item, 10...20)
    XCTAssertTrue(filterState.isEmpty)
    connector.interactor.computeNumberRange(numberRange: 15...30)
    XCTAssertEqual(filterState.description, #"( "price":15.0 TO 30.0 )"#)
  }

  func test_toggleConnector_defaultsToAnAndGroupAndDoesNotPreselect() {
    let filterState = FilterState()
    let connector = FilterToggleConnector(filterState: filterState, filter: Filter.Tag(value: "promo"), isSelected: true)
    XCTAssertFalse(connector.interactor.isSelected, "the filter state's content wins at connection")
    connector.interactor.computeIsSelected(selecting: true)
    XCTAssertTrue(filterState.contains(Filter.Tag(value: "promo"), inGroupWithID: .and(name: "_tags")))
  }

  func test_clearAndCurrentFiltersConnectors() {
    let filterState = FilterState()
    filterState[and: "a"].add(Filter.Tag(value: "x"))
    filterState.notifyChange()
    let current = CurrentFiltersConnector(filterState: filterState)
    XCTAssertEqual(current.interactor.items.count, 1)
    let clear = FilterClearConnector(filterState: filterState)
    clear.interactor.onTriggered.fire()
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertEqual(current.interactor.items.count, 0)
  }
}
