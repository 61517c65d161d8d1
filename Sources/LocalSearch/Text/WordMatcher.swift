/// How a query word matched a record word.
struct WordMatch: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// The words are equal.
    case exact
    /// The query word is a proper prefix of the record word.
    case prefix
    /// The words are within the allowed edit distance.
    case typo
    /// A prefix of the record word is within the allowed edit distance.
    case prefixWithTypo
  }

  let kind: Kind
  /// The typo count as ranking sees it: the edit distance, plus one when the first letters differ.
  let typos: Int
  /// How many leading scalars of the record word the query word covers (the whole word for exact and
  /// typo matches), for highlighting.
  let matchedLength: Int

  var isExact: Bool { kind == .exact }
}

/// Decides whether a query word matches a record word, and how.
///
/// Distances are Damerau–Levenshtein in its optimal-string-alignment form, on Unicode scalars. A mistake
/// on the first letter counts one extra typo but does not reduce the allowance (our reading of "the first letter counts double").
struct WordMatcher: Sendable {
  /// The query word's scalars.
  let query: [Unicode.Scalar]
  /// Whether the query word may match as a prefix.
  let isPrefix: Bool
  /// The number of typos allowed for this word.
  let allowedTypos: Int

  init(query: String, isPrefix: Bool, allowedTypos: Int) {
    self.query = Array(query.unicodeScalars)
    self.isPrefix = isPrefix
    self.allowedTypos = allowedTypos
  }

  /// The best match of the query word against `word`, or `nil`.
  ///
  /// - Parameter allowTypos: `false` inside attributes where typo tolerance is disabled.
  /// - Parameter allowPrefix: `false` inside attributes where prefix matching is disabled.
  func match(_ word: String, allowTypos: Bool = true, allowPrefix: Bool = true) -> WordMatch? {
    let target = Array(word.unicodeScalars)
    return match(target, allowTypos: allowTypos, allowPrefix: allowPrefix)
  }

  func match<Target: RandomAccessCollection<Unicode.Scalar>>(
    _ target: Target, allowTypos: Bool = true, allowPrefix: Bool = true
  ) -> WordMatch? where Target.Index == Int {
    match(target, allowTypos: allowTypos, allowPrefix: allowPrefix) { budget in
      EditDistance.prefixDistances(query, Array(target), limit: budget)[...]
    }
  }

  /// The same match, with the distances from the query to every prefix of `target` already computed
  /// (element `k` is `d(query, target[0..<k])`; values above the allowance may be any larger number).
  func match<Target: RandomAccessCollection<Unicode.Scalar>>(
    _ target: Target, prefixDistances: ArraySlice<Int>
  ) -> WordMatch? where Target.Index == Int {
    match(target, allowTypos: true, allowPrefix: true) { _ in prefixDistances }
  }

  private func match<Target: RandomAccessCollection<Unicode.Scalar>>(
    _ target: Target, allowTypos: Bool, allowPrefix: Bool, distances: (Int) -> ArraySlice<Int>
  ) -> WordMatch? where Target.Index == Int {
    var common = 0
    let shorter = min(query.count, target.count)
    let start = target.startIndex
    while common < shorter, query[common] == target[start + common] { common += 1 }
    if common == query.count, common == target.count {
      return WordMatch(kind: .exact, typos: 0, matchedLength: target.count)
    }
    let prefixAllowed = isPrefix && allowPrefix
    if prefixAllowed, target.count > query.count, common == query.count {
      return WordMatch(kind: .prefix, typos: 0, matchedLength: query.count)
    }
    let budget = allowTypos ? allowedTypos : 0
    guard budget > 0, !query.isEmpty else { return nil }
    // Every distance to a prefix of length k is at least |k - query.count|: lengths out of reach match nothing.
    let lengthGap = query.count - target.count
    if prefixAllowed ? lengthGap > budget : abs(lengthGap) > budget { return nil }
    guard EditDistance.somePrefixMayBeWithin(budget, of: query, target) else { return nil }
    let rows = distances(budget)
    var best: WordMatch?
    if let whole = rows.last, whole <= budget {
      best = WordMatch(kind: .typo, typos: whole + firstLetterPenalty(target), matchedLength: target.count)
    }
    if prefixAllowed {
      let first = rows.startIndex
      for length in 1..<max(1, target.count) where rows[first + length] <= budget && rows[first + length] >= 1 {
        let typos = rows[first + length] + firstLetterPenalty(target)
        if best == nil || typos < best!.typos {
          best = WordMatch(kind: .prefixWithTypo, typos: typos, matchedLength: length)
        }
      }
    }
    return best
  }

  private func firstLetterPenalty<Target: Collection<Unicode.Scalar>>(_ target: Target) -> Int {
    guard let first = query.first, let other = target.first else { return 0 }
    return first == other ? 0 : 1
  }
}

/// Optimal-string-alignment edit distances.
enum EditDistance {
  /// The distance from `query` to every prefix of `target`: element `k` is `d(query, target[0..<k])`.
  ///
  /// Values above `limit` may be reported as `limit + 1`.
  static func prefixDistances(_ query: [Unicode.Scalar], _ target: [Unicode.Scalar], limit: Int) -> [Int] {
    let n = query.count
    let m = target.count
    let cap = limit + 1
    var result: [Int] = []
    result.reserveCapacity(m + 1)
    result.append(min(n, cap))
    if m == 0 { return result }
    // A prefix longer than the query by more than `limit` is more than `limit` away from it.
    let reachable = min(m, n + limit)
    if reachable > 0 {
      // Three rows of the matrix over target prefixes, in one temporary buffer: the one before the previous
      // (for transpositions), the previous and the current, rotated by offset.
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 1)) { rows in
        var (previousPrevious, previous, current) = (0, n + 1, 2 * (n + 1))
        for i in 0...n {
          rows[previousPrevious + i] = 0
          rows[previous + i] = i
        }
        for j in 1...reachable {
          rows[current] = j
          if n > 0 {
            for i in 1...n {
              let cost = query[i - 1] == target[j - 1] ? 0 : 1
              var value = min(rows[previous + i] + 1, rows[current + i - 1] + 1, rows[previous + i - 1] + cost)
              if i > 1, j > 1, query[i - 1] == target[j - 2], query[i - 2] == target[j - 1] {
                value = min(value, rows[previousPrevious + i - 2] + 1)
              }
              rows[current + i] = value
            }
          }
          result.append(min(rows[current + n], cap))
          (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
      }
    }
    result.append(contentsOf: repeatElement(cap, count: m - reachable))
    return result
  }

  /// Whether `query` may be within `limit` edits of `target` or of one of its prefixes; `false` only when
  /// none is.
  ///
  /// With fewer edits than the query has scalars, one of its first `limit + 1` scalars is kept (or moved by a
  /// transposition), and it lands at most `limit` places further in the target.
  static func somePrefixMayBeWithin<Target: RandomAccessCollection<Unicode.Scalar>>(
    _ limit: Int, of query: [Unicode.Scalar], _ target: Target
  ) -> Bool where Target.Index == Int {
    guard query.count > limit else { return true }
    guard !target.isEmpty else { return false }
    let start = target.startIndex
    for i in 0...limit {
      for j in 0...min(i + limit, target.count - 1) where query[i] == target[start + j] { return true }
    }
    return false
  }

  /// The distance between two words.
  static func distance(_ a: String, _ b: String) -> Int {
    let limit = max(a.unicodeScalars.count, b.unicodeScalars.count)
    return prefixDistances(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit).last!
  }
}
