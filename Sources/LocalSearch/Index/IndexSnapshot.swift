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
    var names: [[String]] = []
    var ids: [[[Int32]]] = []
    for entry in configuration.faceting.indices {
      var table: [String: Int32] = [:]
      var values: [String] = []
      ids.append(records.map { record in
        (record?.facetValues[entry] ?? []).map { value in
          if let id = table[value] { return id }
          let id = Int32(values.count)
          table[value] = id
          values.append(value)
          return id
        }
      })
      names.append(values)
    }
    self.facetNumbers = configuration.faceting.indices.map { entry in
      SlotLists(records.map { $0?.numericFacetValues[entry] ?? [] })
    }
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
