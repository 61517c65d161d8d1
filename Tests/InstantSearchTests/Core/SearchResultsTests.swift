@testable import InstantSearch
import XCTest

final class SearchResultsTests: XCTestCase {
  let content: [String: Any] = [
    "hits": [
      [
        "objectID": "1", "name": "Sony tv",
        "_highlightResult": [
          "name": ["value": "<em>Sony</em> tv", "matchLevel": "partial", "matchedWords": ["sony"]],
          "meta": ["brand": ["value": "<em>Sony</em>", "matchLevel": "full", "matchedWords": ["sony"]]],
          "broken": ["value": "x", "matchLevel": "some", "matchedWords": []],
        ],
        "_snippetResult": ["name": ["value": "…<em>Sony</em>", "matchLevel": "full"]],
        "_rankingInfo": ["nbTypos": 1, "words": 2],
      ]
    ],
    "nbHits": 12, "page": 1, "nbPages": 3, "hitsPerPage": 5, "processingTimeMS": 2, "query": "sony",
    "params": "query=sony&hitsPerPage=5", "facets": ["category": ["tv": 4, "phone": 2]],
    "disjunctiveFacets": ["brand": ["Sony": 4, "Bose": 1]],
    "facets_stats": ["price": ["min": 1, "max": 9.5, "avg": 4, "sum": 40], "bad": ["min": 1]],
    "aroundLatLng": "48.85,2.35", "automaticRadius": "1500", "exhaustiveFacetsCount": true,
  ]

  func test_accessors() throws {
    let results = try SearchResults(content: content, disjunctiveFacets: ["brand"], previousHits: [["objectID": "0"]])
    XCTAssertEqual(results.nbHits, 12)
    XCTAssertEqual(results.page, 1)
    XCTAssertEqual(results.nbPages, 3)
    XCTAssertEqual(results.hitsPerPage, 5)
    XCTAssertEqual(results.processingTimeMS, 2)
    XCTAssertEqual(results.query, "sony")
    XCTAssertEqual(results.params?.hitsPerPage, 5)
    XCTAssertEqual(results.latestHits.count, 1)
    XCTAssertEqual(results.allHits.map { $0["objectID"] as? String }, ["0", "1"])
    XCTAssertEqual(results.aroundLatLng, LatLng(lat: 48.85, lng: 2.35))
    XCTAssertEqual(results.automaticRadius, 1500)
    XCTAssertTrue(results.exhaustiveFacetsCount)
    XCTAssertFalse(results.timeoutHits)
    XCTAssertNil(results.message)
  }

  func test_facets_readDisjunctiveOnesFromTheirOwnMap() throws {
    let results = try SearchResults(content: content, disjunctiveFacets: ["brand"])
    XCTAssertEqual(results.facets(name: "brand"), ["Sony": 4, "Bose": 1])
    XCTAssertEqual(results.facets(name: "category"), ["tv": 4, "phone": 2])
    XCTAssertNil(results.facets(name: "missing"))
    let conjunctive = try SearchResults(content: content, disjunctiveFacets: [])
    XCTAssertNil(conjunctive.facets(name: "brand"))
    let stats = try XCTUnwrap(results.facetStats(name: "price"))
    XCTAssertEqual(stats.max, 9.5)
    XCTAssertEqual(stats.sum, 40)
    XCTAssertNil(results.facetStats(name: "bad"))
  }

  func test_highlightSnippetAndRanking() throws {
    let results = try SearchResults(content: content, disjunctiveFacets: [])
    let name = try XCTUnwrap(results.highlightResult(at: 0, path: "name"))
    XCTAssertEqual(name.value, "<em>Sony</em> tv")
    XCTAssertEqual(name.matchLevel, .partial)
    XCTAssertEqual(name.matchedWords, ["sony"])
    XCTAssertEqual(results.highlightResult(at: 0, path: "meta.brand")?.matchLevel, .full)
    XCTAssertNil(results.highlightResult(at: 0, path: "broken"), "an unknown match level is no result")
    XCTAssertNil(results.highlightResult(at: 0, path: "meta.missing"))
    XCTAssertEqual(results.snippetResult(at: 0, path: "name")?.value, "…<em>Sony</em>")
    XCTAssertEqual(results.rankingInfo(at: 0)?.nbTypos, 1)
    XCTAssertEqual(results.rankingInfo(at: 0)?.geoDistance, 0)
    XCTAssertEqual(SearchResults.highlightResult(hit: results.latestHits[0], path: "name")?.value, "<em>Sony</em> tv")
    XCTAssertEqual(MatchLevel.full.rawValue, 2)
  }

