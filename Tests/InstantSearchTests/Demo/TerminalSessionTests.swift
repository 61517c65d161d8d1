import InstantSearch
import InstantSearchDemoKit
import XCTest

/// The terminal demo's screen and commands, on its generated catalogue (no dataset needed).
final class TerminalSessionTests: XCTestCase {
  func test_scriptedSession() throws {
    InstantSearch.shared.configure(searcher: Searcher(index: try Catalogue.generated().index))
    let screen = SearchScreen(catalogue: try Catalogue.generated())
    screen.loadViewIfNeeded()
    var printed: [String] = []
    let session = TerminalSession(screen: screen) { printed.append($0) }
    session.settle()
    session.render()
    XCTAssertTrue(printed.last?.contains("│ 240 results in") ?? false, printed.last ?? "")

    session.run("wireless")
    let wireless = try XCTUnwrap(printed.last)
    XCTAssertTrue(wireless.contains("│ 48 results in"), wireless)
    XCTAssertTrue(wireless.contains("[wireless]"), "matches are bracketed:\n\(wireless)")
    XCTAssertTrue(wireless.contains("│ hits (10 loaded):"))
    let firstTitle = try XCTUnwrap(screen.hits.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
    XCTAssertFalse(firstTitle.text?.contains("<em>") ?? true, "the label shows the title without tags")
    XCTAssertTrue(firstTitle.highlightedText?.lowercased().contains("wireless") ?? false)
    XCTAssertTrue(screen.activity.searcher === InstantSearch.shared.getSearcher(), "the activity indicator is registered")
    XCTAssertFalse(screen.activity.isAnimating, "and idle once the results arrived")

    session.run(":tag 1")
    let tagged = try XCTUnwrap(printed.last)
    XCTAssertTrue(tagged.contains("1. [x] "), tagged)
    XCTAssertTrue(tagged.contains("│ 6 results in"), tagged)

    session.run(":clear")
    session.run("camra")
    XCTAssertTrue(printed.last?.contains("camera") ?? false, "typo tolerance:\n\(printed.last ?? "")")

    session.run(":tag 99")
    XCTAssertTrue(printed.last?.hasPrefix("no such value") ?? false)
    XCTAssertFalse(session.run(":quit"))
  }

  func test_stepperAndInfiniteScrolling() throws {
    InstantSearch.shared.configure(searcher: Searcher(index: try Catalogue.generated().index))
    let screen = SearchScreen(catalogue: try Catalogue.generated())
    screen.loadViewIfNeeded()
    var printed: [String] = []
    let session = TerminalSession(screen: screen) { printed.append($0) }
    session.settle()
    session.run(":down")
    XCTAssertTrue(printed.last?.contains(#"price: "price" <= 900"#) ?? false, printed.last ?? "")
    session.run(":more")
    XCTAssertTrue(printed.last?.contains("│ hits (20 loaded):") ?? false, printed.last ?? "")
    XCTAssertTrue(printed.last?.contains("│   11. ") ?? false)
  }
}
