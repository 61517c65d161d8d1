import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class ItemInteractorTests: XCTestCase {
  func test_item_firesOnEverySetButNotInitially() {
    let interactor = ItemInteractor(item: 1)
    let recorder = ValueRecorder<Int>()
    interactor.onItemChanged.subscribe(with: recorder) { $0.values.append($1) }
    interactor.item = 1
    interactor.item = 2
    XCTAssertEqual(recorder.values, [1, 2])
  }

  func test_controllerConnection_presentsOnMain() {
    final class Label: ItemTextController {
      var text: String?
      var set: (() -> Void)?
      var setOffMain = false
      func setItem(_ item: String?) {
        if !Thread.isMainThread { setOffMain = true }
        text = item
        set?()
      }
    }
    let interactor = StatsInteractor()
    let label = Label()
    let shown = expectation(description: "shown")
    label.set = { if label.text == "1000 results (3ms)" { shown.fulfill() } }
    interactor.connectController(label, presenter: DefaultPresenter.Stats.present)
    // The item is set on another thread; the label must still be set on the main thread.
    DispatchQueue.global().async { interactor.item = SearchStats(totalHitsCount: 1000, processingTimeMS: 3) }
    wait(for: [shown], timeout: 5)
    XCTAssertFalse(label.setOffMain, "the label was set off the main thread")
  }
}
