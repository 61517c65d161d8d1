import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The snapshot's caches keep what they made within their limit and empty when it would be passed.
final class SnapshotCacheTests: XCTestCase {
  func test_emptiesWhenFull_andMakesEachValueOnce() {
    let cache = SnapshotCache<Int, String>(limit: 3)
    var made = 0
    for key in [1, 2, 1, 3, 2] { _ = cache.value(for: key) { made += 1; return "v\(key)" } }
    XCTAssertEqual(made, 3, "values stored are not made again")
    XCTAssertEqual(cache.count, 3)
    XCTAssertEqual(cache.value(for: 4) { "v4" }, "v4")
    XCTAssertEqual(cache.count, 1, "a full cache empties before it stores more")
    XCTAssertEqual(cache.value(for: 1) { "again" }, "again")

    let weighed = SnapshotCache<Int, [Int]>(limit: 5) { $0.count }
    _ = weighed.value(for: 1) { [1, 2, 3] }
    _ = weighed.value(for: 2) { [4, 5] }
    XCTAssertEqual(weighed.count, 2, "costs up to the limit are kept")
    _ = weighed.value(for: 3) { [6] }
    XCTAssertEqual(weighed.count, 1, "a value over the limit empties the cache first")
    XCTAssertEqual(weighed.value(for: 4) { Array(0..<9) }.count, 9)
    XCTAssertEqual(weighed.count, 1, "a value costing more than the whole limit is not kept")
  }

  func test_removingValues_returnsTheirCostToTheLimit() {
    let cache = SnapshotCache<Int, [Int]>(limit: 6) { $0.count }
    for key in 0..<3 { _ = cache.value(for: key) { [key, key] } }
    cache.remove(1)
    XCTAssertEqual(cache.count, 2)
    var made = false
    _ = cache.value(for: 7) { made = true; return [7, 7] }
    XCTAssertTrue(made)
    XCTAssertEqual(cache.count, 3, "the removed value's cost made room without emptying the cache")
    cache.removeAll { $0 >= 2 }
    XCTAssertEqual(cache.count, 1)
    XCTAssertEqual(cache.value(for: 0) { [] }, [0, 0], "values not removed are kept")
  }

  func test_concurrentUse_givesEachCallerTheValueForItsKey() {
    let cache = SnapshotCache<Int, [Int]>(limit: 40) { $0.count }
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 400) { iteration in
      let key = iteration % 23
      if iteration % 50 == 0 { cache.removeAll { $0 % 2 == 0 } }
      let value = cache.value(for: key) { [key, key] }
      if value != [key, key] { wrong.withLock { $0 += 1 } }
    }
    XCTAssertEqual(wrong.value, 0)
    XCTAssertLessThanOrEqual(cache.count, 20, "never more than the limit of 40 allows")
  }
}
