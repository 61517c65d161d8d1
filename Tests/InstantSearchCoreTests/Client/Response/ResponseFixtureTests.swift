import Foundation
import TestSupport
import XCTest

@testable import InstantSearchCore

/// Every recorded Algolia response in `shared/fixtures/algolia-responses` decodes, and says what it holds.
final class ResponseFixtureTests: XCTestCase {
  private let folder = "fixtures/algolia-responses"
  private let responseFiles = [
    "DisjFacetingResult1.json", "DisjFacetingResult2.json", "DisjFacetingResult3.json",
    "SearchResultFacets.json", "SearchResultFacets2.json",
  ]
  private let recordSetFiles = ["disjunctive.json", "disjunctiveHierarchical.json", "hierarchical.json"]

  private func response(_ name: String) throws -> SearchResponse {
    try JSONDecoder().decode(SearchResponse.self, from: SharedFiles.require("\(folder)/\(name)"))
  }

  func test_fixtures_everyFileIsCovered() throws {
    let names = try SharedFiles.requireFolder(folder).filter { $0.hasSuffix(".json") }
    XCTAssertEqual(Set(names), Set(responseFiles + recordSetFiles))
  }

  func test_everyResponseFixture_decodesAndReencodesWithoutLoss() throws {
    for name in responseFiles {
      let data = try SharedFiles.require("\(folder)/\(name)")
      let decoded = try JSONDecoder().decode(SearchResponse.self, from: data)
      let raw = try JSON(data: data)
      XCTAssertEqual(try JSON(encoding: decoded), raw, "\(name) does not re-encode to the same JSON")
    }
  }

  func test_everyRecordSetFixture_decodesAsRecords() throws {
    let expectedCounts = ["disjunctive.json": 12, "disjunctiveHierarchical.json": 10, "hierarchical.json": 7]
    for name in recordSetFiles {
      let records = try JSONDecoder().decode([JSON].self, from: SharedFiles.require("\(folder)/\(name)"))
      XCTAssertTrue(records.allSatisfy { $0.objectValue != nil }, "\(name) holds a non-object record")
      XCTAssertEqual(records.count, expectedCounts[name], name)
    }
  }

  func test_searchResultFacets_holdsTypeCounts() throws {
    let response = try response("SearchResultFacets.json")
    XCTAssertEqual(response.hits, [])
    XCTAssertEqual(response.nbHits, 596)
    XCTAssertEqual(response.page, 0)
    XCTAssertEqual(response.nbPages, 60)
    XCTAssertEqual(response.hitsPerPage, 10)
    XCTAssertEqual(response.processingTimeMS, 4)
    XCTAssertEqual(response.facets?.mapValues(Facet.counts(of:)), ["type": ["book": 357, "electronics": 184, "office": 28, "gifts": 27]])
    XCTAssertNil(response.facetStats)
    XCTAssertEqual(response.extraFields, [:])
    XCTAssertEqual(
      response.facets?["type"]?.map(\.description),
      ["book (357)", "electronics (184)", "office (28)", "gifts (27)"])
  }

  func test_searchResultFacets2_holdsKindCounts() throws {
    let response = try response("SearchResultFacets2.json")
    XCTAssertEqual(response.facets?["kind"].map(Facet.counts(of:)), ["gadgets": 111, "stuff": 98, "things": 28, "others": 16])
    XCTAssertNil(response.facets?["type"])
  }

  func test_disjFacetingResult1_holdsMetadataAndEchoedParams() throws {
    let response = try response("DisjFacetingResult1.json")
    XCTAssertEqual(response.query, "Amazon")
    XCTAssertEqual(response.aroundLatLng, Point(lat: 48.856614, lng: 2.3522219))
    XCTAssertEqual(response.indexName, "ios@algolia.com#atis-prods")
    XCTAssertEqual(response.indexUsed, "ios@algolia.com#atis-prods")
    XCTAssertEqual(response.serverUsed, "d52-usw-3.algolia.net")
    XCTAssertEqual(response.parsedQuery, "amazon")
    XCTAssertEqual(response.exhaustiveFacetsCount, true)
    XCTAssertEqual(response.exhaustiveNbHits, true)
    XCTAssertEqual(response.timeoutCounts, false)
    XCTAssertEqual(response.timeoutHits, false)
    XCTAssertEqual(response.appliedRules, [["objectID": "1530792337749"]])
    XCTAssertEqual(response.facetStats, [:])
    XCTAssertEqual(response.facets?["type"]?.first { $0.value == "book" }?.count, 357)
    XCTAssertTrue(response.params?.hasPrefix("query=Amazon&hitsPerPage=10&page=0&analytics=false") ?? false)
  }

  func test_disjFacetingResult2_holdsNumericFacetAndStats() throws {
    let response = try response("DisjFacetingResult2.json")
    let price = Facet.counts(of: try XCTUnwrap(response.facets?["price"]))
    XCTAssertEqual(price.count, 75)
    XCTAssertEqual(price["11.99"], 2)
    XCTAssertEqual(price["1296"], 1)
    XCTAssertEqual(price["14"], 33)
    XCTAssertEqual(response.facetStats?["price"], FacetStats(min: 1, max: 1296, avg: 29.3204, sum: 17474.9))
  }

  func test_disjFacetingResult3_holdsYearFacetAndStats() throws {
    let response = try response("DisjFacetingResult3.json")
    let years = Facet.counts(of: try XCTUnwrap(response.facets?["pubYear"]))
    XCTAssertEqual(years.values.reduce(0, +), 358)
    XCTAssertEqual(years["2002"], 30)
    XCTAssertEqual(response.facetStats?["pubYear"], FacetStats(min: 1900, max: 2016, avg: 1994, sum: 714206))
  }
}
