import XCTest

@testable import LocalSearch

final class TaggedSpansTests: XCTestCase {
  func test_merged_joinsOverlappingSpansOnly() {
    XCTAssertEqual(TaggedSpans.merged([0..<2, 0..<2, 3..<5]), [0..<2, 3..<5])
    XCTAssertEqual(TaggedSpans.merged([0..<3, 1..<4]), [0..<4])
    XCTAssertEqual(TaggedSpans.merged([0..<1, 1..<2]), [0..<1, 1..<2], "touching spans stay apart")
    XCTAssertEqual(TaggedSpans.merged([2..<2, 3..<4]), [3..<4], "empty spans are skipped")
  }

  func test_render_wrapsEachCharacterOnce() {
    let utf8 = Array("½ cup".utf8)
    XCTAssertEqual(
      TaggedSpans.render(utf8, bytes: 0..<utf8.count, spans: [0..<2, 0..<2], preTag: "[", postTag: "]"), "[½] cup")
    XCTAssertEqual(
      TaggedSpans.render(utf8, bytes: 0..<2, spans: [0..<2], preTag: "<em>", postTag: "</em>"), "<em>½</em>")
    XCTAssertEqual(TaggedSpans.render(utf8, bytes: 3..<6, spans: [], preTag: "[", postTag: "]"), "cup")
  }
}
