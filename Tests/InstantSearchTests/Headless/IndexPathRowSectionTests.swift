import Foundation
import XCTest

@testable import InstantSearch

final class IndexPathRowSectionTests: XCTestCase {
  func test_init_storesSectionThenRow() {
    let indexPath = IndexPath(row: 3, section: 1)
    XCTAssertEqual(indexPath.row, 3)
    XCTAssertEqual(indexPath.section, 1)
    XCTAssertEqual(Array(indexPath), [1, 3])
  }

  func test_setters_changeOneComponent() {
    var indexPath = IndexPath(row: 0, section: 0)
    indexPath.row = 7
    indexPath.section = 2
    XCTAssertEqual(indexPath, IndexPath(row: 7, section: 2))
  }
}
