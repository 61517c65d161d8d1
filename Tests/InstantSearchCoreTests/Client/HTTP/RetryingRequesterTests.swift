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

  /// The timeouts of the requests sent, in order.
  var timeouts: [TimeInterval] { lock.withLock { recorded } }

  func send(
    _ request: URLRequest, connectTimeout: TimeInterval, completion: @escaping @Sendable (TransportOutcome) -> Void
  ) -> Cancellable {
    lock.withLock { recorded.append(request.timeoutInterval) }
    return base.send(request, connectTimeout: connectTimeout, completion: completion)
  }
}
