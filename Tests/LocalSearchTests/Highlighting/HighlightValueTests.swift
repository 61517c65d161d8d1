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

/// Mapping normalised prefixes back to original characters.
final class HighlightMappingTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  private func value(_ text: String, _ query: String) -> String? {
    Highlighter(words: Support.words(query)).highlight(.string(text), attributePath: "title")?["value"]?.stringValue
  }

  func test_sharpS_prefixEndingInsideTheFold_wrapsTheWholeLetter() {
    XCTAssertEqual(value("Straße", "stra"), "<em>Stra</em>ße")
    XCTAssertEqual(value("Straße", "stras"), "<em>Straß</em>e")
    XCTAssertEqual(value("Straße", "strass"), "<em>Straß</em>e")
    XCTAssertEqual(value("Straße", "strasse"), "<em>Straße</em>")
  }

  func test_combiningMark_staysWithItsBaseLetter() {
    let text = "Cafe\u{301}s noirs"
    XCTAssertEqual(value(text, "cafe").map { Array($0.utf8) }, Array("<em>Cafe\u{301}</em>s noirs".utf8))
    XCTAssertEqual(value(text, "caf").map { Array($0.utf8) }, Array("<em>Caf</em>e\u{301}s noirs".utf8))
  }

  func test_precomposedAccent_wrappedWhole() {
    XCTAssertEqual(value("Crème brûlée", "brule"), "Crème <em>brûlé</em>e")
  }

  func test_ligature_prefixInsideTheLigature_wrapsIt() {
    XCTAssertEqual(value("ﬁne art", "f"), "<em>ﬁ</em>ne art")
  }
}

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
