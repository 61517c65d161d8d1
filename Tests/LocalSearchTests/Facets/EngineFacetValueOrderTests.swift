import Foundation
import LocalSearch
import XCTest

@testable import InstantSearchCore

/// The embedded engine lists each facet's values in response order (count, or alphabetical with
/// `sortFacetValuesBy=alpha`, requested or from the settings), and echoes a requested order in `params`, so a
/// response decoded from the wire (where facet maps have no order) lists them in the same order; an order taken
/// from the index settings is not echoed, and the decoded lists then come by count.
final class EngineFacetValueOrderTests: XCTestCase {
  private let brandCounts = ["Sony": 3, "Bose": 2, "apple": 2, "Apple": 1, "Émile": 1]
  private let byCount = ["Sony", "Bose", "apple", "Apple", "Émile"]
  private let byValue = ["Apple", "Bose", "Sony", "apple", "Émile"]

  private func values(_ facets: [Facet]?) -> [String]? { facets?.map(\.value) }

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

  /// The response as a client decodes it from the wire.
  private func wire(_ response: SearchResponse) throws -> SearchResponse {
    try JSONDecoder().decode(SearchResponse.self, from: JSONEncoder().encode(response))
  }

  func test_engine_requestedAlpha_isEchoedAndHonoured() throws {
    let response = try search(try engine()) { $0.sortFacetValuesBy = .alpha }
    XCTAssertTrue(response.params?.contains("sortFacetValuesBy=alpha") ?? false, response.params ?? "no params")
    XCTAssertEqual(values(response.facets?["brand"]), byValue)
    XCTAssertEqual(response.facets?["brand"]?.map(\.count), [1, 2, 3, 2, 1])
    XCTAssertEqual(try wire(response).facets?["brand"], response.facets?["brand"])
  }

  func test_engine_defaultAndRequestedCount_listByCount() throws {
    let client = try engine()
    XCTAssertEqual(values(try search(client).facets?["brand"]), byCount)
    XCTAssertEqual(values(try wire(try search(client)).facets?["brand"]), byCount)
    XCTAssertEqual(values(try search(client) { $0.sortFacetValuesBy = .count }.facets?["brand"]), byCount)
  }

  func test_engine_alphaWithTruncation_keepsTheEngineOrder() throws {
    let response = try search(try engine()) {
      $0.sortFacetValuesBy = .alpha
      $0.maxValuesPerFacet = 3
    }
    XCTAssertEqual(values(response.facets?["brand"]), Array(byValue.prefix(3)))
    XCTAssertEqual(values(try wire(response).facets?["brand"]), Array(byValue.prefix(3)))
  }

  func test_engine_alphaFromIndexSettings_listsAlphabetically_butTheWireFormComesByCount() throws {
    let response = try search(try engine(settings: ["sortFacetValuesBy": "alpha", "maxValuesPerFacet": 3]))
    XCTAssertNil(SearchResponse.facetValueOrder(requestedIn: response.params))
    XCTAssertEqual(values(response.facets?["brand"]), Array(byValue.prefix(3)))
    XCTAssertEqual(values(try wire(response).facets?["brand"]), ["Sony", "Bose", "Apple"])
  }
}
