import InstantSearchCore

/// Groups ranked records by `attributeForDistinct` and keeps the best `distinct` of each group.
struct DistinctGrouper {
  /// The group of each record by slot (``RecordColumns/distinctKeys(_:records:)``); -1 for none.
  let keys: [Int32]
  /// How many records each group keeps (≥ 1).
  let limit: Int

  /// Groups in rank order of their best record; each group's records in rank order. A record without a
  /// value forms a group of its own.
  func group(_ ranked: [RankedCandidate]) -> [[RankedCandidate]] {
    var groups: [[RankedCandidate]] = []
    var groupIndex: [Int32: Int] = [:]
    for candidate in ranked {
      let key = keys[candidate.slot]
      guard key >= 0 else {
        groups.append([candidate])
        continue
      }
      if let index = groupIndex[key] {
        if groups[index].count < limit { groups[index].append(candidate) }
      } else {
        groupIndex[key] = groups.count
        groups.append([candidate])
      }
    }
    return groups
  }
}
