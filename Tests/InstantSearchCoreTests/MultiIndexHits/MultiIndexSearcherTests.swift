import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's deprecated multi-index stack: `MultiIndexSearcher` sends one multi-query for its index
/// query states (the text query shared, a filter state setting one index's `filters`), answering a
/// `SearchesResponse`; `MultiIndexHitsInteractor` puts response `i` in section `i`, reads rows by section and
/// loads a section's further pages through the searcher; `MultiIndexHitsConnector` composes them from
/// `IndexModule`s and reloads a `MultiIndexHitsController`.
@available(*, deprecated)
final class MultiIndexSearcherTests: XCTestCase {
  private struct Movie: Codable, Equatable {
    let title: String
  }

  private final class SectionsController: MultiIndexHitsController {
    var hitsSource: MultiIndexHitsSource?
    var reloads = 0
    var scrolls = 0
    func reload() { reloads += 1 }
    func scrollToTop() { scrolls += 1 }
  }

  private func client() -> ScriptedSearchClient {
    let client = ScriptedSearchClient()
    client.reply(to: .init()) { request in
      let page = request.query.page ?? 0
      let hits = (0..<2).map { row in
        Hit(["objectID": .string("\(request.indexName)-\(page)-\(row)"), "title": .string("\(request.indexName) \(page).\(row)")] as JSON)
      }
      var response = SearchResponse(hits: hits, nbHits: 6, page: page, nbPages: 3, hitsPerPage: 2)
      response.query = request.query.query
      return .response(response)
    }
    return client
  }

  func test_oneRequest_responsesBySection() throws {
    let client = client()
    let movies = HitsInteractor<Movie>(infiniteScrolling: .off)
    let actors = HitsInteractor<JSON>(infiniteScrolling: .off)
    let filterState = FilterState()
    let connector = MultiIndexHitsConnector(
      client: client,
      indexModules: [.init(indexName: "movies", hitsInteractor: movies), .init(indexName: "actors", hitsInteractor: actors, filterState: filterState)])
    let controller = SectionsController()
    connector.connectController(controller)
    let response = try XCTUnwrap(awaitNextResult(of: connector.searcher) {
      connector.searcher.query = "snoopy"
      connector.searcher.search()
    })
    XCTAssertEqual(response.results.count, 2)
    XCTAssertEqual(client.exchangeCount, 1, "one multi-query")
    XCTAssertEqual(client.requests.map(\.indexName), ["movies", "actors"])
    XCTAssertEqual(client.requests.map(\.query.query), ["snoopy", "snoopy"])
    awaitFired(connector.interactor.onResultsUpdated)
    drainMainQueue()
    XCTAssertGreaterThan(controller.reloads, 0)
    let source = try XCTUnwrap(controller.hitsSource)
    XCTAssertEqual(source.numberOfSections(), 2)
    XCTAssertEqual(source.numberOfHits(inSection: 1), 2)
    XCTAssertEqual(try source.hit(atIndex: 1, inSection: 0), Movie(title: "movies 0.1"))
    XCTAssertEqual(connector.interactor.rawHit(at: IndexPath(row: 0, section: 1))?["objectID"] as? String, "actors-0-0")
    XCTAssertEqual(connector.interactor.section(of: actors), 1)
    XCTAssertTrue(try connector.interactor.hitsInteractor(forSection: 0) as HitsInteractor<Movie> === movies)
    XCTAssertThrowsError(try connector.interactor.hitsInteractor(forSection: 0) as HitsInteractor<JSON>)
    XCTAssertThrowsError(try connector.interactor.hitsInteractor(forSection: 5) as HitsInteractor<JSON>)

    client.clearRequests()
    awaitNextResult(of: connector.searcher) {
      filterState[and: "role"].add(Filter.Facet(attribute: "role", stringValue: "lead"))
      filterState.notifyChange()
    }
    XCTAssertEqual(client.requests.map(\.query.filters), [nil, #"( "role":"lead" )"#], "only the actors' parameters")
  }

  func test_aSectionLoadsItsFurtherPagesThroughTheSearcher() throws {
    let client = client()
    let movies = HitsInteractor<Movie>(infiniteScrolling: .on(withOffset: 1))
    let searcher = MultiIndexSearcher(client: client, indexNames: ["movies", "actors"])
    let interactor = MultiIndexHitsInteractor(hitsInteractors: [movies, HitsInteractor<JSON>(infiniteScrolling: .off)])
    interactor.connectSearcher(searcher)
    awaitNextResult(of: searcher) { searcher.search() }
    awaitFired(interactor.onResultsUpdated)
    client.clearRequests()
    awaitNextResult(of: searcher) { _ = try? interactor.hit(atIndex: 1, inSection: 0) as Movie? }
    XCTAssertEqual(client.requests.first { $0.indexName == "movies" }?.query.page, 1)
    XCTAssertEqual(searcher.indexQueryStates[0].query.page, 1)
  }

  private final class QueryInput: QueryInputController {
    var onQueryChanged: ((String?) -> Void)?
    var onQuerySubmitted: ((String?) -> Void)?
    func setQuery(_ query: String?) {}
  }

  func test_multiIndexSearchConnector_typingSearchesEveryIndex() {
    let client = client()
    let input = QueryInput()
    let sections = SectionsController()
    let connector = MultiIndexSearchConnector(
      searcher: MultiIndexSearcher(client: client, indexNames: ["movies", "actors"]),
      indexModules: [.init(indexName: "movies"), .init(indexName: "actors")], hitsController: sections, queryInputController: input)
    awaitNextResult(of: connector.hitsConnector.searcher) { input.onQueryChanged?("snoopy") }
    XCTAssertEqual(client.requests.map(\.query.query), ["snoopy", "snoopy"])
    awaitFired(connector.hitsConnector.interactor.onResultsUpdated)
    drainMainQueue()
    XCTAssertEqual(sections.hitsSource?.numberOfHits(inSection: 1), 2)
    XCTAssertTrue(SingleIndexSearchConnector<JSON>.self == SearchConnector<JSON>.self)
  }
}
