import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

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
