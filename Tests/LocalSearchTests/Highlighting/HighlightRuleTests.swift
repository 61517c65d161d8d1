import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Attribute rules: exact-only one-word queries, typo- and prefix-disabled attributes.
final class HighlightRuleTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  private func exactOnly(_ text: JSON, _ query: String) -> JSON? {
    Highlighter(words: Support.words(query), exactOnSingleWordQuery: true).highlight(text, attributePath: "name")
  }

  func test_exactOnSingleWordQuery_oneWord_wrapsExactMatchesOnly() {
    XCTAssertEqual(exactOnly("Apple iPhone 13", "iph"), Support.leaf("Apple iPhone 13", "none", []))
    XCTAssertEqual(exactOnly("Samsung", "samsnug"), Support.leaf("Samsung", "none", []))
    XCTAssertEqual(
      exactOnly("Apple iPhone 13", "apple"), Support.leaf("<em>Apple</em> iPhone 13", "full", ["apple"], fully: false))
  }

  func test_exactOnSingleWordQuery_severalWords_wrapsEveryMatch() {
    XCTAssertEqual(
      exactOnly("Apple iPhone 13", "apple iph"),
      Support.leaf("<em>Apple</em> <em>iPh</em>one 13", "full", ["apple", "iph"], fully: false))
  }

  func test_typoDisabledAttribute_andItsDescendants_wrapNoTypoMatch() {
    let highlighter = Highlighter(words: Support.words("samsnug"), typoDisabledAttributes: ["name", "maker"])
    XCTAssertEqual(highlighter.highlight("Samsung", attributePath: "name"), Support.leaf("Samsung", "none", []))
    XCTAssertEqual(highlighter.highlight("Samsung", attributePath: "maker.name"), Support.leaf("Samsung", "none", []))
    XCTAssertEqual(
      highlighter.highlight("Samsung", attributePath: "brand"),
      Support.leaf("<em>Samsung</em>", "full", ["samsnug"], fully: true))
  }

  func test_prefixDisabledAttribute_wrapsNoPrefixMatch() {
    let highlighter = Highlighter(words: Support.words("iph"), prefixDisabledAttributes: ["name"])
    XCTAssertEqual(highlighter.highlight("iPhone", attributePath: "name"), Support.leaf("iPhone", "none", []))
    XCTAssertEqual(
      highlighter.highlight("iPhone", attributePath: "description"),
      Support.leaf("<em>iPh</em>one", "full", ["iph"], fully: false))
  }
}
