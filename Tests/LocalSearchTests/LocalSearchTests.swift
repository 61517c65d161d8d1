import XCTest

@testable import LocalSearch

final class LocalSearchTests: XCTestCase {
  func test_serverName_isTheDocumentedValue() {
    XCTAssertEqual(LocalSearch.serverName, "localsearch")
  }
}
