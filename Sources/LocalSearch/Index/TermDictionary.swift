/// The sorted set of every normalised word in the index, with the postings of each.
///
/// Answers exact lookups and prefix ranges by binary search, and typo-tolerant lookups by walking the
/// sorted terms with a shared edit-distance table: terms that share a prefix share the table's rows, and a
/// prefix whose rows already exceed the allowance skips every term that starts with it.
struct TermDictionary: Sendable {
  /// The terms, sorted by Unicode scalar values.
  private(set) var terms: [[Unicode.Scalar]] = []
  /// The postings of each term, aligned with `terms`, ordered by slot.
  private(set) var postings: [[Posting]] = []

  init() {}

  /// Builds the dictionary from word → postings.
  init(_ table: [String: [Posting]]) {
    let sorted = table.map { (Array($0.key.unicodeScalars), $0.value) }.sorted { TermDictionary.less($0.0, $1.0) }
    terms = sorted.map(\.0)
    postings = sorted.map(\.1)
  }

  var count: Int { terms.count }

  static func less(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
    less(a[...], b[...])
  }

  static func less(_ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>) -> Bool {
    for (x, y) in zip(a, b) where x != y { return x.value < y.value }
    return a.count < b.count
  }

  /// The index of the first term not less than `key`.
  private func lowerBound(_ key: [Unicode.Scalar]) -> Int {
    var low = 0
    var high = terms.count
    while low < high {
      let middle = (low + high) / 2
      if TermDictionary.less(terms[middle], key) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The index just past the last term that starts with `prefix`, searching from `start`: galloping
  /// first, since the end is usually near, then by halves.
  private func endOfPrefix(_ prefix: ArraySlice<Unicode.Scalar>, from start: Int) -> Int {
    func before(_ index: Int) -> Bool {
      terms[index].starts(with: prefix) || TermDictionary.less(terms[index][...], prefix)
    }
    var low = start
    var probe = start
    var step = 1
    while probe < terms.count, before(probe) {
      low = probe + 1
      probe = start + step
      step *= 2
    }
    var high = min(probe, terms.count)
    while low < high {
      let middle = (low + high) / 2
      if before(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The term ids that match `matcher`, with how each matched.
  func lookup(_ matcher: WordMatcher) -> [(term: Int, match: WordMatch)] {
    let query = matcher.query
    guard !query.isEmpty else { return [] }
    if matcher.allowedTypos == 0 {
      var results: [(Int, WordMatch)] = []
      var index = lowerBound(query)
      let end = matcher.isPrefix ? endOfPrefix(query[...], from: index) : min(index + 1, terms.count)
      while index < end {
        if let match = matcher.match(terms[index]) { results.append((index, match)) }
        index += 1
      }
      return results
    }
    return fuzzyLookup(matcher)
  }

  /// The walk keeps one row of the edit-distance table per scalar of the current term in one flat
  /// buffer; the distances it computes for a term are the ones its match is decided on.
  private func fuzzyLookup(_ matcher: WordMatcher) -> [(term: Int, match: WordMatch)] {
    let query = matcher.query
    let n = query.count
    let width = n + 1
    let allowed = matcher.allowedTypos
    // Row k (k scalars of the term) at table[k * width ..< (k + 1) * width].
    var table = Array(0...n)
    // Per row: its smallest value, and whether some row 1...k is within the allowance in its last column.
    var rowMinimum = [0]
    var prefixWithin = [false]
    var column: [Int] = []
    var results: [(Int, WordMatch)] = []
    var previousTerm: [Unicode.Scalar] = []
    var depth = 0
    var index = 0
    termLoop: while index < terms.count {
      let term = terms[index]
      var common = 0
      while common < min(term.count, previousTerm.count, depth), term[common] == previousTerm[common] {
        common += 1
      }
      depth = common
      previousTerm = term
      if term.count > common {
        for k in (common + 1)...term.count {
          if table.count < (k + 1) * width {
            table.append(contentsOf: repeatElement(0, count: (k + 1) * width - table.count))
            rowMinimum.append(0)
            prefixWithin.append(false)
          }
          let base = k * width
          let above = base - width
          table[base] = k
          var minimum = k
          for i in 1...n {
            let cost = query[i - 1] == term[k - 1] ? 0 : 1
            var value = min(table[above + i] + 1, table[base + i - 1] + 1, table[above + i - 1] + cost)
            if i > 1, k > 1, query[i - 1] == term[k - 2], query[i - 2] == term[k - 1] {
              value = min(value, table[above - width + i - 2] + 1)
            }
            table[base + i] = value
            minimum = min(minimum, value)
          }
          rowMinimum[k] = minimum
          prefixWithin[k] = prefixWithin[k - 1] || table[base + n] <= allowed
          depth = k
          // Every extension of a prefix within the allowance matches as a prefix with typo: no pruning then.
          let hopeless = !(matcher.isPrefix && prefixWithin[k]) && minimum > allowed
            && (k < 2 || rowMinimum[k - 1] > allowed)
          if hopeless {
            index = endOfPrefix(term[..<k], from: index + 1)
            continue termLoop
          }
        }
      }
      column.removeAll(keepingCapacity: true)
      for k in 0...term.count { column.append(table[k * width + n]) }
      if let match = matcher.match(term, prefixDistances: column) { results.append((index, match)) }
      index += 1
    }
    return results
  }
}

extension TermDictionary {
  /// Adds the postings one record has for `term`, at their place in slot order; a new term takes its place
  /// in the sorted terms.
  mutating func insert(_ recordPostings: [Posting], for term: [Unicode.Scalar]) {
    guard let slot = recordPostings.first?.slot else { return }
    let index = lowerBound(term)
    guard index < terms.count, terms[index] == term else {
      terms.insert(term, at: index)
      postings.insert(recordPostings, at: index)
      return
    }
    let at = Self.firstPosting(after: slot, in: postings[index])
    postings[index].insert(contentsOf: recordPostings, at: at)
  }

  /// Removes the postings of `slot` for `term`; a term left without postings leaves the dictionary.
  mutating func remove(slot: Int32, from term: [Unicode.Scalar]) {
    let index = lowerBound(term)
    guard index < terms.count, terms[index] == term else { return }
    let end = Self.firstPosting(after: slot, in: postings[index])
    let start = Self.firstPosting(after: slot - 1, in: postings[index])
    guard start < end else { return }
    if end - start == postings[index].count {
      terms.remove(at: index)
      postings.remove(at: index)
    } else {
      postings[index].removeSubrange(start..<end)
    }
  }

  /// The index of the first posting whose slot is greater than `slot`.
  private static func firstPosting(after slot: Int32, in postings: [Posting]) -> Int {
    var low = 0
    var high = postings.count
    while low < high {
      let middle = (low + high) / 2
      if postings[middle].slot <= slot { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
