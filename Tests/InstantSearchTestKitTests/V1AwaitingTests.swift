import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// A v1 test on the kit: an `Index` over a scripted client, awaited deliveries instead of run-loop spinning, and
/// assertions on what the v1 searcher sent.
final class V1AwaitingTests: XCTestCase {
  func test_v1Searcher_onAScriptedClient_awaitsResultsErrorsAndIdleness() {
    let client = ScriptedSearchClient(completionQueue: .main)
    client.reply(to: .init(queryText: "broken")) { _ in .failure(.httpError(status: 400, message: "Invalid filters")) }
    let searcher = Searcher(index: Index(client: client, name: "products"))
    searcher.params.query = "sony"
    searcher.params.addFacetRefinement(name: "brand", value: "Sony")

    let results = awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(results?.nbHits, 0)
    XCTAssertEqual(client.requests.last?.queryText, "sony")
    XCTAssertEqual(client.requests.last?.filters, #""brand":"Sony""#, "the v1 refinement reaches the request as filters text")

    searcher.params.query = "broken"
    let error = awaitNextError(of: searcher) { searcher.search() }
    XCTAssertNotNil(error)

    client.holdsResponses = true
    searcher.params.query = "held"
    searcher.search()
    XCTAssertTrue(searcher.hasPendingRequests)
    client.releaseAll()
    awaitNoPendingRequests(of: searcher)
    XCTAssertEqual(searcher.results?.query, "held")
  }

}
