/// A record that passed matching and filtering, with everything its rank depends on.
struct RankedCandidate: Sendable {
  /// The slot, in the 32 bits a slot takes (a large matching set holds one candidate per record).
  private let storedSlot: Int32
  var values: RankingValues

  init(slot: Int, values: RankingValues) {
    storedSlot = Int32(truncatingIfNeeded: slot)
    self.values = values
  }

  var slot: Int { Int(storedSlot) }
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
  /// only. With `prefix`, only the best `prefix` candidates are ordered, at the front, chosen as
  /// ``first(_:of:by:)`` chooses them; the others follow in no particular order (all of them, unordered, for a
  /// `prefix` of 0).
  func sort(_ candidates: [RankedCandidate], prefix: Int? = nil) -> [RankedCandidate] {
    var candidates = candidates
    sort(&candidates, prefix: prefix)
    return candidates
  }

  /// ``sort(_:prefix:)`` in place: a large matching set is not copied.
  ///
  /// - Parameter bounds: the candidates' bounds, when they were gathered while the candidates were made.
  func sort(_ candidates: inout [RankedCandidate], prefix: Int? = nil, bounds: KeyBounds? = nil) {
    guard candidates.count > 1, prefix != 0 else { return }
    let count = candidates.count
    let order = withOrder(candidates, bounds: bounds) { precedes in Self.first(prefix ?? count, of: count, by: precedes) }
    if order.count == count {
      Self.permute(&candidates, to: order)
    } else {
      Self.moveToFront(order, in: &candidates)
    }
  }

