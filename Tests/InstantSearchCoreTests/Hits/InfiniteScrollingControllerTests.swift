import TestSupport
import XCTest

@testable import InstantSearchCore

/// The pages infinite scrolling asks for, checked against the rule spelled out row by row: the pages of the
/// `offset` rows before and after the row read (within the last row), neither stored nor pending.
final class InfiniteScrollingControllerTests: XCTestCase {
  func test_pagesToLoad_areThoseOfTheNeighbouringRows_onGeneratedMaps() {
    var random = SplitMix64(seed: 20)
    for trial in 0..<2_000 {
      let pageSize = 1 + Int(random.next() % 6)
      var map = PageMap(page: Int(random.next() % 5), items: Array(repeating: 0, count: pageSize))!
      for _ in 0..<Int(random.next() % 4) {
        map.insert(page: Int(random.next() % 8), items: Array(repeating: 0, count: pageSize), cleanUpOffset: nil)
      }
      var controller = InfiniteScrollingController()
      controller.lastPageIndex = random.next() % 3 == 0 ? nil : Int(random.next() % 10)
      let pending = Int(random.next() % 10)
      _ = controller.pagesToLoad(around: pending * pageSize + 1, offset: 0, pageMap: map)
      let row = Int(random.next() % 60)
      let offset = Int(random.next() % 12)
      let expected = Self.reference(row: row, offset: offset, map: map, controller: controller)
      let pendingBefore = controller.pendingPages
      XCTAssertEqual(controller.pagesToLoad(around: row, offset: offset, pageMap: map), expected, "trial \(trial)")
      XCTAssertEqual(controller.pendingPages, pendingBefore.union(expected), "trial \(trial)")
    }
  }

  func test_pagesToLoad_asksOnceForAPendingPage() {
    let map = PageMap(page: 0, items: [1, 2, 3])!
    var controller = InfiniteScrollingController()
    XCTAssertEqual(controller.pagesToLoad(around: 2, offset: 5, pageMap: map), [1, 2])
    XCTAssertEqual(controller.pagesToLoad(around: 2, offset: 5, pageMap: map), [])
    controller.notifyPageLoaded(1)
    XCTAssertEqual(controller.pagesToLoad(around: 2, offset: 5, pageMap: map), [1])
  }

  private static func reference(row: Int, offset: Int, map: PageMap<Int>, controller: InfiniteScrollingController) -> Set<Int> {
    var upper = row + offset
    if let last = controller.lastPageIndex { upper = min(upper, last * map.pageSize + (map.pages[last]?.count ?? map.pageSize) - 1) }
    let rows = Array(max(0, row - offset)..<row) + (upper > row ? Array((row + 1)...upper) : [])
    return Set(rows.map { $0 / map.pageSize }).filter { !map.contains(page: $0) && !controller.pendingPages.contains($0) }
  }
}
