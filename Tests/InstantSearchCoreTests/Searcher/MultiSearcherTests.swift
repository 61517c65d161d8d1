import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class MultiSearcherTests: XCTestCase {
  /// Answers with a fixed number of results whatever was asked.
  private final class ShortClient: SearchBackend, @unchecked Sendable {
    let count: Int
    init(count: Int) { self.count = count }
    final class Done: Cancellable { func cancel() {} }
    func search(_ request: MultiSearchRequest, requestOptions: RequestOptions?, completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void) -> Cancellable {
      let results = (0..<count).map { _ in MultiSearchResponse.Result.hits(SearchResponse(hits: [], nbHits: 0)) }
      DispatchQueue.global().async { completion(.success(MultiSearchResponse(results: results))) }
      return Done()
    }
    func searchForFacetValues(_ request: FacetIndexQuery, requestOptions: RequestOptions?, completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void) -> Cancellable {
      DispatchQueue.global().async { completion(.failure(.transport(message: "unused"))) }
      return Done()
    }
  }

  func test_children_getTheirSlices_orARangeMismatch() {
    let searcher = MultiSearcher(client: ShortClient(count: 1))
    let first = searcher.addHitsSearcher(indexName: "a")
    let second = searcher.addHitsSearcher(indexName: "b")
    let delivered = expectation(description: "both children answered")
    delivered.expectedFulfillmentCount = 2
    first.onResults.subscribe(with: self) { _, _ in delivered.fulfill() }
    second.onError.subscribe(with: self) { _, error in
      let underlying = (error as? HitsSearcher.RequestError)?.underlyingError as? MultiSearchError
      XCTAssertEqual(underlying, .resultsRangeMismatch(1..<2, 0..<1))
      XCTAssertEqual(
        underlying?.errorDescription,
        "The calculated results subrange 1..<2 can't be extracted from the results list with bounds 0..<1")
      delivered.fulfill()
    }
    searcher.search()
    wait(for: [delivered], timeout: 5)
    XCTAssertNil(searcher.query, "a multi-searcher has no text query of its own")
  }

  func test_setQuery_reachesEveryChild_andFacetChildrenGetFacetResults() throws {
    let client = ProductsRecords.client()
    client.reply(to: .init()) { request in
      guard request.facetAttribute == "name" else { return ScriptedSearchClient.emptyReply(to: request) }
      return .facetValues(FacetSearchResponse(facetHits: [Facet(value: "Tablet", count: 1)]))
    }
    let searcher = MultiSearcher(client: client)
    let hits = searcher.addHitsSearcher(indexName: "products")
    let facets = searcher.addFacetsSearcher(indexName: "products", attribute: "name")
    searcher.setQuery("ta")
    XCTAssertEqual(hits.query, "ta")
    XCTAssertEqual(facets.query, "ta")
    let answered = expectation(description: "facet child answered")
    facets.onResults.subscribe(with: self) { _, response in
      XCTAssertEqual(response.facetHits.map(\.value), ["Tablet"])
      answered.fulfill()
    }
    searcher.search()
    wait(for: [answered], timeout: 5)
    let sent = client.requests
    XCTAssertEqual(Set(sent.map(\.exchange)).count, 1, "one request for both children")
    XCTAssertEqual(sent.map(\.queryText), ["ta", ""])
    XCTAssertEqual(sent.last?.facetAttribute, "name")
    XCTAssertEqual(sent.last?.facetQuery, "ta")
  }
}

final class IndexQueryStateTests: XCTestCase {
  func test_indexQueryState_readsAndWritesTheRequest() throws {
    let client = ScriptedSearchClient()
    let searcher = HitsSearcher(client: client, indexQueryState: IndexQueryState(indexName: "a", query: Query("x")))
    XCTAssertEqual(searcher.indexQueryState, IndexQueryState(indexName: "a", query: Query("x")))
    var indices: [String] = []
    searcher.onIndexChanged.subscribe(with: self) { _, name in indices.append(name) }
    searcher.indexQueryState = IndexQueryState(indexName: "b", query: Query("y"))
    XCTAssertEqual(searcher.indexName, "b")
    XCTAssertEqual(searcher.query, "y")
    XCTAssertEqual(indices, ["b"])
  }
}

/// `Query.applying(changesFrom:to:)`: a writer that rebuilds its whole query hands on only what it changed.
final class QueryChangesTests: XCTestCase {
  func test_onlyTheWritersChangesReplaceTheSharedQuery() {
    var base = Query("sony")
    base.hitsPerPage = 5
    base.customParameters["analyticsTags"] = ["v1"]
    var shared = base
    shared.relevancyStrictness = 0
    shared.clickAnalytics = true
    shared.customParameters["extensions"] = ["a": 1]
    var changed = base
    changed.query = "sony max"
    changed.hitsPerPage = nil
    changed.customParameters["analyticsTags"] = nil
    let merged = shared.applying(changesFrom: base, to: changed)
    XCTAssertEqual(merged.query, "sony max")
    XCTAssertNil(merged.hitsPerPage, "an unset parameter is unset")
    XCTAssertEqual(merged.relevancyStrictness, 0, "what others set stays")
    XCTAssertEqual(merged.clickAnalytics, true)
    XCTAssertEqual(merged.customParameters, ["extensions": ["a": 1]])
    XCTAssertEqual(Query("x").applying(changesFrom: Query(), to: Query()), Query("x"))
  }

  func test_aQueryNoOneElseChanged_becomesTheChangedOneWhole_asParameterByParameter() throws {
    var base = Query("sony")
    base.hitsPerPage = 5
    base.customParameters["analyticsTags"] = ["v1"]
    var changed = try Query(textParameters: ["query": "sony max", "facets": "brand,price", "getRankingInfo": "1"])
    changed.customParameters["ruleContexts"] = ["phone"]
    let merged = base.applying(changesFrom: base, to: changed)
    XCTAssertEqual(merged, changed)
    XCTAssertEqual(merged.paramsString, changed.paramsString, "the verbatim forms come along")
    var touched = base
    touched.page = 0
    XCTAssertEqual(touched.applying(changesFrom: base, to: changed).page, 0, "a change by someone else still stays")
  }
}
