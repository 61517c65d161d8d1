import Foundation
import XCTest

@testable import InstantSearchCore

final class SearchResponseTests: XCTestCase {
  private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  func test_decode_keepsUnknownFieldsAndReencodesThem() throws {
    let text = #"{"hits":[],"nbHits":3,"brandNewField":{"a":[1,true]},"facets_stats":{"price":{"min":1,"max":5}}}"#
    let response = try decode(SearchResponse.self, text)
    XCTAssertEqual(response.extraFields, ["brandNewField": ["a": [1, true]]])
    XCTAssertEqual(response.facetStats?["price"]?.max, 5)
    XCTAssertNil(response.facetStats?["price"]?.avg)
    XCTAssertEqual(try JSON(encoding: response), try JSON(data: Data(text.utf8)))
  }

  func test_decode_missingHitsGivesEmptyList() throws {
    let response = try decode(SearchResponse.self, #"{"nbHits":0}"#)
    XCTAssertEqual(response.hits, [])
    XCTAssertNil(response.page)
  }

  func test_decode_illTypedFieldFailsWithItsPath() throws {
    XCTAssertThrowsError(try decode(SearchResponse.self, #"{"hits":[],"nbHits":"many"}"#)) { error in
      guard case DecodingError.typeMismatch(_, let context) = error else {
        return XCTFail("expected a type mismatch, got \(error)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["nbHits"])
    }
  }

  func test_decode_malformedJSONFails() {
    XCTAssertThrowsError(try decode(SearchResponse.self, #"{"hits":[{"objectID":"1"}"#))
  }

  func test_hitsAs_decodesTypedRecordsWithMetadata() throws {
    struct Movie: Codable, Equatable { let title: String; let year: Int }
    let text = #"""
      {"hits":[{"objectID":"m1","title":"Peanuts","year":2015,
        "_highlightResult":{"title":{"value":"<em>Pea</em>nuts","matchLevel":"full","matchedWords":["pea"],"fullyHighlighted":false}},
        "_rankingInfo":{"nbTypos":0,"words":1}}]}
      """#
    let hits = try decode(SearchResponse.self, text).hits(as: Movie.self)
    XCTAssertEqual(hits.count, 1)
    XCTAssertEqual(hits[0].object, Movie(title: "Peanuts", year: 2015))
    XCTAssertEqual(hits[0].objectID, "m1")
    XCTAssertEqual(hits[0].rankingInfo?.words, 1)
    XCTAssertEqual(hits[0].highlightedString(forKey: "title")?.taggedString.output, "Peanuts")
  }

  func test_hitsAs_reportsTheFailingHitIndex() throws {
    struct Movie: Decodable { let title: String }
    let response = try decode(SearchResponse.self, #"{"hits":[{"objectID":"1","title":"a"},{"objectID":"2"}]}"#)
    XCTAssertThrowsError(try response.hits(as: Movie.self)) { error in
      guard case DecodingError.keyNotFound(let key, let context) = error else {
        return XCTFail("expected a missing key, got \(error)")
      }
      XCTAssertEqual(key.stringValue, "title")
      XCTAssertEqual(context.codingPath.first?.intValue, 1)
    }
  }

  func test_facetSearchResponse_decodesFacetHits() throws {
    let text = #"""
      {"facetHits":[{"value":"Mobile phone","highlighted":"<em>Mob</em>ile phone","count":12}],
       "exhaustiveFacetsCount":true,"processingTimeMS":1}
      """#
    let response = try decode(FacetSearchResponse.self, text)
    XCTAssertEqual(response.facetHits, [Facet(value: "Mobile phone", count: 12, highlighted: "<em>Mob</em>ile phone")])
    XCTAssertEqual(response.exhaustiveFacetsCount, true)
    XCTAssertEqual(response.processingTimeMS, 1)
    XCTAssertEqual(try JSON(encoding: response), try JSON(data: Data(text.utf8)))
  }

  func test_facetSearchResponse_withoutFacetHitsFails() {
    XCTAssertThrowsError(try decode(FacetSearchResponse.self, #"{"processingTimeMS":1}"#))
  }

  func test_multiSearchResponse_tellsHitsAndFacetResultsApart() throws {
    let text = #"""
      {"results":[{"hits":[{"objectID":"1"}],"nbHits":1,"index":"movies"},
                  {"facetHits":[{"value":"Drama","highlighted":"<em>Dra</em>ma","count":4}],
                   "exhaustiveFacetsCount":false,"processingTimeMS":2}]}
      """#
    let response = try decode(MultiSearchResponse.self, text)
    XCTAssertEqual(response.results.count, 2)
    XCTAssertEqual(response.results[0].hitsResponse?.indexName, "movies")
    XCTAssertNil(response.results[0].facetsResponse)
    XCTAssertEqual(response.results[1].facetsResponse?.facetHits.first?.value, "Drama")
    XCTAssertNil(response.results[1].hitsResponse)
    XCTAssertEqual(response.results[1].facetsResponse?.exhaustiveFacetsCount, false)
    XCTAssertEqual(response.results[1].facetsResponse?.processingTimeMS, 2)
    XCTAssertEqual(try JSON(encoding: response), try JSON(data: Data(text.utf8)))
  }

  func test_facet_emptinessAndDescription() {
    XCTAssertTrue(Facet(value: "red", count: 0).isEmpty)
    XCTAssertFalse(Facet(value: "red", count: 1).isEmpty)
    XCTAssertEqual(Facet(value: "red", count: 3).description, "red (3)")
  }

  func test_facetList_ordersByCountThenValue() {
    let list = Facet.list(from: ["b": 2, "a": 2, "c": 5])
    XCTAssertEqual(list.map(\.value), ["c", "a", "b"])
  }
}
