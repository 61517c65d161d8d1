import AllocationCounter
import Foundation

/// The heap allocations of the whole process, counted by the `AllocationCounter` target: the benchmark defines
/// `malloc`, `calloc`, `realloc`, `posix_memalign`, `aligned_alloc`, `memalign`, `valloc` and `pvalloc` itself
/// (forwarding to glibc's), so every call on every thread, from the Swift runtime, Foundation, Dispatch or the C
/// library, passes through it. Counting is off until ``enable()``; while off, the functions only forward.
enum HeapAllocations {
  /// What was allocated between two readings.
  struct Count: Equatable {
    /// How many allocation calls.
    var allocations: UInt64
    /// The bytes they asked for.
    var bytes: UInt64

    /// What was allocated from `earlier` to `self`.
    static func - (later: Count, earlier: Count) -> Count {
      Count(allocations: later.allocations &- earlier.allocations, bytes: later.bytes &- earlier.bytes)
    }
  }

  /// Whether the process's allocations pass through the counter: Linux with glibc, in a build without a
  /// sanitizer (a sanitizer defines the allocation functions itself).
  static var isAvailable: Bool { allocation_counter_is_available() != 0 }

  /// Turns counting on, for every thread.
  static func enable() { allocation_counter_set_enabled(1) }

  /// Turns counting off.
  static func disable() { allocation_counter_set_enabled(0) }

  /// Whether counting is on.
  static var isEnabled: Bool { allocation_counter_is_enabled() != 0 }

  /// The counters now (two relaxed atomic loads).
  static func read() -> Count {
    let count = allocation_counter_read()
    return Count(allocations: count.allocations, bytes: count.bytes)
  }

  /// What `body` allocated, on every thread, while it ran; counting must be on.
  static func counting(_ body: () throws -> Void) rethrows -> Count {
    let before = read()
    try body()
    return read() - before
  }

  /// The check the benchmark makes before counting: with counting on, `objects` Swift class instances allocated
  /// through the Swift runtime (a shared library) must count at least `objects` allocations of at least their
  /// size. `nil` when they do, else what went wrong.
  static func selfCheckFailure(objects: Int = 1_000) -> String? {
    guard isEnabled else { return "counting is off" }
    var kept: [AllocationProbe] = []
    kept.reserveCapacity(objects)
    let counted = counting {
      for number in 0..<objects { kept.append(AllocationProbe(number)) }
    }
    guard kept.count == objects else { return "kept \(kept.count) objects" }
    let objectBytes = UInt64(objects * MemoryLayout<Int>.size)
    if counted.allocations < UInt64(objects) || counted.bytes < objectBytes {
      return "\(objects) objects counted \(counted.allocations) allocations of \(counted.bytes) bytes"
    }
    return nil
  }

  /// The extra nanoseconds one allocation costs while counting is on: `calls` Swift objects made and released
  /// one after the other, timed with counting off and on (best of 5 each); counting is left as it was.
  static func countingCostNanoseconds(calls: Int = 200_000) -> Double {
    let wasEnabled = isEnabled
    defer { allocation_counter_set_enabled(wasEnabled ? 1 : 0) }
    func best(_ on: Bool) -> Double {
      allocation_counter_set_enabled(on ? 1 : 0)
      return (0..<5).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        for number in 0..<calls { AllocationProbe.latest = AllocationProbe(number) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calls)
      }.min()!
    }
    _ = best(false)
    return max(0, best(true) - best(false))
  }
}

/// A heap object of the self-check.
final class AllocationProbe {
  /// The object's payload.
  let number: Int
  /// The object made last by the cost measurement, kept so that the optimizer keeps the allocations.
  static var latest: AllocationProbe?

  init(_ number: Int) { self.number = number }
}
