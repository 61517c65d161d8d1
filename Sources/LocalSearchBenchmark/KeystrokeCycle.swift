import Foundation

/// Times one keystroke's full cycle through a search screen, on the main thread: from typing the text until the
/// screen's views all show the results delivered for it.
enum KeystrokeCycle {
  /// The longest a keystroke may take before the benchmark stops, in seconds.
  static let timeout: TimeInterval = 30

  /// Types `text` into `screen`, then runs the main run loop until the screen shows its results.
  ///
  /// `RunLoop.run(mode:before:)` returns as soon as it has run the main queue's pending blocks, so the end is
  /// seen within one run-loop turn of the last view update. The main queue is drained afterwards, outside the
  /// timing, so that no leftover block of this cycle runs inside the next one.
  ///
  /// The heap allocations are read just before the timing starts and once the main queue is drained (outside
  /// the timing); they hold every thread's, the engine's search on its own queue included. They are 0 unless
  /// counting is on (``HeapAllocations/enable()``).
  ///
  /// - Returns: The milliseconds from typing to the views showing the results, what they show, and the heap
  ///   allocations of the whole cycle.
  static func run(_ text: String, on screen: KeystrokeScreen)
    -> (milliseconds: Double, shown: ShownState, allocations: HeapAllocations.Count)
  {
    let allocationsBefore = HeapAllocations.read()
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
    return (milliseconds, shown!, HeapAllocations.read() - allocationsBefore)
  }

  /// Runs the main run loop until every block queued on the main queue so far has run.
  static func drainMainQueue() {
    var drained = false
    DispatchQueue.main.async { drained = true }
    while !drained { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
  }
}
