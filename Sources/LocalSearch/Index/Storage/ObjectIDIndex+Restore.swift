extension ObjectIDIndex {
  /// `OIDS`: every bucket as a little-endian 8-byte word, in bucket order, then the hash seed as one more.
  func produceSection(_ append: (UnsafeRawBufferPointer) throws -> Void) throws {
    #if _endian(big)
      try (buckets + [hasher.seed]).map(\.littleEndian).withUnsafeBytes { try append($0) }
    #else
      try buckets.withUnsafeBytes { try append($0) }
      try withUnsafeBytes(of: hasher.seed) { try append($0) }
    #endif
  }

  /// The table `OIDS` held, its words read as `words` (the buckets then the seed), for the records `records`.
  ///
  /// Every bucket is checked before the table is used: the buckets are a power of two, at least 16; each one is
  /// empty (0), a removal mark (all ones) or names the slot of a live record (`hash << 32 | slot + 1`), no slot
  /// twice; every live record is named; and at least a quarter of the buckets are empty, so that every probe ends.
  /// A bucket's hash bits are not checked against its record's id: accidental damage fails the section's checksums,
  /// and a crafted table whose checksums hold can only make lookups miss, never read outside the records.
  ///
  /// - Throws: ``StorageDamage`` in section `OIDS`.
  init(restoring words: [UInt64], records: RecordTable) throws {
    #if _endian(big)
      var buckets = words.map { UInt64(littleEndian: $0) }
    #else
      var buckets = words
    #endif
    guard let seed = buckets.popLast(), buckets.count >= 16, buckets.count & (buckets.count - 1) == 0 else {
      throw StorageDamage(section: "OIDS", detail: "\(max(0, words.count - 1)) buckets, not a power of two from 16")
    }
    let (count, removedCount) = try Self.check(buckets, records: records)
    self.init(hasher: ObjectIDHash(seed: seed), buckets: buckets, count: count, removedCount: removedCount)
  }

  /// Whether the table agrees with `records` as a saved table must (``init(restoring:records:)``).
  func agrees(with records: RecordTable) -> Bool {
    (try? Self.check(buckets, records: records)) != nil
  }

  /// The ids and removal marks `buckets` hold, checked as ``init(restoring:records:)`` says.
  private static func check(_ buckets: [UInt64], records: RecordTable) throws -> (count: Int, removedCount: Int) {
    let spans = records.spans
    var named = [Bool](repeating: false, count: spans.count)
    var count = 0
    var removedCount = 0
    for (bucket, entry) in buckets.enumerated() where entry != 0 {
      if entry == Self.removed {
        removedCount += 1
        continue
      }
      let slot = Int(entry & 0xFFFF_FFFF) - 1
      guard slot >= 0, slot < spans.count, spans[slot] != nil, !named[slot] else {
        throw StorageDamage(section: "OIDS", detail: "bucket \(bucket) names slot \(slot): not a live record, or named before")
      }
      named[slot] = true
      count += 1
    }
    let live = spans.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    guard count == live else { throw StorageDamage(section: "OIDS", detail: "\(count) ids for \(live) records") }
    guard (count + removedCount) * 4 <= buckets.count * 3 else {
      throw StorageDamage(section: "OIDS", detail: "\(count + removedCount) of \(buckets.count) buckets taken, more than three quarters")
    }
    return (count, removedCount)
  }
}
