extension ByteWriter {
  /// Appends per-slot lists: a mode byte, 0 when every slot is empty (nothing follows) and `mode` otherwise, then
  /// each slot's value count as a varint and every value, slot after slot, as `value` writes it.
  mutating func slotLists<Element>(_ lists: SlotLists<Element>, mode: UInt8, _ value: (Element, inout ByteWriter) -> Void) {
    guard !lists.isEmpty else { return byte(0) }
    byte(mode)
    for slot in 0..<lists.count { varint(Int(lists.starts[slot + 1] - lists.starts[slot])) }
    for element in lists.values { value(element, &self) }
  }
}

extension ByteReader {
  /// Reads per-slot lists of `slots` slots as ``ByteWriter/slotLists(_:mode:_:)`` wrote them, each value as `value`
  /// reads it given the mode byte (never 0).
  mutating func slotLists<Element>(slots: Int, _ value: (inout ByteReader, UInt8) throws -> Element) throws -> SlotLists<Element> {
    let mode = try byte()
    guard mode != 0 else { return SlotLists(starts: [Int32](repeating: 0, count: slots + 1), values: []) }
    var starts: [Int32] = [0]
    starts.reserveCapacity(slots + 1)
    var total = 0
    for _ in 0..<slots {
      total += try int(atMost: min(remaining, Int(Int32.max) - total), "a slot's value count")
      starts.append(Int32(total))
    }
    guard total <= remaining else { throw damage("\(total) values announced, \(remaining) bytes left") }
    var values: [Element] = []
    values.reserveCapacity(total)
    for _ in 0..<total { values.append(try value(&self, mode)) }
    return SlotLists(starts: starts, values: values)
  }
}
