import InstantSearchCore

/// Groups ranked records by `attributeForDistinct` and keeps the best `distinct` of each group.
struct DistinctGrouper {
  /// The path of `attributeForDistinct`.
  let path: AttributePath
  /// How many records each group keeps (≥ 1).
  let limit: Int

  /// Groups in rank order of their best record; each group's records in rank order.
  func group(_ ranked: [RankedCandidate], records: [StoredRecord?]) -> [[RankedCandidate]] {
    var groups: [[RankedCandidate]] = []
    var groupIndex: [String: Int] = [:]
    for candidate in ranked {
      guard let key = key(of: records[candidate.slot]!.json) else {
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

  /// The JSON text of the attribute's first scalar value; `nil` when absent or `null`.
  private func key(of record: JSON) -> String? {
    path.scalarValues(in: record).first.map(\.jsonString)
  }
}
