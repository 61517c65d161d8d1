/// The slot of each `objectID`, in an open-addressing table: a bucket holds a record's slot with 32 bits of
/// its id's hash, so the ids themselves are stored only in the records, which are read only when the hash bits
/// agree.
///
/// A value type, copied with the ``RecordStore`` it belongs to. Every method takes the table the slots refer
/// to; a slot's record must hold its id from its insertion until its removal.
struct ObjectIDIndex: Sendable {
  /// A bucket: `hash << 32 | slot + 1`; 0 when empty, ``removed`` for a removed id.
  static let removed = UInt64.max

  /// The buckets, a power of two of them, at most three quarters holding an id or a removal mark.
  private(set) var buckets = [UInt64](repeating: 0, count: 16)
  /// The number of ids.
  private(set) var count = 0
  /// The number of removal marks.
  private(set) var removedCount = 0
  /// The hash ids are filed under, random for a new table, kept by a saved one.
  let hasher: ObjectIDHash

  /// An empty table, hashing with `hasher`.
  init(hasher: ObjectIDHash = .random()) { self.hasher = hasher }

  /// A table of `buckets`, which hold `count` ids and `removedCount` removal marks and leave at least a quarter of
  /// the buckets empty, hashed with `hasher`; the caller has checked all that.
  init(hasher: ObjectIDHash, buckets: [UInt64], count: Int, removedCount: Int) {
    self.hasher = hasher
    self.buckets = buckets
    self.count = count
    self.removedCount = removedCount
  }

  /// The 32 bits of `id`'s hash the index keeps.
  func hash(_ id: String) -> UInt64 { hasher.hash(id) & 0xFFFF_FFFF }

  /// The 32 bits of the hash of the id whose UTF-8 bytes are `bytes` the index keeps.
  func hash(utf8 bytes: UnsafeRawBufferPointer) -> UInt64 { hasher.hash(bytes) & 0xFFFF_FFFF }

  /// The slot of `id`.
  func slot(of id: String, in records: RecordTable) -> Int? {
    bucket(of: id, in: records).map { Int(buckets[$0] & 0xFFFF_FFFF) - 1 }
  }

  /// The bucket holding `id`.
  private func bucket(of id: String, in records: RecordTable) -> Int? {
    let hash = hash(id)
    var bucket = Int(truncatingIfNeeded: hash) & (buckets.count - 1)
    while true {
      let entry = buckets[bucket]
      if entry == 0 { return nil }
      if entry != Self.removed, entry >> 32 == hash, records[Int(entry & 0xFFFF_FFFF) - 1]?.hasObjectID(id) == true {
        return bucket
      }
      bucket = (bucket + 1) & (buckets.count - 1)
    }
  }

  /// Makes room for `extra` more ids without growing in between.
  mutating func reserve(_ extra: Int) {
    if (count + removedCount + extra) * 4 > buckets.count * 3 { rehash(toHold: count + extra) }
  }

  /// The slot of `id`, whose ``hash(_:)`` is `hash`; when the index does not hold it, `nil`, having added it
  /// at `newSlot` (whose record must hold the id before the index is next read).
  mutating func slot(of id: String, hash: UInt64, orInsert newSlot: Int, in records: RecordTable) -> Int? {
    slot(hash: hash, orInsert: newSlot, in: records) { $0.hasObjectID(id) }
  }

  /// The slot of the record that `isTheID` accepts among those whose id's ``hash(_:)`` is `hash`; when there is none,
  /// `nil`, having added `newSlot` under `hash`.
  mutating func slot(hash: UInt64, orInsert newSlot: Int, in records: RecordTable, matching isTheID: (StoredRecord) -> Bool) -> Int? {
    reserve(1)
    var bucket = Int(truncatingIfNeeded: hash) & (buckets.count - 1)
    var firstRemoved: Int?
    while true {
      let entry = buckets[bucket]
      if entry == 0 { break }
      if entry == Self.removed {
        if firstRemoved == nil { firstRemoved = bucket }
      } else if entry >> 32 == hash, records[Int(entry & 0xFFFF_FFFF) - 1].map(isTheID) == true {
        return Int(entry & 0xFFFF_FFFF) - 1
      }
      bucket = (bucket + 1) & (buckets.count - 1)
    }
    if let firstRemoved {
      bucket = firstRemoved
      removedCount -= 1
    }
    buckets[bucket] = hash << 32 | UInt64(newSlot + 1)
    count += 1
    return nil
  }

  /// Removes `id`; its slot, or `nil` when it is not in the index.
  mutating func remove(_ id: String, in records: RecordTable) -> Int? {
    guard let bucket = bucket(of: id, in: records) else { return nil }
    let slot = Int(buckets[bucket] & 0xFFFF_FFFF) - 1
    buckets[bucket] = Self.removed
    count -= 1
    removedCount += 1
    return slot
  }

  /// Rebuilds the table with room for `ids` ids at most three quarters full, dropping removal marks.
  private mutating func rehash(toHold ids: Int) {
    var capacity = 16
    while capacity * 3 < ids * 4 + 4 { capacity *= 2 }
    let entries = buckets.filter { $0 != 0 && $0 != Self.removed }
    buckets = [UInt64](repeating: 0, count: capacity)
    removedCount = 0
    for entry in entries {
      var bucket = Int(truncatingIfNeeded: entry >> 32) & (capacity - 1)
      while buckets[bucket] != 0 { bucket = (bucket + 1) & (capacity - 1) }
      buckets[bucket] = entry
    }
  }
}
