import Foundation

/// Work over many records split into runs of consecutive slots, one thread each.
enum ParallelRuns {
  /// The most threads a build uses: the processors, and no more than 8, counted once per process (counting them
  /// reads system files, about 30 µs a time on Linux, which opening a small index would pay per section).
  static let mostThreads = min(ProcessInfo.processInfo.activeProcessorCount, 8)

  /// The fewest items of one search (postings, rows, candidates, slots) worth a thread of their own: a search
  /// splits its work only for matching sets far larger than what waking a thread costs.
  static let smallestSearchRun = 65_536

  /// The number of runs `records` records make when a run is worth its thread from `smallestRun` records on.
  static func count(records: Int, smallestRun: Int) -> Int {
    records < 2 * smallestRun ? 1 : min(mostThreads, records / smallestRun)
  }

  /// `body`'s result for each of `runs` runs of `0..<records` (as even as can be), computed on threads of their
  /// own, in slot order; one run (when `runs` is 1 or less) is computed on the calling thread.
  static func map<Result>(records: Int, runs: Int, _ body: (Range<Int>) -> Result) -> [Result] {
    // One run needs no other thread.
    if runs <= 1 { return [body(0..<records)] }
    let bounds = (0...runs).map { records * $0 / runs }
    let results = ThreadResults<Result>(count: runs)
    DispatchQueue.concurrentPerform(iterations: runs) { run in
      results.store(body(bounds[run]..<bounds[run + 1]), at: run)
    }
    return (0..<runs).map { results.take($0) }
  }
}
