/// A record that passed matching and filtering, with everything its rank depends on.
struct RankedCandidate: Sendable {
  let slot: Int
  var values: RankingValues
}

/// Orders candidates criterion by criterion in the order of `ranking`, then by insertion order.
struct Ranker {
  let ranking: [SearchParameters.Criterion]
  let customDirections: [Bool]
  /// Per `customRanking` entry, in order: every record's ascending sort rank (-1 without a value).
  let customRanks: [[Int32]]
  /// Per `asc(...)`/`desc(...)` entry of `ranking`, in order of appearance: the same.
  let sortRanks: [[Int32]]

  /// A ranker for a request over `snapshot`, whose sort-rank columns it reads.
  init(parameters: SearchParameters, snapshot: IndexSnapshot) {
    func ranks(_ path: AttributePath) -> [Int32] {
      snapshot.columns.sortRanks(path, records: snapshot.records)
    }
    customRanks = parameters.customRanking.map { ranks($0.path) }
    sortRanks = parameters.ranking.compactMap { criterion in
      if case .sort(let path, _) = criterion { return ranks(path) }
      return nil
    }
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
  /// Each criterion becomes an integer column where smaller is better (custom and sort criteria read the
  /// records' sort ranks, ties sharing one, records without a value last), so the sort compares integers
  /// only. With `prefix`, only the best `prefix` candidates are ordered, at the front, chosen with a
  /// bounded heap; the others follow in no particular order (all of them, unordered, for a `prefix` of 0).
  func sort(_ candidates: [RankedCandidate], prefix: Int? = nil) -> [RankedCandidate] {
    var candidates = candidates
    sort(&candidates, prefix: prefix)
    return candidates
  }

  /// ``sort(_:prefix:)`` in place: a large matching set is not copied.
  func sort(_ candidates: inout [RankedCandidate], prefix: Int? = nil) {
    guard candidates.count > 1, prefix != 0 else { return }
    let count = candidates.count
    if let prefix, prefix < count / 2 {
      let best = withOrder(candidates) { precedes in Self.best(prefix, of: count, by: precedes) }
      Self.moveToFront(best, in: &candidates)
    } else {
      let order = withOrder(candidates) { precedes in (0..<count).sorted(by: precedes) }
      Self.permute(&candidates, to: order)
    }
  }

  /// Puts the candidates at `indices` (distinct) first, in that order; the others fill the rest in any order.
  static func moveToFront(_ indices: [Int], in candidates: inout [RankedCandidate]) {
    let front = indices.map { candidates[$0] }
    let isChosen = Set(indices)
    // Chosen candidates beyond the front change places with unchosen ones inside it; then the front is rewritten.
    var inside = (0..<indices.count).filter { !isChosen.contains($0) }.makeIterator()
    for index in indices where index >= indices.count {
      if let target = inside.next() { candidates.swapAt(index, target) }
    }
    for (position, candidate) in front.enumerated() { candidates[position] = candidate }
  }

  /// Rearranges `candidates` so that position `i` holds what was at `order[i]`, following the permutation's
  /// cycles instead of building a second array.
  static func permute(_ candidates: inout [RankedCandidate], to order: [Int]) {
    var placed = [Bool](repeating: false, count: order.count)
    for start in order.indices where !placed[start] {
      let first = candidates[start]
      var position = start
      while true {
        placed[position] = true
        let source = order[position]
        if source == start {
          candidates[position] = first
          break
        }
        candidates[position] = candidates[source]
        position = source
      }
    }
  }

  /// Calls `body` with the rank order of `candidates`: a predicate telling whether the candidate at one
  /// index ranks before the one at another. Ties on every criterion go to the lower slot, so the order is total.
  func withOrder<Result>(_ candidates: [RankedCandidate], _ body: ((Int, Int) -> Bool) -> Result) -> Result {
    let (keys, width) = keyMatrix(candidates)
    let slots = candidates.map(\.slot)
    return keys.withUnsafeBufferPointer { keys in
      slots.withUnsafeBufferPointer { slots in
        body { a, b in
          for column in 0..<width {
            let x = keys[a * width + column]
            let y = keys[b * width + column]
            if x != y { return x < y }
          }
          return slots[a] < slots[b]
        }
      }
    }
  }

  /// The `k` first of `0..<count` under `precedes`, in order, kept in a max-heap of size `k`.
  static func best(_ k: Int, of count: Int, by precedes: (Int, Int) -> Bool) -> [Int] {
    guard k > 0 else { return [] }
    var heap: [Int] = []
    heap.reserveCapacity(k)
    func siftDown(_ start: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { return }
        var worst = left
        if left + 1 < heap.count, precedes(heap[left], heap[left + 1]) { worst = left + 1 }
        guard precedes(heap[parent], heap[worst]) else { return }
        heap.swapAt(parent, worst)
        parent = worst
      }
    }
    for index in 0..<count {
      if heap.count < k {
        heap.append(index)
        var child = heap.count - 1
        while child > 0 {
          let parent = (child - 1) / 2
          guard precedes(heap[parent], heap[child]) else { break }
          heap.swapAt(parent, child)
          child = parent
        }
      } else if precedes(index, heap[0]) {
        heap[0] = index
        siftDown(0)
      }
    }
    return heap.sorted(by: precedes)
  }

