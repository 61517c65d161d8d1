import InstantSearchCore

/// A fully built state of an index: records, attribute table and term dictionary.
///
/// Searches read a snapshot without locking. The index changes a snapshot in place (``update(slot:with:)``)
/// only while it holds the index lock and no search holds the snapshot; otherwise it changes a ``copy()``,
/// so concurrent searches always see a consistent state.
final class IndexSnapshot: @unchecked Sendable {  // mutated only under the index lock while uniquely referenced
  /// Records by slot (insertion order); `nil` for a deleted record's freed slot.
  private(set) var records: RecordTable
  /// Per slot: whether a record lives there.
  private(set) var isLive: [Bool]
  /// Whether some slot is freed (not live).
  var hasFreedSlots: Bool { liveCount < isLive.count }
  /// The number of live slots.
  private(set) var liveCount: Int
  /// The searchable attributes, indexed by the ids postings carry.
  private(set) var attributes: [IndexedAttribute]
  /// Every word and its postings.
  private(set) var dictionary: TermDictionary
  /// What the index was built with.
  let configuration: IndexConfiguration
  /// Per faceting entry: the distinct values, so counts can be kept in arrays indexed by value id.
  private(set) var facetValueNames: [[String]]
  /// Per faceting entry, per slot: the ids of the record's values.
  private(set) var facetValueIDs: [SlotLists<Int32>]
  /// Per faceting entry, per slot: the record's numeric values (for `facets_stats`).
  private(set) var facetNumbers: [SlotLists<Double>]
  /// Per faceting entry, per value id: its rank in code-point order (for ties and `alpha` ordering).
  private(set) var facetValueRanks: [[Int32]]
  /// Per faceting entry: the id of each value and the ids in rank order, built at the first update.
  private var facetValueLookup: (ids: [[String: Int32]], order: [[Int32]])?
  /// Per slot: the record's locations (`_geoloc`).
  private(set) var geolocationLists: SlotLists<Point>
  /// Sort ranks and distinct groups per record, built on first use.
  private(set) var columns: RecordColumns
  /// Records decoded for hits, by slot.
  let decodedRecords = SnapshotCache<Int, JSON>(limit: 2_048)
  /// Highlight trees of records with nothing matched, for the fixed highlight selections of requests.
  let unmatchedHighlights = SnapshotCache<UnmatchedHighlight.Key, UnmatchedHighlight>(limit: 2_048)
  /// The dictionary terms query words match, up to a quarter of a million terms in all (every keystroke prefix
  /// of a short word is looked up again and again).
  let termLookups = SnapshotCache<TermLookupKey, [(term: Int, match: WordMatch)]>(limit: 1 << 18) { $0.count }
  /// Where the words of multi-word synonym alternatives stand consecutively, by the words; emptied whenever a record
  /// changes.
  let phraseOccurrences = SnapshotCache<[String], [Posting]>(limit: 1 << 20) { $0.count }
  /// Per faceting entry and number of distinct values: each value's normalised words, for the `{facet:…}`
  /// placeholders of rule patterns.
  let facetPhrases = SnapshotCache<[Int], [[String]: String]>(limit: 1 << 16) { $0.count }

  /// The live slots as a bitmap, under key 0; emptied whenever a record changes.
  private let liveBitmap = SnapshotCache<Int, SlotBitmap>(limit: 1)
  /// Per faceting entry: the live slots holding each value, by value id; emptied whenever a record changes.
  private let facetValueSlots = SnapshotCache<Int, SlotLists<Int32>>(limit: 1 << 24) { $0.values.count }

  /// Per faceting entry and number of distinct values: the value ids by lower-cased name, and by number for the
  /// names that read as one, for binding facet filters to the columns.
  let facetNameIndex = SnapshotCache<[Int], FacetNameIndex>(limit: 1 << 20) { $0.lowered.count }

  /// The facet names of one faceting entry, indexed as facet filters compare them.
  struct FacetNameIndex: Sendable {
    /// The ids of the names, by the name lower-cased.
    var lowered: [String: [Int32]] = [:]
    /// The ids of the names that read as a number, by that number.
    var numbers: [Double: [Int32]] = [:]
  }

  /// `test` bound to the column of faceting entry `entry`: the ids of the values it equals, found through the
  /// entry's name index.
  func facetColumnTest(_ test: FacetFilterTest, entry: Int) -> FacetColumnTest {
    let names = facetValueNames[entry]
    let index = facetNameIndex.value(for: [entry, names.count]) {
      var index = FacetNameIndex()
      for (id, name) in names.enumerated() {
        index.lowered[name.lowercased(), default: []].append(Int32(id))
        if let number = FilterNumber.parse(name) { index.numbers[number, default: []].append(Int32(id)) }
      }
      return index
    }
    var equals = [Bool](repeating: false, count: names.count)
    // The candidates the index gives are checked with the filter's own comparison.
    for id in (index.lowered[test.loweredValue] ?? []) + (test.numericValue.flatMap { index.numbers[$0] } ?? [])
    where test.equals(.string(names[Int(id)])) {
      equals[Int(id)] = true
    }
    return FacetColumnTest(test, snapshot: self, entry: entry, equalsValue: equals)
  }

