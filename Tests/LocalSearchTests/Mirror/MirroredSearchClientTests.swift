import Foundation
import InstantSearchCore
import InstantSearchTestKit
import XCTest

@testable import LocalSearch

/// The request strategies of `MirroredSearchClient`, with a scripted online client and a built mirror; time is a
/// manual clock.
final class MirroredSearchClientTests: XCTestCase {
  private var online: ScriptedSearchClient!
  private var local: LocalClient!
  private var scheduler: ManualScheduler!
  private var client: MirroredSearchClient!

  override func setUpWithError() throws {
    online = ScriptedSearchClient(completionQueue: DispatchQueue(label: "online"))
    var remote = SearchResponse(hits: [["objectID": "remote-1"]], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20)
    remote.indexName = "places"
    online.reply(.response(remote))
    local = LocalClient(indices: [
      try LocalIndex(name: "places", records: [["objectID": "a", "name": "Lima"], ["objectID": "b", "name": "Cusco"]])
    ])
    scheduler = ManualScheduler()
    client = MirroredSearchClient(online: online, local: local, scheduler: scheduler)
  }

  /// Runs one search and returns its result.
  private func search(_ indexName: String = "places", started: (() -> Void)? = nil) -> Result<SearchResponse, SearchClientError>? {
    let done = expectation(description: "answered")
    nonisolated(unsafe) var outcome: Result<SearchResponse, SearchClientError>?
    client.search(IndexedQuery(indexName: indexName, query: Query())) { result in
      outcome = result
      done.fulfill()
    }
    started?()
    wait(for: [done], timeout: 30)
    return outcome
  }

  private func origin(_ outcome: Result<SearchResponse, SearchClientError>?) -> JSON? {
    try? outcome?.get().extraFields[MirroredSearchClient.originKey]
  }

  func test_fallbackOnFailure_isTheDefault_andAnswersOnlineWhileItCan() throws {
    XCTAssertEqual(client.requestStrategy, .fallbackOnFailure)
    XCTAssertEqual(client.offlineFallbackTimeout, 1)
    let outcome = search()
    XCTAssertEqual(origin(outcome), "remote")
    XCTAssertEqual(try outcome?.get().hits.first?["objectID"], "remote-1")
  }

  func test_fallbackOnFailure_networkDown_answersFromTheMirror() throws {
    online.reply(.failure(.unreachableHosts(intermediate: [.transport(message: "connection refused")])))
    let outcome = search()
    XCTAssertEqual(origin(outcome), "local")
    XCTAssertEqual(try outcome?.get().nbHits, 2)
  }

  func test_fallbackOnFailure_clientErrorsAreTheAnswer() {
    online.reply(.failure(.httpError(status: 403, message: "Invalid API key")))
    XCTAssertEqual(search()?.failure, .httpError(status: 403, message: "Invalid API key"))
  }

  func test_fallback_onlyWhenEveryIndexHasOfflineData() {
    online.reply(.failure(.timeout))
    XCTAssertEqual(search("unmirrored")?.failure, .timeout)
  }

  func test_onlineOnly_neverFallsBack() {
    client.requestStrategy = .onlineOnly
    online.reply(.failure(.timeout))
    XCTAssertEqual(search()?.failure, .timeout)
  }

  func test_offlineOnly_answersFromTheMirror_andSaysWhenItHasNoData() {
    client.requestStrategy = .offlineOnly
    XCTAssertEqual(origin(search()), "local")
    XCTAssertEqual(online.exchangeCount, 0)
    XCTAssertEqual(
      search("unmirrored")?.failure,
      .httpError(status: 404, message: "No offline data for index `unmirrored`: sync its mirror or build it first"))
  }

  func test_fallbackOnTimeout_theMirrorAnswersOnceTheTimeoutPasses() {
    client.requestStrategy = .fallbackOnTimeout
    client.offlineFallbackTimeout = 0.5
    online.holdsResponses = true
    let outcome = search {
      XCTAssertEqual(self.scheduler.nextDueTime, 0.5)
      self.scheduler.advance(by: 0.49)
      XCTAssertEqual(self.scheduler.pendingCount, 1, "the fallback waits its full timeout")
      self.scheduler.advance(by: 0.01)
    }
    XCTAssertEqual(origin(outcome), "local")
    XCTAssertEqual(online.heldExchanges, [], "the online request was cancelled")
  }

  func test_fallbackOnTimeout_anOnlineAnswerInTimeCancelsTheFallback() {
    client.requestStrategy = .fallbackOnTimeout
    XCTAssertEqual(origin(search()), "remote")
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_multiQueries_facetSearch_andRecords_tagTheirOrigin() async throws {
    client.requestStrategy = .offlineOnly
    let multi = try await client.search(MultiSearchRequest(queries: [.hits(IndexedQuery(indexName: "places", query: Query("lima")))]))
    XCTAssertEqual(multi.results.first?.hitsResponse?.extraFields["origin"], "local")
    XCTAssertEqual(multi.results.first?.hitsResponse?.nbHits, 1)
    let record = try await client.getObject(ObjectRequest(indexName: "places", objectID: "b"))
    XCTAssertEqual(record, ["objectID": "b", "name": "Cusco", "origin": "local"])
    let records = try await client.getObjects([ObjectRequest(indexName: "places", objectID: "a")])
    XCTAssertEqual(records.extraFields["origin"], "local")
    let page = try await client.browse(BrowseRequest(indexName: "places"))
    XCTAssertEqual(page.nbHits, 2)
    XCTAssertEqual(page.extraFields["origin"], "local")
  }

  func test_cancelling_completesWithCancelledOnce() {
    online.holdsResponses = true
    let done = expectation(description: "cancelled")
    nonisolated(unsafe) var outcomes: [Result<SearchResponse, SearchClientError>] = []
    let handle = client.search(IndexedQuery(indexName: "places", query: Query())) { result in
      outcomes.append(result)
      done.fulfill()
    }
    handle.cancel()
    wait(for: [done], timeout: 30)
    online.releaseAll()
    XCTAssertEqual(outcomes.map(\.failure), [.cancelled])
  }

  func test_multiSearcher_searchesThroughTheStrategy() {
    online.reply(.failure(.hostNotFound(host: "places-dsn.algolia.net", message: "no network")))
    let multi = MultiSearcher(client: client, callbackQueue: .main)
    let lima = multi.addHitsSearcher(indexName: "places", query: Query("lima"))
    let cusco = multi.addHitsSearcher(indexName: "places", query: Query("cusco"))
    let both = expectation(description: "both children answered")
    both.expectedFulfillmentCount = 2
    var ids: [String: JSON?] = [:]
    lima.onResults.subscribe(with: self) { _, response in
      ids["lima"] = response.hits.first?["objectID"]
      both.fulfill()
    }
    cusco.onResults.subscribe(with: self) { _, response in
      ids["cusco"] = response.hits.first?["objectID"]
      both.fulfill()
    }
    multi.search()
    wait(for: [both], timeout: 30)
    XCTAssertEqual(ids, ["lima": "a", "cusco": "b"])
  }

  func test_hitsSearcher_searchesThroughTheStrategy() {
    online.reply(.failure(.transport(message: "offline")))
    let searcher = HitsSearcher(client: client, indexName: "places", query: Query("cusco"), callbackQueue: .main)
    let response = awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(response?.hits.first?["objectID"], "b")
    XCTAssertEqual(response?.extraFields["origin"], "local")
  }
}
