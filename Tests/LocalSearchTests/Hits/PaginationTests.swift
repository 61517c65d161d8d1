import InstantSearchCore
import XCTest

@testable import LocalSearch

final class PaginationTests: XCTestCase {
  /// start, end, page, nbPages.
  private func fields(_ pagination: Pagination) -> [Int] {
    [pagination.start, pagination.end, pagination.page, pagination.nbPages]
  }

  func test_pages_asTheWorkedExamplesSay() {
    XCTAssertEqual(fields(Pagination(total: 10, page: 0, hitsPerPage: 3, offset: nil, length: nil, limit: 1000)), [0, 3, 0, 4])
    XCTAssertEqual(fields(Pagination(total: 10, page: 2, hitsPerPage: 4, offset: nil, length: nil, limit: 1000)), [8, 10, 2, 3])
    XCTAssertEqual(fields(Pagination(total: 10, page: 3, hitsPerPage: 4, offset: nil, length: nil, limit: 1000)), [10, 10, 3, 3])
    XCTAssertEqual(fields(Pagination(total: 10, page: 0, hitsPerPage: 0, offset: nil, length: nil, limit: 1000)), [0, 0, 0, 0])
  }

  func test_offsetAndLength_ignorePage() {
    XCTAssertEqual(fields(Pagination(total: 10, page: 5, hitsPerPage: 20, offset: 2, length: 3, limit: 1000)), [2, 5, 0, 1])
    XCTAssertEqual(fields(Pagination(total: 10, page: 0, hitsPerPage: 4, offset: 8, length: nil, limit: 1000)), [8, 10, 2, 3])
  }

  func test_paginationLimit_capsReachableHits() {
    XCTAssertEqual(fields(Pagination(total: 5000, page: 60, hitsPerPage: 20, offset: nil, length: nil, limit: 1000)), [1000, 1000, 60, 50])
  }
}
