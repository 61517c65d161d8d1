import Foundation
import InstantSearchTestKit
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import InstantSearchCore

/// Per-request options reach the wire from every searcher and call, and replace the client's own values.
final class RequestOptionsTests: XCTestCase {
  private var server: LoopbackServer!

  override func setUpWithError() throws {
    server = try LoopbackServer(["ok"])
  }

  override func tearDown() {
    server.stop()
    server = nil
  }

  private func client(headers: [String: String] = [:], transport: HTTPTransport = URLSessionTransport()) throws -> AlgoliaClient {
    var configuration = AlgoliaClient.Configuration(appID: "OPTIONSAPP", apiKey: "client-key", hosts: [server.host(0)])
    configuration.headers = headers
    return try AlgoliaClient(configuration: configuration, transport: transport)
  }

  private let options = RequestOptions(
    headers: ["X-Algolia-User-ID": "user42", "X-Forwarded-For": "203.0.113.7"], urlParameters: ["tag": "a b"])

  /// The last request the server received, after `searcher` delivered a result.
  private func lastRequest(searching searcher: AbstractSearcher<some SearchService>) throws -> LoopbackServer.Request {
    let delivered = expectation(description: "results")
    searcher.onResults.subscribe(with: self) { _, _ in delivered.fulfill() }
    searcher.onError.subscribe(with: self) { _, error in XCTFail("\(error)") }
    searcher.search()
    wait(for: [delivered], timeout: 30)
    return try XCTUnwrap(server.requests().last)
  }

  private func assertCarriesOptions(_ request: LoopbackServer.Request, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(request.headers["x-algolia-user-id"], "user42", file: file, line: line)
    XCTAssertEqual(request.headers["x-forwarded-for"], "203.0.113.7", file: file, line: line)
    XCTAssertTrue(request.path.hasSuffix("?tag=a%20b"), request.path, file: file, line: line)
  }

  func test_hitsSearcher_sendsItsOptionsOnBothEndpoints() throws {
    let searcher = HitsSearcher(client: try client(), indexName: "movies", query: Query("snoopy"), requestOptions: options)
    let single = try lastRequest(searching: searcher)
    XCTAssertTrue(single.path.hasPrefix("/1/indexes/movies/query?"))
    assertCarriesOptions(single)
    let filterState = FilterState()
    filterState[or: "genre"].add(Filter.Facet(attribute: "genre", stringValue: "comedy"))
    searcher.connectFilterState(filterState)
    let multi = try lastRequest(searching: searcher)
    XCTAssertTrue(multi.path.hasPrefix("/1/indexes/*/queries?"))
    assertCarriesOptions(multi)
  }

  func test_facetSearcher_sendsItsOptions() throws {
    let searcher = FacetSearcher(client: try client(), indexName: "movies", facetName: "genre")
    searcher.requestOptions = options
    assertCarriesOptions(try lastRequest(searching: searcher))
  }

  func test_multiSearcher_sendsItsOwnOptionsNotTheChildren() throws {
    let multi = MultiSearcher(client: try client(), requestOptions: options)
    multi.addHitsSearcher(indexName: "movies", requestOptions: RequestOptions(headers: ["X-Algolia-User-ID": "child"]))
    let request = try lastRequest(searching: multi)
    XCTAssertTrue(request.path.hasPrefix("/1/indexes/*/queries?"))
    assertCarriesOptions(request)
  }

  func test_options_replaceTheClientsHeadersOfTheSameName_inAnyCase() async throws {
    let client = try client(headers: ["X-Algolia-User-ID": "from-configuration"])
    _ = try await client.search(IndexedQuery(indexName: "movies", query: Query()))
    XCTAssertEqual(try server.requests().last?.headers["x-algolia-user-id"], "from-configuration")
    _ = try await client.search(
      IndexedQuery(indexName: "movies", query: Query()),
      requestOptions: RequestOptions(headers: ["x-algolia-user-id": "per-request", "X-Algolia-API-Key": "secured-key"]))
    let sent = try XCTUnwrap(server.requests().last)
    XCTAssertEqual(sent.headers["x-algolia-user-id"], "per-request")
    XCTAssertEqual(sent.headers["x-algolia-api-key"], "secured-key", "a key for one request, as Algolia's clients allow")
  }

  func test_everyCall_sendsTheOptions() async throws {
    let client = try client()
    _ = try await client.search(MultiSearchRequest(queries: [.hits(IndexedQuery(indexName: "movies", query: Query()))]), requestOptions: options)
    _ = try await client.searchForFacetValues(FacetIndexQuery(indexName: "movies", attribute: "genre", facetQuery: "dr"), requestOptions: options)
    _ = try await client.browse(BrowseRequest(indexName: "movies"), requestOptions: options)
    _ = try await client.getObject(ObjectRequest(indexName: "movies", objectID: "42"), requestOptions: options)
    _ = try await client.getObjects([ObjectRequest(indexName: "movies", objectID: "42")], requestOptions: options)
    let requests = try server.requests()
    XCTAssertEqual(requests.count, 5)
    requests.forEach { assertCarriesOptions($0) }
  }

  func test_timeouts_ofTheOptionsReplaceTheClients() async throws {
    let transport = TimeoutsRecorder()
    let client = try client(transport: transport)
    _ = try await client.search(IndexedQuery(indexName: "movies", query: Query()))
    _ = try await client.search(
      IndexedQuery(indexName: "movies", query: Query()), requestOptions: RequestOptions(readTimeout: 1.5, connectTimeout: 0.5))
    XCTAssertEqual(transport.recorded.map(\.read), [5, 1.5])
    XCTAssertEqual(transport.recorded.map(\.connect), [2, 0.5], "Algolia's 2 s connect timeout by default")
  }

