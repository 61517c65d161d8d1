import Foundation
import XCTest

@testable import InstantSearchCore

/// A custom backend's own errors travel through the core unchanged.
final class SearchClientErrorTests: XCTestCase {
  private struct Outage: Error, Equatable { let code: Int }

  func test_backendFailure_carriesTheThrownError_andComparesByIdentity() {
    let failure = BackendFailure(Outage(code: 7))
    let error = SearchClientError.backend(failure)
    guard case .backend(let carried) = error else { return XCTFail("\(error)") }
    XCTAssertEqual(carried.error as? Outage, Outage(code: 7))
    XCTAssertEqual(error.description, "Backend error: Outage(code: 7)")
    XCTAssertEqual(error, .backend(failure), "the same failure passed along is equal")
    XCTAssertNotEqual(error, .backend(BackendFailure(Outage(code: 7))), "two failures are never assumed equal")
    XCTAssertNotEqual(error, .transport(message: "Outage(code: 7)"))
    XCTAssertNil(error.status)
  }
}
