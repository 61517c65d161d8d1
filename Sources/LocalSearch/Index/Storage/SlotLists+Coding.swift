/// The flag of a slot-lists mode byte saying that every slot has exactly one value, so that no count is written.
private let oneValuePerSlot: UInt8 = 0x80

extension ByteWriter {
  /// Appends per-slot lists: a mode byte, 0 when every slot is empty (nothing follows) and `mode` (below 0x80)
  /// otherwise, then each slot's value count as a varint, and every value, slot after slot, as `value` writes it.
  /// When every slot has exactly one value, the mode byte has its top bit set and the counts are left out.
  mutating func slotLists<Element>(_ lists: SlotLists<Element>, mode: UInt8, _ value: (Element, inout ByteWriter) -> Void) {
    guard !lists.isEmpty else { return byte(0) }
    if lists.values.count == lists.count, lists.starts.indices.allSatisfy({ lists.starts[$0] == Int32($0) }) {
      byte(mode | oneValuePerSlot)
    } else {
      byte(mode)
      for slot in 0..<lists.count { varint(Int(lists.starts[slot + 1] - lists.starts[slot])) }
    }
    for element in lists.values { value(element, &self) }
  }
}

extension ByteReader {
  /// Reads per-slot lists of `slots` slots as ``ByteWriter/slotLists(_:mode:_:)`` wrote them, each value as `value`
  /// reads it given the mode byte (never 0).
  mutating func slotLists<Element>(slots: Int, _ value: (inout ByteReader, UInt8) throws -> Element) throws -> SlotLists<Element> {
    let written = try byte()
    guard written != 0 else { return SlotLists(starts: [Int32](repeating: 0, count: slots + 1), values: []) }
    let mode = written & ~oneValuePerSlot
    var starts: [Int32] = [0]
    starts.reserveCapacity(slots + 1)
    var total = 0
    if written & oneValuePerSlot != 0 {
      guard slots <= Int(Int32.max) else { throw damage("\(slots) slots, more than a column can number") }
      starts = (0...slots).map { Int32($0) }
      total = slots
    } else {
      for _ in 0..<slots {
        total += try int(atMost: min(remaining, Int(Int32.max) - total), "a slot's value count")
        starts.append(Int32(total))
      }
    }
    guard total <= remaining else { throw damage("\(total) values announced, \(remaining) bytes left") }
    var values: [Element] = []
    values.reserveCapacity(total)
    for _ in 0..<total { values.append(try value(&self, mode)) }
    return SlotLists(starts: starts, values: values)
  }
}