  /// The live slots holding each value of faceting entry `entry`, by value id, in ascending order.
  func slotsByFacetValue(entry: Int) -> SlotLists<Int32> {
    facetValueSlots.value(for: entry) {
      let ids = facetValueIDs[entry]
      var counts = [Int32](repeating: 0, count: facetValueNames[entry].count + 1)
      for slot in 0..<ids.count where isLive[slot] {
        for id in ids[slot] { counts[Int(id) + 1] += 1 }
      }
      for id in counts.indices.dropFirst() { counts[id] += counts[id - 1] }
      var next = counts.dropLast().map(Int.init)
      var slots = [Int32](repeating: 0, count: Int(counts.last ?? 0))
      for slot in 0..<ids.count where isLive[slot] {
        for id in ids[slot] {
          slots[next[Int(id)]] = Int32(slot)
          next[Int(id)] += 1
        }
      }
      return SlotLists(starts: counts, values: slots)
    }
  }

  /// The values of faceting entry `entry` by their words as `tokenizer` splits and normalises them.
  func facetPhrases(entry: Int, tokenizer: Tokenizer) -> [[String]: String] {
    let names = facetValueNames[entry]
    return facetPhrases.value(for: [entry, names.count]) {
      var phrases: [[String]: String] = [:]
      for name in names {
        let words = tokenizer.words(name)
        if !words.isEmpty, phrases[words] == nil { phrases[words] = name }
      }
      return phrases
    }
  }

  init(records: RecordTable, configuration: IndexConfiguration) {
    var built = SnapshotPart.build(records: records, configuration: configuration)
    self.records = records
    self.isLive = records.spans.map { $0 != nil }
    self.liveCount = records.spans.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    self.attributes = built.builder.attributes
    self.dictionary = built.builder.takeDictionary()
    self.configuration = configuration
    self.columns = RecordColumns(normalizer: configuration.tokenizer.normalizer)
    self.geolocationLists = built.geolocations
    self.facetNumbers = built.facetNumbers
    self.facetValueNames = built.facetValueNames
    self.facetValueIDs = built.facetValueIDs
    self.facetValueRanks = built.facetValueNames.map { values in
      var ranks = [Int32](repeating: 0, count: values.count)
      let order = values.indices.sorted { FacetCounter.precedes(values[$0], values[$1]) }
      for (rank, id) in order.enumerated() { ranks[id] = Int32(rank) }
      return ranks
    }
  }

  /// A snapshot made of the parts a saved index kept, which agree with one another and with `records` as a build
  /// would have made them; the caches start empty.
  init(restoring parts: IndexParts, configuration: IndexConfiguration) {
    records = parts.records
    isLive = parts.records.spans.map { $0 != nil }
    liveCount = parts.records.spans.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    attributes = parts.attributes
    dictionary = parts.dictionary
    self.configuration = configuration
    facetValueNames = parts.facets.map(\.names)
    facetValueIDs = parts.facets.map(\.ids)
    facetNumbers = parts.facets.map(\.numbers)
    facetValueRanks = parts.facets.map(\.ranks)
    geolocationLists = parts.geolocations
    columns = RecordColumns(normalizer: configuration.tokenizer.normalizer, sortColumns: parts.sortColumns, distinctColumns: parts.distinctColumns)
  }

  private init(copying other: IndexSnapshot) {
    records = other.records
    isLive = other.isLive
    liveCount = other.liveCount
    attributes = other.attributes
    dictionary = other.dictionary
    configuration = other.configuration
    facetValueNames = other.facetValueNames
    facetValueIDs = other.facetValueIDs
    facetNumbers = other.facetNumbers
    facetValueRanks = other.facetValueRanks
    facetValueLookup = other.facetValueLookup
    geolocationLists = other.geolocationLists
    columns = other.columns.copy()
  }

  /// A snapshot with the same contents that can be changed while searches still read this one.
  func copy() -> IndexSnapshot { IndexSnapshot(copying: self) }

  /// The slots of every live record, in insertion order.
  var liveSlots: [Int] { isLive.indices.filter { isLive[$0] } }

  /// The live slots as a bitmap, made once per state of the records.
  var liveSlotBitmap: SlotBitmap { liveBitmap.value(for: 0) { SlotBitmap(isLive) } }

  /// The locations (`_geoloc`) of the record at `slot`.
  func geolocations(_ slot: Int) -> ArraySlice<Point> { geolocationLists[slot] }

