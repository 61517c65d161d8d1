/// An immutable, fully built state of an index: records, attribute table and term dictionary.
///
/// Searches read a snapshot without locking; every change to the index builds a new one, so concurrent
/// searches always see a consistent state.
final class IndexSnapshot: @unchecked Sendable {
  /// Records by slot (insertion order); `nil` for a deleted record's freed slot.
  let records: [StoredRecord?]
  /// Slot of each `objectID`.
  let slots: [String: Int]
  /// The searchable attributes, indexed by the ids postings carry.
  let attributes: [IndexedAttribute]
  /// Every word and its postings.
  let dictionary: TermDictionary
  /// What the index was built with.
  let configuration: IndexConfiguration

  init(records: [StoredRecord?], slots: [String: Int], configuration: IndexConfiguration) {
    var builder = IndexBuilder(configuration: configuration)
    for (slot, record) in records.enumerated() {
      if let record { builder.add(record, slot: slot) }
    }
    self.records = records
    self.slots = slots
    self.attributes = builder.attributes
    self.dictionary = builder.dictionary()
    self.configuration = configuration
  }

  /// The slots of every live record, in insertion order.
  var liveSlots: [Int] { records.indices.filter { records[$0] != nil } }
}
