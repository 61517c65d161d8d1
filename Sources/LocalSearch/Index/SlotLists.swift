/// A short list of values per record slot, kept in two flat arrays (where each slot's values start, and
/// all the values end to end) instead of one array per slot.
struct SlotLists<Element: Sendable>: Sendable {
  /// `starts[slot]..<starts[slot + 1]` is the slot's range in `values`.
  private let starts: [Int32]
  private let values: [Element]

  init(_ lists: [[Element]]) {
    var starts: [Int32] = [0]
    starts.reserveCapacity(lists.count + 1)
    var values: [Element] = []
    values.reserveCapacity(lists.reduce(0) { $0 + $1.count })
    for list in lists {
      values.append(contentsOf: list)
      starts.append(Int32(values.count))
    }
    self.starts = starts
    self.values = values
  }

  /// The values of `slot`.
  subscript(slot: Int) -> ArraySlice<Element> { values[Int(starts[slot])..<Int(starts[slot + 1])] }
}
