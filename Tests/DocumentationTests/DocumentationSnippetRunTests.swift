import InstantSearch
import XCTest

/// The README's ported v1 test is not only compiled: it runs here, as the README writes it.
final class DocumentationSnippetRunTests: XCTestCase {
  func testTheReadmesPortedHistoryTestPasses() {
    let history = LocalHistory()
    historyTestOnTheKit(history: history)
    XCTAssertEqual(history.contents, ["sony"])
  }
}
