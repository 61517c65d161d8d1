import Foundation
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import InstantSearchCore

/// The retry strategy against real HTTP servers on loopback.
final class RetryingRequesterTests: XCTestCase {
  private func requester(
    _ server: LoopbackServer, _ indices: [Int], timeout: TimeInterval = 5, overallTimeout: TimeInterval = 30,
    transport: HTTPTransport = URLSessionTransport()
  ) throws -> RetryingRequester {
    let hosts = try indices.map { try Host(server.host($0)) }
    return RetryingRequester(
      pool: HostPool(hosts: hosts), transport: transport, baseTimeout: timeout, overallTimeout: overallTimeout,
      headers: ["X-Algolia-Application-Id": "APP", "X-Algolia-API-Key": "secret-key", "Content-Type": "application/json"])
  }

  private func post(_ requester: RetryingRequester, path: String = "/1/indexes/*/queries", body: String = "{}") -> Result<Data, SearchClientError> {
    let done = expectation(description: "completed")
    nonisolated(unsafe) var result: Result<Data, SearchClientError>?
    _ = requester.post(path: path, body: Data(body.utf8)) {
      result = $0
      done.fulfill()
    }
    wait(for: [done], timeout: 30)
    return result!
  }

  func test_post_sendsPathHeadersAndBody() throws {
    let server = try LoopbackServer(["ok"])
    let result = post(try requester(server, [0]), body: #"{"requests":[]}"#)
    XCTAssertNotNil(try? result.get())
    let request = try XCTUnwrap(server.requests().first)
    XCTAssertEqual(request.method, "POST")
    XCTAssertEqual(request.path, "/1/indexes/*/queries")
    XCTAssertEqual(request.headers["x-algolia-application-id"], "APP")
    XCTAssertEqual(request.headers["x-algolia-api-key"], "secret-key")
    XCTAssertEqual(request.body, #"{"requests":[]}"#)
  }

  func test_post_failsOverRefusedAnd503Hosts() throws {
    let server = try LoopbackServer(["refuse", "status:503", "ok"])
    let requester = try requester(server, [0, 1, 2])
    XCTAssertNotNil(try? post(requester).get())
    XCTAssertEqual(try server.requests().map(\.port), [server.ports[1], server.ports[2]])
    XCTAssertTrue(requester.pool.isDown(try Host(server.host(0))))
    XCTAssertTrue(requester.pool.isDown(try Host(server.host(1))))
    XCTAssertNotNil(try? post(requester).get())
    XCTAssertEqual(try server.requests().count, 3, "down hosts are skipped by the next request")
  }

  func test_post_doesNotRetryClientErrors() throws {
    for status in [400, 403, 404, 429] {
      let server = try LoopbackServer(["status:\(status)", "ok"])
      let result = post(try requester(server, [0, 1]))
      XCTAssertEqual(result.failureValue, .httpError(status: status, message: "scripted status \(status)"))
      XCTAssertEqual(try server.requests().count, 1, "status \(status) must not be retried")
    }
  }

  func test_post_timeoutMovesOnAndGrowsTheHostTimeout() throws {
    let server = try LoopbackServer(["slow:20", "ok"])
    let requester = try requester(server, [0, 1], timeout: 0.5)
    XCTAssertNotNil(try? post(requester).get())
    let first = try Host(server.host(0))
    XCTAssertFalse(requester.pool.isDown(first), "a timed-out host stays usable")
    XCTAssertEqual(requester.pool.usableHosts().first?.multiplier, 2)
  }

  /// Both hosts would answer after 20 s. The first attempt is given what remains of the 1 s overall cap, not the
  /// 5 s read timeout, and once it times out no time remains for the second host.
  func test_post_overallTimeoutBoundsTheWholeRequest() throws {
    let server = try LoopbackServer(["slow:20", "slow:20"])
    let transport = TimeoutRecordingTransport()
    let result = post(try requester(server, [0, 1], timeout: 5, overallTimeout: 1, transport: transport))
    guard case .unreachableHosts(let errors)? = result.failureValue else { return XCTFail("\(result)") }
    XCTAssertEqual(errors.last, .timeout)
    XCTAssertEqual(transport.timeouts.count, 1, "the second host is not asked")
    XCTAssertLessThanOrEqual(transport.timeouts.first ?? .infinity, 1, "the overall cap ends the request, not the 5 s read timeout")
    XCTAssertEqual(try server.requests().map(\.port), [server.ports[0]])
  }

  func test_post_everyHostFailing_reportsUnreachableWithoutTheKey() throws {
    let server = try LoopbackServer(["refuse", "status:500"])
    let result = post(try requester(server, [0, 1]))
    guard case .unreachableHosts(let errors)? = result.failureValue else { return XCTFail("\(result)") }
    XCTAssertEqual(errors.count, 2)
    XCTAssertEqual(errors.last, .httpError(status: 500, message: "scripted status 500"))
    XCTAssertFalse(String(describing: result).contains("secret-key"))
  }

  /// Neither host accepts connections: each attempt ends at the 0.3 s connect timeout, reported as such, long before
  /// the 5 s read timeout, and each host's timeout grows as after a read timeout.
  func test_connectTimeout_endsAnAttemptOnAHostThatAcceptsNoConnection() throws {
    let server = try LoopbackServer(["blackhole", "blackhole"])
    let hosts = try [0, 1].map { try Host(server.host($0)) }
    let requester = RetryingRequester(
      pool: HostPool(hosts: hosts), transport: URLSessionTransport(), baseTimeout: 5, connectTimeout: 0.3, overallTimeout: 30,
      headers: [:])
    let result = post(requester)
    guard case .unreachableHosts(let errors)? = result.failureValue else { return XCTFail("\(result)") }
    XCTAssertEqual(errors, hosts.map { .transport(message: "\($0): no connection within 0.3 s") })
    XCTAssertEqual(requester.pool.usableHosts().map(\.multiplier), [2, 2])
  }

  func test_connectTimeout_nextHostAnswers() throws {
    let server = try LoopbackServer(["blackhole", "ok"])
    let transport = TimeoutRecordingTransport()
    let hosts = try [0, 1].map { try Host(server.host($0)) }
    let requester = RetryingRequester(
      pool: HostPool(hosts: hosts), transport: transport, baseTimeout: 5, connectTimeout: 0.3, overallTimeout: 30, headers: [:])
    XCTAssertNotNil(try? post(requester).get())
    XCTAssertEqual(try server.requests().map(\.port), [server.ports[1]])
    XCTAssertEqual(transport.connectTimeouts, [0.3, 0.3])
  }

  func test_probe_tellsConnectedRefusedSilentAndUnknownHostsApart() throws {
    let server = try LoopbackServer(["ok", "refuse", "blackhole"])
    XCTAssertEqual(ConnectionProbe.connect(host: "127.0.0.1", port: server.ports[0], timeout: 2), .connected)
    guard case .failed = ConnectionProbe.connect(host: "127.0.0.1", port: server.ports[1], timeout: 2) else {
      return XCTFail("a refused connection is a failure")
    }
    XCTAssertEqual(ConnectionProbe.connect(host: "127.0.0.1", port: server.ports[2], timeout: 0.2), .timedOut)
    guard case .hostNotFound = ConnectionProbe.connect(host: "no-such-host.invalid", port: 443, timeout: 2) else {
      return XCTFail("an unknown name is not found")
    }
  }

  func test_callOptions_replaceHeadersOfTheSameNameAndAddURLParameters() throws {
    let server = try LoopbackServer(["ok"])
    let requester = try requester(server, [0])
    var options = RequestOptions(headers: ["x-algolia-api-key": "per-request-key", "X-Algolia-User-ID": "user42"])
    options.setParameter("a b,c", forKey: "attributesToRetrieve")
    let call = RetryingRequester.Call(method: "GET", path: "/1/indexes/movies/42", urlParameters: ["getVersion": "2"], options: options)
    let done = expectation(description: "completed")
    _ = requester.send(call) { _ in done.fulfill() }
    wait(for: [done], timeout: 30)
    let sent = try XCTUnwrap(server.requests().last)
    XCTAssertEqual(sent.method, "GET")
    XCTAssertEqual(sent.path, "/1/indexes/movies/42?attributesToRetrieve=a%20b%2Cc&getVersion=2")
    XCTAssertEqual(sent.headers["x-algolia-api-key"], "per-request-key")
    XCTAssertEqual(sent.headers["x-algolia-user-id"], "user42")
    XCTAssertEqual(sent.headers["x-algolia-application-id"], "APP")
  }

  func test_cancel_reportsCancelled() throws {
    let server = try LoopbackServer(["slow:3"])
    let requester = try requester(server, [0])
    let done = expectation(description: "completed")
    nonisolated(unsafe) var result: Result<Data, SearchClientError>?
    let handle = requester.post(path: "/1/indexes/*/queries", body: Data()) {
      result = $0
      done.fulfill()
    }
    handle.cancel()
    wait(for: [done], timeout: 10)
    XCTAssertEqual(result?.failureValue, .cancelled)
  }
}

extension Result {
  var failureValue: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// URLSession's transport, keeping the timeout of each request it sends.
private final class TimeoutRecordingTransport: HTTPTransport, @unchecked Sendable {
  private let base = URLSessionTransport()
  private let lock = NSLock()
  private var recorded: [TimeInterval] = []

  private var recordedConnect: [TimeInterval] = []

  /// The timeouts of the requests sent, in order.
  var timeouts: [TimeInterval] { lock.withLock { recorded } }
  /// The connect timeouts of the requests sent, in order.
  var connectTimeouts: [TimeInterval] { lock.withLock { recordedConnect } }

  func send(
    _ request: URLRequest, connectTimeout: TimeInterval, completion: @escaping @Sendable (TransportOutcome) -> Void
  ) -> Cancellable {
    lock.withLock {
      recorded.append(request.timeoutInterval)
      recordedConnect.append(connectTimeout)
    }
    return base.send(request, connectTimeout: connectTimeout, completion: completion)
  }
}
