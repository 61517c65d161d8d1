import Foundation
import InstantSearchCore
import XCTest

@testable import InstantSearch

/// A custom backend's own errors survive the core pipeline and come back once.
final class BackendErrorsTests: XCTestCase {
  private struct Outage: Error, Equatable { let code: Int }

  func test_filedError_isClaimedOnce_andOtherErrorsAreLeftAlone() throws {
    let errors = BackendErrors()
    let standIn = errors.file(Outage(code: 7))
    guard case .transport(let message) = standIn else { return XCTFail("\(standIn)") }
    XCTAssertTrue(message.contains("Outage(code: 7)"), message)
    XCTAssertEqual(errors.claim(standIn) as? Outage, Outage(code: 7))
    XCTAssertNil(errors.claim(standIn), "an error is handed back once")
    XCTAssertNil(errors.claim(SearchClientError.transport(message: "connection reset")))
    XCTAssertNil(errors.claim(SearchClientError.timeout))
  }

  func test_onlyTheMostRecentErrorsAreKept() {
    let errors = BackendErrors()
    let standIns = (0...BackendErrors.capacity).map { errors.file(Outage(code: $0)) }
    XCTAssertNil(errors.claim(standIns[0]), "the oldest unread error was dropped")
    XCTAssertEqual(errors.claim(standIns[BackendErrors.capacity]) as? Outage, Outage(code: BackendErrors.capacity))
    XCTAssertEqual(errors.claim(standIns[1]) as? Outage, Outage(code: 1))
  }
}
