import Foundation
import InstantSearchTestKit
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import XCTest

@testable import InstantSearchCore

/// The HTTP client end to end against scripted servers on loopback.
final class AlgoliaClientTests: XCTestCase {
  private func client(_ server: LoopbackServer, _ indices: [Int], readTimeout: TimeInterval = 5) throws -> AlgoliaClient {
    var configuration = AlgoliaClient.Configuration(appID: "LOOPBACKAPP", apiKey: "top-secret-key", hosts: indices.map(server.host))
    configuration.readTimeout = readTimeout
    return try AlgoliaClient(configuration: configuration)
  }

  private func search(_ client: AlgoliaClient, _ request: MultiSearchRequest) async -> Result<MultiSearchResponse, SearchClientError> {
    do {
      return .success(try await client.search(request))
    } catch {
      return .failure(error as! SearchClientError)
    }
  }

  private let request = MultiSearchRequest(queries: [
    .hits(IndexedQuery(indexName: "movies", query: { var q = Query("snoopy"); q.hitsPerPage = 5; return q }())),
    .facets(FacetIndexQuery(indexName: "movies", attribute: "genre", facetQuery: "dra")),
  ])

  func test_multiQuery_sendsPathHeadersAndBody() async throws {
    let server = try LoopbackServer(["ok"])
    let response = try await client(server, [0]).search(request)
    XCTAssertEqual(response.results.count, 2)
    XCTAssertEqual(response.results[0].hitsResponse?.indexName, "movies")
    XCTAssertEqual(response.results[1].facetsResponse?.facetHits.first?.value, "loopback")
    let sent = try XCTUnwrap(server.requests().first)
    XCTAssertEqual(sent.path, "/1/indexes/*/queries")
    XCTAssertEqual(sent.headers["x-algolia-application-id"], "LOOPBACKAPP")
    XCTAssertEqual(sent.headers["x-algolia-api-key"], "top-secret-key")
    XCTAssertEqual(sent.headers["content-type"], "application/json; charset=utf-8")
    XCTAssertTrue(sent.headers["user-agent"]?.contains("InstantSearch iOS (\(InstantSearchVersion.current))") ?? false)
    let body = try JSON(data: Data(sent.body.utf8))
    XCTAssertNil(body["strategy"], "no strategy was set, so none is sent")
    XCTAssertEqual(body["requests"]?[0], ["indexName": "movies", "hitsPerPage": 5, "query": "snoopy"])
    XCTAssertEqual(body["requests"]?[1]?["type"], "facet")
    XCTAssertEqual(body["requests"]?[1]?["facet"], "genre")
    XCTAssertEqual(body["requests"]?[1]?["facetQuery"], "dra")
  }

  func test_facetSearch_encodesPathSegments() async throws {
    let server = try LoopbackServer(["ok"])
    var query = Query()
    query.maxFacetHits = 3
    _ = try await client(server, [0]).searchForFacetValues(FacetIndexQuery(indexName: "my index/1", attribute: "genre#", facetQuery: "dr", query: query))
    let sent = try XCTUnwrap(server.requests().first)
    XCTAssertEqual(sent.path, "/1/indexes/my%20index%2F1/facets/genre%23/query")
    XCTAssertEqual(try JSON(data: Data(sent.body.utf8)), ["facetQuery": "dr", "maxFacetHits": 3], "maxFacetHits is sent once")
  }

  func test_failover_refusedAnd503HostsThenSuccess() async throws {
    let server = try LoopbackServer(["refuse", "status:503", "ok"])
    let result = await search(try client(server, [0, 1, 2]), request)
    XCTAssertNotNil(try? result.get())
    XCTAssertEqual(try server.requests().map(\.port), [server.ports[1], server.ports[2]])
  }

  func test_clientErrors_areNotRetriedAndCarryAlgoliasMessage() async throws {
    for status in [400, 403, 404] {
      let server = try LoopbackServer(["status:\(status)", "ok"])
      let result = await search(try client(server, [0, 1]), request)
      guard case .failure(let error) = result else { return XCTFail("status \(status) succeeded") }
      XCTAssertEqual(error, .httpError(status: status, message: "scripted status \(status)"))
      XCTAssertEqual(try server.requests().count, 1)
    }
  }

