import Foundation

// Choosing the mode from the recent response times.
extension AdaptiveNetworkStrategy {
  /// The averages one evaluation reads.
  struct Measure {
    /// The average duration of the last requests, running and cancelled ones included.
    let overall: TimeInterval
    /// The average duration of the last completed requests; 0 when there is none.
    let completed: TimeInterval
    /// Whether the very last request completed under the throttle threshold.
    let lastWasQuick: Bool

    init(_ stats: [ResponseTimeStats.RequestStat], windowSize: Int, throttleThreshold: TimeInterval) {
      let window = max(windowSize, 0)
      overall = Measure.average(stats.suffix(window))
      completed = Measure.average(stats.filter(\.completed).suffix(window))
      lastWasQuick = stats.last.map { $0.completed && $0.duration < throttleThreshold } ?? false
    }

    /// The slower of the two averages.
    var worst: TimeInterval { max(overall, completed) }

    /// The mode these times call for.
    func mode(throttleThreshold: TimeInterval, manualThreshold: TimeInterval) -> Mode {
      if lastWasQuick || worst < throttleThreshold { return .Realtime }
      return worst < manualThreshold ? .Throttled : .Manual
    }

    /// The delay between throttled searches these times call for.
    func throttleDelay(throttleThreshold: TimeInterval) -> TimeInterval { max(completed, throttleThreshold) }

    private static func average(_ stats: ArraySlice<ResponseTimeStats.RequestStat>) -> TimeInterval {
      stats.isEmpty ? 0 : stats.map(\.duration).reduce(0, +) / Double(stats.count)
    }
  }
}
