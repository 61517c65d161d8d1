/// A set of slots of a snapshot as one bit per slot.
struct SlotBitmap: Sendable {
  private var words: [UInt64]
  /// The number of slots the set ranges over.
  let count: Int

  /// No slot of `count`.
  init(count: Int) {
    self.count = count
    words = [UInt64](repeating: 0, count: (count + 63) / 64)
  }

  /// The slots `flags` sets.
  init(_ flags: [Bool]) {
    self.init(count: flags.count)
    for (slot, flag) in flags.enumerated() where flag { insert(slot) }
  }

  /// Adds `slot`.
  mutating func insert(_ slot: Int) { words[slot >> 6] |= 1 << UInt64(slot & 63) }

  /// Whether `slot` is in the set; slots past ``count`` are not.
  func contains(_ slot: Int) -> Bool { slot < count && words[slot >> 6] & (1 << UInt64(slot & 63)) != 0 }

  /// Keeps the slots also in `other`.
  mutating func formIntersection(_ other: SlotBitmap) {
    for index in words.indices { words[index] &= index < other.words.count ? other.words[index] : 0 }
  }

  /// Adds the slots of `other` below ``count``.
  mutating func formUnion(_ other: SlotBitmap) {
    for index in words.indices where index < other.words.count { words[index] |= other.words[index] }
    clearPastCount()
  }

  /// The slots of `count` not in the set.
  mutating func complement() {
    for index in words.indices { words[index] = ~words[index] }
    clearPastCount()
  }

  private mutating func clearPastCount() {
    let used = count & 63
    if used != 0 { words[words.count - 1] &= (1 << UInt64(used)) - 1 }
  }
}
