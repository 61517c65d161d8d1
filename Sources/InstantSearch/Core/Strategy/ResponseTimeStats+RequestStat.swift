import Foundation

extension ResponseTimeStats {
  /// The timing of one request of an observed ``Searcher``: when it started, and when and how it ended.
  public final class RequestStat: NSObject {
    /// The request's process-wide sequence number.
    public let seqNo: Int
    /// When the request's search notification was observed.
    public let startDate: Date

    private let lock = NSLock()
    private var _stopDate: Date?
    private var _cancelled = false

    /// Creates the timing of a request; `stopDate` is given when the request had already ended.
    init(seqNo: Int, startDate: Date, stopDate: Date? = nil, cancelled: Bool = false) {
      self.seqNo = seqNo
      self.startDate = startDate
      _stopDate = stopDate
      _cancelled = cancelled
    }

    /// When the request's response or cancellation was observed; `nil` while it runs.
    public var stopDate: Date? { lock.withLock { _stopDate } }

    /// Whether the request ended by being cancelled.
    public var cancelled: Bool { lock.withLock { _cancelled } }

    /// How long the request took, or has taken so far while it runs, in seconds.
    public var duration: TimeInterval { (stopDate ?? Date()).timeIntervalSince(startDate) }

    /// Whether the request has not ended yet.
    public var running: Bool { stopDate == nil }

    /// Whether the request ended with a response (results or error) rather than a cancellation.
    public var completed: Bool { lock.withLock { _stopDate != nil && !_cancelled } }

    /// Ends the request unless it already ended; returns whether it did.
    func stop(at date: Date, cancelled: Bool) -> Bool {
      lock.withLock {
        guard _stopDate == nil else { return false }
        _stopDate = date
        _cancelled = cancelled
        return true
      }
    }
  }
}
