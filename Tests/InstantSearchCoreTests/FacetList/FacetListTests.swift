import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class FacetListPresenterTests: XCTestCase {
  private let colours: [SelectableItem<Facet>] = [
    (Facet(value: "red", count: 10), true), (Facet(value: "orange", count: 20), true),
    (Facet(value: "yellow", count: 30), false), (Facet(value: "black", count: 5), false),
    (Facet(value: "blue", count: 40), false), (Facet(value: "green", count: 0), true),
  ]

  private func order(_ sortBy: [FacetSortCriterion]) -> [String] {
    FacetListPresenter(sortBy: sortBy).transform(refinementFacets: colours).map(\.item.value)
  }

  func test_transform_documentedOrders() {
    XCTAssertEqual(order([.isRefined, .count(order: .descending)]), ["orange", "red", "green", "blue", "yellow", "black"])
    XCTAssertEqual(order([.count(order: .descending)]), ["blue", "yellow", "orange", "red", "black", "green"])
    XCTAssertEqual(order([.isRefined, .count(order: .ascending)]), ["green", "red", "orange", "black", "yellow", "blue"])
    XCTAssertEqual(order([.isRefined, .alphabetical(order: .ascending)]), ["green", "orange", "red", "black", "blue", "yellow"])
    XCTAssertEqual(order([.alphabetical(order: .ascending)]), ["black", "blue", "green", "orange", "red", "yellow"])
    XCTAssertEqual(order([.isRefined, .alphabetical(order: .descending)]), ["red", "orange", "green", "yellow", "blue", "black"])
    XCTAssertEqual(order([.alphabetical(order: .descending)]), ["yellow", "red", "orange", "green", "blue", "black"])
  }

  func test_transform_tieBreaksAndLimitAndEmpty() {
    let items: [SelectableItem<Facet>] = [
      (Facet(value: "blue", count: 10), false), (Facet(value: "red", count: 10), true),
      (Facet(value: "green", count: 5), true), (Facet(value: "orange", count: 10), true),
    ]
    let presenter = FacetListPresenter(sortBy: [.isRefined, .count(order: .descending), .alphabetical(order: .ascending)])
    XCTAssertEqual(presenter.transform(refinementFacets: items).map(\.item.value), ["orange", "red", "green", "blue"])
    XCTAssertEqual(FacetListPresenter(limit: 2).transform(refinementFacets: colours).map(\.item.value), ["blue", "yellow"])
    XCTAssertFalse(FacetListPresenter(showEmptyFacets: false).transform(refinementFacets: colours).contains { $0.item.value == "green" })
    XCTAssertEqual(FacetListPresenter().limit, Int.max)
  }
}

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

final class FacetListControllerConnectionTests: XCTestCase {
  func test_connect_pushesItemsWithMissingSelectionsAndForwardsClicks() {
    let interactor = FacetListInteractor(facets: [Facet(value: "red", count: 3), Facet(value: "blue", count: 5)])
    interactor.selections = ["green"]
    let controller = RecordingFacetListController()
    let connection = interactor.connectController(controller, with: FacetListPresenter())
    XCTAssertEqual(controller.rendered, ["blue 5", "red 3", "green 0 ✓"])
    var computed: Set<String>?
    interactor.onSelectionsComputed.subscribe(with: self) { _, value in computed = value }
    controller.onClick?(Facet(value: "red", count: 3))
    XCTAssertEqual(computed, ["green", "red"])
    connection.disconnect()
    XCTAssertNil(controller.onClick)
  }

  func test_changes_reachTheControllerOnMain_untilDisconnected() {
    let interactor = FacetListInteractor()
    let controller = RecordingFacetListController()
    let connection = interactor.connectController(controller)
    let updated = expectation(description: "pushed")
    var setOffMain = false
    controller.didSetItems = {
      if !Thread.isMainThread { setOffMain = true }
      if controller.rendered == ["a 1"] { updated.fulfill() }
    }
    // Set on another thread: the controller must still be updated on the main thread.
    DispatchQueue.global().async { interactor.items = [Facet(value: "a", count: 1)] }
    wait(for: [updated], timeout: 5)
    XCTAssertFalse(setOffMain, "the controller was updated off the main thread")
    connection.disconnect()
    controller.didSetItems = nil
    interactor.items = [Facet(value: "b", count: 2)]
    let drained = expectation(description: "main drained")
    DispatchQueue.main.async { drained.fulfill() }
    wait(for: [drained], timeout: 5)
    XCTAssertEqual(controller.rendered, ["a 1"])
  }

  func test_connection_createsNoRetainCycle() {
    weak var weakInteractor: FacetListInteractor?
    weak var weakController: RecordingFacetListController?
    do {
      let interactor = FacetListInteractor()
      let controller = RecordingFacetListController()
      interactor.connectController(controller)
      weakInteractor = interactor
      weakController = controller
    }
    XCTAssertNil(weakInteractor)
    XCTAssertNil(weakController)
  }
}
