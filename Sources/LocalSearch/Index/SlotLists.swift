/// A short list of values per record slot, kept in two flat arrays (where each slot's values start, and
/// all the values end to end) instead of one array per slot.
struct SlotLists<Element: Sendable>: Sendable {
  /// `starts[slot]..<starts[slot + 1]` is the slot's range in `values`.
  private(set) var starts: [Int32]
  /// Every slot's values, end to end.
  private(set) var values: [Element]

  /// No slots.
  init() {
    starts = [0]
    values = []
  }

  /// Slots whose values are `values[starts[slot]..<starts[slot + 1]]`; `starts` begins with 0, never decreases and
  /// ends with `values.count`.
  init(starts: [Int32], values: [Element]) {
    self.starts = starts
    self.values = values
  }

  /// Adds a slot at the end with these values.
  mutating func appendSlot<Values: Sequence<Element>>(_ list: Values) {
    values.append(contentsOf: list)
    starts.append(Int32(values.count))
  }

  /// Adds the slots of `other` at the end, each value passed through `transform`.
  mutating func append(_ other: SlotLists, transform: (Element) -> Element) {
    let base = Int32(values.count)
    values.reserveCapacity(values.count + other.values.count)
    for value in other.values { values.append(transform(value)) }
    starts.reserveCapacity(starts.count + other.count)
    for start in other.starts.dropFirst() { starts.append(base + start) }
  }

  /// Whether no slot has a value.
  var isEmpty: Bool { values.isEmpty }

  /// The number of slots.
  var count: Int { starts.count - 1 }

  /// The values of `slot`.
  subscript(slot: Int) -> ArraySlice<Element> { values[Int(starts[slot])..<Int(starts[slot + 1])] }

  /// Calls `body` with each value of each slot in `slots`, in order, reading the flat arrays directly.
  func forEachValue(in slots: [Int], _ body: (Element) -> Void) {
    starts.withUnsafeBufferPointer { starts in
      values.withUnsafeBufferPointer { values in
        for slot in slots {
          for position in Int(starts[slot])..<Int(starts[slot + 1]) { body(values[position]) }
        }
      }
    }
  }

  /// Gives `slot` these values; `slot == count` adds a slot at the end.
  mutating func set(_ slot: Int, to list: [Element]) {
    if slot == count {
      values.append(contentsOf: list)
      starts.append(Int32(values.count))
      return
    }
    let range = Int(starts[slot])..<Int(starts[slot + 1])
    values.replaceSubrange(range, with: list)
    let shift = Int32(list.count - range.count)
    guard shift != 0 else { return }
    for later in (slot + 1)..<starts.count { starts[later] += shift }
  }
}
