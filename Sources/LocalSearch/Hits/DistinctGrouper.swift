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
    group(ranked, precedes: <, prefix: nil)
  }

  /// The groups of `candidates`, which may come in any order: `precedes` ranks them by index (a strict
  /// total order, see ``Ranker/withOrder(_:_:)``).
  ///
  /// Each group holds its best `limit` records in rank order. The groups are in rank order of their best
  /// record; with `prefix`, only the first `prefix` groups are, and the others follow in no particular
  /// order, so no candidate outside the page is ever sorted.
  func group(_ candidates: [RankedCandidate], precedes: (Int, Int) -> Bool, prefix: Int?) -> [[RankedCandidate]] {
    var largestKey: Int32 = -1
    for candidate in candidates { largestKey = max(largestKey, keys[candidate.slot]) }
    // Group keys are dense ids, so the group of a key is found by indexing.
    var groupOfKey = [Int32](repeating: -1, count: Int(largestKey) + 1)
    var members: [[Int]] = []
    for index in candidates.indices {
      let key = Int(keys[candidates[index].slot])
      guard key >= 0 else {
        members.append([index])
        continue
      }
      let group = Int(groupOfKey[key])
      guard group >= 0 else {
        groupOfKey[key] = Int32(members.count)
        members.append([index])
        continue
      }
      var position = members[group].count
      while position > 0, precedes(index, members[group][position - 1]) { position -= 1 }
      guard position < limit else { continue }
      members[group].insert(index, at: position)
      if members[group].count > limit { members[group].removeLast() }
    }
    let leaders = members.map { $0[0] }
    let ranksBefore = { (a: Int, b: Int) in precedes(leaders[a], leaders[b]) }
    let order: [Int]
    if let prefix, prefix < members.count / 2 {
      let best = Ranker.best(prefix, of: members.count, by: ranksBefore)
      var chosen = [Bool](repeating: false, count: members.count)
      for group in best { chosen[group] = true }
      order = best + members.indices.filter { !chosen[$0] }
    } else {
      order = members.indices.sorted(by: ranksBefore)
    }
    return order.map { group in members[group].map { candidates[$0] } }
  }
}
