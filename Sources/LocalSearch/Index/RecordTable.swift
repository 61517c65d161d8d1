import InstantSearchCore

/// The records of an index by slot, as spans of the arena that holds their bytes.
///
/// A value type whose copies share the arena: a copy that appends or replaces records does not change what
/// another copy reads.
struct RecordTable: Sendable {
  /// Holds the bytes the spans point at.
  private(set) var arena: RecordArena
  /// Per slot, the record's bytes; `nil` for a freed slot.
  private(set) var spans: [RecordSpan?] = []
  /// The bytes of the live records.
  private(set) var liveBytes = 0

  init(arena: RecordArena = RecordArena()) {
    self.arena = arena
  }

  /// A table of records already in `arena`, by slot.
  init(arena: RecordArena, spans: [RecordSpan?]) {
    self.arena = arena
    self.spans = spans
    liveBytes = spans.reduce(0) { $0 + Int($1?.count ?? 0) }
  }

  /// The number of slots, freed ones included.
  var count: Int { spans.count }

  /// The record at `slot`; `nil` for a freed slot. It reads this table's arena, which must outlive it.
  subscript(slot: Int) -> StoredRecord? {
    spans[slot].map { StoredRecord($0, keys: UnsafePointer(arena.keys.names)) }
  }

  /// The record encoded at `span`, a span of this table's arena.
  func record(at span: RecordSpan) -> StoredRecord { StoredRecord(span, keys: UnsafePointer(arena.keys.names)) }

  /// Puts an encoded record (or `nil`, freeing the slot) at `slot`; `slot == count` adds a slot.
  mutating func set(_ slot: Int, to span: RecordSpan?) {
    if slot == spans.count {
      spans.append(span)
    } else {
      liveBytes -= spans[slot].map { Int($0.count) } ?? 0
      spans[slot] = span
    }
    liveBytes += span.map { Int($0.count) } ?? 0
  }

  /// Whether more than half of the arena holds records since replaced or deleted.
  var isMostlyGarbage: Bool { arena.usedBytes > 2 * liveBytes + RecordArena.chunkSize }

  /// The same records, copied into a new arena (numbering names as this one does) without the bytes of replaced
  /// and deleted ones.
  func compacted() -> RecordTable {
    var table = RecordTable(arena: RecordArena(keys: arena.keys))
    table.spans.reserveCapacity(spans.count)
    let arena = table.arena
    for span in spans {
      table.set(table.count, to: span.map { arena.append(UnsafeRawBufferPointer(start: $0.start, count: Int($0.count))) })
    }
    return table
  }
}
