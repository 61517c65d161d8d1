import Foundation

/// A bounded cache of values derived from a snapshot's records, shared by every search that reads the snapshot.
///
/// A value depends only on the snapshot (a decoded record, a highlight tree with nothing matched), never on a
/// request, so hits that come back in later searches reuse it. The snapshot empties the cache whenever it changes
/// a record in place. When full, the cache empties before storing more: the hits a workload shows repeat within a
/// working set far smaller than the limit, and keeping usage counts would cost every lookup.
final class SnapshotCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {  // state behind `lock`
  private let lock = NSLock()
  private var values: [Key: Value] = [:]
  /// The most values kept at once.
  let limit: Int

  init(limit: Int) {
    self.limit = limit
  }

  /// The value stored for `key`, made by `make` and stored when there is none. Two searches missing the same key
  /// at once may both make it; either value is the same.
  func value(for key: Key, make: () -> Value) -> Value {
    if let value = lock.withLock({ values[key] }) { return value }
    let value = make()
    lock.withLock {
      if values.count >= limit { values.removeAll(keepingCapacity: true) }
      values[key] = value
    }
    return value
  }

  /// The number of values stored.
  var count: Int { lock.withLock { values.count } }

  /// Forgets every value.
  func removeAll() {
    lock.withLock { values.removeAll() }
  }
}
