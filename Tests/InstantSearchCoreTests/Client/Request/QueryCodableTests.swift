import Foundation
import InstantSearchCore
import XCTest

/// `Query` as Algolia's JSON object of parameters.
final class QueryCodableTests: XCTestCase {
  private func encode(_ query: Query) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(query), as: UTF8.self)
  }

  private func decode(_ json: String) throws -> Query {
    try JSONDecoder().decode(Query.self, from: Data(json.utf8))
  }

  func test_defaultQuery_encodesToEmptyObject() throws {
    XCTAssertEqual(try encode(Query()), "{}")
    XCTAssertEqual(Query().jsonFields, [:])
  }

  func test_encode_writesOnlySetFieldsInAlgoliaForms() throws {
    var query = Query("a")
    query.hitsPerPage = 5
    query.typoTolerance = .min
    query.distinct = true
    query.aroundRadius = .all
    query.aroundLatLng = Point(lat: 1.5, lng: -2)
    query.facetFilters = [["brand:A", "brand:B"], "type:x"]
    query.insideBoundingBox = [BoundingBox(lat1: 1, lng1: 2, lat2: 3, lng2: 4)]
    query.exactOnSingleWordQuery = .disabled
    query.customParameters = ["explain": ["*"]]
    XCTAssertEqual(
      try encode(query),
      #"{"aroundLatLng":"1.5,-2","aroundRadius":"all","distinct":true,"exactOnSingleWordQuery":"none","#
        + #""explain":["*"],"facetFilters":[["brand:A","brand:B"],"type:x"],"hitsPerPage":5,"#
        + #""insideBoundingBox":[[1,2,3,4]],"query":"a","typoTolerance":"min"}"#)
  }

  func test_decode_acceptsFlexibleForms() throws {
    let query = try decode(
      #"{"typoTolerance":"min","distinct":2,"ignorePlurals":"true","removeStopWords":["en"],"hitsPerPage":"10","#
        + #""page":2.0,"analytics":"false","attributesToRetrieve":"*","facets":"brand,color","#
        + #""aroundLatLng":"40.71, -74.01","aroundRadius":"1500","tagFilters":"promo","#
        + #""insideBoundingBox":[1,2,3,4],"insidePolygon":[1,2,3,4,5,6],"aroundPrecision":[{"from":0,"value":10}]}"#)
    XCTAssertEqual(query.typoTolerance, .min)
    XCTAssertEqual(query.distinct, .count(2))
    XCTAssertEqual(query.ignorePlurals, .boolean(true))
    XCTAssertEqual(query.removeStopWords, .languages(["en"]))
    XCTAssertEqual(query.hitsPerPage, 10)
    XCTAssertEqual(query.page, 2)
    XCTAssertEqual(query.analytics, false)
    XCTAssertEqual(query.attributesToRetrieve, ["*"])
    XCTAssertEqual(query.facets, ["brand", "color"])
    XCTAssertEqual(query.aroundLatLng, Point(lat: 40.71, lng: -74.01))
    XCTAssertEqual(query.aroundRadius, .meters(1500))
    XCTAssertEqual(query.tagFilters, .string("promo"))
    XCTAssertEqual(query.insideBoundingBox, [BoundingBox(lat1: 1, lng1: 2, lat2: 3, lng2: 4)])
    XCTAssertEqual(query.insidePolygon, [QueryFixtures.triangle])
    XCTAssertEqual(query.aroundPrecision, .ranges([.init(from: 0, value: 10)]))
  }

  func test_decode_acceptsBooleanTypoToleranceAndDistinct() throws {
    let query = try decode(#"{"typoTolerance":true,"distinct":false,"aroundLatLng":{"lat":1,"lng":2}}"#)
    XCTAssertEqual(query.typoTolerance, .enabled)
    XCTAssertEqual(query.distinct, .boolean(false))
    XCTAssertEqual(query.aroundLatLng, Point(lat: 1, lng: 2))
  }

  func test_decode_nullLeavesParameterUnsetAndUnknownMembersAreKept() throws {
    let query = try decode(#"{"query":null,"hitsPerPage":null,"explain":["*"],"mode":"neuralSearch","nothing":null}"#)
    XCTAssertNil(query.query)
    XCTAssertNil(query.hitsPerPage)
    XCTAssertEqual(query.customParameters, ["explain": ["*"], "mode": "neuralSearch", "nothing": nil])
  }

  func test_decode_illTypedMember_throwsDataCorruptedWithMessage() {
    XCTAssertThrowsError(try decode(#"{"hitsPerPage":"abc"}"#)) { error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("expected dataCorrupted, got \(error)")
      }
      XCTAssertEqual(context.debugDescription, "Invalid value for parameter `hitsPerPage`: expected an integer")
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["hitsPerPage"])
      XCTAssertEqual(
        context.underlyingError as? QueryParameterError,
        QueryParameterError(parameter: "hitsPerPage", expected: "an integer"))
    }
    XCTAssertThrowsError(try decode(#"{"facetFilters":[["a",[1]]]}"#))
    XCTAssertThrowsError(try decode(#"{"query":12}"#))
    XCTAssertThrowsError(try decode(#"{"renderingContent":[1]}"#))
  }

  func test_decode_nonObject_throwsTypeMismatch() {
    XCTAssertThrowsError(try decode(#"["query"]"#)) { error in
      guard case DecodingError.typeMismatch = error else { return XCTFail("expected typeMismatch, got \(error)") }
    }
  }

  func test_initFields_throwsQueryParameterError() {
    XCTAssertThrowsError(try Query(fields: ["distinct": "many"])) { error in
      XCTAssertEqual(
        (error as? QueryParameterError)?.message,
        "Invalid value for parameter `distinct`: expected a boolean or an integer")
    }
  }

  func test_initWithText_setsOnlyQuery_andPropertiesAreMutable() {
    var query = Query("shoes")
    query.page = 2
    XCTAssertEqual(query.jsonFields, ["query": "shoes", "page": 2])
    query.page = nil
    XCTAssertEqual(query, Query("shoes"))
    XCTAssertNotEqual(query, Query())
  }

  func test_parameterTypes_codeAloneAsAlgoliasJSON() throws {
    let decoder = JSONDecoder()
    XCTAssertEqual(
      try decoder.decode([TypoTolerance].self, from: Data(#"[true,"false","min","STRICT"]"#.utf8)),
      [.enabled, .disabled, .min, .strict])
    XCTAssertEqual(try decoder.decode([Distinct].self, from: Data(#"[true,3]"#.utf8)), [true, 3])
    XCTAssertEqual(try decoder.decode(FiltersParameter.self, from: Data(#"["a",["b","c"]]"#.utf8)), ["a", ["b", "c"]])
    XCTAssertEqual(try decoder.decode(AroundRadius.self, from: Data(#""all""#.utf8)), .all)
    XCTAssertEqual(
      try decoder.decode(BoundingBox.self, from: Data("[1,2,3,4]".utf8)),
      BoundingBox(lat1: 1, lng1: 2, lat2: 3, lng2: 4))
    XCTAssertThrowsError(try decoder.decode(Polygon.self, from: Data("[1,2,3,4]".utf8)))
    XCTAssertThrowsError(try decoder.decode(TypoTolerance.self, from: Data(#""max""#.utf8)))
    XCTAssertEqual(try JSON(encoding: IgnorePlurals.languages(["en"])), ["en"])
    XCTAssertEqual(try JSON(encoding: AroundPrecision.ranges([.init(from: 5, value: 50)])), [["from": 5, "value": 50]])
    XCTAssertEqual(try JSON(encoding: QueryFixtures.triangle), [1, 2, 3, 4, 5, 6])
  }
}
