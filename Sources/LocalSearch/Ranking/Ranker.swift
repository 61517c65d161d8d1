/// A record that passed matching and filtering, with everything its rank depends on.
struct RankedCandidate: Sendable {
  let slot: Int
  var values: RankingValues
  /// Values of the `customRanking` entries, in order.
  var customValues: [SortValue?]
  /// Values of the `asc(...)`/`desc(...)` entries of `ranking`, in order of appearance.
  var sortValues: [SortValue?]
}

/// Orders candidates criterion by criterion in the order of `ranking`, then by insertion order.
struct Ranker {
  let ranking: [SearchParameters.Criterion]
  let customDirections: [Bool]

  init(parameters: SearchParameters) {
    var ranking = parameters.ranking
    if parameters.typoTolerance == .strict, let index = ranking.firstIndex(of: .typo) {
      ranking.remove(at: index)
      ranking.insert(.typo, at: 0)
    }
    self.ranking = ranking
    self.customDirections = parameters.customRanking.map(\.ascending)
  }

  /// The candidates in rank order.
  ///
  /// Each criterion becomes an integer column where smaller is better (custom and sort criteria become
  /// ordinal ranks, ties sharing one), so the sort compares integers only.
  func sort(_ candidates: [RankedCandidate]) -> [RankedCandidate] {
    guard candidates.count > 1 else { return candidates }
    let columns = self.columns(candidates)
    let width = columns.count
    let count = candidates.count
    var keys = [Int](repeating: 0, count: count * width)
    for (column, values) in columns.enumerated() {
      for row in 0..<count { keys[row * width + column] = values[row] }
    }
    let slots = candidates.map(\.slot)
    let order = keys.withUnsafeBufferPointer { keys in
      (0..<count).sorted { a, b in
        for column in 0..<width {
          let x = keys[a * width + column]
          let y = keys[b * width + column]
          if x != y { return x < y }
        }
        return slots[a] < slots[b]
      }
    }
    return order.map { candidates[$0] }
  }

  /// One integer column per criterion, in ranking order; smaller is better.
  private func columns(_ candidates: [RankedCandidate]) -> [[Int]] {
    var columns: [[Int]] = []
    var sortIndex = 0
    for criterion in ranking {
      switch criterion {
      case .typo: columns.append(candidates.map(\.values.nbTypos))
      case .geo: columns.append(candidates.map(\.values.geoDistance))
      case .words: columns.append(candidates.map { -$0.values.words })
      case .filters: columns.append(candidates.map { -$0.values.filters })
      case .proximity: columns.append(candidates.map(\.values.proximityDistance))
      case .attribute: columns.append(candidates.map(\.values.firstMatchedWord))
      case .exact: columns.append(candidates.map { -$0.values.nbExactWords })
      case .custom:
        for (index, ascending) in customDirections.enumerated() {
          columns.append(Self.ordinalRanks(candidates.map { $0.customValues[index] }, ascending: ascending))
        }
      case .sort(_, let ascending):
        let position = sortIndex
        columns.append(Self.ordinalRanks(candidates.map { $0.sortValues[position] }, ascending: ascending))
        sortIndex += 1
      }
    }
    return columns
  }

  /// Each value's rank in the given direction, missing values last; equal values share a rank.
  static func ordinalRanks(_ values: [SortValue?], ascending: Bool) -> [Int] {
    let order = values.indices.sorted { compare(values[$0], values[$1], ascending: ascending) < 0 }
    var ranks = [Int](repeating: 0, count: values.count)
    var rank = 0
    for (position, index) in order.enumerated() {
      if position > 0, compare(values[order[position - 1]], values[index], ascending: ascending) != 0 { rank = position }
      ranks[index] = rank
    }
    return ranks
  }

  /// Records without a value come last whatever the direction.
  static func compare(_ a: SortValue?, _ b: SortValue?, ascending: Bool) -> Int {
    switch (a, b) {
    case (nil, nil): return 0
    case (nil, _): return 1
    case (_, nil): return -1
    case (let x?, let y?):
      let order = SortValue.compare(x, y)
      return ascending ? order : -order
    }
  }
}
