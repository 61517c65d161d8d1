/// A record that passed matching and filtering, with everything its rank depends on.
struct RankedCandidate: Sendable {
  let slot: Int
  var values: RankingValues
  /// Values of the `customRanking` entries, in order.
  var customValues: [SortValue?]
  /// Values of the `asc(...)`/`desc(...)` entries of `ranking`, in order of appearance.
  var sortValues: [SortValue?]
  /// The text match, `nil` for an empty query.
  var match: RecordMatch?
}

/// Orders candidates criterion by criterion in the order of `ranking`, then by insertion order (§5).
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

  func sort(_ candidates: [RankedCandidate]) -> [RankedCandidate] {
    // Sorting positions rather than the candidates themselves avoids moving (and retaining) their arrays.
    let order = candidates.withUnsafeBufferPointer { buffer in
      buffer.indices.sorted { a, b in
        let order = compare(buffer[a], buffer[b])
        return order != 0 ? order < 0 : buffer[a].slot < buffer[b].slot
      }
    }
    return order.map { candidates[$0] }
  }

  /// Negative when `a` ranks first.
  func compare(_ a: RankedCandidate, _ b: RankedCandidate) -> Int {
    var sortIndex = 0
    for criterion in ranking {
      let order: Int
      switch criterion {
      case .typo: order = ascending(a.values.nbTypos, b.values.nbTypos)
      case .geo: order = ascending(a.values.geoDistance, b.values.geoDistance)
      case .words: order = ascending(b.values.words, a.values.words)
      case .filters: order = ascending(b.values.filters, a.values.filters)
      case .proximity: order = ascending(a.values.proximityDistance, b.values.proximityDistance)
      case .attribute: order = ascending(a.values.firstMatchedWord, b.values.firstMatchedWord)
      case .exact: order = ascending(b.values.nbExactWords, a.values.nbExactWords)
      case .custom:
        order = zip(customDirections.indices, customDirections).lazy
          .map { Self.compare(a.customValues[$0.0], b.customValues[$0.0], ascending: $0.1) }
          .first { $0 != 0 } ?? 0
      case .sort(_, let isAscending):
        order = Self.compare(a.sortValues[sortIndex], b.sortValues[sortIndex], ascending: isAscending)
        sortIndex += 1
      }
      if order != 0 { return order }
    }
    return 0
  }

  private func ascending(_ x: Int, _ y: Int) -> Int { x < y ? -1 : (x > y ? 1 : 0) }

  /// Records without a value come last whatever the direction (§5.2).
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
