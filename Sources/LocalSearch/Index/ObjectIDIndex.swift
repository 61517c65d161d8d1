/// The slot of each `objectID`, in an open-addressing table of slot numbers: an id is hashed, and compared
/// with the `objectID` its candidate record holds, so the ids themselves are stored only in the records.
///
/// A value type, copied with the ``RecordStore`` it belongs to. Every method takes the table the slots refer
/// to; a slot's record must hold its id from its insertion until its removal.
struct ObjectIDIndex: Sendable {
  private static let empty: Int32 = -1
  private static let removed: Int32 = -2

  /// Slots by bucket; ``empty`` or ``removed`` where none.
  private var buckets = [Int32](repeating: ObjectIDIndex.empty, count: 16)
  /// The number of ids.
  private(set) var count = 0
  private var removedCount = 0

  /// The slot of `id`.
  func slot(of id: String, in records: RecordTable) -> Int? {
    var bucket = firstBucket(of: id)
    while true {
      let slot = buckets[bucket]
      if slot == Self.empty { return nil }
      if slot >= 0, records[Int(slot)]?.hasObjectID(id) == true { return Int(slot) }
      bucket = (bucket + 1) & (buckets.count - 1)
    }
  }

  /// Adds `id`, which is not in the index, at `slot`.
  mutating func insert(_ id: String, slot: Int, in records: RecordTable) {
    if (count + removedCount + 1) * 4 > buckets.count * 3 { rehash(in: records) }
    var bucket = firstBucket(of: id)
    while buckets[bucket] >= 0 { bucket = (bucket + 1) & (buckets.count - 1) }
    if buckets[bucket] == Self.removed { removedCount -= 1 }
    buckets[bucket] = Int32(slot)
    count += 1
  }

  /// Removes `id`; its slot, or `nil` when it is not in the index.
  mutating func remove(_ id: String, in records: RecordTable) -> Int? {
    var bucket = firstBucket(of: id)
    while true {
      let slot = buckets[bucket]
      if slot == Self.empty { return nil }
      if slot >= 0, records[Int(slot)]?.hasObjectID(id) == true {
        buckets[bucket] = Self.removed
        count -= 1
        removedCount += 1
        return Int(slot)
      }
      bucket = (bucket + 1) & (buckets.count - 1)
    }
  }

  private func firstBucket(of id: String) -> Int { id.hashValue & (buckets.count - 1) }

  /// Rebuilds the table with room for twice the ids, dropping removal marks.
  private mutating func rehash(in records: RecordTable) {
    var capacity = 16
    while capacity * 3 < (count + 1) * 8 { capacity *= 2 }
    let slots = buckets.filter { $0 >= 0 }
    buckets = [Int32](repeating: Self.empty, count: capacity)
    removedCount = 0
    for slot in slots {
      var bucket = firstBucket(of: records[Int(slot)]!.objectID)
      while buckets[bucket] >= 0 { bucket = (bucket + 1) & (capacity - 1) }
      buckets[bucket] = slot
    }
  }
}
