import XCTest

@testable import InstantSearchCore

final class FilterListTests: XCTestCase {
  func test_multiple_rewritesTheWholeGroup() {
    let filterState = FilterState()
    let interactor = TagFilterListInteractor(items: ["a", "b", "c"], selectionMode: .multiple)
    interactor.connectFilterState(filterState, operator: .or, groupName: "tags")
    interactor.computeSelections(selectingItemForKey: "a")
    interactor.computeSelections(selectingItemForKey: "c")
    XCTAssertEqual(filterState.description, #"( "_tags":"a" OR "_tags":"c" )"#)
    XCTAssertEqual(interactor.selections, ["a", "c"])
    interactor.computeSelections(selectingItemForKey: "a")
    XCTAssertEqual(interactor.selections, ["c"])
  }

  func test_single_replacesOnlyItsOwnFilters() {
    let filterState = FilterState()
    let low = Filter.Numeric(attribute: "price", operator: .lessThan, value: 10)
    let high = Filter.Numeric(attribute: "price", operator: .greaterThanOrEqual, value: 100)
    let other = Filter.Numeric(attribute: "rating", operator: .greaterThan, value: 3)
    filterState[and: "price"].add(other)
    let interactor = NumericFilterListInteractor(items: [low, high], selectionMode: .single)
    interactor.connectFilterState(filterState, operator: .and, groupName: "price")
    interactor.computeSelections(selectingItemForKey: low)
    interactor.computeSelections(selectingItemForKey: high)
    XCTAssertEqual(filterState.description, #"( "price" >= 100.0 AND "rating" > 3.0 )"#)
    XCTAssertEqual(interactor.selections, [high, other], "selections are every filter of the group")
  }
}
