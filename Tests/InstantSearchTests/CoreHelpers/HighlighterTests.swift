import Foundation
import InstantSearch
import XCTest

/// v1's Highlighter: rendering tagged text and inverting highlights.
final class HighlighterTests: XCTestCase {
  private let attrs: [NSAttributedString.Key: Any] = [.foregroundColor: HeadlessColor.red]

  /// The UTF-16 ranges carrying a foreground colour, maximal runs in order.
  private func highlightedRanges(_ rendered: NSAttributedString) -> [NSRange] {
    var ranges: [NSRange] = []
    for position in 0..<rendered.length where rendered.attribute(.foregroundColor, at: position, effectiveRange: nil) != nil {
      if let last = ranges.last, last.location + last.length == position {
        ranges[ranges.count - 1].length += 1
      } else {
        ranges.append(NSRange(location: position, length: 1))
      }
    }
    return ranges
  }

  func test_defaults() {
    let highlighter = Highlighter(highlightAttrs: attrs)
    XCTAssertEqual(highlighter.preTag, "<em>")
    XCTAssertEqual(highlighter.postTag, "</em>")
    XCTAssertFalse(highlighter.caseSensitive)
    XCTAssertEqual(highlighter.highlightAttrs[.foregroundColor] as? HeadlessColor, .red)
  }

  func test_render_defaultTags_removesTagsAndHighlightsTheEnclosedRange() {
    let rendered = Highlighter(highlightAttrs: attrs).render(text: "a <em>bc</em> d")
    XCTAssertEqual(rendered.string, "a bc d")
    XCTAssertEqual(highlightedRanges(rendered), [NSRange(location: 2, length: 2)])
    var effective = NSRange(location: 0, length: 0)
    let highlighted = rendered.attributes(at: 2, effectiveRange: &effective)
    XCTAssertEqual(highlighted.count, 1)
    XCTAssertEqual(highlighted[.foregroundColor] as? HeadlessColor, .red)
    XCTAssertEqual(effective, NSRange(location: 2, length: 2))
    XCTAssertTrue(rendered.attributes(at: 0, effectiveRange: nil).isEmpty, "the rest has no attributes")
    XCTAssertTrue(rendered.attributes(at: 5, effectiveRange: nil).isEmpty)
  }

  func test_render_severalHighlights_allAttributesApplied() {
    let highlighter = Highlighter(highlightAttrs: [.foregroundColor: HeadlessColor.red, .backgroundColor: HeadlessColor.yellow])
    let rendered = highlighter.render(text: "<em>Sony</em> tv <em>max</em>")
    XCTAssertEqual(rendered.string, "Sony tv max")
    XCTAssertEqual(highlightedRanges(rendered), [NSRange(location: 0, length: 4), NSRange(location: 8, length: 3)])
    XCTAssertEqual(rendered.attribute(.backgroundColor, at: 9, effectiveRange: nil) as? HeadlessColor, .yellow)
    XCTAssertNil(rendered.attribute(.backgroundColor, at: 5, effectiveRange: nil))
  }

  func test_render_rangesAreUTF16() {
    let rendered = Highlighter(highlightAttrs: attrs).render(text: "é😀 <em>ü😀</em>!")
    XCTAssertEqual(rendered.string, "é😀 ü😀!")
    XCTAssertEqual(highlightedRanges(rendered), [NSRange(location: 4, length: 3)], "the emoji counts two UTF-16 units")
  }

  func test_render_customTags() {
    let highlighter = Highlighter(highlightAttrs: attrs)
    highlighter.preTag = "[["
    highlighter.postTag = "]]"
    let rendered = highlighter.render(text: "x [[y]] <em>z</em>")
    XCTAssertEqual(rendered.string, "x y <em>z</em>")
    XCTAssertEqual(highlightedRanges(rendered), [NSRange(location: 2, length: 1)])
  }

  func test_render_caseInsensitiveByDefault() {
    let rendered = Highlighter(highlightAttrs: attrs).render(text: "<EM>a</Em> b")
    XCTAssertEqual(rendered.string, "a b")
    XCTAssertEqual(highlightedRanges(rendered), [NSRange(location: 0, length: 1)])
  }

  func test_render_caseSensitive_appliesToThePreTagOnly() {
    let highlighter = Highlighter(highlightAttrs: attrs)
    highlighter.caseSensitive = true
    let rendered = highlighter.render(text: "<EM>a</EM> <em>b</EM>")
    XCTAssertEqual(rendered.string, "<EM>a</EM> b", "an upper-case opening tag is text; an upper-case closing tag still closes")
    XCTAssertEqual(highlightedRanges(rendered), [NSRange(location: 11, length: 1)])
  }