  /// The live record at `slot`, decoded, from the cache of decoded records when it was decoded before.
  func decodedRecord(_ slot: Int) -> JSON {
    decodedRecords.value(for: slot) { records[slot]!.json }
  }
}

extension IndexSnapshot {
  /// Puts the encoded record `span` at `slot` (`nil` deletes the record there; `slot == records.count` adds one),
  /// leaving every structure as a build from the new records would have it, up to the ids it assigns. The
  /// span's bytes must live in this snapshot's record arena.
  func update(slot: Int, with span: RecordSpan?) {
    let record = span.map(records.record(at:))
    let slotID = Int32(slot)
    let attributeCount = attributes.count
    // Whether a term entered or left the dictionary, which renumbers the terms.
    var renumbered = false
    if slot < records.count, let old = records[slot] {
      var builder = IndexBuilder(configuration: configuration, attributes: attributes)
      builder.add(old, slot: slot)
      for term in 0..<builder.terms.count {
        if dictionary.remove(slot: slotID, from: Array(builder.terms[term])) { renumbered = true }
      }
    }
    if let record {
      var builder = IndexBuilder(configuration: configuration, attributes: attributes)
      builder.add(record, slot: slot)
      attributes = builder.attributes
      for term in 0..<builder.terms.count {
        if dictionary.insert(builder.postings[term], for: Array(builder.terms[term])) { renumbered = true }
      }
    }
    // What the caches hold of other records stays true: attribute ids only grow, and a term lookup names terms by
    // their place in the dictionary, which changes only when a term enters or leaves it.
    decodedRecords.remove(slot)
    phraseOccurrences.removeAll()
    facetValueSlots.removeAll()
    liveBitmap.removeAll()
    if attributes.count == attributeCount {
      unmatchedHighlights.removeAll { $0.slot == slot }
    } else {
      unmatchedHighlights.removeAll()
    }
    if renumbered { termLookups.removeAll() }
    if slot == records.count {
      isLive.append(record != nil)
      if record != nil { liveCount += 1 }
    } else {
      liveCount += (record != nil ? 1 : 0) - (isLive[slot] ? 1 : 0)
      isLive[slot] = record != nil
    }
    records.set(slot, to: span)
    geolocationLists.set(slot, to: record.map { StoredRecord.geolocations(in: $0.member("_geoloc")) } ?? [])
    updateFacets(slot: slot, record: record)
    columns.update(slot: slot, record: record)
  }

  private func updateFacets(slot: Int, record: StoredRecord?) {
    let entries = configuration.faceting.count
    guard entries > 0 else { return }
    var lookup = facetValueLookup ?? makeFacetValueLookup()
    facetValueLookup = nil
    for entry in 0..<entries {
      var ids: [Int32] = []
      var numbers: [Double] = []
      record?.forEachFacetValue(at: configuration.faceting[entry].path) { value in
        let id = lookup.ids[entry][value] ?? {
          let id = Int32(facetValueNames[entry].count)
          lookup.ids[entry][value] = id
          facetValueNames[entry].append(value)
          insertRank(of: id, entry: entry, order: &lookup.order[entry])
          return id
        }()
        if !ids.contains(id) { ids.append(id) }
      } number: { numbers.append($0) }
      facetValueIDs[entry].set(slot, to: ids)
      facetNumbers[entry].set(slot, to: numbers)
    }
    facetValueLookup = lookup
  }

  private func makeFacetValueLookup() -> (ids: [[String: Int32]], order: [[Int32]]) {
    let ids = facetValueNames.map { names in
      // Names are distinct as a build makes them; should two of a saved index be equal as strings, the first wins.
      Dictionary(names.enumerated().map { ($0.element, Int32($0.offset)) }, uniquingKeysWith: { first, _ in first })
    }
    let order = facetValueRanks.map { ranks in
      var order = [Int32](repeating: 0, count: ranks.count)
      for (id, rank) in ranks.enumerated() { order[Int(rank)] = Int32(id) }
      return order
    }
    return (ids, order)
  }

  /// Gives the new value `id` its code-point rank; the values after it move up by one.
  private func insertRank(of id: Int32, entry: Int, order: inout [Int32]) {
    let names = facetValueNames[entry]
    let name = names[Int(id)]
    var low = 0
    var high = order.count
    while low < high {
      let middle = (low + high) / 2
      if FacetCounter.precedes(names[Int(order[middle])], name) { low = middle + 1 } else { high = middle }
    }
    let rank = Int32(low)
    for other in facetValueRanks[entry].indices where facetValueRanks[entry][other] >= rank {
      facetValueRanks[entry][other] += 1
    }
    facetValueRanks[entry].append(rank)
    order.insert(id, at: low)
  }
}
