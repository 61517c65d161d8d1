import Foundation
import LocalSearch
import XCTest

@testable import InstantSearchCore

/// `facetValues(for:)` lists a facet in the order the request asked for (`sortFacetValuesBy`, echoed in `params`),
/// and `facetValues(for:sortedBy:)` in the order given.
final class SearchResponseFacetValuesTests: XCTestCase {
  private let brandCounts = ["Sony": 3, "Bose": 2, "apple": 2, "Apple": 1, "Émile": 1]
  private let byCount = ["Sony", "Bose", "apple", "Apple", "Émile"]
  private let byValue = ["Apple", "Bose", "Sony", "apple", "Émile"]

  private func values(_ facets: [Facet]?) -> [String]? { facets?.map(\.value) }

  private func decoded(params: String?) throws -> SearchResponse {
    var object: [String: JSON] = ["hits": [], "facets": ["brand": .object(brandCounts.mapValues { .number(Double($0)) })]]
    if let params { object["params"] = .string(params) }
    return try JSONDecoder().decode(SearchResponse.self, from: JSON.object(object).jsonString.data(using: .utf8)!)
  }

  // MARK: Decoded responses

  func test_decoded_alphaInEchoedParams_listsValuesByCodePoint() throws {
    let response = try decoded(params: "facets=%5B%22brand%22%5D&query=&sortFacetValuesBy=alpha")
    XCTAssertEqual(response.requestedFacetValueOrder, .alpha)
    XCTAssertEqual(values(response.facetValues(for: "brand")), byValue)
    XCTAssertEqual(response.facetValues(for: "brand")?.first, Facet(value: "Apple", count: 1))
    XCTAssertEqual(values(try decoded(params: "sortFacetValuesBy=alpha&facets=brand").facetValues(for: "brand")), byValue)
  }

  func test_decoded_countAbsentOrUnreadableParams_listValuesByCount() throws {
    for params in ["query=&sortFacetValuesBy=count", "query=&facets=brand", "", "sortFacetValuesBy=ALPHA", nil] {
      XCTAssertEqual(values(try decoded(params: params).facetValues(for: "brand")), byCount, params ?? "no params")
    }
    let malformed = try decoded(params: "query=%ZZ&sortFacetValuesBy=alpha")
    XCTAssertNil(malformed.requestedFacetValueOrder)
    XCTAssertEqual(values(malformed.facetValues(for: "brand")), byCount)
  }

  func test_decoded_explicitOrder_winsOverEchoedParams() throws {
    let alpha = try decoded(params: "sortFacetValuesBy=alpha")
    XCTAssertEqual(values(alpha.facetValues(for: "brand", sortedBy: .count)), byCount)
    let count = try decoded(params: "sortFacetValuesBy=count")
    XCTAssertEqual(values(count.facetValues(for: "brand", sortedBy: .alpha)), byValue)
    XCTAssertEqual(count.facetValues(for: "brand", sortedBy: .count)?.map(\.count), [3, 2, 2, 1, 1])
  }

  func test_decoded_missingFacet_isNil() throws {
    XCTAssertNil(try decoded(params: "sortFacetValuesBy=alpha").facetValues(for: "color"))
    XCTAssertNil(SearchResponse().facetValues(for: "brand", sortedBy: .alpha))
  }

  // MARK: The embedded engine

  private func engine(settings: [String: JSON] = [:]) throws -> LocalClient {
    var records: [JSON] = []
    for (brand, count) in brandCounts.sorted(by: { $0.key < $1.key }) {
      for copy in 0..<count { records.append(["objectID": .string("\(brand)-\(copy)"), "brand": .string(brand)]) }
    }
    var json = settings
    json["attributesForFaceting"] = ["brand"]
    let index = try LocalIndex(name: "shop", records: records, settings: IndexSettings(json: .object(json)))
    return LocalClient(indices: [index])
  }

  private func search(_ client: LocalClient, _ configure: (inout Query) -> Void = { _ in }) throws -> SearchResponse {
    var query = Query()
    query.facets = ["brand"]
    configure(&query)
    return try client.answer(IndexedQuery(indexName: "shop", query: query))
  }

  func test_engine_requestedAlpha_isEchoedAndHonoured() throws {
    let response = try search(try engine()) { $0.sortFacetValuesBy = .alpha }
    XCTAssertTrue(response.params?.contains("sortFacetValuesBy=alpha") ?? false, response.params ?? "no params")
    XCTAssertEqual(values(response.facetValues(for: "brand")), byValue)
    XCTAssertEqual(response.facetValues(for: "brand")?.map(\.count), [1, 2, 3, 2, 1])
  }

  func test_engine_defaultAndRequestedCount_listByCount() throws {
    let client = try engine()
    XCTAssertEqual(values(try search(client).facetValues(for: "brand")), byCount)
    XCTAssertEqual(values(try search(client) { $0.sortFacetValuesBy = .count }.facetValues(for: "brand")), byCount)
  }

  func test_engine_alphaWithTruncation_keepsTheEngineOrder() throws {
    let response = try search(try engine()) {
      $0.sortFacetValuesBy = .alpha
      $0.maxValuesPerFacet = 3
    }
    XCTAssertEqual(values(response.facetValues(for: "brand")), Array(byValue.prefix(3)))
  }

  func test_engine_alphaFromIndexSettings_isNotEchoed_soTheOverloadTakesIt() throws {
    let response = try search(try engine(settings: ["sortFacetValuesBy": "alpha", "maxValuesPerFacet": 3]))
    XCTAssertNil(response.requestedFacetValueOrder)
    XCTAssertEqual(values(response.facetValues(for: "brand", sortedBy: .alpha)), Array(byValue.prefix(3)))
  }
}