  func test_render_postTagWithoutPreTag_staysAsText() {
    let rendered = Highlighter(highlightAttrs: attrs).render(text: "a</em> <em>b</em>")
    XCTAssertEqual(rendered.string, "a</em> b")
    XCTAssertEqual(highlightedRanges(rendered), [NSRange(location: 7, length: 1)])
  }

  func test_render_preTagWithoutPostTag_isRemovedAndNothingIsHighlighted() {
    let rendered = Highlighter(highlightAttrs: attrs).render(text: "ab<em>cd")
    XCTAssertEqual(rendered.string, "abcd")
    XCTAssertEqual(highlightedRanges(rendered), [])
  }

  func test_render_plainAndEmptyTexts() {
    let highlighter = Highlighter(highlightAttrs: attrs)
    XCTAssertEqual(highlighter.render(text: "").length, 0)
    let plain = highlighter.render(text: "plain")
    XCTAssertEqual(plain.string, "plain")
    XCTAssertEqual(highlightedRanges(plain), [])
    let empty = highlighter.render(text: "a<em></em>b")
    XCTAssertEqual(empty.string, "ab")
    XCTAssertEqual(highlightedRanges(empty), [])
  }

  func test_render_emptyAttributes_leaveTheTextPlain() {
    let rendered = Highlighter(highlightAttrs: [:]).render(text: "a <em>b</em>")
    XCTAssertEqual(rendered.string, "a b")
    XCTAssertTrue(rendered.attributes(at: 2, effectiveRange: nil).isEmpty)
  }

  func test_render_nestedTags_staleRangeIsCutAtTheEnd_insteadOfTrapping() {
    let highlighter = Highlighter(highlightAttrs: attrs)
    let runsPast = highlighter.render(text: "<em>a<em>b</em>c</em>")
    XCTAssertEqual(runsPast.string, "abc")
    XCTAssertEqual(highlightedRanges(runsPast), [NSRange(location: 0, length: 3)], "(0, 6) is cut to the text")
    let wrong = highlighter.render(text: "x<em>a<em>b</em>c</em>yz")
    XCTAssertEqual(wrong.string, "xabcyz")
    XCTAssertEqual(highlightedRanges(wrong), [NSRange(location: 1, length: 5)], "the stale outer range covers the wrong characters")
  }

  func test_render_emptyPreTag_findsNothing() {
    let highlighter = Highlighter(highlightAttrs: attrs)
    highlighter.preTag = ""
    let rendered = highlighter.render(text: "a <em>b</em>")
    XCTAssertEqual(rendered.string, "a <em>b</em>")
    XCTAssertEqual(highlightedRanges(rendered), [])
  }

  func test_inverseHighlights_specTable() {
    let highlighter = Highlighter(highlightAttrs: [:])
    let table: [(String, String)] = [
      ("", ""),
      ("<em>all</em>", "all"),
      ("plain", "<em>plain</em>"),
      ("x <em>y</em> z", "<em>x </em>y<em> z</em>"),
      ("ab<em>cd", "<em>ab</em>cd"),
    ]
    for (input, expected) in table {
      XCTAssertEqual(highlighter.inverseHighlights(in: input), expected, "input: \(input)")
    }
  }

  func test_inverseHighlights_prefixSuffixAndAdjacentSegments() {
    let highlighter = Highlighter(highlightAttrs: [:])
    XCTAssertEqual(highlighter.inverseHighlights(in: "<em>ab</em>cd"), "ab<em>cd</em>")
    XCTAssertEqual(highlighter.inverseHighlights(in: "ab<em>cd</em>"), "<em>ab</em>cd")
    XCTAssertEqual(highlighter.inverseHighlights(in: "<em>a</em><em>b</em>"), "ab", "empty plain segments are never wrapped")
  }

  func test_inverseHighlights_isAlwaysCaseSensitive_andCopiesNestedTags() {
    let highlighter = Highlighter(highlightAttrs: [:])
    XCTAssertEqual(highlighter.inverseHighlights(in: "<EM>x</EM>"), "<em><EM>x</EM></em>")
    XCTAssertEqual(highlighter.inverseHighlights(in: "<em>a<em>b</em>c"), "a<em>b<em>c</em>", "inner tags are copied verbatim")
  }

  func test_inverseHighlights_customTags() {
    let highlighter = Highlighter(highlightAttrs: [:])
    highlighter.preTag = "<b>"
    highlighter.postTag = "</b>"
    XCTAssertEqual(highlighter.inverseHighlights(in: "x <b>y</b>"), "<b>x </b>y")
  }
}
