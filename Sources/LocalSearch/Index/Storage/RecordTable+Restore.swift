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
    var offset = 0
    let spans = lengths.map { length -> RecordSpan? in
      defer { offset += Int(length) }
      return bytes.baseAddress.flatMap { length > 0 ? RecordSpan(start: $0 + offset, count: length) : nil }
    }
    // Checked on every core; the first invalid record in slot order is reported.
    let names = UnsafePointer(keys.names)
    let nameCount = keys.count
    let objectIDNumber = RecordWalker.objectIDNumber(names: names, nameCount: nameCount)
    let runs = ParallelRuns.map(records: spans.count, runs: ParallelRuns.count(records: spans.count, smallestRun: 10_000)) { run in
      Result {
        for slot in run {
          guard let span = spans[slot] else { continue }
          let record = UnsafeRawBufferPointer(start: span.start, count: Int(span.count))
          // Walked once; only a record the walker refuses is walked again to say what is wrong.
          if RecordWalker.isValid(record, names: names, nameCount: nameCount, objectIDNumber: objectIDNumber) { continue }
          do {
            try RecordEncoding.validate(record: record, names: names, nameCount: nameCount, section: "ARNA")
          } catch let damage as StorageDamage {
            throw StorageDamage(section: damage.section, detail: "the record at slot \(slot): \(damage.detail)")
          }
        }
      }
    }
    for run in runs { try run.get() }
    return RecordTable(arena: arena, spans: spans)
  }
}
