import Foundation
import XCTest

@testable import InstantSearchCore

final class NumberAndSegmentControllerTests: XCTestCase {
  private final class Stepper: NumberController {
    typealias Item = Int
    var value: Int?
    var computation: Computation<Int>?
    var bounds: ClosedRange<Int>?
    var invalidated = 0
    func setItem(_ item: Int) { value = item }
    func invalidate() { invalidated += 1 }
    func setComputation(computation: Computation<Int>) { self.computation = computation }
    func setBounds(bounds: ClosedRange<Int>?) { self.bounds = bounds }
  }

  private final class Segments: SelectableSegmentController {
    var onClick: ((Int) -> Void)?
    var selected: Int?
    var titles: [Int: String] = [:]
    func setSelected(_ selected: Int?) { self.selected = selected }
    func setItems(items: [Int: String]) { titles = items }
  }

  private func drainMain() {
    let drained = expectation(description: "main")
    DispatchQueue.main.async { drained.fulfill() }
    wait(for: [drained], timeout: 5)
  }

  func test_numberController_computesThroughTheComputation() {
    let filterState = FilterState()
    let interactor = NumberInteractor<Int>(item: nil)
    interactor.connectFilterState(filterState, attribute: "qty", numericOperator: .equals)
    let stepper = Stepper()
    let connection = interactor.connectController(stepper)
    XCTAssertEqual(stepper.invalidated, 1)
    stepper.computation?.increment(step: 2, default: 3)
    drainMain()
    XCTAssertEqual(filterState.description, #"( "qty" = 3.0 )"#)
    XCTAssertEqual(stepper.value, 3)
    stepper.computation?.increment(step: 2)
    drainMain()
    XCTAssertEqual(stepper.value, 5)
    interactor.applyBounds(bounds: 0...4)
    drainMain()
    XCTAssertEqual(stepper.bounds, 0...4)
    XCTAssertEqual(stepper.value, 4, "applying bounds clamps the number")
    connection.disconnect()
    interactor.item = 1
    drainMain()
    XCTAssertEqual(stepper.value, 4)
  }

  func test_segmentController_showsTitlesAndForwardsClicks() {
    let interactor = SelectableSegmentInteractor<Int, String>(items: [0: "asc", 1: "desc"], selected: 0)
    let view = Segments()
    interactor.connectController(view) { $0.uppercased() }
    drainMain()
    XCTAssertEqual(view.titles, [0: "ASC", 1: "DESC"])
    XCTAssertEqual(view.selected, 0)
    var computed: Int??
    interactor.onSelectedComputed.subscribe(with: self) { _, key in computed = key }
    view.onClick?(1)
    XCTAssertEqual(computed, 1)
  }
}
