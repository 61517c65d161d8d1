import Foundation

/// Runs work after a delay on a clock of its own: the one mechanism the timing parts of both layers (debouncers,
/// the v1 throttler, the search box's debounce, the v1 progress controller's grace delay) wait with.
///
/// In an application the clock is real time (``DispatchQueueScheduler``, or v1's run-loop scheduler); tests give
/// the same parts a manual scheduler whose time they advance, so they never sleep.
public protocol Scheduler: AnyObject, Sendable {
  /// The scheduler's current time, in seconds; only differences between two readings mean something.
  var now: TimeInterval { get }

  /// Runs `work` once `delay` seconds have passed on the scheduler's clock, where the scheduler runs its work;
  /// never on the caller's stack.
  ///
  /// - Returns: A handle; cancelling it before the work ran keeps it from running and releases it.
  @discardableResult
  func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> Cancellable
}

/// A scheduler on real time that runs its work on a dispatch queue.
public final class DispatchQueueScheduler: Scheduler, @unchecked Sendable {
  // @unchecked: its only stored property is a constant queue.

  /// Where the work runs.
  public let queue: DispatchQueue

  /// A scheduler running work on `queue` (main by default).
  public init(queue: DispatchQueue = .main) { self.queue = queue }

  /// Seconds of uptime.
  public var now: TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }

  @discardableResult
  public func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> Cancellable {
    let item = DispatchWorkItem(block: work)
    queue.asyncAfter(deadline: .now() + max(0, delay), execute: item)
    return ScheduledWorkItem(item)
  }

  private final class ScheduledWorkItem: Cancellable, @unchecked Sendable {
    // @unchecked: `DispatchWorkItem.cancel()` may be called from any thread.
    private let item: DispatchWorkItem
    init(_ item: DispatchWorkItem) { self.item = item }
    func cancel() { item.cancel() }
  }
}
