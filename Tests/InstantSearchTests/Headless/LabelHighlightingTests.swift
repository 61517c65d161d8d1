import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// v1's label highlighting: `highlightedText`, `highlightedBackgroundColor`, `isHighlightingInversed` on the label.
final class LabelHighlightingTests: XCTestCase {
  /// The UTF-16 ranges whose foreground colour is `colour`, maximal runs in order.
  private func ranges(of colour: HeadlessColor, in label: HeadlessLabel) -> [NSRange] {
    guard let text = label.attributedText else { return [] }
    var ranges: [NSRange] = []
    for position in 0..<text.length where text.attribute(.foregroundColor, at: position, effectiveRange: nil) as? HeadlessColor == colour {
      if let last = ranges.last, last.location + last.length == position {
        ranges[ranges.count - 1].length += 1
      } else {
        ranges.append(NSRange(location: position, length: 1))
      }
    }
    return ranges
  }

  private func background(of label: HeadlessLabel, at position: Int) -> HeadlessColor? {
    label.attributedText?.attribute(.backgroundColor, at: position, effectiveRange: nil) as? HeadlessColor
  }

  func test_defaults() {
    let label = HeadlessLabel()
    XCTAssertNil(label.highlightedText)
    XCTAssertNil(label.highlightedBackgroundColor)
    XCTAssertFalse(label.isHighlightingInversed)
    XCTAssertNil(label.highlightedTextColor)
    XCTAssertEqual(label.tintColor, .blue)
  }

  func test_taggedText_highlightsInTheTintColour_onAClearBackground() {
    let label = HeadlessLabel()
    label.highlightedText = "a <em>bc</em> d"
    XCTAssertEqual(label.text, "a bc d")
    XCTAssertEqual(label.highlightedText, "a bc d", "the getter reads the shown text, tags removed")
    XCTAssertEqual(ranges(of: .blue, in: label), [NSRange(location: 2, length: 2)])
    XCTAssertEqual(background(of: label, at: 2), .clear)
    XCTAssertTrue(label.attributedText?.attributes(at: 0, effectiveRange: nil).isEmpty ?? false, "plain parts have no attributes")
  }

  func test_highlightedTextColor_andBackground_win() {
    let label = HeadlessLabel()
    label.tintColor = .green
    label.highlightedTextColor = .red
    label.highlightedBackgroundColor = .yellow
    label.highlightedText = "<em>Sony</em> tv"
    XCTAssertEqual(ranges(of: .red, in: label), [NSRange(location: 0, length: 4)])
    XCTAssertEqual(background(of: label, at: 0), .yellow)
    XCTAssertNil(background(of: label, at: 5))
  }

  func test_tintColor_isInheritedFromTheSuperview() {
    let container = HeadlessView()
    container.tintColor = .green
    let label = HeadlessLabel()
    container.addSubview(label)
    label.highlightedText = "x <EM>y</EM>"
    XCTAssertEqual(label.text, "x y", "the default highlighter matches tags case-insensitively")
    XCTAssertEqual(ranges(of: .green, in: label), [NSRange(location: 2, length: 1)])
  }

  func test_inversed_highlightsThePlainParts() {
    let label = HeadlessLabel()
    label.isHighlightingInversed = true
    label.highlightedTextColor = .red
    label.highlightedText = "x <em>y</em> z"
    XCTAssertEqual(label.text, "x y z")
    XCTAssertEqual(ranges(of: .red, in: label), [NSRange(location: 0, length: 2), NSRange(location: 3, length: 2)])
    label.highlightedText = "<em>all</em>"
    XCTAssertEqual(label.text, "all")
    XCTAssertEqual(ranges(of: .red, in: label), [])
  }

  func test_nilOrEmpty_leavesTheLabelUnchanged() {
    let label = HeadlessLabel()
    label.highlightedText = "<em>kept</em>"
    label.highlightedText = nil
    XCTAssertEqual(label.text, "kept")
    label.highlightedText = ""
    XCTAssertEqual(label.text, "kept")
    XCTAssertEqual(ranges(of: .blue, in: label), [NSRange(location: 0, length: 4)])
  }

  func test_coloursAreReadAtAssignmentOnly() {
    let label = HeadlessLabel()
    label.highlightedTextColor = .red
    label.highlightedText = "<em>a</em>b"
    label.highlightedTextColor = .green
    label.highlightedBackgroundColor = .yellow
    XCTAssertEqual(ranges(of: .red, in: label), [NSRange(location: 0, length: 1)])
    XCTAssertEqual(background(of: label, at: 0), .clear)
    label.highlightedText = label.highlightedText.map { "<em>\($0)</em>" }
    XCTAssertEqual(ranges(of: .green, in: label), [NSRange(location: 0, length: 2)], "another assignment applies them")
  }

  func test_plainTextSetter_isWhatTheGetterReads() {
    let label = HeadlessLabel()
    label.text = "plain"
    XCTAssertEqual(label.highlightedText, "plain")
    label.text = nil
    XCTAssertNil(label.highlightedText)
  }

  func test_highlightResultOfARealSearch() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    searcher.params.query = "sony"
    searcher.search()
    awaitCondition { searcher.results != nil }
    let hit = try XCTUnwrap(searcher.results?.latestHits.first)
    let tagged = try XCTUnwrap(SearchResults.highlightResult(hit: hit, path: "name")?.value)
    let label = HeadlessLabel()
    label.highlightedTextColor = .red
    label.highlightedText = tagged
    let text = try XCTUnwrap(label.text)
    XCTAssertEqual(text, hit["name"] as? String)
    let highlighted = ranges(of: .red, in: label).map { (text as NSString).substring(with: $0) }
    XCTAssertEqual(highlighted, ["Sony"])
  }
}
