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
    /// Attribute → value → count, for each requested faceting attribute (counted ones only).
    var facets: [String: [String: Int]] = [:]
    /// The same values in response order, per attribute.
    var orderedFacets: [String: [(value: String, count: Int)]] = [:]
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

  /// Counts `entries` over the records at `slots`.
  func count(_ entries: [Int], slots: [Int]) -> Result {
    var result = Result()
    let faceting = snapshot.configuration.faceting
    for entry in entries {
      let name = faceting[entry].path.rawValue
      let names = snapshot.facetValueNames[entry]
      let ids = snapshot.facetValueIDs[entry]
      var tally = [Int](repeating: 0, count: names.count)
      var sum = 0.0
      var numericCount = 0
      var low = Double.infinity
      var high = -Double.infinity
      let numbers = snapshot.facetNumbers[entry]
      for slot in slots {
        for id in ids[slot] { tally[Int(id)] += 1 }
        for number in numbers[slot] {
          sum += number
          numericCount += 1
          low = Swift.min(low, number)
          high = Swift.max(high, number)
        }
      }
      let ranks = snapshot.facetValueRanks[entry]
      let present = tally.indices.filter { tally[$0] > 0 }
      let ordered = present.sorted { a, b in
        if !sortAlphabetically, tally[a] != tally[b] { return tally[a] > tally[b] }
        return ranks[a] < ranks[b]
      }
      if ordered.count > maxValuesPerFacet { result.exhaustiveValues = false }
      let kept = ordered.prefix(maxValuesPerFacet).map { (value: names[$0], count: tally[$0]) }
      result.orderedFacets[name] = kept
      result.facets[name] = Dictionary(kept.map { ($0.value, $0.count) }, uniquingKeysWith: { first, _ in first })
      if numericCount > 0 {
        result.stats[name] = FacetStats(min: low, max: high, avg: sum / Double(numericCount), sum: sum)
      }
    }
    return result
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
