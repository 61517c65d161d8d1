import Foundation
import TestSupport
import XCTest

@testable import InstantSearchCore

/// The two phases of an attempt on a host, each bounded on its own as in Algolia's clients: opening the
/// connection by the connect timeout, waiting for the answer by the read timeout (`base × (retries + 1)` on a
/// host that timed out before). Against loopback hosts that accept at once and answer late.
///
/// Elapsed times are measured with the wall clock; the bounds leave room for a loaded machine and still fail
/// when the connect timeout (2 s by default) is added to the read timeout.
final class TimeoutPhaseTests: XCTestCase {
  private func client(_ server: LoopbackServer, _ indices: [Int], readTimeout: TimeInterval) throws -> AlgoliaClient {
    var configuration = AlgoliaClient.Configuration(appID: "APP", apiKey: "key", hosts: indices.map(server.host))
    configuration.readTimeout = readTimeout
    return try AlgoliaClient(configuration: configuration)
  }

  /// Searches once; the outcome and the seconds it took.
  private func timedSearch(_ client: AlgoliaClient) -> (Result<SearchResponse, SearchClientError>, TimeInterval) {
    let done = expectation(description: "answered")
    nonisolated(unsafe) var outcome: Result<SearchResponse, SearchClientError>?
    let start = Date()
    nonisolated(unsafe) var elapsed: TimeInterval = 0
    client.search(IndexedQuery(indexName: "movies", query: Query("loop")), requestOptions: nil) {
      elapsed = Date().timeIntervalSince(start)
      outcome = $0
      done.fulfill()
    }
    wait(for: [done], timeout: 60)
    return (outcome!, elapsed)
  }

  func test_aHostThatConnectedAndStaysSilent_isLeftAfterTheReadTimeout_notConnectPlusRead() throws {
    let server = try LoopbackServer(["slow:3", "ok"])
    let client = try client(server, [0, 1], readTimeout: 0.5)
    let (outcome, elapsed) = timedSearch(client)
    XCTAssertNotNil(try? outcome.get(), "\(outcome)")
    XCTAssertGreaterThanOrEqual(elapsed, 0.5, "the silent host had its whole read timeout")
    XCTAssertLessThan(elapsed, 1.8, "0.5 s of reading, then the next host; connect + read would be 2.5 s")
    XCTAssertEqual(try server.requests().map(\.port), [server.ports[0], server.ports[1]])
  }

  func test_fourSilentHosts_takeFourReadTimeouts() throws {
    let server = try LoopbackServer(["slow:20", "slow:20", "slow:20", "slow:20"])
    let client = try client(server, [0, 1, 2, 3], readTimeout: 0.5)
    let (outcome, elapsed) = timedSearch(client)
    guard case .failure(.unreachableHosts(let errors)) = outcome else { return XCTFail("\(outcome)") }
    XCTAssertEqual(errors, (0..<4).map { .hostTimedOut(host: "http://127.0.0.1:\(server.ports[$0])") })
    XCTAssertGreaterThanOrEqual(elapsed, 2.0)
    XCTAssertLessThan(elapsed, 5, "4 × 0.5 s; connect + read would be 10 s")
  }

  func test_aHostThatTimedOut_getsTwiceTheReadTimeout_onTheNextRequest_andAnswersWithinIt() throws {
    let server = try LoopbackServer(["slow:0.8", "ok"])
    let client = try client(server, [0, 1], readTimeout: 0.5)
    let (first, firstElapsed) = timedSearch(client)
    XCTAssertNotNil(try? first.get(), "the second host answered")
    XCTAssertLessThan(firstElapsed, 1.6)
    XCTAssertEqual(client.requester.pool.usableHosts().map(\.multiplier), [2, 1])

    let (second, secondElapsed) = timedSearch(client)
    XCTAssertNotNil(try? second.get(), "\(second)")
    XCTAssertGreaterThanOrEqual(secondElapsed, 0.8, "the slow host's own answer")
    XCTAssertEqual(
      try server.requests().map(\.port), [server.ports[0], server.ports[1], server.ports[0]],
      "the second request waited 1 s on the first host, which answered at 0.8 s")
    XCTAssertEqual(client.requester.pool.usableHosts().map(\.multiplier), [1, 1], "an answer resets the host's timeout")
  }

  func test_theReadTimeout_growsWithEachTimeoutOfTheHost() throws {
    let server = try LoopbackServer(["slow:20", "ok"])
    var configuration = AlgoliaClient.Configuration(appID: "APP", apiKey: "key", hosts: [server.host(0), server.host(1)])
    configuration.readTimeout = 0.3
    let client = try AlgoliaClient(configuration: configuration)
    var elapsed: [TimeInterval] = []
    for _ in 0..<3 {
      let (outcome, seconds) = timedSearch(client)
      XCTAssertNotNil(try? outcome.get())
      elapsed.append(seconds)
    }
    XCTAssertEqual(client.requester.pool.usableHosts().map(\.multiplier), [4, 1])
    for (attempt, seconds) in elapsed.enumerated() {
      let read = 0.3 * Double(attempt + 1)
      XCTAssertGreaterThanOrEqual(seconds, read, "attempt \(attempt): the first host's read timeout, 0.3 s × \(attempt + 1)")
      XCTAssertLessThan(seconds, read + 1.2, "attempt \(attempt): no connect timeout added")
    }
  }
}
