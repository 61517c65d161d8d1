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
    let groups = groups(ranked, precedes: <, prefix: nil)
    return (0..<groups.count).map { groups[$0] }
  }

  /// The groups of `candidates`, which may come in any order: `precedes` ranks them by index (a strict
  /// total order, see ``Ranker/withOrder(_:_:)``).
  ///
  /// Each group holds its best `limit` records in rank order. The groups are in rank order of their best
  /// record; with `prefix`, only the first `prefix` groups are, and the others follow in no particular
  /// order, so no candidate outside the page is ever sorted.
  func groups(_ candidates: [RankedCandidate], precedes: (Int, Int) -> Bool, prefix: Int?) -> DistinctGroups {
    let limit = max(1, self.limit)
    var largestKey: Int32 = -1
    for candidate in candidates { largestKey = max(largestKey, keys[candidate.slot]) }
    // Group keys are dense ids, so the group of a key is found by indexing.
    var groupOfKey = [Int32](repeating: -1, count: Int(largestKey) + 1)
    // Group g's members are members[g * limit ..< g * limit + sizes[g]], best first.
    var members: [Int32] = []
    var sizes: [Int32] = []
    members.reserveCapacity(limit == 1 ? candidates.count : 0)
    sizes.reserveCapacity(candidates.count)
    // Opening a group is written out where it happens: a local function would box `members` and `sizes`.
    for index in candidates.indices {
      let key = Int(keys[candidates[index].slot])
      let group = key >= 0 ? Int(groupOfKey[key]) : -1
      guard group >= 0 else {
        if key >= 0 { groupOfKey[key] = Int32(sizes.count) }
        members.append(Int32(index))
        if limit > 1 { members.append(contentsOf: repeatElement(-1, count: limit - 1)) }
        sizes.append(1)
        continue
      }
      let base = group * limit
      let size = Int(sizes[group])
      var position = size
      while position > 0, precedes(index, Int(members[base + position - 1])) { position -= 1 }
      guard position < limit else { continue }
      // Shift the worse members down one place; the last one falls out when the group is full.
      var move = min(size, limit - 1)
      while move > position {
        members[base + move] = members[base + move - 1]
        move -= 1
      }
      members[base + position] = Int32(index)
      if size < limit { sizes[group] = Int32(size + 1) }
    }
    let groupCount = sizes.count
    let order: [Int] = members.withUnsafeBufferPointer { members in
      let ranksBefore = { (a: Int, b: Int) in precedes(Int(members[a * limit]), Int(members[b * limit])) }
      let best = Ranker.first(prefix ?? groupCount, of: groupCount, by: ranksBefore)
      guard best.count < groupCount else { return best }
      var chosen = [Bool](repeating: false, count: groupCount)
      for group in best { chosen[group] = true }
      return best + (0..<groupCount).filter { !chosen[$0] }
    }
    return DistinctGroups(candidates: candidates, order: order, members: members, sizes: sizes, limit: limit)
  }
}

/// The distinct groups of a matching set, in order, each a few of its candidates in rank order.
///
/// The groups stay indices into the candidates; a group's candidates are copied out only when asked for.
struct DistinctGroups {
  /// The candidates the groups were made of.
  let candidates: [RankedCandidate]
  /// The group ids in group order.
  let order: [Int]
  /// Per group id, `limit` places: the indices of its members in `candidates`, best first.
  let members: [Int32]
  /// The number of members of each group id.
  let sizes: [Int32]
  let limit: Int

  /// The number of groups.
  var count: Int { order.count }

  /// The candidates of the group at `position` in group order, best first.
  subscript(position: Int) -> [RankedCandidate] {
    let base = order[position] * limit
    return (0..<Int(sizes[order[position]])).map { candidates[Int(members[base + $0])] }
  }

  /// The slots of every group's candidates, group by group in order.
  var slots: [Int] {
    var slots: [Int] = []
    slots.reserveCapacity(order.count)
    for group in order {
      let base = group * limit
      for offset in 0..<Int(sizes[group]) { slots.append(candidates[Int(members[base + offset])].slot) }
    }
    return slots
  }
}
