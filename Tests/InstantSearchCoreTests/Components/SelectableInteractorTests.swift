import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class SelectableInteractorTests: XCTestCase {
  func test_computeIsSelected_asksWithoutSelecting() {
    let interactor = SelectableInteractor(item: "free shipping")
    let recorder = ValueRecorder<Bool>()
    interactor.onSelectedComputed.subscribe(with: recorder) { $0.values.append($1) }
    interactor.computeIsSelected(selecting: true)
    XCTAssertEqual(recorder.values, [true])
    XCTAssertFalse(interactor.isSelected)
  }

  func test_segment_firesItemsAtInitAndComputesSelection() {
    let interactor = SelectableSegmentInteractor<Int, String>(items: [0: "a", 1: "b"])
    XCTAssertEqual(interactor.onItemsChanged.lastDataFired, [0: "a", 1: "b"])
    let recorder = ValueRecorder<Int?>()
    interactor.onSelectedComputed.subscribe(with: recorder) { $0.values.append($1) }
    interactor.computeSelected(selecting: 1)
    XCTAssertEqual(recorder.values, [1])
    XCTAssertNil(interactor.selected)
  }
}
