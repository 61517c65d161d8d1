import Foundation
import InstantSearch
import XCTest

final class HeadlessTextFieldTests: XCTestCase {
  private final class Recorder: HeadlessTextFieldDelegate {
    var log: [String] = []
    func textFieldDidBeginEditing(_ textField: HeadlessTextField) { log.append("begin \(textField.text ?? "nil")") }
    func textFieldDidEndEditing(_ textField: HeadlessTextField) { log.append("end") }
  }

  private final class Silent: HeadlessTextFieldDelegate {}

  override func tearDown() {
    _ = HeadlessTextField().becomeFirstResponder()
    super.tearDown()
  }

  func test_text_readsEmptyStringWhenNil() {
    let field = HeadlessTextField()
    XCTAssertEqual(field.text, "")
    field.text = "abc"
    XCTAssertEqual(field.text, "abc")
    field.text = nil
    XCTAssertEqual(field.text, "")
    XCTAssertNil(field.placeholder)
  }

  func test_userType_setsTextThenSendsEditingChanged() {
    let field = HeadlessTextField()
    var seen: [String?] = []
    field.addAction(for: .editingChanged) { seen.append(($0 as! HeadlessTextField).text) }
    field.userType("ipho")
    field.userType("iphone")
    XCTAssertEqual(seen, ["ipho", "iphone"])
  }

  func test_firstResponder_callsDelegateAndSendsEditingEvents() {
    let field = HeadlessTextField()
    let recorder = Recorder()
    field.delegate = recorder
    field.text = "q"
    var events: [String] = []
    field.addAction(for: .editingDidBegin) { _ in events.append("didBegin") }
    field.addAction(for: .editingDidEnd) { _ in events.append("didEnd") }
    XCTAssertTrue(field.becomeFirstResponder())
    XCTAssertTrue(field.isFirstResponder)
    XCTAssertTrue(field.becomeFirstResponder())
    XCTAssertTrue(field.resignFirstResponder())
    XCTAssertFalse(field.isFirstResponder)
    XCTAssertTrue(field.resignFirstResponder())
    XCTAssertEqual(recorder.log, ["begin q", "end"])
    XCTAssertEqual(events, ["didBegin", "didEnd"])
  }

  func test_becomingFirstResponder_resignsThePreviousOne() {
    let first = HeadlessTextField()
    let second = HeadlessTextField()
    let recorder = Recorder()
    first.delegate = recorder
    first.becomeFirstResponder()
    second.becomeFirstResponder()
    XCTAssertFalse(first.isFirstResponder)
    XCTAssertTrue(second.isFirstResponder)
    XCTAssertEqual(recorder.log, ["begin ", "end"])
  }

  func test_delegate_isWeak_andDefaultsAreNoOps() {
    let field = HeadlessTextField()
    do {
      let silent = Silent()
      field.delegate = silent
      field.becomeFirstResponder()
      field.resignFirstResponder()
    }
    XCTAssertNil(field.delegate)
  }
}
