import Foundation
import InstantSearch
import XCTest

final class HeadlessLabelTests: XCTestCase {
  func test_defaults() {
    let label = HeadlessLabel()
    XCTAssertNil(label.text)
    XCTAssertNil(label.attributedText)
    XCTAssertEqual(label.textColor, .black)
    XCTAssertEqual(label.textAlignment, .natural)
    XCTAssertNil(label.highlightedTextColor)
    XCTAssertEqual(label.numberOfLines, 1)
  }

  func test_settingText_replacesAttributedTextWithPlainString() {
    let label = HeadlessLabel()
    label.attributedText = NSAttributedString(string: "bold", attributes: [.foregroundColor: HeadlessColor.red])
    label.text = "plain"
    XCTAssertEqual(label.attributedText?.string, "plain")
    XCTAssertNil(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil))
    label.text = nil
    XCTAssertNil(label.attributedText)
  }

  func test_settingAttributedText_setsText_andKeepsAttributes() {
    let label = HeadlessLabel()
    label.text = "old"
    label.attributedText = NSAttributedString(string: "new", attributes: [.backgroundColor: HeadlessColor.yellow])
    XCTAssertEqual(label.text, "new")
    XCTAssertEqual(label.attributedText?.attribute(.backgroundColor, at: 1, effectiveRange: nil) as? HeadlessColor, .yellow)
    label.attributedText = nil
    XCTAssertNil(label.text)
  }

  func test_textColorNil_restoresBlack() {
    let label = HeadlessLabel()
    label.textColor = .red
    XCTAssertEqual(label.textColor, .red)
    label.textColor = nil
    XCTAssertEqual(label.textColor, .black)
  }
}

final class HeadlessButtonTests: XCTestCase {
  func test_titlesPerState_fallBackToNormal() {
    let button = HeadlessButton()
    XCTAssertNil(button.currentTitle)
    button.setTitle("normal", for: .normal)
    button.setTitle("selected", for: .selected)
    XCTAssertEqual(button.title(for: .normal), "normal")
    XCTAssertEqual(button.title(for: .selected), "selected")
    XCTAssertEqual(button.title(for: .highlighted), "normal")
    XCTAssertEqual(button.currentTitle, "normal")
    button.isSelected = true
    XCTAssertEqual(button.currentTitle, "selected")
    button.setTitle(nil, for: .selected)
    XCTAssertEqual(button.currentTitle, "normal")
  }

  func test_tap_sendsTouchUpInside() {
    let button = HeadlessButton()
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    button.addAction(for: .valueChanged) { _ in XCTFail("only touchUpInside") }
    button.tap()
    XCTAssertEqual(taps, 1)
  }
}