  /// The slow host would answer after 20 s: the second host is asked only when the first one's 0.5 s timeout
  /// abandons it.
  func test_timeout_movesToTheNextHost() async throws {
    let server = try LoopbackServer(["slow:20", "ok"])
    let result = await search(try client(server, [0, 1], readTimeout: 0.5), request)
    XCTAssertNotNil(try? result.get())
    XCTAssertEqual(try server.requests().map(\.port), [server.ports[0], server.ports[1]], "the slow host is abandoned after its timeout")
  }

  func test_malformedAndTruncatedBodies_giveDecodingErrors() async throws {
    for behaviour in ["malformed", "truncated"] {
      let server = try LoopbackServer([behaviour])
      let result = await search(try client(server, [0]), request)
      guard case .failure(.decoding(let message)) = result else { return XCTFail("\(behaviour): \(result)") }
      XCTAssertFalse(message.isEmpty)
    }
  }

  func test_cutConnection_isATransportFailure() async throws {
    let server = try LoopbackServer(["cut"])
    let result = await search(try client(server, [0]), request)
    guard case .failure(.unreachableHosts(let errors)) = result else { return XCTFail("\(result)") }
    XCTAssertEqual(errors.count, 1)
  }

  func test_hitsSearcher_endToEndThroughTheClient() throws {
    let server = try LoopbackServer(["status:503", "ok"])
    let searcher = HitsSearcher(client: try client(server, [0, 1]), indexName: "movies", query: Query("snoopy"))
    let hits = HitsInteractor<JSON>(infiniteScrolling: .off)
    hits.connectSearcher(searcher)
    let delivered = expectation(description: "results")
    hits.onResultsUpdated.subscribe(with: self) { _, _ in delivered.fulfill() }
    searcher.search()
    wait(for: [delivered], timeout: 10)
    XCTAssertEqual(hits.hit(atIndex: 0)?["name"], "loopback")
    let sent = try XCTUnwrap(server.requests().last)
    XCTAssertEqual(sent.path, "/1/indexes/movies/query", "one query without disjunctive faceting uses the single-index endpoint")
    XCTAssertEqual(try JSON(data: Data(sent.body.utf8)), ["query": "snoopy"])
  }

  func test_singleQuery_sendsPathHeadersAndParams() async throws {
    let server = try LoopbackServer(["ok"])
    var query = Query("snoopy & co")
    query.hitsPerPage = 3
    let response = try await client(server, [0]).search(IndexedQuery(indexName: "my movies", query: query))
    XCTAssertEqual(response.hits.first?["name"], "loopback")
    let sent = try XCTUnwrap(server.requests().first)
    XCTAssertEqual(sent.method, "POST")
    XCTAssertEqual(sent.path, "/1/indexes/my%20movies/query")
    XCTAssertEqual(sent.headers["x-algolia-application-id"], "LOOPBACKAPP")
    XCTAssertEqual(sent.headers["x-algolia-api-key"], "top-secret-key")
    XCTAssertEqual(try JSON(data: Data(sent.body.utf8)), ["hitsPerPage": 3, "query": "snoopy & co"])
  }

  func test_hitsSearcher_withDisjunctiveFacets_sendsOneMultiQuery() throws {
    let server = try LoopbackServer(["ok"])
    let filterState = FilterState()
    filterState[or: "genre"].add(Filter.Facet(attribute: "genre", stringValue: "drama"))
    let searcher = HitsSearcher(client: try client(server, [0]), indexName: "movies", query: Query("snoopy"))
    searcher.isDisjunctiveFacetingEnabled = true
    searcher.connectFilterState(filterState)
    let delivered = expectation(description: "results")
    searcher.onResults.subscribe(with: self) { _, _ in delivered.fulfill() }
    searcher.search()
    wait(for: [delivered], timeout: 10)
    let sent = try XCTUnwrap(server.requests().last)
    XCTAssertEqual(sent.path, "/1/indexes/*/queries")
    XCTAssertEqual(try JSON(data: Data(sent.body.utf8))["requests"]?.arrayValue?.count, 2, "the filtered query and one disjunctive query for genre")
  }

