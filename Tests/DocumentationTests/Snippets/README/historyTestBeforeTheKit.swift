// Generated from the Swift block `historyTestBeforeTheKit` of README.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearch

extension XCTestCase {
  func historyTestBeforeTheKit(id: String, key: String, history: LocalHistory) {
    // Before: real time, a live backend, and a sleep long enough on a busy CI machine (or not).
    let searcher = Searcher(index: Index(client: Client(appID: id, apiKey: key), name: "products"))
    let recorder = HistoryRecorder(searcher: searcher, history: history)
    searcher.params.query = "sony"
    searcher.search()
    RunLoop.main.run(until: Date().addingTimeInterval(1.5))
    XCTAssertEqual(history.contents, ["sony"])
  }
}
