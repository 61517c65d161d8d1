import Dispatch
import XCTest

@testable import LocalSearchBenchmark

/// The benchmark's allocation counter. The test runner links the benchmark's module, so its allocation functions
/// are the counter's too: while counting is off they only forward to glibc's, and each test turns counting off
/// again when it ends. In a sanitizer build (`swift test --sanitize=thread`) the counter defines nothing, and the
/// tests that count are skipped.
final class HeapAllocationsTests: XCTestCase {
  override func tearDown() {
    HeapAllocations.disable()
    super.tearDown()
  }

  func test_countingOn_countsEveryObjectAndItsBytes() throws {
    try XCTSkipUnless(HeapAllocations.isAvailable, "the allocation counter is compiled out (a sanitizer build, or no glibc)")
    HeapAllocations.enable()
    var kept: [AllocationProbe] = []
    kept.reserveCapacity(500)
    let counted = HeapAllocations.counting {
      for number in 0..<500 { kept.append(AllocationProbe(number)) }
    }
    XCTAssertEqual(kept.count, 500)
    XCTAssertGreaterThanOrEqual(counted.allocations, 500)
    XCTAssertGreaterThanOrEqual(counted.bytes, 500 * UInt64(MemoryLayout<Int>.size))
    XCTAssertNil(HeapAllocations.selfCheckFailure())
  }

  func test_countingOn_countsAnotherThreadsAllocations() throws {
    try XCTSkipUnless(HeapAllocations.isAvailable, "the allocation counter is compiled out (a sanitizer build, or no glibc)")
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
    XCTAssertGreaterThanOrEqual(counted.allocations, 300)
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