  /// The first `k` of `0..<count` under `precedes`, in order: chosen with a bounded heap (``best(_:of:by:)``) when
  /// far fewer than all are wanted, else by sorting them all.
  static func first(_ k: Int, of count: Int, by precedes: (Int, Int) -> Bool) -> [Int] {
    guard k < count / 2 else { return Array((0..<count).sorted(by: precedes).prefix(k)) }
    let runs = ParallelRuns.count(records: count, smallestRun: ParallelRuns.smallestSearchRun)
    guard runs > 1 else { return best(k, in: 0..<count, by: precedes) }
    // The best of each run, on threads of their own, then the best of those.
    let bests = ParallelRuns.map(records: count, runs: runs) { run in best(k, in: run, by: precedes) }
    return Array(bests.joined().sorted(by: precedes).prefix(k))
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
  func withOrder<Result>(
    _ candidates: [RankedCandidate], bounds: KeyBounds? = nil, _ body: ((Int, Int) -> Bool) -> Result
  ) -> Result {
    switch keys(candidates, bounds: bounds) {
    case .packed(let keys):
      return keys.withUnsafeBufferPointer { keys in body { a, b in keys[a] < keys[b] } }
    case .matrix(let keys, let width):
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
  }

  /// The `k` first of `0..<count` under `precedes`, in order, kept in a max-heap of size `k`.
  static func best(_ k: Int, of count: Int, by precedes: (Int, Int) -> Bool) -> [Int] {
    best(k, in: 0..<count, by: precedes)
  }

  /// The `k` first of `range` under `precedes`, in order, kept in a max-heap of size `k`.
  static func best(_ k: Int, in range: Range<Int>, by precedes: (Int, Int) -> Bool) -> [Int] {
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
    for index in range {
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
  private enum Source: Equatable {
    /// A lane of ``ValueKeys``.
    case value(lane: Int)
    /// Sort ranks per slot, in a direction.
    case ranks([Int32], ascending: Bool)
  }

  /// The key columns, in ranking order.
  private var sources: [Source] {
    var sources: [Source] = []
    var sortIndex = 0
    for criterion in ranking {
      switch criterion {
      case .typo: sources.append(.value(lane: 0))
      case .geo: sources.append(.value(lane: 1))
      case .words: sources.append(.value(lane: 2))
      case .filters: sources.append(.value(lane: 3))
      case .proximity: sources.append(.value(lane: 4))
      case .attribute: sources.append(.value(lane: 5))
      case .exact: sources.append(.value(lane: 6))
      case .custom:
        for (index, ascending) in customDirections.enumerated() { sources.append(.ranks(customRanks[index], ascending: ascending)) }
      case .sort(_, let ascending):
        sources.append(.ranks(sortRanks[sortIndex], ascending: ascending))
        sortIndex += 1
      }
    }
    return sources
  }

  /// The keys of the criteria ``RankingValues`` holds, smaller better, one lane each in the order of ``Source``'s
  /// lanes.
  fileprivate struct ValueKeys {
    static let laneCount = 7
    var typo, geo, words, filters, proximity, attribute, exact: Int

    init(repeating value: Int) {
      (typo, geo, words, filters, proximity, attribute, exact) = (value, value, value, value, value, value, value)
    }

    @inline(__always)
    init(_ values: RankingValues) {
      typo = values.nbTypos
      geo = values.geoDistance
      words = -values.words
      filters = -values.filters
      proximity = values.proximityDistance
      attribute = values.firstMatchedWord
      exact = -values.nbExactWords
    }

    subscript(lane: Int) -> Int {
      get {
        switch lane {
        case 0: return typo
        case 1: return geo
        case 2: return words
        case 3: return filters
        case 4: return proximity
        case 5: return attribute
        default: return exact
        }
      }
      set {
        switch lane {
        case 0: typo = newValue
        case 1: geo = newValue
        case 2: words = newValue
        case 3: filters = newValue
        case 4: proximity = newValue
        case 5: attribute = newValue
        default: exact = newValue
        }
      }
    }

    /// Each lane's `pick` (`min` or `max`) of its keys in `self` and `other`.
    @inline(__always)
    func merged(_ other: ValueKeys, _ pick: (Int, Int) -> Int) -> ValueKeys {
      var result = self
      result.typo = pick(typo, other.typo)
      result.geo = pick(geo, other.geo)
      result.words = pick(words, other.words)
      result.filters = pick(filters, other.filters)
      result.proximity = pick(proximity, other.proximity)
      result.attribute = pick(attribute, other.attribute)
      result.exact = pick(exact, other.exact)
      return result
    }

    /// The lanes packed: each lane's offset from `minimums` shifted by its shift; lanes whose shift is `nil`
    /// (given as 64) add nothing.
    @inline(__always)
    func packed(minimums: ValueKeys, shifts: ValueKeys) -> UInt64 {
      @inline(__always) func bits(_ key: Int, _ minimum: Int, _ shift: Int) -> UInt64 {
        shift < 64 ? UInt64(truncatingIfNeeded: key &- minimum) << UInt64(shift) : 0
      }
      return bits(typo, minimums.typo, shifts.typo) | bits(geo, minimums.geo, shifts.geo)
        | bits(words, minimums.words, shifts.words) | bits(filters, minimums.filters, shifts.filters)
        | bits(proximity, minimums.proximity, shifts.proximity) | bits(attribute, minimums.attribute, shifts.attribute)
        | bits(exact, minimums.exact, shifts.exact)
    }
  }

  /// The range of the keys ``RankingValues`` gives and of the slots, over a set of candidates: gathered while the
  /// candidates are made, it spares ``keys(_:bounds:)`` a pass of its own over them.
  struct KeyBounds {
    fileprivate var low = ValueKeys(repeating: .max)
    fileprivate var high = ValueKeys(repeating: .min)
    fileprivate var maximumSlot = 0

    /// Widens the bounds to hold the candidate at `slot` with `values`.
    @inline(__always)
    mutating func include(_ values: RankingValues, slot: Int) {
      let keys = ValueKeys(values)
      low = low.merged(keys, min)
      high = high.merged(keys, max)
      maximumSlot = max(maximumSlot, slot)
    }
  }

  /// The candidates' sort keys, smaller better.
  enum Keys {
    /// One key per candidate: the criteria columns, first one highest, then the slot, each offset to start at 0
    /// and given just the bits its range needs.
    case packed([UInt64])
    /// One integer per candidate and criterion, row by row in ranking order; ties go to the lower slot.
    case matrix([Int], width: Int)
  }

  /// A key column that decides some order: where its keys come from, and their range.
  private struct Column {
    let source: Source
    let minimum: Int
    /// The largest key, which records without a sort value take.
    let maximum: Int

    /// The bits the range needs; 65 when it does not fit in 64.
    var bits: Int {
      let (range, overflow) = maximum.subtractingReportingOverflow(minimum)
      return overflow ? 65 : Int.bitWidth - range.leadingZeroBitCount
    }
  }

  /// The candidates' keys: packed into one integer each when the criteria's ranges and the slot fit in 64 bits,
  /// as they do unless a column spans a very wide range. A column where every candidate has the same value never
  /// decides an order and is left out, as is a criterion repeated.
  ///
  /// - Parameter bounds: bounds holding every candidate (``KeyBounds``); gathered here when `nil`.
  func keys(_ candidates: [RankedCandidate], bounds: KeyBounds? = nil) -> Keys {
    let bounds = bounds ?? Self.bounds(of: candidates)
    let (low, high, maximumSlot) = (bounds.low, bounds.high, bounds.maximumSlot)
    var columns: [Column] = []
    for source in sources where !columns.contains(where: { $0.source == source }) {
      switch source {
      case .value(let lane):
        if low[lane] != high[lane] { columns.append(Column(source: source, minimum: low[lane], maximum: high[lane])) }
      case .ranks(let ranks, let ascending):
        // Records without a value come last whatever the direction: one past the largest key.
        var minimum = Int.max
        var maximum = Int.min
        var missing = false
        func include(_ rank: Int32) {
          if rank < 0 {
            missing = true
            return
          }
          let key = ascending ? Int(rank) : -Int(rank)
          minimum = min(minimum, key)
          maximum = max(maximum, key)
        }
        // For many candidates, the range of every record's rank, read in order, costs less than the candidates'
        // read out of order, and holds theirs: the keys may take a few more bits, in the same order.
        if candidates.count * 8 >= ranks.count {
          ranks.withUnsafeBufferPointer { ranks in for rank in ranks { include(rank) } }
        } else {
          for candidate in candidates { include(ranks[candidate.slot]) }
        }
        guard minimum <= maximum else { continue }
        if missing { maximum += 1 }
        if minimum != maximum { columns.append(Column(source: source, minimum: minimum, maximum: maximum)) }
      }
    }
    let slotBits = Int.bitWidth - maximumSlot.leadingZeroBitCount
    if columns.reduce(slotBits, { $0 + $1.bits }) <= 64 {
      return .packed(packedKeys(candidates, columns: columns, slotBits: slotBits))
    }
    let width = columns.count
    var keys = [Int](repeating: 0, count: candidates.count * width)
    for (row, candidate) in candidates.enumerated() {
      for (index, column) in columns.enumerated() {
        switch column.source {
        case .value(let lane): keys[row * width + index] = ValueKeys(candidate.values)[lane]
        case .ranks(let ranks, let ascending):
          let rank = ranks[candidate.slot]
          keys[row * width + index] = rank < 0 ? column.maximum : (ascending ? Int(rank) : -Int(rank))
        }
      }
    }
    return .matrix(keys, width: width)
  }

  /// The bounds of `candidates`.
  private static func bounds(of candidates: [RankedCandidate]) -> KeyBounds {
    var bounds = KeyBounds()
    // Through the buffer, so that only the fields read are loaded, not a copy of each candidate.
    candidates.withUnsafeBufferPointer { candidates in
      for index in candidates.indices { bounds.include(candidates[index].values, slot: candidates[index].slot) }
    }
    return bounds
  }

  /// Keys of `columns` (which fit with the slot in 64 bits), the first column in the highest bits and the slot in
  /// the lowest.
  private func packedKeys(_ candidates: [RankedCandidate], columns: [Column], slotBits: Int) -> [UInt64] {
    var minimums = ValueKeys(repeating: 0)
    var shifts = ValueKeys(repeating: 64)
    var shift = slotBits
    var rankColumns: [(ranks: [Int32], ascending: Bool, column: Column, shift: Int)] = []
    for column in columns.reversed() {
      switch column.source {
      case .value(let lane):
        minimums[lane] = column.minimum
        shifts[lane] = shift
      case .ranks(let ranks, let ascending):
        rankColumns.append((ranks, ascending, column, shift))
      }
      shift += column.bits
    }
    let count = candidates.count
    // No array with no capacity: making one writes its count into the storage every empty array shares.
    guard count > 0 else { return [] }
    // The first rank column is read in the same pass as the candidates; without one, an empty column of ranks
    // adds nothing.
    let first = rankColumns.first
    let (firstAscending, firstMaximum, firstMinimum) = (first?.ascending ?? true, first?.column.maximum ?? 0, first?.column.minimum ?? 0)
    let firstShift = UInt64(first?.shift ?? 0)
    let firstRanks = first?.ranks ?? []
    var keys = candidates.withUnsafeBufferPointer { candidates in
      firstRanks.withUnsafeBufferPointer { ranks in
        [UInt64](unsafeUninitializedCapacity: count) { keys, initialized in
          // Each thread writes the keys of its own run of candidates.
          let runs = ParallelRuns.count(records: count, smallestRun: ParallelRuns.smallestSearchRun)
          _ = ParallelRuns.map(records: count, runs: runs) { run in
            for index in run {
              var key = UInt64(candidates[index].slot)
                | ValueKeys(candidates[index].values).packed(minimums: minimums, shifts: shifts)
              if !ranks.isEmpty {
                let rank = ranks[candidates[index].slot]
                let value = rank < 0 ? firstMaximum : (firstAscending ? Int(rank) : -Int(rank))
                key |= UInt64(value - firstMinimum) << firstShift
              }
              keys[index] = key
            }
          }
          initialized = count
        }
      }
    }
    for (ranks, ascending, column, shift) in rankColumns.dropFirst() {
      for (row, candidate) in candidates.enumerated() {
        let rank = ranks[candidate.slot]
        let key = rank < 0 ? column.maximum : (ascending ? Int(rank) : -Int(rank))
        keys[row] |= UInt64(key - column.minimum) << UInt64(shift)
      }
    }
    return keys
  }
}