  func test_malformedContentThrowsV1Messages() {
    XCTAssertThrowsError(try SearchResults(content: ["hits": "nope", "nbHits": 1], disjunctiveFacets: [])) {
      XCTAssertEqual(($0 as? InvalidJSONError)?.description, "Expecting attribute `hits` of type array of objects")
    }
    XCTAssertThrowsError(try SearchResults(content: ["hits": [], "nbHits": "1"], disjunctiveFacets: [])) {
      XCTAssertEqual(($0 as? InvalidJSONError)?.description, "Expecting attribute `nbHits` of type `Int`")
    }
  }

  func test_customBackendInitialiser_startsWithOneEmptyHitByDefault() {
    let results = SearchResults(nbHits: 1, hits: [["objectID": "a"]])
    XCTAssertEqual(results.allHits.count, 2)
    XCTAssertTrue(results.allHits[0].isEmpty)
    XCTAssertNil(results.params)
  }

  func test_facetValues() {
    let list = FacetValue.listFrom(facetCounts: ["a": 2], refinements: ["a", "b", "b"])
    XCTAssertEqual(list, [FacetValue(value: "a", count: 2), FacetValue(value: "b", count: 0), FacetValue(value: "b", count: 0)])
    XCTAssertEqual(FacetValue(value: "a", count: 1, highlighted: "<em>a</em>"), FacetValue(value: "a", count: 1))
    let results = FacetResults(facetHits: [FacetValue(value: "x", count: 3)])
    XCTAssertEqual(results.getFacetValues().first?.highlighted, "")
    XCTAssertEqual(results.getFacetValues(), [FacetValue(value: "x", count: 3)])
    XCTAssertEqual(results.processingTimeMS, 0)
  }
}

// MARK: - One response, converted to Foundation only when read

extension SearchResultsTests {
  /// Results a searcher delivers wrap the decoded core response: no hit becomes a Foundation dictionary until v1
  /// code reads one, and each form is built once.
  func test_deliveredResults_convertHitsToFoundation_onlyWhenRead_once() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    searcher.params.hitsPerPage = 5
    let before = SearchResults.foundationConversions
    let results = try XCTUnwrap(awaitNextResults(of: searcher) { searcher.search() })
    XCTAssertEqual(SearchResults.foundationConversions, before, "delivery converts nothing")
    XCTAssertEqual(results.nbHits, V1Fixtures.records.count)
    XCTAssertEqual(results.page, 0)

    let latest = results.latestHits
    XCTAssertEqual(latest.count, 5)
    XCTAssertEqual(results.latestHits.map { $0["objectID"] as? String }, latest.map { $0["objectID"] as? String })
    XCTAssertEqual(SearchResults.foundationConversions - before, 5, "five hits, converted once")
    XCTAssertEqual(results.allHits.count, 5)
    XCTAssertEqual(searcher.hits.count, 5)
    XCTAssertEqual(SearchResults.foundationConversions - before, 5, "a first page's hits serve both forms")
    XCTAssertEqual((results.content["hits"] as? [[String: Any]])?.count, 5)
    XCTAssertEqual(SearchResults.foundationConversions - before, 6, "the content is built on first read")
    _ = results.content
    XCTAssertEqual(SearchResults.foundationConversions - before, 6)

    let more = try XCTUnwrap(awaitNextResults(of: searcher) { searcher.loadMore() })
    XCTAssertEqual(SearchResults.foundationConversions - before, 6, "a further page converts nothing on delivery")
    let all = more.allHits
    XCTAssertEqual(all.count, 10)
    XCTAssertEqual(Array(all.prefix(5)).map { $0["objectID"] as? String }, latest.map { $0["objectID"] as? String })
    XCTAssertEqual(Array(all.suffix(5)).map { $0["objectID"] as? String }, more.latestHits.map { $0["objectID"] as? String })
    XCTAssertEqual(searcher.hits.count, 10)
    XCTAssertEqual(SearchResults.foundationConversions - before, 16)
  }
}
