import Foundation

extension DispatchQueue {
  /// The main queue's label, read once: reading a queue's label makes a new string each time.
  private static let mainLabel = DispatchQueue.main.label

  /// Whether this is the main queue and the caller is on the main thread, where the main queue's blocks run: work
  /// meant for the queue may run at once, within the caller's turn. Queues are compared by label, since
  /// `DispatchQueue.main` may be a new object on each read.
  var isMainAndCurrent: Bool { MainThread.isCurrent && label == Self.mainLabel }

  /// Runs `work` at once when ``isMainAndCurrent``, otherwise in a later block on this queue.
  func runNowOnMainOrAsync(_ work: @escaping () -> Void) {
    if isMainAndCurrent { work() } else { async(execute: work) }
  }
}

/// Whether the caller is on the main thread, without the two system calls Foundation's `Thread.isMainThread` makes
/// each time on Linux: the main thread is recorded the first time it asks, and later calls compare the current thread
/// with it.
enum MainThread {
  #if os(Linux)
    /// The main thread, once it has asked.
    private static let recorded = Locked<pthread_t?>(nil)
  #endif

  /// Whether the caller is on the main thread.
  static var isCurrent: Bool {
    #if os(Linux)
      let current = pthread_self()
      if let main = recorded.value { return pthread_equal(main, current) != 0 }
      guard Thread.isMainThread else { return false }
      recorded.value = current
      return true
    #else
      return Thread.isMainThread
    #endif
  }
}
