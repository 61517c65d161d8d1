import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Highlighting text where one character folds to several words (`½` → `1`, `2`), next to characters of
/// several UTF-8 bytes and UTF-16 units (accents, combining marks, emoji).
final class FractionHighlightTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  private func value(_ text: String, _ query: String, prefixAll: Bool = false) -> String? {
    Highlighter(words: Support.words(query, prefixAll: prefixAll)).highlight(.string(text), attributePath: "t")?[
      "value"]?.stringValue
  }

  func test_fractionBetweenEmojiAndCombiningMarks_wrapsWholeCharacters() {
    let text = "👩‍🍳 Cafe\u{301} ½ cup"
    XCTAssertEqual(
      Highlighter(words: Support.words("½ cafe")).highlight(.string(text), attributePath: "t"),
      Support.leaf("👩‍🍳 <em>Cafe\u{301}</em> <em>½</em> cup", "full", ["1", "2", "cafe"], fully: false))
    XCTAssertEqual(value(text, "2"), "👩‍🍳 Cafe\u{301} <em>½</em> cup")
  }

  func test_prefixStartingInsideAFraction_endsAtTheRightCharacter() {
    XCTAssertEqual(value("x½ab", "2a"), "x<em>½a</em>b")
    XCTAssertEqual(value("x½ab", "x1 2a"), "<em>x½a</em>b", "overlapping spans make one wrap")
  }

  func test_removingTheTags_givesBackTheOriginalText() {
    let texts = ["½", "¾ cup", "1 ¼ cups", "👩‍🍳½🍰", "e\u{301}½e\u{301}", "⅒ of ⅓", "Crème fraîche ½ tsp"]
    let queries = ["½", "1 2", "2", "¾", "4", "e", "10 3", "1 10 3"]
    for text in texts {
      for query in queries {
        guard let highlighted = value(text, query, prefixAll: true) else { return XCTFail("\(text) / \(query)") }
        let stripped = highlighted.replacingOccurrences(of: "<em>", with: "").replacingOccurrences(of: "</em>", with: "")
        XCTAssertEqual(stripped, text, "\(text) / \(query)")
        XCTAssertEqual(
          highlighted.components(separatedBy: "<em>").count, highlighted.components(separatedBy: "</em>").count,
          "\(text) / \(query)")
        XCTAssertFalse(highlighted.contains("<em><em>") || highlighted.contains("</em></em>"), "\(text) / \(query)")
      }
    }
  }
}
