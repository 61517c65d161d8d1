import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's paging model: `AlgoliaHitsPage` from a response (`page`, `nbPages`, decoded hits; an
/// error without them), a hits searcher's pages as a `PageSource`, and `PaginatedDataViewModel` loading pages
/// after and before, one at a time, its items the loaded pages' in order.
final class PaginatedDataTests: XCTestCase {
  private struct Movie: Codable, Equatable {
    let title: String
  }

  private func client() -> ScriptedSearchClient {
    let client = ScriptedSearchClient()
    client.reply(to: .init()) { request in
      let page = request.query.page ?? 0
      let hits = (0..<2).map { Hit(["objectID": .string("\(page)-\($0)"), "title": .string("movie \(page).\($0)")] as JSON) }
      return .response(SearchResponse(hits: hits, nbHits: 6, page: page, nbPages: 3, hitsPerPage: 2))
    }
    return client
  }

  private func settle(_ model: PaginatedDataViewModel<AlgoliaHitsPage<Movie>>, after action: () -> Void) {
    let loaded = expectation(description: "loaded")
    model.onChange.subscribe(with: self) { _, _ in if !model.isLoading { loaded.fulfill() } }
    action()
    wait(for: [loaded], timeout: 10)
    model.onChange.cancelSubscription(for: self)
  }

  func test_page_fromAResponse() throws {
    let page = try AlgoliaHitsPage<Movie>(SearchResponse(hits: [Hit(["objectID": "1", "title": "Up"] as JSON)], nbHits: 3, page: 1, nbPages: 3))
    XCTAssertEqual(page.items, [Movie(title: "Up")])
    XCTAssertTrue(page.hasPrevious)
    XCTAssertTrue(page.hasNext)
    XCTAssertLessThan(AlgoliaHitsPage<Movie>(page: 0, items: [], hasPrevious: false, hasNext: true), page)
    XCTAssertThrowsError(try AlgoliaHitsPage<Movie>(SearchResponse(hits: [], nbPages: 1))) { error in
      guard case AlgoliaHitsPageSearchReponseError.missingPage = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try AlgoliaHitsPage<Movie>(SearchResponse(hits: [Hit(["objectID": "1"] as JSON)], page: 0, nbPages: 1))) { error in
      guard case AlgoliaHitsPageSearchReponseError.hitsExtractionError = error else { return XCTFail("\(error)") }
    }
  }

  func test_viewModel_loadsPagesOneAtATime() {
    let searcher = HitsSearcher(client: client(), indexName: "movies")
    let model = searcher.paginatedData(of: Movie.self)
    settle(model) { model.loadNext() }
    XCTAssertEqual(model.items.map(\.title), ["movie 0.0", "movie 0.1"])
    XCTAssertTrue(model.hasNext)
    XCTAssertFalse(model.hasPrevious)
    settle(model) {
      model.loadNext()
      model.loadNext()
    }
    XCTAssertEqual(model.items.count, 4, "a load asked while another runs is ignored")
    settle(model) { model.loadNext() }
    XCTAssertEqual(model.items.count, 6)
    XCTAssertFalse(model.hasNext)
    model.loadNext()
    XCTAssertFalse(model.isLoading, "no page after the last")
    let reset = expectation(description: "reset")
    Task {
      await model.reset()
      reset.fulfill()
    }
    wait(for: [reset], timeout: 10)
    XCTAssertEqual(model.items.map(\.title), ["movie 0.0", "movie 0.1"])
  }

  func test_hitsSearcherPageSource() async throws {
    let source = HitsSearcherPageSource<Movie>(searcher: HitsSearcher(client: client(), indexName: "movies"))
    let second = try await source.fetchPage(after: try await source.fetchInitialPage())
    XCTAssertEqual(second.page, 1)
    let back = try await source.fetchPage(before: second)
    XCTAssertEqual(back.items, [Movie(title: "movie 0.0"), Movie(title: "movie 0.1")])
  }
}
