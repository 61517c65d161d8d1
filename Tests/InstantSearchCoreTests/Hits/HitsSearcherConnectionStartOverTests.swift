import Foundation
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// The hits searcher link's `startsOverOnEverySearch` setting, and the searcher's marking of further-page
/// searches (`loadPage(atIndex:context:)`, `LaunchedSearch.loadsFurtherPage`, `onDeliveringResults`).
final class HitsSearcherConnectionStartOverTests: XCTestCase {
  /// A client answering every page with two hits named after the query and page, out of 3 pages.
  private func pagedClient() -> ScriptedSearchClient {
    ScriptedSearchClient(defaultReply: { request in
      let page = request.query.page ?? 0
      let query = request.queryText ?? ""
      var response = SearchResponse(
        hits: (0..<2).map { Hit(.object(["objectID": .string("\(query)-\(page)-\($0)")])) }, nbHits: 6, page: page, nbPages: 3,
        hitsPerPage: 2)
      response.query = query
      return .response(response)
    })
  }

  private func ids(_ interactor: HitsInteractor<JSON>) -> [String] {
    interactor.getCurrentHits().compactMap { $0["objectID"]?.stringValue }
  }

  func test_default_sameQuerySearchedAgainKeepsThePages_queryChangeInvalidatesAtOnce() {
    let searcher = HitsSearcher(client: pagedClient(), indexName: "movies", query: Query("a"))
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .off)
    interactor.connectSearcher(searcher)
    awaitNextResult(of: searcher) { searcher.search() }
    awaitNextResult(of: searcher) { searcher.loadPage(atIndex: 1) }
    XCTAssertEqual(ids(interactor), ["a-0-0", "a-0-1", "a-1-0", "a-1-1"])
    searcher.request.query.page = 0
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(interactor.numberOfHits(), 4, "page 0 replaced, page 1 kept")
    searcher.setQuery("b")
    XCTAssertEqual(interactor.numberOfHits(), 0, "invalidated at once")
  }

  func test_startsOverOnEverySearch_everySearchButAFurtherPageStartsOverWhenItsResultsArrive() {
    let searcher = HitsSearcher(client: pagedClient(), indexName: "movies", query: Query("a"))
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .off)
    let connection = interactor.connectSearcher(searcher, startsOverOnEverySearch: true)
    XCTAssertTrue(connection.startsOverOnEverySearch)
    awaitNextResult(of: searcher) { searcher.search() }
    awaitNextResult(of: searcher) { searcher.loadPage(atIndex: 1) }
    XCTAssertEqual(ids(interactor), ["a-0-0", "a-0-1", "a-1-0", "a-1-1"], "a further page adds to the pages")
    searcher.request.query.page = 0
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(ids(interactor), ["a-0-0", "a-0-1"], "the same query searched again starts over")
    searcher.setQuery("b")
    XCTAssertEqual(interactor.numberOfHits(), 2, "a query change invalidates nothing by itself")
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(ids(interactor), ["b-0-0", "b-0-1"])
    connection.disconnect()
    awaitNextResult(of: searcher) { searcher.setQuery("c"); searcher.search() }
    XCTAssertEqual(ids(interactor), ["b-0-0", "b-0-1"], "disconnected")
  }

  func test_loadPage_marksTheSearchAsAFurtherPage_announcedBeforeItsResults() {
    let searcher = HitsSearcher(client: pagedClient(), indexName: "movies", query: Query("a"))
    var events: [String] = []
    searcher.onSearchLifecycle.subscribe(with: self) { _, event in
      if case .launched(let launch) = event {
        events.append("launched \(launch.loadsFurtherPage) \(launch.context["tag"] as? String ?? "-")")
      }
    }
    searcher.onDeliveringResults.subscribe(with: self) { _, launch in events.append("delivering \(launch.loadsFurtherPage)") }
    searcher.onResults.subscribe(with: self) { _, response in events.append("results \(response.page ?? -1)") }
    awaitNextResult(of: searcher) { searcher.search(context: ["tag": "first"]) }
    awaitNextResult(of: searcher) { searcher.loadPage(atIndex: 1, context: ["tag": "more"]) }
    XCTAssertEqual(
      events,
      ["launched false first", "delivering false", "results 0", "launched true more", "delivering true", "results 1"])
    XCTAssertEqual(searcher.request.query.page, 1)
  }
}
