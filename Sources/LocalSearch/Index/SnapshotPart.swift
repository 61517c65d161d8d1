import InstantSearchCore

/// The structures of a snapshot built from one run of slots; a large index builds its runs on several threads
/// at once and joins them in slot order (``joined(_:)``).
struct SnapshotPart {
  /// The postings of the run's words.
  var builder: IndexBuilder
  /// Per faceting entry: the distinct values, in the order the run met them.
  var facetValueNames: [[String]]
  /// Per faceting entry: the id of each of ``facetValueNames``.
  var facetValueTables: [[String: Int32]]
  /// Per faceting entry, per slot: the ids of the record's values.
  var facetValueIDs: [SlotLists<Int32>]
  /// Per faceting entry, per slot: the record's numbers.
  var facetNumbers: [SlotLists<Double>]
  /// Per slot: the record's locations.
  var geolocations = SlotLists<Point>()

  /// Builds the structures of the records at `slots`.
  init(records: RecordTable, slots: Range<Int>, configuration: IndexConfiguration) {
    let entries = configuration.faceting.count
    builder = IndexBuilder(configuration: configuration)
    facetValueNames = Array(repeating: [], count: entries)
    facetValueTables = Array(repeating: [:], count: entries)
    facetValueIDs = Array(repeating: SlotLists(), count: entries)
    facetNumbers = Array(repeating: SlotLists(), count: entries)
    // Every member a path starts with is decoded once per record.
    let searchable = configuration.searchable ?? []
    let faceting = configuration.faceting
    let selection = MemberSelection(
      searchable.map(\.path.components[0]) + faceting.map(\.path.components[0]) + ["_geoloc"], keys: records.arena.keys)
    let searchableMembers = searchable.map { selection.index(of: $0.path.components[0]) }
    let facetMembers = faceting.map { selection.index(of: $0.path.components[0]) }
    let geolocationMember = selection.index(of: "_geoloc")
    var members: [JSON?] = []
    var ids: [Int32] = []
    var numbers: [Double] = []
    for slot in slots {
      members.removeAll(keepingCapacity: true)
      if let record = records[slot] {
        selection.decode(record, into: &members)
        if configuration.searchable == nil {
          builder.add(record, slot: slot)
        } else {
          builder.add(slot: slot) { members[searchableMembers[$0]] }
        }
      }
      geolocations.appendSlot(members.isEmpty ? [] : StoredRecord.geolocations(in: members[geolocationMember]))
      for entry in 0..<entries {
        ids.removeAll(keepingCapacity: true)
        numbers.removeAll(keepingCapacity: true)
        if !members.isEmpty {
          StoredRecord.forEachFacetValue(of: faceting[entry].path.scalarValues(inMember: members[facetMembers[entry]])) { value in
            let id = valueID(value, entry: entry)
            if !ids.contains(id) { ids.append(id) }
          } number: { numbers.append($0) }
        }
        facetValueIDs[entry].appendSlot(ids)
        facetNumbers[entry].appendSlot(numbers)
      }
    }
  }

  /// The id of a value of faceting entry `entry`, numbered in the order values are met.
  private mutating func valueID(_ value: String, entry: Int) -> Int32 {
    if let id = facetValueTables[entry][value] { return id }
    let id = Int32(facetValueNames[entry].count)
    facetValueTables[entry][value] = id
    facetValueNames[entry].append(value)
    return id
  }

  /// Adds the structures of the run that follows this one.
  private mutating func append(_ next: SnapshotPart) {
    builder.append(next.builder)
    geolocations.append(next.geolocations) { $0 }
    for entry in facetValueNames.indices {
      let remapped = next.facetValueNames[entry].map { valueID($0, entry: entry) }
      facetValueIDs[entry].append(next.facetValueIDs[entry]) { remapped[Int($0)] }
      facetNumbers[entry].append(next.facetNumbers[entry]) { $0 }
    }
  }

  /// The fewest records per thread worth building apart.
  static let smallestRun = 25_000

  /// The structures of every record: built in runs on up to as many threads as there are processors when the
  /// index is large and its searchable attributes are listed (words of unlisted attributes number the attributes
  /// as they are met, which only one pass in order does as a sequential build would), else in one run.
  ///
  /// - Parameter runs: The number of runs to build, instead of the one the size and the processors give.
  static func build(records: RecordTable, configuration: IndexConfiguration, runs: Int? = nil) -> SnapshotPart {
    let threads = configuration.searchable == nil
      ? 1 : runs ?? ParallelRuns.count(records: records.count, smallestRun: smallestRun)
    guard threads > 1 else { return SnapshotPart(records: records, slots: 0..<records.count, configuration: configuration) }
    var parts = ParallelRuns.map(records: records.count, runs: threads) { slots in
      SnapshotPart(records: records, slots: slots, configuration: configuration.unshared)
    }
    // Taken out of the list, so that appending to it copies nothing.
    var whole = parts.removeFirst()
    for part in parts { whole.append(part) }
    return whole
  }
}
