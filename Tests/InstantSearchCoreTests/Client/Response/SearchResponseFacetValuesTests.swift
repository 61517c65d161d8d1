import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// `facetValues(for:)` lists a facet in the order the request asked for (`sortFacetValuesBy`, echoed in `params`),
/// and `facetValues(for:sortedBy:)` in the order given (with the embedded engine's echo: `EngineFacetValueOrderTests`).
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

  // MARK: Through a searcher

  /// A backend that echoes the requested order in `params`, as Algolia does, with the brand counts.
  private func echoingClient() -> ScriptedSearchClient {
    let counts = brandCounts
    let client = ScriptedSearchClient()
    client.reply(to: .init(indexName: "shop")) { request in
      var response = SearchResponse(hits: [], nbHits: counts.values.reduce(0, +))
      response.facets = ["brand": counts]
      response.params = request.query.sortFacetValuesBy.map { "query=&sortFacetValuesBy=\($0.rawValue)" }
      return .response(response)
    }
    return client
  }

  func test_searcher_requestedAlpha_isSentAndOrdersTheAnswer() throws {
    let client = echoingClient()
    var query = Query()
    query.facets = ["brand"]
    query.sortFacetValuesBy = .alpha
    let searcher = HitsSearcher(client: client, indexName: "shop", query: query)
    let response = try XCTUnwrap(awaitNextResult(of: searcher) { searcher.search() })
    XCTAssertEqual(client.requests.map(\.query.sortFacetValuesBy), [.alpha])
    XCTAssertEqual(response.requestedFacetValueOrder, .alpha)
    XCTAssertEqual(values(response.facetValues(for: "brand")), byValue)

    searcher.request.query.sortFacetValuesBy = nil
    let unordered = try XCTUnwrap(awaitNextResult(of: searcher) { searcher.search() })
    XCTAssertEqual(client.requests.map(\.query.sortFacetValuesBy), [.alpha, nil])
    XCTAssertEqual(values(unordered.facetValues(for: "brand")), byCount, "no order requested: by count")
  }
}
