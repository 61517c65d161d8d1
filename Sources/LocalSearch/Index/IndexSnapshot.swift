/// An immutable, fully built state of an index: records, attribute table and term dictionary.
///
/// Searches read a snapshot without locking; every change to the index builds a new one, so concurrent
/// searches always see a consistent state.
final class IndexSnapshot: @unchecked Sendable {
  /// Records by slot (insertion order); `nil` for a deleted record's freed slot.
  let records: [StoredRecord?]
  /// Per slot: whether a record lives there.
  let isLive: [Bool]
  /// The searchable attributes, indexed by the ids postings carry.
  let attributes: [IndexedAttribute]
  /// Every word and its postings.
  let dictionary: TermDictionary
  /// What the index was built with.
  let configuration: IndexConfiguration
  /// Per faceting entry: the distinct values, so counts can be kept in arrays indexed by value id.
  let facetValueNames: [[String]]
  /// Per faceting entry, per slot: the ids of the record's values.
  let facetValueIDs: [SlotLists<Int32>]
  /// Per faceting entry, per slot: the record's numeric values (for `facets_stats`).
  let facetNumbers: [SlotLists<Double>]
  /// Per faceting entry, per value id: its rank in code-point order (for ties and `alpha` ordering).
  let facetValueRanks: [[Int32]]
  /// Sort ranks and distinct groups per record, built on first use.
  let columns = RecordColumns()

  init(records: [StoredRecord?], configuration: IndexConfiguration) {
    var builder = IndexBuilder(configuration: configuration)
    for (slot, record) in records.enumerated() {
      if let record { builder.add(record, slot: slot) }
    }
    self.records = records
    self.isLive = records.map { $0 != nil }
    self.attributes = builder.attributes
    self.dictionary = builder.dictionary()
    self.configuration = configuration
    let entries = configuration.faceting.count
    var tables = [[String: Int32]](repeating: [:], count: entries)
    var names = [[String]](repeating: [], count: entries)
    var ids = [[[Int32]]](repeating: [], count: entries)
    var numbers = [[[Double]]](repeating: [], count: entries)
    for record in records {
      let values = record.map { StoredRecord.facetValues(of: $0.json, configuration: configuration) }
      for entry in 0..<entries {
        ids[entry].append((values?.texts[entry] ?? []).map { value in
          if let id = tables[entry][value] { return id }
          let id = Int32(names[entry].count)
          tables[entry][value] = id
          names[entry].append(value)
          return id
        })
        numbers[entry].append(values?.numbers[entry] ?? [])
      }
    }
    self.facetNumbers = numbers.map(SlotLists.init)
    self.facetValueNames = names
    self.facetValueIDs = ids.map(SlotLists.init)
    self.facetValueRanks = names.map { values in
      var ranks = [Int32](repeating: 0, count: values.count)
      let order = values.indices.sorted { FacetCounter.precedes(values[$0], values[$1]) }
      for (rank, id) in order.enumerated() { ranks[id] = Int32(rank) }
      return ranks
    }
  }

  /// The slots of every live record, in insertion order.
  var liveSlots: [Int] { isLive.indices.filter { isLive[$0] } }
}
