import Foundation
import InstantSearchCore
import InstantSearchTestKit
import XCTest

@testable import LocalSearch

/// The embedded engine answers in the response model of Algolia's client 8 as InstantSearch 7.27.1 reads it:
/// typed `renderingContent` from the settings or the query (a malformed one is a 400 error), and, through a
/// `HitsSearcher` faceting disjunctively, `facets` counted by the results query only and `disjunctiveFacets` by
/// the disjunctive queries.
final class EngineSevenModelTests: XCTestCase {
  private let ordering: [String: JSON] = [
    "facetOrdering": ["facets": ["order": ["brand"]], "values": ["brand": ["order": ["Sony"], "sortRemainingBy": "count"]]],
    "widgets": ["banners": []],
  ]

  private func client(renderingContent: [String: JSON]? = nil) throws -> LocalClient {
    var settings: [String: JSON] = ["attributesForFaceting": ["brand", "searchable(category)", "price"], "customRanking": ["desc(rating)"]]
    if let renderingContent { settings["renderingContent"] = .object(renderingContent) }
    return LocalClient(indices: [try LocalIndex(name: "products", records: ProductsFixture.records, settings: IndexSettings(json: .object(settings)))])
  }

  func test_renderingContentFromTheSettings_isTypedInTheResponse() throws {
    let response = try client(renderingContent: ordering).answer(IndexedQuery(indexName: "products", query: Query()))
    let content = try XCTUnwrap(response.renderingContent)
    XCTAssertEqual(content.facetOrdering?.facets.order, ["brand"])
    XCTAssertEqual(content.facetOrdering?.values["brand"], FacetValuesOrder(order: ["Sony"], sortRemainingBy: .count))
    XCTAssertEqual(content.extraFields, ["widgets": ["banners": []]], "members the model does not name are kept")
    XCTAssertNil(try client().answer(IndexedQuery(indexName: "products", query: Query())).renderingContent)
  }

  func test_renderingContentOfTheQuery_winsOverTheSettings() throws {
    var query = Query()
    query.renderingContent = ["facetOrdering": ["facets": ["order": ["category"]]]]
    let response = try client(renderingContent: ordering).answer(IndexedQuery(indexName: "products", query: query))
    XCTAssertEqual(response.renderingContent?.facetOrdering?.facets.order, ["category"])
    XCTAssertEqual(response.renderingContent?.facetOrdering?.values, [:])
  }

  func test_malformedRenderingContentOfTheQuery_isABadRequest() throws {
    var query = Query()
    query.renderingContent = ["facetOrdering": ["values": ["brand": ["sortRemainingBy": "random"]]]]
    XCTAssertThrowsError(try client().answer(IndexedQuery(indexName: "products", query: query))) { error in
      guard case .httpError(let status, let message)? = error as? SearchClientError else { return XCTFail("\(error)") }
      XCTAssertEqual(status, 400)
      XCTAssertTrue(message.contains("renderingContent"), message)
    }
  }

  func test_hitsSearcher_resultsQueryFacets_andDisjunctiveCounts() throws {
    let engine = try client()
    let filterState = FilterState()
    filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Apple"))
    let searcher = HitsSearcher(client: SearchClient(backend: engine), indexName: "products")
    searcher.isDisjunctiveFacetingEnabled = true
    searcher.request.query.facets = ["brand", "category"]
    let link = searcher.connectFilterState(filterState)
    defer { link.disconnect() }
    let response = try XCTUnwrap(awaitNextResult(of: searcher) { searcher.search() })
    XCTAssertEqual(response.nbHits, 3)
    XCTAssertEqual(response.facets?["brand"], [Facet(value: "Apple", count: 3)], "the results query counts the refined set")
    XCTAssertEqual(
      response.disjunctiveFacets?["brand"]?.map(\.value), ["Apple", "Samsung", "De'Longhi", "Google", "Sony", "Spigen"],
      "the disjunctive query counts brand without its own refinement")
    XCTAssertEqual(response.disjunctiveFacets?["brand"]?.first { $0.value == "Samsung" }?.count, 3)
    XCTAssertNil(response.disjunctiveFacets?["category"], "category is not disjunctive")
    XCTAssertEqual(response.facets?["category"].map(Facet.counts(of:)), ["phone": 1, "tablet": 1, "audio": 1])
  }
}
