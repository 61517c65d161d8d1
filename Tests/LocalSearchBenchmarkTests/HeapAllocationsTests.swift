import Dispatch
import XCTest

@testable import LocalSearchBenchmark

/// The benchmark's allocation counter. The test runner links the benchmark's module, so its allocation functions
/// are the counter's too: while counting is off they only forward to glibc's, and each test turns counting off
/// again when it ends. In a sanitizer build (`swift test --sanitize=thread`) the counter defines nothing: it says
/// so, and counts nothing even when turned on, which the tests check instead.
final class HeapAllocationsTests: XCTestCase {
  override func tearDown() {
    HeapAllocations.disable()
    super.tearDown()
  }

  func test_countingOn_countsEveryObjectAndItsBytes() {
    HeapAllocations.enable()
    var kept: [AllocationProbe] = []
    kept.reserveCapacity(500)
    let counted = HeapAllocations.counting {
      for number in 0..<500 { kept.append(AllocationProbe(number)) }
    }
    XCTAssertEqual(kept.count, 500)
    guard HeapAllocations.isAvailable else {
      XCTAssertEqual(counted, HeapAllocations.Count(allocations: 0, bytes: 0), "a counter compiled out counts nothing")
      XCTAssertNotNil(HeapAllocations.selfCheckFailure(), "the benchmark's check refuses a counter compiled out")
      return
    }
    XCTAssertGreaterThanOrEqual(counted.allocations, 500)
    XCTAssertGreaterThanOrEqual(counted.bytes, 500 * UInt64(MemoryLayout<Int>.size))
    XCTAssertNil(HeapAllocations.selfCheckFailure())
  }

  func test_countingOn_countsAnotherThreadsAllocations() {
    HeapAllocations.enable()
    let done = DispatchSemaphore(value: 0)
    var kept: [AllocationProbe] = []
    kept.reserveCapacity(300)
    let counted = HeapAllocations.counting {
      DispatchQueue.global().async {
        for number in 0..<300 { kept.append(AllocationProbe(number)) }
        done.signal()
      }
      done.wait()
    }
    XCTAssertEqual(kept.count, 300)
    XCTAssertGreaterThanOrEqual(counted.allocations, HeapAllocations.isAvailable ? 300 : 0)
    if !HeapAllocations.isAvailable { XCTAssertEqual(counted.allocations, 0, "a counter compiled out counts nothing") }
  }

  func test_countingOff_countsNothing() {
    HeapAllocations.disable()
    var kept: [AllocationProbe] = []
    let counted = HeapAllocations.counting {
      for number in 0..<200 { kept.append(AllocationProbe(number)) }
    }
    XCTAssertEqual(kept.count, 200)
    XCTAssertEqual(counted, HeapAllocations.Count(allocations: 0, bytes: 0))
    XCTAssertEqual(HeapAllocations.selfCheckFailure(), "counting is off")
  }
}
