import Foundation
import XCTest

@testable import InstantSearchCore

/// A response's facet maps have no order on the wire; decoded, each attribute's values are a list (Algolia's
/// client 8 types them `[Attribute: [Facet]]`) in the order the request asked for (`sortFacetValuesBy`, echoed
/// in `params`), by count otherwise. Encoding writes the value → count objects back. (With the embedded
/// engine's echo: `EngineFacetValueOrderTests`.)
final class SearchResponseFacetOrderTests: XCTestCase {
  private let brandCounts = ["Sony": 3, "Bose": 2, "apple": 2, "Apple": 1, "Émile": 1]
  private let byCount = ["Sony", "Bose", "apple", "Apple", "Émile"]
  private let byValue = ["Apple", "Bose", "Sony", "apple", "Émile"]

  private func values(_ facets: [Facet]?) -> [String]? { facets?.map(\.value) }

  private func decoded(params: String?, key: String = "facets") throws -> SearchResponse {
    var object: [String: JSON] = ["hits": [], key: ["brand": .object(brandCounts.mapValues { .number(Double($0)) })]]
    if let params { object["params"] = .string(params) }
    return try JSONDecoder().decode(SearchResponse.self, from: JSON.object(object).jsonString.data(using: .utf8)!)
  }

  func test_decoded_alphaInEchoedParams_listsValuesByCodePoint() throws {
    let response = try decoded(params: "facets=%5B%22brand%22%5D&query=&sortFacetValuesBy=alpha")
    XCTAssertEqual(SearchResponse.facetValueOrder(requestedIn: response.params), .alpha)
    XCTAssertEqual(values(response.facets?["brand"]), byValue)
    XCTAssertEqual(response.facets?["brand"]?.first, Facet(value: "Apple", count: 1))
    XCTAssertEqual(values(try decoded(params: "sortFacetValuesBy=alpha&facets=brand").facets?["brand"]), byValue)
  }

  func test_decoded_countAbsentOrUnreadableParams_listValuesByCount() throws {
    for params in ["query=&sortFacetValuesBy=count", "query=&facets=brand", "", "sortFacetValuesBy=ALPHA", nil] {
      XCTAssertEqual(values(try decoded(params: params).facets?["brand"]), byCount, params ?? "no params")
    }
    let malformed = try decoded(params: "query=%ZZ&sortFacetValuesBy=alpha")
    XCTAssertNil(SearchResponse.facetValueOrder(requestedIn: malformed.params))
    XCTAssertEqual(values(malformed.facets?["brand"]), byCount)
    XCTAssertEqual(try decoded(params: nil).facets?["brand"]?.map(\.count), [3, 2, 2, 1, 1])
  }

  func test_decoded_disjunctiveAndHierarchicalMaps_areOrderedTheSameWay() throws {
    XCTAssertEqual(values(try decoded(params: "sortFacetValuesBy=alpha", key: "disjunctiveFacets").disjunctiveFacets?["brand"]), byValue)
    XCTAssertEqual(values(try decoded(params: nil, key: "hierarchicalFacets").hierarchicalFacets?["brand"]), byCount)
  }

  func test_decoded_missingFacet_isNil() throws {
    XCTAssertNil(try decoded(params: "sortFacetValuesBy=alpha").facets?["color"])
    XCTAssertNil(SearchResponse().facets)
  }

  func test_encoded_writesValueCountObjects_andDecodesBackToTheSameLists() throws {
    var response = SearchResponse(hits: [], nbHits: 9)
    response.facets = ["brand": [Facet(value: "Sony", count: 3), Facet(value: "Bose", count: 2)]]
    response.disjunctiveFacets = ["color": [Facet(value: "red", count: 1)]]
    let json = try JSON(data: JSONEncoder().encode(response))
    XCTAssertEqual(json["facets"], ["brand": ["Sony": 3, "Bose": 2]])
    XCTAssertEqual(json["disjunctiveFacets"], ["color": ["red": 1]])
    XCTAssertEqual(try JSONDecoder().decode(SearchResponse.self, from: JSONEncoder().encode(response)), response)
  }

  func test_countsOfAList_keepTheFirstCountOfARepeatedValue() {
    XCTAssertEqual(
      Facet.counts(of: [Facet(value: "a", count: 2), Facet(value: "b", count: 1), Facet(value: "a", count: 7)]),
      ["a": 2, "b": 1])
    XCTAssertEqual(Facet.counts(of: []), [:])
  }
}
