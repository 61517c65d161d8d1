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

  /// The index just past the last term that starts with `prefix`, searching from `start`.
  private func endOfPrefix(_ prefix: ArraySlice<Unicode.Scalar>, from start: Int) -> Int {
    var low = start
    var high = terms.count
    while low < high {
      let middle = (low + high) / 2
      if terms[middle].starts(with: prefix) || TermDictionary.less(terms[middle], Array(prefix)) {
        low = middle + 1
      } else {
        high = middle
      }
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

  private func fuzzyLookup(_ matcher: WordMatcher) -> [(term: Int, match: WordMatch)] {
    let query = matcher.query
    let n = query.count
    let allowed = matcher.allowedTypos
    var rows: [[Int]] = [Array(0...n)]
    var results: [(Int, WordMatch)] = []
    var previousTerm: [Unicode.Scalar] = []
    var index = 0
    termLoop: while index < terms.count {
      let term = terms[index]
      var common = 0
      while common < min(term.count, previousTerm.count, rows.count - 1), term[common] == previousTerm[common] {
        common += 1
      }
      rows.removeLast(rows.count - common - 1)
      previousTerm = term
      for k in (common + 1)...max(common + 1, term.count) where k <= term.count {
        var row = [Int](repeating: 0, count: n + 1)
        row[0] = k
        let previous = rows[k - 1]
        for i in 1...n {
          let cost = query[i - 1] == term[k - 1] ? 0 : 1
          var value = min(previous[i] + 1, row[i - 1] + 1, previous[i - 1] + cost)
          if i > 1, k > 1, query[i - 1] == term[k - 2], query[i - 2] == term[k - 1] {
            value = min(value, rows[k - 2][i - 2] + 1)
          }
          row[i] = value
        }
        rows.append(row)
        // Every extension of a prefix within the allowance matches as a prefix with typo: no pruning then.
        let prefixWithin = matcher.isPrefix && rows[1...k].contains { $0[n] <= allowed }
        let hopeless = !prefixWithin && row.min()! > allowed && (k < 2 || rows[k - 1].min()! > allowed)
        if hopeless {
          index = endOfPrefix(term[..<k], from: index + 1)
          continue termLoop
        }
      }
      if let match = matcher.match(term) { results.append((index, match)) }
      index += 1
    }
    return results
  }
}
