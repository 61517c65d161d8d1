import Foundation
import InstantSearch
import InstantSearchTestKit
import LocalSearch
import XCTest

/// Names v1 apps reached through InstantSearchClient and the v1 core, as they wrote them: `JSONObject`,
/// `BrowseIterator` reading an index page after page, and the parameters a search notification hands out carrying
/// the page requested (0 for a new search, the loaded page for `loadMore()`).
final class FieldV1NamesTests: XCTestCase {
  private func index(records count: Int) throws -> Index {
    let records: [JSONObject] = (1...count).map { ["objectID": "\($0)", "name": "record \($0)"] }
    let settings = try IndexSettings(data: Data(#"{"searchableAttributes": ["name"], "hitsPerPage": 2}"#.utf8))
    return Index(client: LocalClient(indices: [try LocalIndex(name: "items", foundationRecords: records, settings: settings)]), name: "items")
  }

  func test_jsonObject_isTheFoundationObjectOfCompletionHandlers() throws {
    let answer = completion { try! self.index(records: 3).search(Query(query: "record"), completionHandler: $0) }
    let content: JSONObject? = answer.content
    XCTAssertEqual((content?["hits"] as? [JSONObject])?.count, 2)
  }

  func test_browseIterator_readsEveryPage_untilNoCursor() throws {
    let index = try index(records: 2_500)
    let finished = expectation(description: "the last page")
    var pages: [Int] = []
    var ids = Set<String>()
    let query = Query()
    query.hitsPerPage = 1_000
    let iterator = BrowseIterator(index: index, query: query) { iterator, content, error in
      XCTAssertNil(error)
      let hits = content?["hits"] as? [JSONObject] ?? []
      pages.append(hits.count)
      ids.formUnion(hits.compactMap { $0["objectID"] as? String })
      if !iterator.hasNext() { finished.fulfill() }
    }
    XCTAssertFalse(iterator.started)
    iterator.start()
    XCTAssertTrue(iterator.started)
    wait(for: [finished], timeout: 30)
    XCTAssertEqual(pages, [1_000, 1_000, 500])
    XCTAssertEqual(ids.count, 2_500)
    XCTAssertNil(iterator.cursor)
  }

  func test_browseIterator_cancelledFromItsHandler_readsNoFurtherPage() throws {
    let index = try index(records: 2_500)
    let query = Query()
    query.hitsPerPage = 1_000
    var pages = 0
    let first = expectation(description: "the first page")
    let iterator = BrowseIterator(index: index, query: query) { iterator, _, _ in
      pages += 1
      iterator.cancel()
      first.fulfill()
    }
    iterator.start()
    wait(for: [first], timeout: 30)
    drainMainQueue()
    XCTAssertEqual(pages, 1)
    XCTAssertTrue(iterator.cancelled)
    XCTAssertTrue(iterator.hasNext(), "the cursor of the page read stays")
  }

  func test_searchNotificationParams_carryTheRequestedPage() throws {
    let searcher = Searcher(index: try index(records: 6))
    searcher.params.query = "record"
    var pages: [UInt?] = []
    let observer = NotificationCenter.default.addObserver(forName: Searcher.SearchNotification, object: searcher, queue: nil) { note in
      pages.append((note.userInfo?[Searcher.userInfoParamsKey] as? SearchParameters)?.page)
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    awaitNextResults(of: searcher) { searcher.search() }
    awaitNextResults(of: searcher) { searcher.loadMore() }
    drainMainQueue()
    XCTAssertEqual(pages, [0, 1])
    XCTAssertNil(searcher.params.page, "the searcher's own parameters keep no page")
  }
}
