// Generated from the Swift block `historyTestOnTheKit` of README.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearch
import InstantSearchTestKit

extension XCTestCase {
  func historyTestOnTheKit(history: LocalHistory) {
    let client = ScriptedSearchClient(completionQueue: .main)
    client.reply(.hits([["objectID": "1", "name": "Sony TV"]], nbHits: 3), query: "sony")
    let clock = ManualScheduler()
    let searcher = Searcher(index: Index(client: client, name: "products"))
    let recorder = HistoryRecorder(searcher: searcher, history: history, scheduler: clock)
    searcher.params.query = "sony"
    let results = awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(results?.nbHits, 3)
    XCTAssertEqual(client.requests.last?.queryText, "sony")
    clock.advance(by: 0.99)
    XCTAssertEqual(history.contents, [])       // still inside the 1 s debounce
    clock.advance(by: 0.01)
    XCTAssertEqual(history.contents, ["sony"])
  }
}
