import Foundation
import InstantSearchCore

extension ResponseTimeStats {
  /// The timing of one request of an observed ``Searcher``: when it started, and when and how it ended.
  ///
  /// Times are read on the stats' ``ResponseTimeStats/scheduler``; the dates are those times as dates.
  public final class RequestStat: NSObject {
    /// The request's process-wide sequence number.
    public let seqNo: Int
    /// When the request's search notification was observed, on the stats' clock.
    public let startTime: TimeInterval

    private let clock: Scheduler
    private let clockAtReferenceDate: TimeInterval
    private let lock = NSLock()
    private var _stopTime: TimeInterval?
    private var _cancelled = false

    /// Creates the timing of a request on the clock of some stats; `stop` is given when the request had already
    /// ended.
    init(seqNo: Int, stats: ResponseTimeStats, start: TimeInterval, stop: TimeInterval? = nil, cancelled: Bool = false) {
      self.seqNo = seqNo
      clock = stats.scheduler
      clockAtReferenceDate = stats.clockAtReferenceDate
      startTime = start
      _stopTime = stop
      _cancelled = cancelled
    }

    /// When the request's search notification was observed.
    public var startDate: Date { date(at: startTime) }

    /// When the request's response or cancellation was observed, on the stats' clock; `nil` while it runs.
    public var stopTime: TimeInterval? { lock.withLock { _stopTime } }

    /// When the request's response or cancellation was observed; `nil` while it runs.
    public var stopDate: Date? { stopTime.map(date(at:)) }

    /// Whether the request ended by being cancelled.
    public var cancelled: Bool { lock.withLock { _cancelled } }

    /// How long the request took, or has taken so far while it runs, in seconds.
    public var duration: TimeInterval { (stopTime ?? clock.now) - startTime }

    /// Whether the request has not ended yet.
    public var running: Bool { stopTime == nil }

    /// Whether the request ended with a response (results or error) rather than a cancellation.
    public var completed: Bool { lock.withLock { _stopTime != nil && !_cancelled } }

    /// Ends the request at a time of the stats' clock unless it already ended; returns whether it did.
    func stop(at time: TimeInterval, cancelled: Bool) -> Bool {
      lock.withLock {
        guard _stopTime == nil else { return false }
        _stopTime = time
        _cancelled = cancelled
        return true
      }
    }

    /// The date a reading of the stats' clock stands for.
    private func date(at time: TimeInterval) -> Date { Date(timeIntervalSinceReferenceDate: time - clockAtReferenceDate) }
  }
}
