import Foundation

/// What a ``LocalClient`` keeps about its writes: the lock that makes them one at a time, the last task id, and when
/// each index was created and last changed.
final class IndexingLedger: @unchecked Sendable {
  // @unchecked: the mutable members are used only under `lock`.
  private let lock = NSLock()
  private var lastTaskID = 0
  private var dates: [String: (createdAt: Date, updatedAt: Date)] = [:]
  /// When the client started: the creation date of the indices it was given.
  private let started = Date()

  /// Runs `body` alone among the client's writes.
  func serialised<T>(_ body: () throws -> T) rethrows -> T {
    try lock.withLock { try body() }
  }

  /// A new task id, after noting that `indexNames` changed now.
  ///
  /// Called inside ``serialised(_:)``, whose lock it does not take again: the ids follow the order of the writes.
  func task(changing indexNames: [String], at date: Date) -> Int {
    for name in indexNames {
      let created = dates[name]?.createdAt ?? date
      dates[name] = (created, date)
    }
    lastTaskID += 1
    return lastTaskID
  }

  /// Forgets an index's dates (the index was removed).
  func forget(_ indexName: String) {
    dates[indexName] = nil
  }

  /// Whether the client handed out this task id.
  func knows(taskID: Int) -> Bool {
    lock.withLock { taskID >= 1 && taskID <= lastTaskID }
  }

  /// When an index was created and last changed; the client's start for an index it was given and never changed.
  func dates(of indexName: String) -> (createdAt: Date, updatedAt: Date) {
    lock.withLock { dates[indexName] ?? (started, started) }
  }
}
