import Foundation
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// The scripted client through a v2 `HitsSearcher`: canned replies by request, the decoded request log, held
/// calls released out of order, errors, cancellation and latency; and the v2 awaiting helpers.
final class ScriptedSearchClientTests: XCTestCase {
  private func response(_ names: [String], query: String) -> SearchResponse {
    var response = SearchResponse(
      hits: names.enumerated().map { Hit(.object(["objectID": .string("\($0.offset)"), "name": .string($0.element)])) }, nbHits: names.count,
      page: 0, nbPages: 1, hitsPerPage: 20)
    response.query = query
    return response
  }

  func test_repliesByQueryText_andRecordsEachDecodedRequest() throws {
    let client = ScriptedSearchClient()
    client.reply(.response(response(["Sony TV", "Sony phone"], query: "sony")), query: "sony")
    client.reply(.response(response(["Bose"], query: "bose")), indexName: "products", query: "bose", filters: .some(nil))
    let searcher = HitsSearcher(client: client, indexName: "products")

    searcher.query = "sony"
    let sony = awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(sony?.nbHits, 2)
    searcher.query = "bose"
    XCTAssertEqual(awaitNextResult(of: searcher) { searcher.search() }?.hits.first?["name"]?.stringValue, "Bose")
    searcher.query = "apple"
    XCTAssertEqual(awaitNextResult(of: searcher) { searcher.search() }?.nbHits, 0, "unscripted queries get an empty page")

    XCTAssertEqual(client.requests.map(\.queryText), ["sony", "bose", "apple"])
    XCTAssertEqual(client.requests.map(\.endpoint), [.singleIndex, .singleIndex, .singleIndex])
    XCTAssertEqual(Set(client.requests.map(\.indexName)), ["products"])
    XCTAssertEqual(client.requests.map(\.exchange), [1, 2, 3])
    XCTAssertEqual(client.requests[0].description, #"#1 singleIndex products query="sony""#)
  }

  func test_requestLog_keepsEachCallsRequestOptions() throws {
    let client = ScriptedSearchClient()
    let options = RequestOptions(headers: ["X-Algolia-User-ID": "user42"], urlParameters: ["tag": "a"])
    let searcher = HitsSearcher(client: client, indexName: "products", requestOptions: options)
    _ = awaitNextResult(of: searcher) { searcher.search() }
    searcher.requestOptions = nil
    _ = awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(client.requests.map(\.requestOptions), [options, nil])
  }

  func test_disjunctiveFaceting_isOneMultipleQueriesCall_andFiltersAreMatched() throws {
    let client = ScriptedSearchClient()
    let filterState = FilterState()
    let searcher = HitsSearcher(client: client, indexName: "products")
    searcher.connectFilterState(filterState)
    filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    let filters = FilterGroupConverter().sql(filterState.toFilterGroups())
    XCTAssertNotNil(filters)
    client.reply(.response(response(["Sony TV"], query: "")), filters: .some(filters))
    searcher.query = ""
    let result = awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(result?.nbHits, 1, "the hits query carries the filter and matched the script")
    let exchange = try XCTUnwrap(client.requests.last?.exchange)
    let call = client.requests.filter { $0.exchange == exchange }
    XCTAssertEqual(call.map(\.endpoint), [.multipleQueries, .multipleQueries], "the hits query and one faceting query, in one call")
    XCTAssertEqual(call[1].query.facets, ["brand"])
    XCTAssertNil(call[1].filters, "the faceting query leaves out the facet's own group")
  }

  func test_heldCalls_releasedNewestFirst_deliverOnlyTheLatest() {
    let client = ScriptedSearchClient()
    client.reply(to: .init()) { request in .response(self.response([request.queryText], query: request.queryText)) }
    client.holdsResponses = true
    let searcher = HitsSearcher(client: client, indexName: "products")
    var delivered: [String?] = []
    searcher.onResults.subscribe(with: self) { test, response in delivered.append(response.query) }
    searcher.cancelsPendingSearchesOnQueryChange = false
    for text in ["s", "so", "son"] {
      searcher.query = text
      searcher.search()
    }
    XCTAssertEqual(client.heldExchanges, [1, 2, 3])
    awaitNextResult(of: searcher) { client.release(exchange: 3) }
    client.release(exchange: 1)
    client.release(exchange: 2)
    awaitLoadingEnds(of: searcher)
    XCTAssertEqual(delivered, ["son"], "older answers released after a newer one are never delivered")
    XCTAssertEqual(client.heldExchanges, [])
  }

  func test_errors_cancellation_andLatency() {
    let client = ScriptedSearchClient()
    client.reply(.failure(.httpError(status: 403, message: "Invalid API key")), query: "forbidden")
    let searcher = HitsSearcher(client: client, indexName: "products")
    searcher.query = "forbidden"
    let error = awaitNextError(of: searcher) { searcher.search() }
    XCTAssertEqual(((error as? HitsSearcher.RequestError)?.underlyingError as? SearchClientError)?.status, 403)

    client.holdsResponses = true
    let cancelled = expectation(description: "the held call completes as cancelled")
    let handle = client.search(IndexedQuery(indexName: "products", query: Query("held"))) { result in
      if case .failure(.cancelled) = result { cancelled.fulfill() }
    }
    XCTAssertEqual(client.heldExchanges, [2])
    handle.cancel()
    wait(for: [cancelled], timeout: 10)
    XCTAssertEqual(client.heldExchanges, [], "a cancelled call is no longer held")
    XCTAssertFalse(client.release(exchange: 2))

    client.holdsResponses = false
    client.latency = 0.05
    let answered = expectation(description: "an answer after the latency")
    var answeredAt: DispatchTime?
    let sentAt = DispatchTime.now()
    client.search(IndexedQuery(indexName: "products", query: Query("slow"))) { _ in
      answeredAt = .now()
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    XCTAssertGreaterThanOrEqual((answeredAt?.uptimeNanoseconds ?? 0) - sentAt.uptimeNanoseconds, 50_000_000)
  }
}
