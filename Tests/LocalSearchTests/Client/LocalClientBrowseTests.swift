import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Browse with its cursor, record retrieval, and requests carrying a `params` string, on the `products` fixture.
final class LocalClientBrowseTests: XCTestCase {
  private var client: LocalClient!

  override func setUpWithError() throws {
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["name", "brand", "unordered(description)"],
      "attributesForFaceting": ["brand", "searchable(category)", "price", "filterOnly(in_stock)"],
      "customRanking": ["desc(rating)"], "unretrievableAttributes": ["rating"],
    ])
    client = LocalClient(indices: [try LocalIndex(name: "products", records: ProductsFixture.records, settings: settings)])
  }

  private func ids(_ response: SearchResponse) -> [String] { response.hits.compactMap { $0["objectID"]?.stringValue } }

  private func error(_ work: () throws -> Any) -> SearchClientError? {
    do {
      _ = try work()
      return nil
    } catch {
      return error as? SearchClientError
    }
  }

  // MARK: Browse

  func test_browse_pagesThroughEveryMatchingRecordOnceWithTheCursor() throws {
    var query = Query()
    query.hitsPerPage = 3
    var request = BrowseRequest(indexName: "products", query: query)
    var pages: [[String]] = []
    var cursors: [String?] = []
    repeat {
      let page = try client.answer(request)
      XCTAssertEqual(page.nbHits, 10)
      XCTAssertEqual(page.hitsPerPage, 3)
      pages.append(ids(page))
      cursors.append(page.cursor)
      request.cursor = page.cursor
    } while request.cursor != nil && pages.count < 10
    XCTAssertEqual(pages.map(\.count), [3, 3, 3, 1])
    XCTAssertEqual(pages.joined().sorted(), ProductsFixture.records.compactMap { $0["objectID"]?.stringValue }.sorted())
    XCTAssertEqual(pages.joined().map { $0 }, ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], "storage order, not ranking")
    XCTAssertNil(cursors.last ?? "", "the last page carries no cursor")
  }

  func test_browse_appliesTheQueryAndFiltersAndTheCursorCarriesThem() throws {
    var query = Query("samsung")
    query.filters = "price < 1000"
    query.hitsPerPage = 1
    let first = try client.answer(BrowseRequest(indexName: "products", query: query))
    XCTAssertEqual(first.nbHits, 2)
    XCTAssertEqual(ids(first), ["3"])
    let cursor = try XCTUnwrap(first.cursor)
    let second = try client.answer(BrowseRequest(indexName: "products", query: Query("ignored: the cursor carries the query"), cursor: cursor))
    XCTAssertEqual(ids(second), ["4"])
    XCTAssertNil(second.cursor)
    XCTAssertEqual(second.hits.first?["_highlightResult"]?["name"]?["value"], "<em>Samsung</em> Galaxy Tab S7")
    XCTAssertNil(second.hits.first?["rating"], "unretrievable attributes stay out of browse hits")
  }

  func test_browse_defaultsToPagesOf1000AndRefusesLarger() throws {
    let page = try client.answer(BrowseRequest(indexName: "products"))
    XCTAssertEqual(page.hitsPerPage, 1000)
    XCTAssertEqual(page.hits.count, 10)
    XCTAssertNil(page.cursor)
    var query = Query()
    query.hitsPerPage = 1001
    XCTAssertEqual(error { try client.answer(BrowseRequest(indexName: "products", query: query)) }?.status, 400)
  }

  func test_browse_badCursorAndUnknownIndexAreAlgoliasErrors() {
    XCTAssertEqual(
      error { try client.answer(BrowseRequest(indexName: "products", cursor: "not a cursor")) },
      .httpError(status: 400, message: "cursor: invalid cursor"))
    XCTAssertEqual(error { try client.answer(BrowseRequest(indexName: "nope")) }, .httpError(status: 404, message: "Index does not exist"))
  }

  func test_browse_readsACursorOrParamsGivenAsMembers() throws {
    var query = Query()
    query.hitsPerPage = 4
    let first = try client.answer(BrowseRequest(indexName: "products", query: query))
    var members = Query()
    members.customParameters["cursor"] = .string(try XCTUnwrap(first.cursor))
    XCTAssertEqual(ids(try client.answer(BrowseRequest(indexName: "products", query: members))), ["5", "6", "7", "8"])
    var params = Query()
    params.customParameters["params"] = "query=apple&hitsPerPage=2"
    XCTAssertEqual(ids(try client.answer(BrowseRequest(indexName: "products", query: params))), ["1", "2"])
  }

  // MARK: Records

  func test_getObjects_returnsEachRecordOrNullAndRetrievesAttributes() throws {
    let response = try client.answer([
      ObjectRequest(indexName: "products", objectID: "2"),
      ObjectRequest(indexName: "products", objectID: "missing"),
      ObjectRequest(indexName: "products", objectID: "8", attributesToRetrieve: ["name"]),
    ])
    XCTAssertEqual(response.results.count, 3)
    XCTAssertEqual(response.results[0]?["name"], "Apple iPad Air")
    XCTAssertNil(response.results[0]?["rating"], "unretrievable")
    XCTAssertNil(response.results[1] ?? nil)
    XCTAssertEqual(response.results[2], ["objectID": "8", "name": "Café Crème Espresso Machine"])
    XCTAssertEqual(
      error { try client.answer([ObjectRequest(indexName: "nope", objectID: "1")]) }, .httpError(status: 404, message: "Index does not exist"))
  }

  func test_getObject_throughTheClient_isTheRecordOr404() async throws {
    let record = try await client.getObject(ObjectRequest(indexName: "products", objectID: "5", attributesToRetrieve: ["brand"]))
    XCTAssertEqual(record, ["objectID": "5", "brand": "Google"])
    do {
      _ = try await client.getObject(ObjectRequest(indexName: "products", objectID: "missing"))
      XCTFail("a missing record is an error")
    } catch {
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 404, message: "ObjectID does not exist"))
    }
  }

  // MARK: `params` members

  func test_paramsMember_isExpandedAndWinsOverJSONMembers() throws {
    var query = Query("tablet")
    query.hitsPerPage = 1
    query.customParameters["params"] = "hitsPerPage=5&filters=brand%3ASamsung"
    let response = try client.answer(IndexedQuery(indexName: "products", query: query))
    XCTAssertEqual(ids(response), ["4"])
    XCTAssertEqual(response.hitsPerPage, 5)
    var bad = Query()
    bad.customParameters["params"] = "hitsPerPage=many"
    XCTAssertEqual(
      error { try client.answer(IndexedQuery(indexName: "products", query: bad)) },
      .httpError(status: 400, message: "Invalid value for parameter `hitsPerPage`: expected an integer"))
  }

  func test_facetSearch_readsItsFacetQueryFromParams() throws {
    var query = Query()
    query.customParameters["params"] = "facetQuery=tab"
    let response = try client.answer(FacetIndexQuery(indexName: "products", attribute: "category", facetQuery: "", query: query))
    XCTAssertEqual(response.facetHits.map(\.value), ["tablet"])
  }

  func test_hitsType_defaultIsAcceptedAndOthersAreErrors() throws {
    var query = Query()
    query.customParameters["type"] = "default"
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "products", query: query)).nbHits, 10)
    query.customParameters["type"] = "facet"
    XCTAssertEqual(error { try client.answer(IndexedQuery(indexName: "products", query: query)) }?.status, 400)
  }

  func test_emptyAroundLatLngAndSortFacetValuesBy_areUnset() throws {
    let query = try Query(fields: ["aroundLatLng": "", "sortFacetValuesBy": "", "facets": ["brand"]])
    XCTAssertNil(query.aroundLatLng)
    XCTAssertNil(query.sortFacetValuesBy)
    let response = try client.answer(IndexedQuery(indexName: "products", query: query))
    XCTAssertEqual(response.nbHits, 10)
    XCTAssertNil(response.aroundLatLng)
    XCTAssertEqual(response.facets?["brand"]?.first { $0.value == "Apple" }?.count, 3)
  }
}
