import Foundation
import XCTest

@testable import InstantSearchCore

final class CurrentFiltersTests: XCTestCase {
  private final class List: ItemListController {
    var items: [FilterAndID] = []
    var onRemoveItem: ((FilterAndID) -> Void)?
    var didReload: (() -> Void)?
    func setItems(_ items: [FilterAndID]) { self.items = items }
    func reload() { didReload?() }
  }

  func test_filterPresenter_texts() {
    XCTAssertEqual(DefaultPresenter.Filter.present(.facet(.init(attribute: "brand", stringValue: "Sony"))), "Sony")
    XCTAssertEqual(DefaultPresenter.Filter.present(.facet(.init(attribute: "free", boolValue: true))), "free")
    XCTAssertEqual(DefaultPresenter.Filter.present(.facet(.init(attribute: "size", floatValue: 40))), "size: 40.0")
    XCTAssertEqual(DefaultPresenter.Filter.present(.numeric(.init(attribute: "price", operator: .greaterThanOrEqual, value: 10))), "price >= 10.0")
    XCTAssertEqual(DefaultPresenter.Filter.present(.numeric(.init(attribute: "price", range: 10...50))), "price: 10.0 to 50.0")
    XCTAssertEqual(DefaultPresenter.Filter.present(.tag("new")), "new")
  }

  func test_currentFilters_listsAndRemovesThroughTheFilterState() {
    let filterState = FilterState()
    filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"), Filter.Facet(attribute: "brand", stringValue: "Apple"))
    filterState[and: "tags"].add(Filter.Tag(value: "new"))
    filterState.notifyChange()
    let interactor = CurrentFiltersInteractor()
    interactor.connectFilterState(filterState, filterGroupIDs: [.or(name: "brand", filterType: .facet)])
    XCTAssertEqual(Set(interactor.items.map(\.filter)), [.facet(.init(attribute: "brand", stringValue: "Sony")), .facet(.init(attribute: "brand", stringValue: "Apple"))])
    let list = List()
    let shown = expectation(description: "shown")
    list.didReload = { if list.items.count == 2 { shown.fulfill() } }
    interactor.connectController(list)
    wait(for: [shown], timeout: 5)
    XCTAssertEqual(Set(list.items.map(\.text)), ["Sony", "Apple"])
    let sony = list.items.first { $0.text == "Sony" }!
    list.onRemoveItem?(sony)
    XCTAssertEqual(filterState.description, #"( "brand":"Apple" ) AND ( "_tags":"new" )"#)
    XCTAssertEqual(interactor.items.count, 1)
  }
}
