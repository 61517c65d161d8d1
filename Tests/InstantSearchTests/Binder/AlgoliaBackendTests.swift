import Foundation
import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import TestSupport
import XCTest

/// v1's `InstantSearch(appID:apiKey:index:)` end to end through the HTTP client, against scripted servers on
/// loopback.
final class AlgoliaBackendTests: XCTestCase {
  private func instantSearch(hosts: [String]) throws -> (InstantSearch, Client) {
    let instantSearch = InstantSearch(appID: "LOOPBACKAPP", apiKey: "top-secret-key", index: "movies")
    let client = try XCTUnwrap((instantSearch.getSearcher().index as? V1Index)?.client)
    client.readHosts = hosts
    return (instantSearch, client)
  }

  func test_search_failsOverAndReachesTheWidget() throws {
    let server = try LoopbackServer(["refuse", "status:503", "ok"])
    let (instantSearch, client) = try instantSearch(hosts: [0, 1, 2].map(server.host))
    XCTAssertEqual(client.appID, "LOOPBACKAPP")
    let widget = RecordingWidget()
    instantSearch.register(widget: widget)
    XCTAssertNotNil(widget.searcher)
    instantSearch.params.hitsPerPage = 7
    instantSearch.search(with: "snoopy")
    awaitCondition { widget.results.count == 1 }
    XCTAssertEqual(widget.results.first?.latestHits.first?["name"] as? String, "loopback")
    XCTAssertEqual(instantSearch.getSearcher().hits.count, 1)
    let requests = try server.requests()
    XCTAssertEqual(requests.map(\.port), [server.ports[1], server.ports[2]], "the 503 host, then the next one")
    let sent = try XCTUnwrap(requests.last)
    XCTAssertEqual(sent.method, "POST")
    XCTAssertEqual(sent.path, "/1/indexes/movies/query", "a search without disjunctive facets uses the single-index endpoint")
    XCTAssertEqual(sent.headers["x-algolia-application-id"], "LOOPBACKAPP")
    XCTAssertEqual(sent.headers["x-algolia-api-key"], "top-secret-key")
    XCTAssertTrue(sent.headers["user-agent"]?.contains("InstantSearch iOS (\(InstantSearchVersion.current))") ?? false)
    let body = try JSON(data: Data(sent.body.utf8))
    XCTAssertEqual(body, ["hitsPerPage": 7, "page": 0, "query": "snoopy"], "the searcher's v2 request: a JSON object")
  }

  func test_httpErrorsReachWidgetsTyped_withoutTheKey() throws {
    let server = try LoopbackServer(["status:403"])
    let (instantSearch, _) = try instantSearch(hosts: [server.host(0)])
    let widget = RecordingWidget()
    instantSearch.register(widget: widget)
    instantSearch.search()
    awaitCondition { widget.errors.count == 1 }
    let error = try XCTUnwrap(widget.errors.first as? HTTPError)
    XCTAssertEqual(error.statusCode, 403)
    XCTAssertFalse("\(error) \(error.localizedDescription)".contains("top-secret-key"))
    XCTAssertEqual(try server.requests().count, 1, "a 4xx is not retried")
  }

  func test_timeouts_endInAnError() throws {
    let server = try LoopbackServer(["slow:3"])
    let (instantSearch, client) = try instantSearch(hosts: [server.host(0)])
    client.searchTimeout = 0.3
    client.timeout = 1
    let widget = RecordingWidget()
    instantSearch.register(widget: widget)
    instantSearch.search()
    awaitCondition { widget.errors.count == 1 }
    XCTAssertTrue(widget.results.isEmpty)
    XCTAssertFalse("\(widget.errors[0])".contains("top-secret-key"))
  }

