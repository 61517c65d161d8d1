import InstantSearchCore

/// Counts facet values and numeric statistics over a matching set.
struct FacetCounter {
  let snapshot: IndexSnapshot
  /// `maxValuesPerFacet`.
  let maxValuesPerFacet: Int
  /// `sortFacetValuesBy=alpha` instead of count.
  let sortAlphabetically: Bool

  /// The counted facets of one request.
  struct Result {
    /// The counted values in response order, for each requested faceting attribute (counted ones only).
    var facets: [Attribute: [Facet]] = [:]
    /// Statistics of the attributes having numeric values.
    var stats: [String: FacetStats] = [:]
    /// False when an attribute had more values than `maxValuesPerFacet`.
    var exhaustiveValues = true
  }

  /// The faceting entries a `facets` list names, in response order: `*` expands to every counted entry.
  func requestedEntries(_ names: [String]) -> [Int] {
    let faceting = snapshot.configuration.faceting
    var result: [Int] = []
    func add(_ index: Int) { if !result.contains(index) { result.append(index) } }
    for name in names {
      if name == "*" {
        faceting.indices.filter { !faceting[$0].filterOnly }.forEach(add)
      } else if let index = faceting.firstIndex(where: { $0.path.rawValue == name && !$0.filterOnly }) {
        add(index)
      }
    }
    return result
  }

  /// Counts `entries` over the records at `slots`; a large set's facets are counted on several threads at once.
  func count(_ entries: [Int], slots unordered: [Int]) -> Result {
    var result = Result()
    guard !entries.isEmpty else { return result }
    // Value ids are counted in slot order; numbers are summed in the matching set's order, as given.
    let inOrder = Self.inSlotOrder(unordered, slotCount: snapshot.records.count)
    let runs = unordered.count < ParallelRuns.smallestSearchRun ? 1 : min(entries.count, ParallelRuns.mostThreads)
    let counted = ParallelRuns.map(records: entries.count, runs: runs) { run in
      run.map { count(entries[$0], inOrder: inOrder, unordered: unordered) }
    }
    for entry in counted.joined() {
      if !entry.exhaustiveValues { result.exhaustiveValues = false }
      result.facets[entry.name] = entry.facets
      if let stats = entry.stats { result.stats[entry.name] = stats }
    }
    return result
  }

  /// The counts of one faceting entry.
  private struct EntryCount {
    let name: String
    let facets: [Facet]
    let stats: FacetStats?
    let exhaustiveValues: Bool
  }

  /// Counts `entry` over the slots `inOrder` (the same as `unordered`, perhaps in slot order).
  private func count(_ entry: Int, inOrder: [Int], unordered: [Int]) -> EntryCount {
    let name = snapshot.configuration.faceting[entry].path.rawValue
    let names = snapshot.facetValueNames[entry]
    let ids = snapshot.facetValueIDs[entry]
    var tally = [Int](repeating: 0, count: names.count)
    // The values met, in the order met: ordering them costs what the matching set holds, not every value.
    var present: [Int] = []
    var sum = 0.0
    var numericCount = 0
    var low = Double.infinity
    var high = -Double.infinity
    let numbers = snapshot.facetNumbers[entry]
    tally.withUnsafeMutableBufferPointer { tally in
      ids.forEachValue(in: inOrder) { id in
        if tally[Int(id)] == 0 { present.append(Int(id)) }
        tally[Int(id)] += 1
      }
    }
    if !numbers.isEmpty {
      numbers.forEachValue(in: unordered) { number in
        sum += number
        numericCount += 1
        low = Swift.min(low, number)
        high = Swift.max(high, number)
      }
    }
    let ordered = Self.responseOrder(
      tally: tally, present: present, ranks: snapshot.facetValueRanks[entry], byCount: !sortAlphabetically,
      limit: maxValuesPerFacet)
    return EntryCount(
      name: name, facets: ordered.map { Facet(value: names[$0], count: tally[$0]) },
      stats: numericCount > 0 ? FacetStats(min: low, max: high, avg: sum / Double(numericCount), sum: sum) : nil,
      exhaustiveValues: present.count <= maxValuesPerFacet)
  }

