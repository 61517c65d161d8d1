/// One occurrence of a word in a record: which record, which attribute value, which position.
struct Posting: Hashable, Sendable {
  /// The record's slot in insertion order.
  let slot: Int32
  /// The searchable attribute it was found in: an index into the index's attribute table.
  let attribute: UInt16
  /// The array element (or 0 for a scalar value) the word belongs to, within that attribute.
  let element: UInt16
  /// The word's position in the attribute value, continuing across array elements.
  let position: UInt16
  /// Whether the value (string or array element) consists of this single word.
  let isSoleWord: Bool
}