  /// `searchTimeout` is the read timeout of one attempt, counted once connected (not connect + read): a host that
  /// accepted at once and stays silent is left after it, and the next request gives that host twice as long, as
  /// Algolia's clients do.
  func test_searchTimeout_boundsTheWaitOnAHost_andGrowsOnTheNextRequest() throws {
    let server = try LoopbackServer(["slow:0.8", "ok"])
    let (instantSearch, client) = try instantSearch(hosts: [server.host(0), server.host(1)])
    client.searchTimeout = 0.5
    let searcher = instantSearch.getSearcher()
    let start = Date()
    XCTAssertNotNil(awaitNextResults(of: searcher) { searcher.search() })
    XCTAssertLessThan(Date().timeIntervalSince(start), 1.6, "0.5 s on the silent host, then the next one; connect + read is 2.5 s")
    XCTAssertEqual(try server.requests().map(\.port), [server.ports[0], server.ports[1]])

    let again = Date()
    XCTAssertNotNil(awaitNextResults(of: searcher) { searcher.search() })
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(again), 0.8)
    XCTAssertEqual(
      try server.requests().map(\.port), [server.ports[0], server.ports[1], server.ports[0]],
      "1 s on the host that timed out: it answers at 0.8 s")
  }

  func test_malformedBodiesGiveADecodingError() throws {
    let server = try LoopbackServer(["malformed"])
    let (instantSearch, _) = try instantSearch(hosts: [server.host(0)])
    let widget = RecordingWidget()
    instantSearch.register(widget: widget)
    instantSearch.search()
    awaitCondition { widget.errors.count == 1 }
    XCTAssertTrue(widget.errors.first is InvalidJSONError, "\(String(describing: widget.errors.first))")
  }

  func test_plainHttpIsRefusedForNonLoopbackHosts() throws {
    let (instantSearch, _) = try instantSearch(hosts: ["http://example.com"])
    let widget = RecordingWidget()
    instantSearch.register(widget: widget)
    instantSearch.search()
    awaitCondition { widget.errors.count == 1 }
    guard let error = widget.errors.first as? URLError, error.code == .badURL else {
      return XCTFail("expected a bad-URL error, got \(String(describing: widget.errors.first))")
    }
    XCTAssertTrue(error.localizedDescription.contains("plain http is refused"), error.localizedDescription)
  }

  func test_facetSearchAndDisjunctiveFaceting_overHTTP() throws {
    let server = try LoopbackServer(["ok"])
    let (instantSearch, _) = try instantSearch(hosts: [server.host(0)])
    let searcher = instantSearch.getSearcher()
    var content: [String: Any]?
    let answered = expectation(description: "the facet search's answer")
    searcher.searchForFacetValues(of: "genre", matching: "loop") { answer, _ in
      content = answer
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(FacetResults(content: content ?? [:]).getFacetValues().first?.value, "loopback")
    XCTAssertEqual(try server.requests().last?.path, "/1/indexes/movies/facets/genre/query")

    let widget = RecordingWidget()
    instantSearch.register(widget: widget)
    searcher.params.setFacet(withName: "genre", disjunctive: true)
    searcher.params.addFacetRefinement(name: "genre", value: "drama")
    searcher.search()
    awaitCondition { widget.results.count == 1 }
    let body = try JSON(data: Data(try XCTUnwrap(server.requests().last).body.utf8))
    XCTAssertEqual(body["requests"]?.arrayValue?.count, 2, "the hits query and the genre counting query in one request")
    XCTAssertEqual(widget.results.first?.facets(name: "genre")?["drama"], 0, "a refined value missing from the counts shows 0")
  }

  func test_staleRequestsAreCancelledInFlight() throws {
    let server = try LoopbackServer(["slow:0.5"])
    let (instantSearch, _) = try instantSearch(hosts: [server.host(0)])
    let searcher = instantSearch.getSearcher()
    searcher.maxPendingRequests = 1
    let widget = RecordingWidget()
    instantSearch.register(widget: widget)
    var cancelled: [Int] = []
    let token = NotificationCenter.default.addObserver(forName: Searcher.CancelNotification, object: searcher, queue: nil) {
      cancelled.append($0.userInfo?[Searcher.userInfoSeqNoKey] as? Int ?? -1)
    }
    defer { NotificationCenter.default.removeObserver(token) }
    instantSearch.search(with: "a")
    instantSearch.search(with: "ab")
    XCTAssertEqual(cancelled.count, 1, "with one pending request allowed, the older one is cancelled at once")
    awaitSettled(searcher)
    XCTAssertEqual(widget.results.count, 1, "the cancelled request never delivers")
    XCTAssertEqual(widget.results.first?.params?.query, "ab")
    XCTAssertFalse(searcher.hasPendingRequests)
  }
}
