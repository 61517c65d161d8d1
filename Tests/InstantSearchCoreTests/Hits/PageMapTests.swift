import XCTest

@testable import InstantSearchCore

final class PageMapTests: XCTestCase {
  func test_pageMap_countsMissingPagesAsRows() {
    let map = PageMap(page: 5, items: ["a", "b", "c"])!
    XCTAssertEqual(map.count, 18)
    XCTAssertNil(map.item(atRow: 0))
    XCTAssertEqual(map.item(atRow: 15), "a")
    XCTAssertEqual(map.item(atRow: 17), "c")
    XCTAssertNil(PageMap<String>(page: 0, items: []), "an empty page creates no map")
  }

  func test_pageMap_insertKeepsPageSizeAndCleansUpFarPages() {
    var map = PageMap(page: 0, items: [1, 2, 3])!
    map.insert(page: 1, items: [4, 5, 6], cleanUpOffset: 3)
    map.insert(page: 2, items: [7], cleanUpOffset: 3)
    XCTAssertEqual(map.count, 7)
    XCTAssertEqual(map.flattened, [1, 2, 3, 4, 5, 6, 7])
    map.insert(page: 5, items: [9, 9, 9], cleanUpOffset: 3)
    XCTAssertFalse(map.contains(page: 0))
    XCTAssertFalse(map.contains(page: 1))
    XCTAssertTrue(map.contains(page: 2))
    XCTAssertEqual(map.count, 18)
  }

  func test_pageMap_droppedHighestPageStillCountsItsIndex() {
    var map = PageMap(page: 0, items: [1, 2])!
    map.insert(page: 6, items: [3, 4], cleanUpOffset: nil)
    map.insert(page: 0, items: [1, 2], cleanUpOffset: 2)
    XCTAssertFalse(map.contains(page: 6))
    XCTAssertEqual(map.count, 12, "latestPageIndex stays 6 while its items are gone")
  }

  func test_pageMap_pageCountsFollowThePagesThroughInsertsAndCleanUps() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var map = PageMap(page: Int.random(in: 0..<6, using: &random), items: Array(repeating: 0, count: 4))!
      for _ in 0..<8 {
        let offset: Int? = Bool.random(using: &random) ? Int.random(in: 0..<4, using: &random) : nil
        map.insert(
          page: Int.random(in: 0..<10, using: &random), items: Array(repeating: 1, count: Int.random(in: 1...4, using: &random)),
          cleanUpOffset: offset)
        for page in 0..<10 {
          XCTAssertEqual(map.itemCount(ofPage: page), map.pages[page]?.count, "page \(page)")
          XCTAssertEqual(map.contains(page: page), map.pages[page] != nil, "page \(page)")
        }
        XCTAssertEqual(map.count, map.latestPageIndex * map.pageSize + (map.pages[map.latestPageIndex]?.count ?? 0))
      }
    }
  }

  func test_paginator_invalidationStartsANewMapOnNextPage() {
    var paginator = Paginator<Int>()
    paginator.process(page: 0, items: [1, 2])
    paginator.invalidate()
    XCTAssertEqual(paginator.pageMap?.item(atRow: 0), 1, "old items stay readable")
    paginator.process(page: 0, items: [7, 8, 9])
    XCTAssertFalse(paginator.isInvalidated)
    XCTAssertEqual(paginator.pageMap?.pageSize, 3)
  }
}

/// The infinite-scrolling rule's documented cases (page size 3).
final class InfiniteScrollingTests: XCTestCase {
  private func map(_ pages: [Int: [Int]]) -> PageMap<Int> {
    let first = pages.keys.min()!
    var map = PageMap(page: first, items: pages[first]!)!
    for (page, items) in pages where page != first { map.insert(page: page, items: items, cleanUpOffset: nil) }
    return map
  }

  private func pages(_ loaded: [Int: [Int]], row: Int, offset: Int, lastPageIndex: Int? = nil) -> Set<Int> {
    var controller = InfiniteScrollingController()
    controller.lastPageIndex = lastPageIndex
    return controller.pagesToLoad(around: row, offset: offset, pageMap: map(loaded))
  }

  func test_rule_documentedCases() {
    let full = [0, 0, 0]
    XCTAssertEqual(pages([1: full], row: 5, offset: 3), [0, 2])
    XCTAssertEqual(pages([1: full], row: 5, offset: 2).filter { $0 < 1 }, [])
    XCTAssertEqual(pages([0: full], row: 1, offset: 2).filter { $0 < 1 }, [], "nothing before")
    XCTAssertEqual(pages([0: full], row: 1, offset: 2), [1], "row 3 lies on page 1")
    XCTAssertEqual(pages([1: full, 2: full], row: 6, offset: 5).filter { $0 < 2 }, [0])
    XCTAssertEqual(pages([0: full, 2: full], row: 6, offset: 5).filter { $0 < 2 }, [1])
    XCTAssertEqual(pages([1: full], row: 5, offset: 2, lastPageIndex: 1), [])
    XCTAssertEqual(pages([0: full, 1: full], row: 5, offset: 5, lastPageIndex: 3), [2, 3])
    XCTAssertEqual(pages([0: full, 1: full, 3: [0, 0]], row: 5, offset: 10, lastPageIndex: 3), [2])
  }

  func test_rule_pendingPagesAreNotRequestedTwice() {
    var controller = InfiniteScrollingController()
    let loaded = map([0: [0, 0, 0]])
    XCTAssertEqual(controller.pagesToLoad(around: 2, offset: 3, pageMap: loaded), [1])
    XCTAssertEqual(controller.pagesToLoad(around: 2, offset: 3, pageMap: loaded), [])
    controller.notifyPageLoaded(1)
    XCTAssertEqual(controller.pagesToLoad(around: 2, offset: 3, pageMap: loaded), [1])
    controller.notifyQueryChanged()
    XCTAssertEqual(controller.pendingPages, [])
  }
}