  func test_timeoutOfACall_followsItsType_writeTimeoutForWrites() throws {
    let transport = TimeoutsRecorder()
    let requester = RetryingRequester(
      pool: HostPool(hosts: [try Host(server.host(0))]), transport: transport, baseTimeout: 5, writeTimeout: 30,
      overallTimeout: 60, headers: [:])
    var options = RequestOptions()
    options.setTimeout(7, for: .write)
    for call in [
      RetryingRequester.Call(method: "POST", path: "/1/indexes/movies/batch", body: Data("{}".utf8), callType: .write),
      RetryingRequester.Call(method: "POST", path: "/1/indexes/movies/batch", body: Data("{}".utf8), callType: .write, options: options),
      RetryingRequester.Call(method: "POST", path: "/1/indexes/movies/query", body: Data("{}".utf8), options: options),
    ] {
      let done = expectation(description: call.path)
      _ = requester.send(call) { _ in done.fulfill() }
      wait(for: [done], timeout: 30)
    }
    XCTAssertEqual(transport.recorded.map(\.read), [30, 7, 5], "a write's own timeout never applies to a read")
  }

  // 7.27.1 (client 8): `RequestOptions` keys headers by `HTTPHeaderKey` and parameters by `HTTPParameterKey`,
  // both written as string literals or named statics; `timeout(for:)`/`setTimeout(_:for:)` read and set the
  // timeout of a call type; `body` adds fields to a request's JSON body.
  func test_requestOptions_client8Form() {
    var options = RequestOptions(headers: ["test": "test"])
    XCTAssertEqual(options.headers, ["test": "test"])
    options.headers[.algoliaUserID] = "user42"
    XCTAssertEqual(options.headers["X-Algolia-User-ID"], "user42")
    options.setHeader(nil, forKey: "test")
    XCTAssertEqual(options.headers, [.algoliaUserID: "user42"])
    options.setParameter("true", forKey: "getRankingInfo")
    options.setParameter("1", forKey: .forwardToReplicas)
    options.setParameter(nil, forKey: .forwardToReplicas)
    XCTAssertEqual(options.urlParameters, ["getRankingInfo": "true"], "nil removes the parameter")
    XCTAssertNil(options.timeout(for: .read))
    options.setTimeout(3, for: .read)
    options.setTimeout(40, for: .write)
    XCTAssertEqual(options.readTimeout, 3)
    XCTAssertEqual(options.writeTimeout, 40)
    XCTAssertEqual(options.timeout(for: .write), 40)
    options.setTimeout(nil, for: .read)
    XCTAssertNil(options.readTimeout)
    XCTAssertEqual(HTTPHeaderKey.apiKey.rawValue, "X-Algolia-API-Key")
    XCTAssertEqual(HTTPParameterKey.attributesToRetreive.rawValue, "attributesToRetrieve")
  }

  func test_bodyFields_joinTheSentBody_andAParameterWithoutValueIsItsBareName() async throws {
    let client = try client()
    let parameters: [HTTPParameterKey: String?] = ["flag": nil, "tag": "a"]
    var options = RequestOptions(urlParameters: parameters, body: ["analyticsTags": ["app"], "query": "from-options"])
    options.headers[.forwardedFor] = "203.0.113.7"
    _ = try await client.search(IndexedQuery(indexName: "movies", query: Query("snoopy")), requestOptions: options)
    let sent = try XCTUnwrap(server.requests().last)
    XCTAssertTrue(sent.path.hasSuffix("?flag&tag=a"), sent.path)
    XCTAssertEqual(sent.headers["x-forwarded-for"], "203.0.113.7")
    let body = try JSON(data: Data(sent.body.utf8))
    XCTAssertEqual(body["analyticsTags"], ["app"])
    XCTAssertEqual(body["query"], "from-options", "a body field replaces the request's field of the same name")
  }

  func test_bodyFields_leaveABodyThatIsNotAnObjectAsItIs() {
    XCTAssertEqual(RetryingRequester.Call.body(Data("[1]".utf8), adding: ["a": 1]), Data("[1]".utf8))
    XCTAssertNil(RetryingRequester.Call.body(nil, adding: ["a": 1]))
    XCTAssertEqual(RetryingRequester.Call.body(Data("{}".utf8), adding: [:]), Data("{}".utf8))
  }
}

/// URLSession's transport, keeping the read and connect timeouts of each request it sends.
private final class TimeoutsRecorder: HTTPTransport, @unchecked Sendable {
  // @unchecked: `entries` is only touched under `lock`; `base` is thread-safe.
  private let base = URLSessionTransport()
  private let lock = NSLock()
  private var entries: [(read: TimeInterval, connect: TimeInterval)] = []

  var recorded: [(read: TimeInterval, connect: TimeInterval)] { lock.withLock { entries } }

  func send(
    _ request: URLRequest, connectTimeout: TimeInterval, completion: @escaping @Sendable (TransportOutcome) -> Void
  ) -> Cancellable {
    lock.withLock { entries.append((request.timeoutInterval, connectTimeout)) }
    return base.send(request, connectTimeout: connectTimeout, completion: completion)
  }
}