  /// The first `limit` ids of the values counted at least once (`present`, in any order), in response order:
  /// count descending (with `byCount`), then rank ascending, then id.
  ///
  /// When many values are present and the ranks are a permutation of the ids (as an index builds them), the
  /// present values are listed in rank order by inverting it, and a count order is one sort of plain integers
  /// (the count's complement above the place in that list). Otherwise each present value is sorted as one
  /// integer key (the count's complement above the rank) with its id; only the best `limit` keys are put in order
  /// (``Ranker/first(_:of:by:)``).
  static func responseOrder(tally: [Int], present: [Int], ranks: [Int32], byCount: Bool, limit: Int = .max) -> [Int] {
    let count = tally.count
    guard present.count > 1 else { return Array(present.prefix(limit)) }
    if present.count * 8 >= count, ranks.count == count, let idOfRank = inverse(ranks) {
      var listed: [Int] = []
      listed.reserveCapacity(present.count)
      for id in idOfRank where tally[Int(id)] > 0 { listed.append(Int(id)) }
      guard byCount else { return Array(listed.prefix(limit)) }
      let largest = listed.reduce(0) { max($0, tally[$1]) }
      if largest <= 4 * listed.count + 64 {
        return Array(Self.stablyByCount(listed, tally: tally, largest: largest).prefix(limit))
      }
      let keys = listed.indices.map { place in
        UInt64(UInt32.max - UInt32(clamping: tally[listed[place]])) << 32 | UInt64(place)
      }
      return Ranker.first(limit, of: keys.count) { keys[$0] < keys[$1] }.map { listed[Int(keys[$0] & 0xFFFF_FFFF)] }
    }
    let keyed = present.map { id in
      let countPart = byCount ? UInt64(UInt32.max - UInt32(clamping: tally[id])) << 32 : 0
      return (key: countPart | UInt64(UInt32(bitPattern: ranks[id])), id: Int32(id))
    }
    return Ranker.first(limit, of: keyed.count) { a, b in
      keyed[a].key != keyed[b].key ? keyed[a].key < keyed[b].key : keyed[a].id < keyed[b].id
    }.map { Int(keyed[$0].id) }
  }

  /// `ids` by count descending, keeping their order among equal counts: a counting sort over the counts up to
  /// `largest`, for counts not much larger than the number of ids.
  private static func stablyByCount(_ ids: [Int], tally: [Int], largest: Int) -> [Int] {
    // Bucket b holds the count `largest - b`; starts[b] is where it begins in the result.
    var starts = [Int](repeating: 0, count: largest + 2)
    for id in ids { starts[largest - tally[id] + 1] += 1 }
    for bucket in 1..<starts.count { starts[bucket] += starts[bucket - 1] }
    var ordered = [Int](repeating: 0, count: ids.count)
    for id in ids {
      let bucket = largest - tally[id]
      ordered[starts[bucket]] = id
      starts[bucket] += 1
    }
    return ordered
  }

  /// The id of each rank, when `ranks` is a permutation of its indices; `nil` otherwise.
  private static func inverse(_ ranks: [Int32]) -> [Int32]? {
    var idOfRank = [Int32](repeating: -1, count: ranks.count)
    for (id, rank) in ranks.enumerated() {
      guard rank >= 0, Int(rank) < ranks.count, idOfRank[Int(rank)] < 0 else { return nil }
      idOfRank[Int(rank)] = Int32(id)
    }
    return idOfRank
  }

  /// The slots in ascending order when they are a large share of all slots, so that the per-slot columns are
  /// read front to back; a small set is kept as it is (counting does not depend on the order).
  static func inSlotOrder(_ slots: [Int], slotCount: Int) -> [Int] {
    guard slots.count > 1, slots.count * 16 > slotCount else { return slots }
    // A matching set gathered in slot order, whose first page only was ranked, is read in order as it is.
    var descents = 0
    slots.withUnsafeBufferPointer { slots in
      for index in 1..<slots.count where slots[index] < slots[index - 1] { descents += 1 }
    }
    guard descents * 64 > slots.count else { return slots }
    // One bit per slot: small enough to stay in cache while the slots are marked.
    var bits = [UInt64](repeating: 0, count: (slotCount + 63) / 64)
    bits.withUnsafeMutableBufferPointer { bits in
      for slot in slots { bits[slot >> 6] |= 1 << UInt64(slot & 63) }
    }
    var ordered: [Int] = []
    ordered.reserveCapacity(slots.count)
    for (index, word) in bits.enumerated() {
      var remaining = word
      while remaining != 0 {
        ordered.append(index << 6 | remaining.trailingZeroBitCount)
        remaining &= remaining - 1
      }
    }
    return ordered
  }

  /// Count descending then value ascending by code points, or value ascending with `alpha`.
  func order(_ counts: [String: Int]) -> [(value: String, count: Int)] {
    counts.map { (value: $0.key, count: $0.value) }.sorted { a, b in
      if !sortAlphabetically, a.count != b.count { return a.count > b.count }
      return Self.precedes(a.value, b.value)
    }
  }

  /// Whether `a` comes before `b` in Unicode code-point order.
  static func precedes(_ a: String, _ b: String) -> Bool {
    a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
  }
}
