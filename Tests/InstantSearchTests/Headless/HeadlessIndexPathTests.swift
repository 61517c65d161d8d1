import Foundation
import InstantSearch
import XCTest

final class HeadlessIndexPathTests: XCTestCase {
  func test_itemInit_storesSectionThenItem() {
    let indexPath = IndexPath(item: 4, section: 2)
    XCTAssertEqual(Array(indexPath), [2, 4])
    XCTAssertEqual(indexPath.item, 4)
    XCTAssertEqual(indexPath.section, 2)
  }

  func test_itemAndRow_areTheSameElement() {
    XCTAssertEqual(IndexPath(item: 3, section: 1), IndexPath(row: 3, section: 1))
    var indexPath = IndexPath(row: 1, section: 0)
    XCTAssertEqual(indexPath.item, 1)
    indexPath.item = 9
    XCTAssertEqual(indexPath.row, 9)
    indexPath.section = 5
    XCTAssertEqual(indexPath, IndexPath(item: 9, section: 5))
  }
}
