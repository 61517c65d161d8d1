import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class SearchBoxTests: XCTestCase {
  private final class TextField: SearchBoxController {
    var onQueryChanged: ((String?) -> Void)?
    var onQuerySubmitted: ((String?) -> Void)?
    var shown: [String?] = []
    func setQuery(_ query: String?) { shown.append(query) }
  }

  func test_query_firesOnlyOnChange() {
    let interactor = SearchBoxInteractor()
    let recorder = ValueRecorder<String?>()
    interactor.onQueryChanged.subscribe(with: recorder) { $0.values.append($1) }
    interactor.query = "a"
    interactor.query = "a"
    interactor.submitQuery()
    XCTAssertEqual(recorder.values, ["a"])
  }

  func test_controller_debouncesTypingAndSubmitsAtOnce() {
    let interactor = SearchBoxInteractor()
    interactor.query = "preset"
    let field = TextField()
    let clock = ManualScheduler()
    let connection = interactor.connectController(field, debounceInterval: 0.05, scheduler: clock)
    XCTAssertEqual(field.shown, ["preset"], "a preset query reaches the field at connect")
    for text in ["s", "sn", "snoopy"] { field.onQueryChanged?(text) }
    clock.advance(to: 0.049)
    XCTAssertEqual(interactor.query, "preset")
    clock.advance(to: 0.05)
    XCTAssertEqual(interactor.query, "snoopy")
    let submitted = ValueRecorder<String?>()
    interactor.onQuerySubmitted.subscribe(with: submitted) { $0.values.append($1) }
    field.onQuerySubmitted?("woodstock")
    XCTAssertEqual(submitted.values, ["woodstock"])
    connection.disconnect()
    XCTAssertNil(field.onQueryChanged)
  }

  func test_controller_identicalPendingValueCancelsTheUpdate() {
    let interactor = SearchBoxInteractor()
    let field = TextField()
    let clock = ManualScheduler()
    interactor.connectController(field, debounceInterval: 0.05, scheduler: clock)
    field.onQueryChanged?("a")
    field.onQueryChanged?("a")
    clock.advance(by: 1)
    XCTAssertNil(interactor.query)
    XCTAssertEqual(clock.pendingCount, 0)
  }
}
