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
  /// The total cost of the values stored.
  private var stored = 0
  /// The largest total cost kept at once.
  let limit: Int
  /// What a value costs towards the limit.
  private let cost: @Sendable (Value) -> Int

  /// - Parameter cost: what a value costs towards `limit`; 1 by default, making the limit a number of values.
  init(limit: Int, cost: @escaping @Sendable (Value) -> Int = { _ in 1 }) {
    self.limit = limit
    self.cost = cost
  }

  /// The value stored for `key`, made by `make` and stored when there is none. Two searches missing the same key
  /// at once may both make it; either value is the same.
  func value(for key: Key, make: () -> Value) -> Value {
    if let value = lock.withLock({ values[key] }) { return value }
    let value = make()
    let cost = max(1, cost(value))
    guard cost <= limit else { return value }
    lock.withLock {
      if stored + cost > limit {
        values.removeAll(keepingCapacity: true)
        stored = 0
      }
      if values.updateValue(value, forKey: key) == nil { stored += cost }
    }
    return value
  }

  /// The number of values stored.
  var count: Int { lock.withLock { values.count } }

  /// Forgets the value stored for `key`.
  func remove(_ key: Key) {
    lock.withLock {
      if let value = values.removeValue(forKey: key) { stored -= max(1, cost(value)) }
    }
  }

  /// Forgets the values whose keys satisfy `condition`.
  func removeAll(where condition: (Key) -> Bool) {
    lock.withLock {
      for key in values.keys.filter(condition) {
        if let value = values.removeValue(forKey: key) { stored -= max(1, cost(value)) }
      }
    }
  }

  /// Forgets every value.
  func removeAll() {
    lock.withLock {
      values.removeAll()
      stored = 0
    }
  }
}
