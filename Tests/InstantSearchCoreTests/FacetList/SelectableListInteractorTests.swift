import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class SelectableListInteractorTests: XCTestCase {
  private func computed(_ mode: SelectionMode, selections: Set<String>, tapping key: String) -> Set<String>? {
    let interactor = SelectableListInteractor<String, Facet>(selectionMode: mode)
    interactor.selections = selections
    var result: Set<String>?
    interactor.onSelectionsComputed.subscribe(with: self) { _, value in result = value }
    interactor.computeSelections(selectingItemForKey: key)
    XCTAssertEqual(interactor.selections, selections, "computing does not select")
    return result
  }

  func test_computeSelections_table() {
    XCTAssertEqual(computed(.single, selections: ["a"], tapping: "a"), [])
    XCTAssertEqual(computed(.single, selections: ["a"], tapping: "b"), ["b"])
    XCTAssertEqual(computed(.multiple, selections: ["a", "b"], tapping: "a"), ["b"])
    XCTAssertEqual(computed(.multiple, selections: ["a"], tapping: "b"), ["a", "b"])
  }

  func test_setters_fireOnlyOnChange() {
    let interactor = FacetListInteractor()
    var itemsFired = 0
    var selectionsFired = 0
    interactor.onItemsChanged.subscribe(with: self) { _, _ in itemsFired += 1 }
    interactor.onSelectionsChanged.subscribe(with: self) { _, _ in selectionsFired += 1 }
    interactor.items = [Facet(value: "a", count: 1)]
    interactor.items = [Facet(value: "a", count: 1)]
    interactor.selections = ["a"]
    interactor.selections = ["a"]
    XCTAssertEqual(itemsFired, 1)
    XCTAssertEqual(selectionsFired, 1)
    XCTAssertEqual(interactor.selectionMode, .multiple)
  }

  func test_update_replacesItemsWithFacetHitsInServerOrder() {
    let interactor = FacetListInteractor(facets: [Facet(value: "old", count: 1)])
    interactor.update(FacetSearchResponse(facetHits: [Facet(value: "b", count: 1, highlighted: "<em>b</em>"), Facet(value: "a", count: 9)]))
      .waitUntilFinished()
    XCTAssertEqual(interactor.items.map(\.value), ["b", "a"])
    XCTAssertEqual(interactor.items.first?.highlighted, "<em>b</em>")
  }
}
