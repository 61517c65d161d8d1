import Foundation

/// Times one keystroke's full cycle through a search screen, on the main thread: from typing the text until the
/// screen's views all show the results delivered for it.
enum KeystrokeCycle {
  /// The longest a keystroke may take before the benchmark stops, in seconds.
  static let timeout: TimeInterval = 30

  /// What one keystroke's cycle took and showed.
  struct Measurement {
    /// The milliseconds from typing to the views showing the results.
    let milliseconds: Double
    /// What the views showed.
    let shown: ShownState
    /// The heap allocations of the whole cycle, on every thread.
    let allocations: HeapAllocations.Count
    /// The CPU milliseconds of the whole cycle, on every thread.
    let cpuMilliseconds: Double
  }

  /// Types `text` into `screen`, then runs the main run loop until the screen shows its results.
  ///
  /// `RunLoop.run(mode:before:)` returns as soon as it has run the main queue's pending blocks, so the end is
  /// seen within one run-loop turn of the last view update. The main queue is drained afterwards, outside the
  /// timing, so that no leftover block of this cycle runs inside the next one.
  ///
  /// The heap allocations and the process's CPU time are read just before the timing starts and once the main
  /// queue is drained (outside the timing); they hold every thread's, the engine's search on its own queue
  /// included. The allocations are 0 unless counting is on (``HeapAllocations/enable()``).
  ///
  /// - Returns: The timing, what the views show, and the heap allocations and CPU time of the whole cycle.
  static func run(_ text: String, on screen: KeystrokeScreen) -> Measurement {
    let allocationsBefore = HeapAllocations.read()
    let cpuBefore = ProcessCPUTime.nanoseconds()
    let start = DispatchTime.now().uptimeNanoseconds
    screen.type(text)
    var shown = screen.shownState(for: text)
    let deadline = Date(timeIntervalSinceNow: timeout)
    while shown == nil {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
      shown = screen.shownState(for: text)
      if shown == nil, Date() > deadline {
        fatalError("\(screen.name) screen: no full cycle for \"\(text)\" after \(timeout) s: \(screen.progress)")
      }
    }
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    drainMainQueue()
    let cpuMilliseconds = Double(ProcessCPUTime.nanoseconds() - cpuBefore) / 1e6
    return Measurement(
      milliseconds: milliseconds, shown: shown!, allocations: HeapAllocations.read() - allocationsBefore,
      cpuMilliseconds: cpuMilliseconds)
  }

  /// Runs the main run loop until every block queued on the main queue so far has run.
  static func drainMainQueue() {
    var drained = false
    DispatchQueue.main.async { drained = true }
    while !drained { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
  }
}
