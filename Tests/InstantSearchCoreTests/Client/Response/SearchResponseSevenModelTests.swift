import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// The response model of Algolia's client 8, which InstantSearch 7.27.1 reads: `facets`, `disjunctiveFacets` and
/// `hierarchicalFacets` as `[Attribute: [Facet]]`, `facetStats` (`facets_stats`), `indexName` (`index`),
/// `processingTimeMS` as a `TimeInterval`, `queryID` as a `QueryID`, `aroundLatLng` as a `Point`,
/// `automaticRadius` as a `Double`, `abTestID`, `cursor`, `explain`, and `renderingContent` typed
/// (`FacetOrdering`, `FacetsOrder`, `FacetValuesOrder` and its `SortRule`); `FacetSearchResponse` with a
/// non-optional `exhaustiveFacetsCount` and `processingTimeMS`; and the client's `Builder`, `set(_:to:)`.
final class SearchResponseSevenModelTests: XCTestCase {
  private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  private let wire = #"""
    {"hits":[{"objectID":"1","name":"Sony TV"}],"nbHits":1,"page":0,"nbPages":1,"hitsPerPage":20,
     "processingTimeMS":3,"index":"products","queryID":"43b15df305339e827f0ac0bdc5ebcaa7",
     "aroundLatLng":"48.8566,2.3522","automaticRadius":"12680","abTestID":42,"abTestVariantID":1,
     "cursor":"AkxpbmsxMg==","explain":{"match":{"alternatives":[]}},
     "facets":{"brand":{"Bose":2,"Sony":5}},"facets_stats":{"price":{"min":10,"max":99.5,"avg":40,"sum":400}},
     "renderingContent":{"facetOrdering":{"facets":{"order":["brand","*"]},
                                          "values":{"brand":{"order":["Sony"],"sortRemainingBy":"alpha"},
                                                    "color":{"order":[],"sortRemainingBy":"hidden"}}},
                         "redirect":{"url":"https://example.com/sale"}}}
    """#

  func test_searchResponse_decodesTheClientEightTypes() throws {
    let response = try decode(SearchResponse.self, wire)
    let facets: [Attribute: [Facet]]? = response.facets
    XCTAssertEqual(facets?["brand"], [Facet(value: "Sony", count: 5), Facet(value: "Bose", count: 2)])
    let stats: [Attribute: FacetStats]? = response.facetStats
    XCTAssertEqual(stats?["price"], FacetStats(min: 10, max: 99.5, avg: 40, sum: 400))
    let indexName: IndexName? = response.indexName
    XCTAssertEqual(indexName, "products")
    let time: TimeInterval? = response.processingTimeMS
    XCTAssertEqual(time, 3)
    let queryID: QueryID? = response.queryID
    XCTAssertEqual(queryID, "43b15df305339e827f0ac0bdc5ebcaa7")
    let centre: Point? = response.aroundLatLng
    XCTAssertEqual(centre, Point(lat: 48.8566, lng: 2.3522))
    let radius: Double? = response.automaticRadius
    XCTAssertEqual(radius, 12680)
    let abTest: ABTestID? = response.abTestID
    XCTAssertEqual(abTest, 42)
    let cursor: Cursor? = response.cursor
    XCTAssertEqual(cursor, "AkxpbmsxMg==")
    XCTAssertEqual(response.explain, ["match": ["alternatives": []]])
    XCTAssertEqual(response.extraFields, [:], "every member has its field")
  }

  func test_renderingContent_isTyped_andKeepsTheMembersItDoesNotModel() throws {
    let content = try XCTUnwrap(try decode(SearchResponse.self, wire).renderingContent)
    let ordering = try XCTUnwrap(content.facetOrdering)
    XCTAssertEqual(ordering.facets.order, ["brand", "*"])
    XCTAssertEqual(ordering.values["brand"], FacetValuesOrder(order: ["Sony"], sortRemainingBy: .alpha))
    XCTAssertEqual(ordering.values["color"], FacetValuesOrder(order: [], sortRemainingBy: .hidden))
    XCTAssertEqual(content.extraFields, ["redirect": ["url": "https://example.com/sale"]])
    XCTAssertEqual(FacetValuesOrder.SortRule.allRawValues, ["alpha", "count", "hidden"])
  }

  func test_facetOrderingDefaults_areEmpty() throws {
    XCTAssertEqual(FacetOrdering(), FacetOrdering(facets: FacetsOrder(order: []), values: [:]))
    XCTAssertEqual(FacetValuesOrder(), FacetValuesOrder(order: [], sortRemainingBy: nil))
    XCTAssertEqual(RenderingContent().facetOrdering, nil)
    XCTAssertEqual(try decode(FacetOrdering.self, "{}"), FacetOrdering())
    XCTAssertEqual(try decode(RenderingContent.self, #"{"facetOrdering":{"values":{"a":{}}}}"#).facetOrdering?.values["a"], FacetValuesOrder())
    XCTAssertThrowsError(try decode(FacetValuesOrder.self, #"{"sortRemainingBy":"random"}"#), "an unknown rule is an error")
  }

  func test_searchResponse_reEncodes_toTheSameWireObject() throws {
    let response = try decode(SearchResponse.self, wire)
    XCTAssertEqual(try JSON(encoding: response), try JSON(data: Data(wire.utf8)))
    XCTAssertEqual(try decode(SearchResponse.self, String(decoding: JSONEncoder().encode(response), as: UTF8.self)), response)
  }

  func test_aroundLatLngAndAutomaticRadius_readTheirTextForms() throws {
    XCTAssertEqual(Point(latLngText: " 40.71 , -74.01 "), Point(lat: 40.71, lng: -74.01))
    XCTAssertNil(Point(latLngText: "40.71"))
    XCTAssertNil(Point(latLngText: "north,south"))
    XCTAssertEqual(Point(lat: 48, lng: 2.35).latLngText, "48,2.35")
    XCTAssertEqual(try decode(SearchResponse.self, #"{"hits":[],"automaticRadius":1500}"#).automaticRadius, 1500)
    XCTAssertThrowsError(try decode(SearchResponse.self, #"{"hits":[],"automaticRadius":"far"}"#))
  }

  func test_facetSearchResponse_hasTheClientsNonOptionalFields() throws {
    let full = try decode(FacetSearchResponse.self, #"{"facetHits":[],"exhaustiveFacetsCount":false,"processingTimeMS":7}"#)
    let exhaustive: Bool = full.exhaustiveFacetsCount
    let time: TimeInterval = full.processingTimeMS
    XCTAssertFalse(exhaustive)
    XCTAssertEqual(time, 7)
    let bare = try decode(FacetSearchResponse.self, #"{"facetHits":[]}"#)
    XCTAssertTrue(bare.exhaustiveFacetsCount, "a response without the flag reads as exact")
    XCTAssertEqual(bare.processingTimeMS, 0)
    let grouped = try decode(FacetSearchResponse.self, #"{"facetHits":[],"exhaustive":{"facetsCount":false}}"#)
    XCTAssertFalse(grouped.exhaustiveFacetsCount, "the grouped flag stands in for the old one")
    XCTAssertEqual(FacetSearchResponse(facetHits: []).searchStats.processingTimeMS, 0)
  }

  func test_builder_setsOneProperty_onACopy() {
    let query = Query().set(\.hitsPerPage, to: 5).set(\.page, to: 2)
    XCTAssertEqual(query.hitsPerPage, 5)
    XCTAssertEqual(query.page, 2)
    let original = SearchResponse(hits: [], nbHits: 1)
    let changed = original.set(\.nbHits, to: 9).set(\.facets, to: ["brand": [Facet(value: "Sony", count: 9)]])
    XCTAssertEqual(original.nbHits, 1, "the original is unchanged")
    XCTAssertEqual(changed.nbHits, 9)
    XCTAssertEqual(changed.facets?["brand"]?.first?.count, 9)
    XCTAssertEqual(SearchesResponse(results: []).set(\.results, to: [changed]).results, [changed])
  }

  func test_searchStats_carryTheQueryID_andWholeMilliseconds() {
    var response = SearchResponse(hits: [], nbHits: 3)
    response.processingTimeMS = 12
    response.queryID = "q1"
    let stats = response.searchStats
    let queryID: QueryID? = stats.queryID
    XCTAssertEqual(queryID, "q1")
    XCTAssertEqual(stats.processingTimeMS, 12)
  }
}

extension FacetValuesOrder.SortRule {
  /// Every rule's wire text, in declaration order.
  fileprivate static var allRawValues: [String] { [.alpha, .count, .hidden].map { (rule: Self) in rule.rawValue } }
}
