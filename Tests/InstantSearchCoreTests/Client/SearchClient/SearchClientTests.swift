import Foundation
import InstantSearchTestKit
import TestSupport
import XCTest

@testable import InstantSearchCore

/// The concrete `SearchClient` of InstantSearch 7.27.1 code (Algolia's client 8 names): `SearchClient(appID:apiKey:)`
/// never throws, `index(withName:)`, `search(queries:)`, `multipleQueries(queries:)` and the `Index` calls answer
/// through an `Operation` or synchronously, and any backend of the package can stand behind it.
final class SearchClientTests: XCTestCase {
  private func catalogue() -> ScriptedSearchClient {
    ScriptedSearchClient { request in
      if request.facetAttribute != nil { return .facetValues(FacetSearchResponse(facetHits: [Facet(value: "Sony", count: 1)])) }
      return request.indexName == "articles"
        ? .response(SearchResponse(hits: [["objectID": "a"], ["objectID": "b"]], nbHits: 2))
        : .response(SearchResponse(hits: [["objectID": "1", "name": "phone"]], nbHits: 1))
    }
  }

  /// The error of the first search a searcher reports through `onError`, unwrapped from its request.
  private func firstError<Service>(of searcher: AbstractSearcher<Service>) -> Error? {
    let failed = expectation(description: "the search failed")
    nonisolated(unsafe) var error: Error?
    searcher.onError.subscribeOnce(with: self) { _, failure in
      error = (failure as? AbstractSearcher<Service>.RequestError)?.underlyingError ?? failure
      failed.fulfill()
    }
    searcher.search()
    wait(for: [failed], timeout: 10)
    return error
  }

  func test_appIDAndKey_neverThrow_andAnEmptyOne_failsEverySearchWithAClearError() throws {
    let noApp = HitsSearcher(appID: "", apiKey: "key", indexName: "products")
    XCTAssertEqual(noApp.client.applicationID, "")
    XCTAssertEqual(firstError(of: noApp) as? SearchClientError, .invalidConfiguration(message: "the application id is empty"))
    let noKey = FacetSearcher(appID: "APP", apiKey: "", indexName: "products", facetName: "brand")
    XCTAssertEqual(firstError(of: noKey) as? SearchClientError, .invalidConfiguration(message: "the API key is empty"))
    let multi = MultiSearcher(appID: "", apiKey: "")
    _ = multi.addHitsSearcher(indexName: "products")
    XCTAssertEqual(firstError(of: multi) as? SearchClientError, .invalidConfiguration(message: "the application id is empty"))
    let connector = HitsConnector<JSON>(appID: "", apiKey: "key", indexName: "products")
    XCTAssertEqual(firstError(of: connector.searcher) as? SearchClientError, .invalidConfiguration(message: "the application id is empty"))

    let client = SearchClient(appID: "", apiKey: "key")
    XCTAssertThrowsError(try client.index(withName: "products").search(query: Query("phone"))) { error in
      XCTAssertEqual(error as? SearchClientError, .invalidConfiguration(message: "the application id is empty"))
    }
  }

  func test_appIDAndKey_areTheClientsCredentials_andTheKeyIsNeverDescribed() {
    let client = SearchClient(appID: "MYAPP", apiKey: "very-secret")
    XCTAssertEqual(client.applicationID, "MYAPP")
    XCTAssertEqual(client.apiKey, "very-secret")
    XCTAssertTrue(client.backend is AlgoliaClient)
    let index = client.index(withName: "movies")
    XCTAssertEqual([index.name, index.applicationID, index.apiKey], ["movies", "MYAPP", "very-secret"])
    XCTAssertFalse("\(client) \(String(reflecting: client))".contains("very-secret"), "\(client)")
    let searcher = HitsSearcher(appID: "MYAPP", apiKey: "very-secret", indexName: "movies")
    XCTAssertEqual(searcher.client.applicationID, "MYAPP")
    XCTAssertEqual(searcher.indexName, "movies")
  }

  func test_aBackend_isWrappedOnce_andSearchersKeepTheClientTheyAreGiven() {
    let backend = catalogue()
    let client = SearchClient(backend: backend)
    XCTAssertTrue(client.backend === backend)
    XCTAssertTrue(SearchClient(backend: client).backend === backend, "a client given as a backend is not wrapped again")
    XCTAssertTrue(HitsSearcher(client: client, indexName: "products").client === client)
    XCTAssertTrue(HitsSearcher(client: backend, indexName: "products").client.backend === backend)
    XCTAssertTrue(FacetSearcher(client: client, indexName: "products", facetName: "brand").client === client)
    XCTAssertTrue(MultiSearcher(client: client).client === client)
    XCTAssertEqual(client.applicationID, "", "a backend without credentials")
  }

