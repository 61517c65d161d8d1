import InstantSearchDemoKit
import XCTest

/// Redrawing in place: only the rows that changed are written.
final class ScreenDiffTests: XCTestCase {
  private func frame(_ rows: [String]) -> Frame {
    Frame(width: 10, lines: rows.map { FrameLine(segments: [Segment($0)]) })
  }

  func test_onlyChangedRowsAreRewritten() {
    var diff = ScreenDiff()
    let first = diff.update(to: frame(["one", "two", "three"]))
    XCTAssertTrue(first.hasPrefix("\u{1B}[2J"), "the first frame clears the screen once")
    for row in 1...3 { XCTAssertTrue(first.contains("\u{1B}[\(row);1H")) }

    let second = diff.update(to: frame(["one", "TWO", "three"]))
    XCTAssertEqual(second, "\u{1B}[2;1HTWO\u{1B}[K", "only row 2 is written, without clearing the screen")
    XCTAssertEqual(diff.update(to: frame(["one", "TWO", "three"])), "", "an unchanged frame writes nothing")

    diff.invalidate()
    XCTAssertTrue(diff.update(to: frame(["one", "TWO", "three"])).hasPrefix("\u{1B}[2J"), "after a resize everything is drawn")
  }

  func test_styles() {
    let line = FrameLine(segments: [Segment("Par", .highlight), Segment("is"), Segment(" · FR  ", .dim)])
    XCTAssertEqual(line.plainText, "*Par*is · FR")
    XCTAssertEqual(line.ansiText, "\u{1B}[1;7mPar\u{1B}[0mis\u{1B}[2m · FR  \u{1B}[0m")
  }
}
