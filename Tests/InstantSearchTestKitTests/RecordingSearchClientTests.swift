import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

@testable import InstantSearchTestKit

/// Exchanges recorded from the embedded engine replay identically without it, errors included; a call never
/// recorded fails naming itself.
final class RecordingSearchClientTests: XCTestCase {
  private var cassette: URL!

  override func setUpWithError() throws {
    cassette = FileManager.default.temporaryDirectory.appendingPathComponent("cassette-\(UUID().uuidString).json")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: cassette)
  }

  private func engine() throws -> LocalClient {
    let settings = try IndexSettings(json: ["attributesForFaceting": ["searchable(brand)"], "searchableAttributes": ["name"]])
    let records: [JSON] = ["Sony TV", "Sony phone", "Bose headphones", "Apple phone"].enumerated().map { position, name in
      .object(["objectID": .string("\(position)"), "name": .string(name), "brand": .string(String(name.split(separator: " ")[0]))])
    }
    return LocalClient(indices: [try LocalIndex(name: "products", records: records, settings: settings)])
  }

  private func run(_ client: SearchBackend) -> (hits: SearchResponse?, facets: FacetSearchResponse?, multi: MultiSearchResponse?, missing: SearchClientError?) {
    var outcome: (hits: SearchResponse?, facets: FacetSearchResponse?, multi: MultiSearchResponse?, missing: SearchClientError?)
    let done = expectation(description: "four calls answered")
    done.expectedFulfillmentCount = 4
    var query = Query("phone")
    query.facets = ["brand"]
    client.search(IndexedQuery(indexName: "products", query: query)) { outcome.hits = try? $0.get(); done.fulfill() }
    client.searchForFacetValues(FacetIndexQuery(indexName: "products", attribute: "brand", facetQuery: "so")) {
      outcome.facets = try? $0.get()
      done.fulfill()
    }
    client.search(MultiSearchRequest(queries: [.hits(IndexedQuery(indexName: "products", query: Query("sony")))])) {
      outcome.multi = try? $0.get()
      done.fulfill()
    }
    client.search(IndexedQuery(indexName: "missing", query: Query("x"))) { result in
      if case .failure(let error) = result { outcome.missing = error }
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    return outcome
  }

  func test_recordedExchanges_replayIdentically_withoutTheEngine() throws {
    let recorded = run(RecordingSearchClient(recording: try engine(), to: cassette))
    XCTAssertEqual(recorded.hits?.nbHits, 2)
    XCTAssertEqual(recorded.facets?.facetHits.map(\.value), ["Sony"])
    XCTAssertEqual(recorded.multi?.results.first?.hitsResponse?.nbHits, 2)
    XCTAssertEqual(recorded.missing?.status, 404)

    let replaying = try RecordingSearchClient(replayingFrom: cassette)
    XCTAssertEqual(replaying.exchanges.count, 4)
    XCTAssertEqual(Set(replaying.exchanges.map(\.endpoint)), [.singleIndex, .facetSearch, .multipleQueries])
    let replayed = run(replaying)
    XCTAssertEqual(replayed.hits, recorded.hits)
    XCTAssertEqual(replayed.facets, recorded.facets)
    XCTAssertEqual(replayed.multi, recorded.multi)
    XCTAssertEqual(replayed.missing, recorded.missing, "an HTTP error replays as the same status and message")
  }

  func test_aCallNeverRecorded_failsNamingItself() throws {
    _ = run(RecordingSearchClient(recording: try engine(), to: cassette))
    let replaying = try RecordingSearchClient(replayingFrom: cassette)
    let failed = expectation(description: "an unrecorded call fails")
    replaying.search(IndexedQuery(indexName: "products", query: Query("bose"))) { result in
      guard case .failure(.invalidConfiguration(let message)) = result else { return XCTFail("\(result)") }
      XCTAssertTrue(message.contains("products?query=bose"), message)
      XCTAssertTrue(message.contains(self.cassette.lastPathComponent), message)
      failed.fulfill()
    }
    wait(for: [failed], timeout: 10)
  }

  /// A missing cassette is recorded from the backend and reported once (the public form fails the test with
  /// the report); the next run replays it without building the backend and reports nothing.
  func test_aMissingCassette_isRecordedAndReportedOnce_thenReplayedWithoutTheBackend() throws {
    try XCTSkipIf(
      ProcessInfo.processInfo.environment[RecordingSearchClient.recordCassettesVariable] == "1",
      "recording every cassette (\(RecordingSearchClient.recordCassettesVariable)=1), so none replays")
    var reports: [String] = []
    var built = 0
    let makeClient = { () throws -> SearchBackend in
      built += 1
      return try self.engine()
    }
    let recording = try RecordingSearchClient.cassette(at: cassette, recordingFrom: makeClient) { reports.append($0) }
    XCTAssertFalse(recording.isReplaying)
    XCTAssertEqual(built, 1)
    XCTAssertEqual(reports, ["recording the cassette \(cassette.path) (it was missing); run the test again to replay it"])
    let recorded = run(recording)

    let replaying = try RecordingSearchClient.cassette(at: cassette, recordingFrom: makeClient) { reports.append($0) }
    XCTAssertTrue(replaying.isReplaying)
    XCTAssertEqual(built, 1, "a replay does not build the backend")
    XCTAssertEqual(reports.count, 1, "a replay reports nothing")
    XCTAssertEqual(run(replaying).hits, recorded.hits)
  }

  func test_aSearcherRunsOnTheReplay() throws {
    _ = run(RecordingSearchClient(recording: try engine(), to: cassette))
    let searcher = HitsSearcher(client: try RecordingSearchClient(replayingFrom: cassette), indexName: "products", query: Query("phone"))
    searcher.request.query.facets = ["brand"]
    let response = awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(response?.hits.compactMap { $0["name"]?.stringValue }.sorted(), ["Apple phone", "Sony phone"])
  }
}