  func test_index_search_andSearchForFacetValues_sendThroughTheBackend() throws {
    let backend = catalogue()
    let index = SearchClient(backend: backend).index(withName: "products")

    let answered = expectation(description: "answered")
    nonisolated(unsafe) var hits: [String] = []
    let operation = index.search(query: Query("phone")) { result in
      hits = (try? result.get().hits.compactMap { $0["objectID"]?.stringValue }) ?? []
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(hits, ["1"])
    XCTAssertTrue(operation.isFinished)
    XCTAssertEqual(try index.search(query: Query("phone")).nbHits, 1, "the synchronous twin")

    var context = Query("tv")
    context.filters = "brand:Sony"
    _ = try index.searchForFacetValues(of: "category", matching: "te", applicableFor: context)
    let facetRequest = try XCTUnwrap(backend.requests.last)
    XCTAssertEqual(facetRequest.endpoint, .facetSearch)
    XCTAssertEqual(facetRequest.indexName, "products")
    XCTAssertEqual(facetRequest.facetAttribute, "category")
    XCTAssertEqual(facetRequest.facetQuery, "te")
    XCTAssertEqual(facetRequest.query.filters, "brand:Sony", "the search the values are counted on")
    XCTAssertEqual(facetRequest.queryText, "tv")
    _ = try index.searchForFacetValues(of: "category", matching: "")
    XCTAssertEqual(backend.requests.last?.query, Query(), "no search: every record")
    XCTAssertEqual(backend.requests.map(\.endpoint), [.singleIndex, .singleIndex, .facetSearch, .facetSearch])
  }

  func test_searchQueries_andMultipleQueries_sendOneRequest() throws {
    let backend = catalogue()
    let client = SearchClient(backend: backend)
    let mixed = try client.search(queries: [
      .hits(IndexedQuery(indexName: "products", query: Query("phone"))),
      .facets(FacetIndexQuery(indexName: "products", attribute: "brand", facetQuery: "so")),
    ])
    XCTAssertEqual(mixed.results.count, 2)
    XCTAssertEqual(mixed.results[0].hitsResponse?.nbHits, 1)
    XCTAssertNotNil(mixed.results[1].facetsResponse)
    XCTAssertEqual(backend.requests.map(\.exchange), [1, 1], "one call")

    let searches = try client.multipleQueries(queries: [
      IndexedQuery(indexName: "products", query: Query()), IndexedQuery(indexName: "articles", query: Query()),
    ])
    XCTAssertEqual(searches.results.map(\.nbHits), [1, 2], "in request order")
    XCTAssertEqual(backend.requests.suffix(2).map(\.exchange), [2, 2])
    XCTAssertEqual(backend.requests.suffix(2).map(\.endpoint), [.multipleQueries, .multipleQueries])
  }

  func test_operation_cancelCancelsTheRequest_andFinishesWhenTheCompletionHasRun() {
    let backend = catalogue()
    backend.holdsResponses = true
    let client = SearchClient(backend: backend)
    let answered = expectation(description: "completed")
    nonisolated(unsafe) var outcome: Result<MultiSearchResponse, Error>?
    let operation = client.search(queries: [.hits(IndexedQuery(indexName: "products", query: Query()))]) {
      outcome = $0
      answered.fulfill()
    }
    XCTAssertTrue(operation.isExecuting)
    XCTAssertFalse(operation.isFinished)
    operation.cancel()
    wait(for: [answered], timeout: 10)
    XCTAssertTrue(operation.isCancelled)
    XCTAssertTrue(operation.isFinished)
    guard case .failure(let error)? = outcome else { return XCTFail("\(String(describing: outcome))") }
    XCTAssertEqual(error as? SearchClientError, .cancelled)
  }

  func test_overHTTP_theIndexCallsUseAlgoliasEndpoints() throws {
    let server = try LoopbackServer(["ok"])
    let algolia = try AlgoliaClient(configuration: .init(appID: "LOOPBACKAPP", apiKey: "top-secret-key", hosts: [server.host(0)]))
    let index = SearchClient(backend: algolia).index(withName: "movies")
    XCTAssertEqual(index.applicationID, "LOOPBACKAPP")
    XCTAssertEqual(try index.search(query: Query("snoopy")).hits.first?["name"], "loopback")
    XCTAssertEqual(try index.searchForFacetValues(of: "genre", matching: "loop").facetHits.first?.value, "loopback")
    XCTAssertEqual(try server.requests().map(\.path), ["/1/indexes/movies/query", "/1/indexes/movies/facets/genre/query"])
  }
}
