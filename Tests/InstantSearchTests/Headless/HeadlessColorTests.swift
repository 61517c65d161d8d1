import Foundation
import InstantSearch
import XCTest

final class HeadlessColorTests: XCTestCase {
  func test_namedColors_haveUIKitComponents() {
    XCTAssertEqual(HeadlessColor.black, HeadlessColor(red: 0, green: 0, blue: 0, alpha: 1))
    XCTAssertEqual(HeadlessColor.white, HeadlessColor(red: 1, green: 1, blue: 1, alpha: 1))
    XCTAssertEqual(HeadlessColor.clear.alpha, 0)
    XCTAssertEqual(HeadlessColor.blue, HeadlessColor(red: 0, green: 0, blue: 1, alpha: 1))
    XCTAssertEqual(HeadlessColor.red, HeadlessColor(red: 1, green: 0, blue: 0, alpha: 1))
    XCTAssertEqual(HeadlessColor.yellow, HeadlessColor(red: 1, green: 1, blue: 0, alpha: 1))
    XCTAssertEqual(HeadlessColor.gray, HeadlessColor(white: 0.5, alpha: 1))
  }

  func test_equalityAndHashing_followComponents() {
    let color = HeadlessColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    XCTAssertEqual(color, HeadlessColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    XCTAssertNotEqual(color, color.withAlphaComponent(0.5))
    XCTAssertEqual(Set([color, color, .red]).count, 2)
  }

  func test_attributedStringColorKeys_useApplesRawValues() {
    XCTAssertEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
    XCTAssertEqual(NSAttributedString.Key.backgroundColor.rawValue, "NSBackgroundColor")
  }

  func test_colorAttribute_roundTripsThroughAttributedString() {
    let text = NSAttributedString(string: "hit", attributes: [.foregroundColor: HeadlessColor.red])
    XCTAssertEqual(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? HeadlessColor, .red)
  }
}
