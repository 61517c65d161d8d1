import Foundation
import InstantSearchCore
import XCTest

/// decode(encode(q)) == q, through JSON and through the `params` string; and merging fields with `params`.
final class QueryRoundTripTests: XCTestCase {
  func test_fullyPopulatedFixture_setsEveryModeledParameter() {
    let names = Set(QueryFixtures.fullyPopulated.jsonFields.keys)
    XCTAssertEqual(Set(Query.modeledParameterNames).subtracting(names), [])
  }

  func test_everyStoredProperty_isAModeledParameter() {
    let properties = Mirror(reflecting: Query()).children.compactMap(\.label).filter {
      $0 != "customParameters" && $0 != "verbatimFields"
    }
    XCTAssertEqual(properties.sorted(), Query.modeledParameterNames)
  }

  func test_fullyPopulatedQuery_roundTripsThroughJSON() throws {
    for query in [QueryFixtures.fullyPopulated, QueryFixtures.alternativeForms] {
      let data = try JSONEncoder().encode(query)
      XCTAssertEqual(try JSONDecoder().decode(Query.self, from: data), query)
    }
  }

  func test_fullyPopulatedQuery_roundTripsThroughParamsString() throws {
    for query in [QueryFixtures.fullyPopulated, QueryFixtures.alternativeForms] {
      XCTAssertEqual(try Query(paramsString: query.paramsString), query)
    }
  }

  func test_fullyPopulatedQuery_roundTripsThroughJSONFields() throws {
    let query = QueryFixtures.fullyPopulated
    XCTAssertEqual(try Query(fields: query.jsonFields), query)
  }

  func test_merging_paramsValueWinsOverField() throws {
    let query = try Query.merging(
      fields: ["query": "from fields", "hitsPerPage": 5, "facets": ["brand"], "explain": true],
      params: "hitsPerPage=10&page=2&query=from%20params")
    XCTAssertEqual(query.query, "from params")
    XCTAssertEqual(query.hitsPerPage, 10)
    XCTAssertEqual(query.page, 2)
    XCTAssertEqual(query.facets, ["brand"])
    XCTAssertEqual(query.customParameters, ["explain": true])
  }

  func test_merging_skipsStructuralMembers() throws {
    let query = try Query.merging(
      fields: [
        "indexName": "products", "params": "query=x", "type": "facet", "facet": "brand", "facetQuery": "ap",
        "strategy": "none", "maxFacetHits": 3,
      ],
      params: nil)
    XCTAssertEqual(query.jsonFields, ["maxFacetHits": 3])
  }

  func test_merging_reportsIllTypedFieldThatParamsDoesNotOverride() {
    XCTAssertNoThrow(try Query.merging(fields: ["page": "first"], params: "page=1"))
    XCTAssertThrowsError(try Query.merging(fields: ["page": "first"], params: "hitsPerPage=1")) { error in
      XCTAssertEqual((error as? QueryParameterError)?.parameter, "page")
    }
  }
}
