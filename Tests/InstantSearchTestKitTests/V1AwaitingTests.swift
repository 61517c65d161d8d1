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
    XCTAssertEqual(client.requests.last?.filters, #"( "brand":"Sony" )"#, "the v1 refinement reaches the request as the core renders it")

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

  func test_awaitSettled_waitsForEveryPendingRequestAndWhatItsDeliveryQueued() {
    let client = ScriptedSearchClient(completionQueue: .main)
    client.holdsResponses = true
    let first = Searcher(index: Index(client: client, name: "products"))
    let second = Searcher(index: Index(client: client, name: "products"))
    var followUps: [String] = []
    let token = NotificationCenter.default.addObserver(forName: Searcher.ResultNotification, object: nil, queue: nil) { note in
      let query = (note.userInfo?[Searcher.resultNotificationResultsKey] as? SearchResults)?.query ?? ""
      DispatchQueue.main.async { followUps.append(query) }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    first.params.query = "one"
    first.search()
    second.params.query = "two"
    second.search()
    XCTAssertEqual(client.heldExchanges, [1, 2])
    client.releaseAll(newestFirst: true)
    awaitSettled(first, second)
    XCTAssertFalse(first.hasPendingRequests)
    XCTAssertFalse(second.hasPendingRequests)
    XCTAssertEqual([first.results?.query, second.results?.query], ["one", "two"])
    XCTAssertEqual(Set(followUps), ["one", "two"], "the work the deliveries queued on the main queue ran")

    let idle = Searcher(index: Index(client: client, name: "products"))
    var ran = false
    DispatchQueue.main.async { ran = true }
    awaitSettled(idle)
    XCTAssertTrue(ran, "with nothing pending, it still runs what the main queue holds")
  }

  func test_awaitCondition_isCheckedAfterEachNotification_onceTheMainQueueRanWhatItQueued() {
    let client = ScriptedSearchClient(completionQueue: .main)
    client.reply(.hits([["objectID": "1"], ["objectID": "2"]]), query: "two")
    let searcher = Searcher(index: Index(client: client, name: "products"))
    var shownRows = 0
    let token = NotificationCenter.default.addObserver(forName: Searcher.ResultNotification, object: searcher, queue: nil) { note in
      let results = note.userInfo?[Searcher.resultNotificationResultsKey] as? SearchResults
      // A view updating on its next turn of the main queue, as v1 widgets may.
      DispatchQueue.main.async { shownRows = results?.nbHits ?? 0 }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    var checks = 0
    awaitCondition { checks += 1; return true }
    XCTAssertEqual(checks, 1, "a condition already met returns at once")
    searcher.params.query = "two"
    searcher.search()
    awaitCondition("two rows shown") { shownRows == 2 }
    XCTAssertEqual(shownRows, 2)
    XCTAssertEqual(client.requests.map(\.queryText), ["two"])
  }
}
