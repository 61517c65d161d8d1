import Foundation
import XCTest

@testable import InstantSearchCore

/// What the client remembers about its hosts between requests, on a clock the tests move.
final class HostPoolTests: XCTestCase {
  private final class Clock: @unchecked Sendable {
    var now = Date(timeIntervalSince1970: 1_000)
  }

  private let hosts = try! ["a.example.com", "b.example.com", "c.example.com"].map(Host.init)

  func test_downHost_isSkippedUntilItsStateExpires() {
    let clock = Clock()
    let pool = HostPool(hosts: hosts, expiry: 300, now: { clock.now })
    pool.markDown(hosts[0])
    XCTAssertEqual(pool.usableHosts().map(\.host), [hosts[1], hosts[2]])
    clock.now += 299
    XCTAssertEqual(pool.usableHosts().map(\.host), [hosts[1], hosts[2]], "still inside the expiry")
    clock.now += 1
    XCTAssertEqual(pool.usableHosts().map(\.host), hosts, "the expired host is tried again, first")
    XCTAssertFalse(pool.isDown(hosts[0]))
  }

  func test_everyHostDown_resetsThemAll() {
    let pool = HostPool(hosts: hosts)
    hosts.forEach(pool.markDown)
    XCTAssertEqual(pool.usableHosts().map(\.host), hosts, "with nothing usable, every host is tried again")
  }

  func test_timedOutHost_staysFirstWithAGrowingMultiplier_untilItAnswers() {
    let pool = HostPool(hosts: hosts)
    pool.markTimedOut(hosts[0])
    pool.markTimedOut(hosts[0])
    XCTAssertEqual(pool.usableHosts().first?.host, hosts[0])
    XCTAssertEqual(pool.usableHosts().map(\.multiplier), [3, 1, 1])
    pool.markUp(hosts[0])
    XCTAssertEqual(pool.usableHosts().map(\.multiplier), [1, 1, 1])
  }
}
