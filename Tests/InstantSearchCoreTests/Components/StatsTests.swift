import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class StatsTests: XCTestCase {
  func test_presenter_texts() {
    XCTAssertEqual(DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 1000, processingTimeMS: 3)), "1000 results (3ms)")
    XCTAssertEqual(
      DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 1000, nbSortedHits: 40, processingTimeMS: 3)),
      "40 relevant results sorted out of 1000 (3ms)")
    XCTAssertEqual(DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 7, nbSortedHits: 7, processingTimeMS: 0)), "7 results (0ms)")
    XCTAssertEqual(DefaultPresenter.Stats.present(nil), "")
  }

  func test_searchStats_fromResponsesWithDefaults() throws {
    let stats = SearchResponse(hits: [], nbHits: 12).searchStats
    XCTAssertEqual([stats.totalHitsCount, stats.hitsPerPage, stats.pagesCount, stats.page, stats.processingTimeMS], [12, 20, 1, 0, 0])
    let facets = FacetSearchResponse(facetHits: [Facet(value: "a", count: 1), Facet(value: "b", count: 2)], processingTimeMS: 4).searchStats
    XCTAssertEqual([facets.totalHitsCount, facets.hitsPerPage, facets.pagesCount, facets.processingTimeMS], [2, 2, 1, 4])
    let decoded = try JSONDecoder().decode(SearchStats.self, from: Data(#"{"nbHits":5,"processingTimeMS":1}"#.utf8))
    XCTAssertEqual([decoded.totalHitsCount, decoded.hitsPerPage, decoded.pagesCount], [5, 20, 1])
    XCTAssertThrowsError(try JSONDecoder().decode(SearchStats.self, from: Data(#"{"nbHits":5}"#.utf8)))
  }

  func test_searcherConnection_clearsOnErrorByDefault_keepsTheLastStatsWhenOff() {
    let client = ScriptedSearchClient()
    client.reply(.response(SearchResponse(hits: [], nbHits: 7)), query: "ok")
    client.reply(.failure(.transport(message: "down")), query: "down")
    let searcher = HitsSearcher(client: client, indexName: "index")
    let clearing = StatsInteractor()
    let keeping = StatsInteractor()
    clearing.connectSearcher(searcher)
    keeping.connectSearcher(searcher, clearsOnError: false)
    awaitNextResult(of: searcher) {
      searcher.query = "ok"
      searcher.search()
    }
    XCTAssertEqual(clearing.item?.totalHitsCount, 7)
    XCTAssertEqual(keeping.item?.totalHitsCount, 7)
    awaitNextError(of: searcher) {
      searcher.query = "down"
      searcher.search()
    }
    XCTAssertNil(clearing.item, "an error clears the stats by default")
    XCTAssertEqual(keeping.item?.totalHitsCount, 7, "off, the last results' stats stay")
  }
}