  func test_hitsSearcher_cancelsTheStaleExchangeInFlight() throws {
    let server = try LoopbackServer(["slow:0.6"])
    let transport = RecordingTransport()
    let configuration = AlgoliaClient.Configuration(appID: "LOOPBACKAPP", apiKey: "top-secret-key", hosts: [server.host(0)])
    let searcher = HitsSearcher(client: try AlgoliaClient(configuration: configuration, transport: transport), indexName: "movies")
    var delivered: [String?] = []
    var errors: [Error] = []
    searcher.onResults.subscribe(with: self) { _, response in delivered.append(response.params) }
    searcher.onError.subscribe(with: self) { _, error in errors.append(error) }
    let exchangesEnded = expectation(description: "both exchanges ended in the transport, the cancelled one included")
    exchangesEnded.expectedFulfillmentCount = 2
    transport.onExchangeEnded = { exchangesEnded.fulfill() }
    searcher.setQuery("a")
    searcher.search()
    searcher.setQuery("ab")
    searcher.search()
    XCTAssertEqual(transport.cancelledCount, 1, "the query change cancels the first exchange at once")
    let arrived = expectation(description: "results")
    searcher.onResults.subscribe(with: arrived) { expectation, _ in expectation.fulfill() }
    wait(for: [arrived, exchangesEnded], timeout: 10)
    awaitLoadingEnds(of: searcher)
    drainMainQueue()
    XCTAssertEqual(delivered, ["page=0&query=ab"], "only the current query's response reaches the searcher's observers")
    XCTAssertTrue(errors.isEmpty, "a cancelled exchange is not an error: \(errors)")
    XCTAssertEqual(transport.sentCount, 2)
  }

  func test_configuration_refusesPlainHTTPOutsideLoopbackAndHidesTheKey() throws {
    XCTAssertThrowsError(try AlgoliaClient(configuration: .init(appID: "A", apiKey: "k", hosts: ["http://example.com"]))) { error in
      guard case SearchClientError.invalidConfiguration(let message) = error else { return XCTFail("\(error)") }
      XCTAssertTrue(message.contains("example.com"))
    }
    XCTAssertNoThrow(try AlgoliaClient(configuration: .init(appID: "A", apiKey: "k", hosts: ["http://localhost:9", "http://[::1]:9"])))
    XCTAssertThrowsError(try AlgoliaClient(appID: "", apiKey: "k"))
    let client = try AlgoliaClient(appID: "MYAPP", apiKey: "very-secret")
    XCTAssertEqual(client.hosts.first, "https://MYAPP-dsn.algolia.net")
    XCTAssertEqual(Set(client.hosts.dropFirst()), ["https://MYAPP-1.algolianet.com", "https://MYAPP-2.algolianet.com", "https://MYAPP-3.algolianet.com"])
    XCTAssertFalse(String(describing: client).contains("very-secret"))
    XCTAssertFalse(String(reflecting: client).contains("very-secret"))
    var dumped = ""
    dump(client, to: &dumped)
    XCTAssertTrue(dumped.contains("MYAPP"))
    XCTAssertFalse(dumped.contains("very-secret"), dumped)
    let configuration = AlgoliaClient.Configuration(appID: "MYAPP", apiKey: "very-secret")
    var dumpedConfiguration = ""
    dump(configuration, to: &dumpedConfiguration)
    for shown in ["\(configuration)", String(reflecting: configuration), dumpedConfiguration] {
      XCTAssertTrue(shown.contains("MYAPP") && shown.contains("<redacted>"), shown)
      XCTAssertFalse(shown.contains("very-secret"), shown)
    }
  }
}

/// URLSession exchanges, counted.
private final class RecordingTransport: HTTPTransport, @unchecked Sendable {
  private let base = URLSessionTransport()
  private let lock = NSLock()
  private var sent = 0
  private var cancelled = 0

  private var exchangeEnded: (() -> Void)?

  var sentCount: Int { lock.withLock { sent } }
  var cancelledCount: Int { lock.withLock { cancelled } }

  /// Called after each exchange's completion ran, a cancelled one's included.
  var onExchangeEnded: (() -> Void)? {
    get { lock.withLock { exchangeEnded } }
    set { lock.withLock { exchangeEnded = newValue } }
  }

  func send(
    _ request: URLRequest, connectTimeout: TimeInterval, completion: @escaping @Sendable (TransportOutcome) -> Void
  ) -> Cancellable {
    lock.withLock { sent += 1 }
    let handle = base.send(request, connectTimeout: connectTimeout) { [weak self] outcome in
      completion(outcome)
      self?.onExchangeEnded?()
    }
    return Handle(handle) { [weak self] in self?.lock.withLock { self?.cancelled += 1 } }
  }

  private final class Handle: Cancellable, @unchecked Sendable {
    let wrapped: Cancellable
    let onCancel: () -> Void
    init(_ wrapped: Cancellable, onCancel: @escaping () -> Void) {
      self.wrapped = wrapped
      self.onCancel = onCancel
    }
    func cancel() {
      onCancel()
      wrapped.cancel()
    }
  }
}
