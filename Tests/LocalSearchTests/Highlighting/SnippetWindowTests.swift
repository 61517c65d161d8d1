import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Snippet windows and ellipses.
final class SnippetWindowTests: XCTestCase {
  private typealias Support = HighlightTestSupport
  private let sixWords: JSON = "one two three four five six"

  private func snippet(_ value: JSON, _ query: String, words count: Int, ellipsis: String = "…") -> JSON? {
    Snippeter(highlighter: Highlighter(words: Support.words(query)), ellipsisText: ellipsis)
      .snippet(value, attributePath: "text", words: count)
  }

  func test_snippet_matchAtStart_windowStartsThereWithTrailingEllipsis() {
    XCTAssertEqual(snippet(sixWords, "one", words: 3), Support.snippet("<em>one</em> two three…", "full"))
  }

  func test_snippet_matchInMiddle_ellipsisOnBothSides() {
    XCTAssertEqual(snippet(sixWords, "three", words: 2), Support.snippet("…<em>three</em> four…", "full"))
  }

  func test_snippet_matchNearEnd_windowShiftedLeftToBeFull() {
    XCTAssertEqual(snippet(sixWords, "six", words: 3), Support.snippet("…four five <em>six</em>", "full"))
    XCTAssertEqual(snippet(sixWords, "five", words: 3), Support.snippet("…four <em>five</em> six", "full"))
  }

  func test_snippet_noMatch_firstWordsWithLevelNone() {
    XCTAssertEqual(snippet(sixWords, "zebra", words: 2), Support.snippet("one two…", "none"))
    XCTAssertEqual(snippet(sixWords, "", words: 2), Support.snippet("one two…", "none"))
  }

  func test_snippet_noMatchInAValueThatFitsTheWindow_isTheWholeValue() {
    XCTAssertEqual(snippet("Ab, c-d!", "zebra", words: 4), Support.snippet("Ab, c-d!", "none"))
    XCTAssertEqual(snippet("a b c d e", "zebra", words: 5), Support.snippet("a b c d e", "none"))
    XCTAssertEqual(snippet("a b c d e f", "zebra", words: 5), Support.snippet("a b c d e…", "none"))
  }

  func test_snippet_emptyEllipsisText_addsNothing() {
    XCTAssertEqual(snippet(sixWords, "three", words: 2, ellipsis: ""), Support.snippet("<em>three</em> four", "full"))
  }

  func test_snippet_valueNotLongerThanWindow_isWholeValueWithPunctuation() {
    XCTAssertEqual(snippet("¡Hello, world!", "world", words: 2), Support.snippet("¡Hello, <em>world</em>!", "full"))
    XCTAssertEqual(snippet("¡Hello, world!", "world", words: 10), Support.snippet("¡Hello, <em>world</em>!", "full"))
  }

  func test_snippet_punctuationOutsideTheWindow_dropped() {
    XCTAssertEqual(
      snippet("Hi. Android phone, by Google", "android", words: 2),
      Support.snippet("…<em>Android</em> phone…", "full"))
  }

  func test_snippet_matchLevel_computedOnTheWindowOnly() {
    XCTAssertEqual(
      snippet("Android phone by Google", "android google", words: 2),
      Support.snippet("<em>Android</em> phone…", "partial"))
  }

  func test_snippet_valueWithMarkup_isNotEscaped() {
    XCTAssertEqual(snippet("a < b and c > d", "c", words: 2), Support.snippet("…<em>c</em> > d", "full"))
  }

  func test_snippet_numbersArraysAndNull_mirrorTheValue() {
    XCTAssertEqual(snippet(2010, "2010", words: 1), Support.snippet("<em>2010</em>", "full"))
    XCTAssertNil(snippet(nil, "apple", words: 3))
    XCTAssertEqual(
      snippet(["a": ["red apple pie", nil], "b": nil], "apple", words: 1),
      ["a": [Support.snippet("…<em>apple</em>…", "full")]])
  }

  func test_snippet_restrictArrays_keepsElementsWithAMatchAnywhere() {
    let highlighter = Highlighter(words: Support.words("pie"), restrictArrays: true)
    XCTAssertEqual(
      Snippeter(highlighter: highlighter).snippet(["apple pie", "pear tart"], attributePath: "tags", words: 1),
      [Support.snippet("…<em>pie</em>", "full")])
  }
}
