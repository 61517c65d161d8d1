import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Highlight leaves of single values: spans, matched words, match levels and `fullyHighlighted`.
final class HighlightLeafTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  private func highlight(_ value: JSON, _ query: String, prefixAll: Bool = false) -> JSON? {
    Highlighter(words: Support.words(query, prefixAll: prefixAll)).highlight(value, attributePath: "title")
  }

  func test_highlight_wrapsEachMatchedWordSeparately() {
    XCTAssertEqual(
      highlight("George Clooney", "george clo"),
      Support.leaf("<em>George</em> <em>Clo</em>oney", "full", ["george", "clo"], fully: false))
  }

  func test_highlight_wordMatchedByTwoQueryWords_wrappedOnceOverTheLongestSpan() {
    XCTAssertEqual(
      highlight("iPhone case", "i iph", prefixAll: true),
      Support.leaf("<em>iPh</em>one case", "full", ["i", "iph"], fully: false))
  }

  func test_highlight_matchedWords_distinctAndInQueryOrder() {
    XCTAssertEqual(
      highlight("Apple AirPods Pro", "pro apple apple"),
      Support.leaf("<em>Apple</em> AirPods <em>Pro</em>", "full", ["pro", "apple"], fully: false))
  }

  func test_highlight_someQueryWordsMissing_isPartial() {
    XCTAssertEqual(
      highlight("Apple AirPods", "apple galaxy"),
      Support.leaf("<em>Apple</em> AirPods", "partial", ["apple"], fully: false))
  }

  func test_highlight_noMatch_hasLevelNoneWithoutFullyHighlighted() {
    XCTAssertEqual(highlight("Wireless earbuds", "apple"), Support.leaf("Wireless earbuds", "none", []))
  }

  func test_highlight_emptyQuery_hasLevelNone() {
    XCTAssertEqual(highlight("Apple", ""), Support.leaf("Apple", "none", []))
  }

  func test_highlight_valueWithMarkup_isNotEscaped() {
    XCTAssertEqual(
      highlight("Tom <b> & Jerry", "tom"), Support.leaf("<em>Tom</em> <b> & Jerry", "full", ["tom"], fully: false))
  }

  func test_fullyHighlighted_everyWordWrappedWhole_ignoresSeparators() {
    XCTAssertEqual(
      highlight("Apple, apple!", "apple"),
      Support.leaf("<em>Apple</em>, <em>apple</em>!", "full", ["apple"], fully: true))
  }

  func test_fullyHighlighted_typoMatchWrapsTheWholeWord() {
    XCTAssertEqual(highlight("Samsung", "samsnug"), Support.leaf("<em>Samsung</em>", "full", ["samsnug"], fully: true))
  }

  func test_fullyHighlighted_prefixMatchLeavesCharactersUnwrapped() {
    XCTAssertEqual(highlight("Apple", "app"), Support.leaf("<em>App</em>le", "full", ["app"], fully: false))
  }

  func test_highlight_customTags_usedVerbatim() {
    let highlighter = Highlighter(
      words: Support.words("apple"), preTag: "__ais-highlight__", postTag: "__/ais-highlight__")
    XCTAssertEqual(
      highlighter.highlight("Apple iPad", attributePath: "name"),
      Support.leaf("__ais-highlight__Apple__/ais-highlight__ iPad", "full", ["apple"], fully: false))
  }
}