  /// Where a key column's values come from.
  private enum Source {
    case typo, geo, words, filters, proximity, attribute, exact
    /// Sort ranks per slot, in a direction.
    case ranks([Int32], ascending: Bool)
  }

  /// The key columns, in ranking order.
  private var sources: [Source] {
    var sources: [Source] = []
    var sortIndex = 0
    for criterion in ranking {
      switch criterion {
      case .typo: sources.append(.typo)
      case .geo: sources.append(.geo)
      case .words: sources.append(.words)
      case .filters: sources.append(.filters)
      case .proximity: sources.append(.proximity)
      case .attribute: sources.append(.attribute)
      case .exact: sources.append(.exact)
      case .custom:
        for (index, ascending) in customDirections.enumerated() { sources.append(.ranks(customRanks[index], ascending: ascending)) }
      case .sort(_, let ascending):
        sources.append(.ranks(sortRanks[sortIndex], ascending: ascending))
        sortIndex += 1
      }
    }
    return sources
  }

  /// One integer key per candidate and criterion, row by row in ranking order, smaller better. A column where
  /// every candidate has the same value never decides an order and is left out.
  private func keyMatrix(_ candidates: [RankedCandidate]) -> (keys: [Int], width: Int) {
    let count = candidates.count
    var column = [Int](repeating: 0, count: count)
    var kept: [[Int]] = []
    for source in sources {
      column.withUnsafeMutableBufferPointer { column in
        candidates.withUnsafeBufferPointer { candidates in
          switch source {
          case .typo: for row in 0..<count { column[row] = candidates[row].values.nbTypos }
          case .geo: for row in 0..<count { column[row] = candidates[row].values.geoDistance }
          case .words: for row in 0..<count { column[row] = -candidates[row].values.words }
          case .filters: for row in 0..<count { column[row] = -candidates[row].values.filters }
          case .proximity: for row in 0..<count { column[row] = candidates[row].values.proximityDistance }
          case .attribute: for row in 0..<count { column[row] = candidates[row].values.firstMatchedWord }
          case .exact: for row in 0..<count { column[row] = -candidates[row].values.nbExactWords }
          case .ranks(let ranks, let ascending):
            ranks.withUnsafeBufferPointer { ranks in
              // Records without a value come last whatever the direction.
              for row in 0..<count {
                let rank = ranks[candidates[row].slot]
                column[row] = rank < 0 ? Int.max : (ascending ? Int(rank) : -Int(rank))
              }
            }
          }
        }
      }
      if column.contains(where: { $0 != column[0] }) { kept.append(column) }
    }
    let width = kept.count
    var keys = [Int](repeating: 0, count: count * width)
    keys.withUnsafeMutableBufferPointer { keys in
      for (index, values) in kept.enumerated() {
        values.withUnsafeBufferPointer { values in
          for row in 0..<count { keys[row * width + index] = values[row] }
        }
      }
    }
    return (keys, width)
  }
}
