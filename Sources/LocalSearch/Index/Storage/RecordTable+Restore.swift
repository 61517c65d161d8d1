extension RecordTable {
  /// The records of a saved index, in a new arena numbering names in `keys`: `lengths[slot]` bytes for the record
  /// at each slot (0 for a freed slot), end to end in slot order in the bytes `fill` writes.
  ///
  /// Every record is checked (``RecordEncoding/validate(record:names:nameCount:section:)``) before the table
  /// reads it.
  ///
  /// - Throws: What `fill` throws, or ``StorageDamage`` in section `ARNA` naming the first invalid record's slot.
  static func loading(keys: RecordKeys, lengths: [UInt32], fill: (UnsafeMutableRawBufferPointer) throws -> Void) throws -> RecordTable {
    let arena = try RecordArena(keys: keys, loading: lengths.reduce(0) { $0 + Int($1) }, fill: fill)
    let bytes = arena.loadedBytes
    let names = UnsafePointer(keys.names)
    var spans: [RecordSpan?] = []
    spans.reserveCapacity(lengths.count)
    var offset = 0
    for (slot, length) in lengths.enumerated() {
      let record = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + Int(length)])
      guard let start = record.baseAddress, length > 0 else {
        spans.append(nil)
        continue
      }
      do {
        try RecordEncoding.validate(record: record, names: names, nameCount: keys.count, section: "ARNA")
      } catch let damage as StorageDamage {
        throw StorageDamage(section: damage.section, detail: "the record at slot \(slot): \(damage.detail)")
      }
      spans.append(RecordSpan(start: start, count: length))
      offset += Int(length)
    }
    return RecordTable(arena: arena, spans: spans)
  }
}
