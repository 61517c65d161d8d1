/// The sorted set of every normalised word in the index, with the postings of each.
///
/// Answers exact lookups and prefix ranges by binary search, and typo-tolerant lookups by walking the
/// sorted terms with a shared edit-distance table: terms that share a prefix share the table's rows, and a
/// prefix whose rows already exceed the allowance skips every term that starts with it.
struct TermDictionary: Sendable {
  /// Where a term's scalars sit in ``scalars``.
  struct Span: Sendable {
    var start: UInt32
    var count: UInt32

    var range: Range<Int> { Int(start)..<Int(start + count) }
  }

  /// Every term's scalars, one after another; terms removed in place leave their scalars behind.
  private(set) var scalars: [Unicode.Scalar] = []
  /// The terms in sorted order (by Unicode scalar values), as spans of ``scalars``.
  private(set) var spans: [Span] = []
  /// The postings of each term, aligned with `spans`, ordered by slot.
  private(set) var postings: [[Posting]] = []
  /// Per term: how many leading scalars it shares with the next term, at most 255; 0 for the last term.
  ///
  /// The terms that start with a term's first `k` scalars run from it up to the first term sharing fewer than
  /// `k` with its successor, so a typo walk skips them by reading bytes instead of comparing terms.
  private(set) var sharedWithNext: [UInt8] = []
  /// The length of the longest term ever added.
  private var longestTerm = 0

  init() {}

  /// Builds the dictionary from word → postings.
  init(_ table: [String: [Posting]]) {
    var terms = TermTable()
    var postings: [[Posting]] = []
    for (word, wordPostings) in table {
      _ = terms.id(of: word.unicodeScalars)
      postings.append(wordPostings)
    }
    self.init(terms: terms, draining: &postings)
  }

  /// Builds the dictionary from the words of `terms` and their postings by id, emptying `grownPostings` as it
  /// goes: each term's postings are copied to an array of their exact size (appending leaves up to half of an
  /// array's room unused) and the grown array is released at once, so the build never holds two copies of
  /// every posting.
  init(terms: TermTable, draining grownPostings: inout [[Posting]]) {
    let sorted = (0..<terms.count).sorted { TermDictionary.less(terms[$0], terms[$1]) }
    scalars.reserveCapacity(sorted.reduce(0) { $0 + terms[$1].count })
    spans.reserveCapacity(sorted.count)
    postings.reserveCapacity(sorted.count)
    for id in sorted {
      spans.append(store(terms[id]))
      let grown = grownPostings[id]
      grownPostings[id] = []
      postings.append([Posting](unsafeUninitializedCapacity: grown.count) { buffer, count in
        count = buffer.initialize(fromContentsOf: grown)
      })
    }
    grownPostings = []
    sharedWithNext = spans.indices.map { sharedLength(at: $0) }
  }

  /// A dictionary of terms already sorted, each a span of `scalars`, with their postings; `sharedWithNext`, when
  /// given, must be what ``sharedWithNext`` would be computed as (a saved index's term list gives it as it is read).
  init(scalars: [Unicode.Scalar], spans: [Span], postings: [[Posting]], sharedWithNext: [UInt8]? = nil) {
    self.scalars = scalars
    self.spans = spans
    self.postings = postings
    longestTerm = spans.reduce(0) { max($0, Int($1.count)) }
    if let sharedWithNext, sharedWithNext.count == spans.count {
      self.sharedWithNext = sharedWithNext
    } else {
      self.sharedWithNext = spans.indices.map { sharedLength(at: $0) }
    }
  }

  /// How many leading scalars the term at `index` shares with the next one, at most 255; 0 for the last term.
  private func sharedLength(at index: Int) -> UInt8 {
    guard index + 1 < spans.count else { return 0 }
    let a = scalars[spans[index].range]
    let b = scalars[spans[index + 1].range]
    var count = 0
    while count < 255, count < a.count, count < b.count, a[a.startIndex + count] == b[b.startIndex + count] { count += 1 }
    return UInt8(count)
  }

  /// Appends a term's scalars to ``scalars``; its span.
  private mutating func store<Term: Collection<Unicode.Scalar>>(_ term: Term) -> Span {
    let span = Span(start: UInt32(scalars.count), count: UInt32(term.count))
    scalars.append(contentsOf: term)
    longestTerm = max(longestTerm, term.count)
    return span
  }

  var count: Int { spans.count }

  /// The scalars of the term with id `index`.
  func term(at index: Int) -> ArraySlice<Unicode.Scalar> { scalars[spans[index].range] }

  static func less<A: Collection<Unicode.Scalar>, B: Collection<Unicode.Scalar>>(_ a: A, _ b: B) -> Bool {
    for (x, y) in zip(a, b) where x != y { return x.value < y.value }
    return a.count < b.count
  }

  /// The index of the first term not less than `key`.
  private func lowerBound(_ key: [Unicode.Scalar]) -> Int {
    scalars.withUnsafeBufferPointer { arena in
      var low = 0
      var high = spans.count
      while low < high {
        let middle = (low + high) / 2
        if TermDictionary.less(UnsafeBufferPointer(rebasing: arena[spans[middle].range]), key) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
  }

  /// Whether `term` starts with `prefix`, or sorts before it.
  private static func before(_ term: UnsafeBufferPointer<Unicode.Scalar>, _ prefix: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
    for index in 0..<min(term.count, prefix.count) where term[index] != prefix[index] {
      return term[index].value < prefix[index].value
    }
    return true
  }

  /// The index just past the last term that starts with `prefix`, searching from `start`: galloping
  /// first, since the end is usually near, then by halves.
  private func endOfPrefix(
    _ prefix: UnsafeBufferPointer<Unicode.Scalar>, from start: Int, arena: UnsafeBufferPointer<Unicode.Scalar>,
    spans: UnsafeBufferPointer<Span>
  ) -> Int {
    func before(_ index: Int) -> Bool {
      TermDictionary.before(UnsafeBufferPointer(rebasing: arena[spans[index].range]), prefix)
    }
    var low = start
    var probe = start
    var step = 1
    while probe < spans.count, before(probe) {
      low = probe + 1
      probe = start + step
      step *= 2
    }
    var high = min(probe, spans.count)
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
      var results: [(term: Int, match: WordMatch)] = []
      var index = lowerBound(query)
      scalars.withUnsafeBufferPointer { arena in
        spans.withUnsafeBufferPointer { spans in
          query.withUnsafeBufferPointer { query in
            let end = matcher.isPrefix
              ? endOfPrefix(query, from: index, arena: arena, spans: spans) : min(index + 1, spans.count)
            while index < end {
              if let match = matcher.match(UnsafeBufferPointer(rebasing: arena[spans[index].range])) {
                results.append((index, match))
              }
              index += 1
            }
          }
        }
      }
      return results
    }
    return scalars.withUnsafeBufferPointer { arena in
      spans.withUnsafeBufferPointer { spans in
        sharedWithNext.withUnsafeBufferPointer { lengths in
          fuzzyLookup(matcher, arena: arena, spans: spans, sharedLengths: lengths)
        }
      }
    }
  }

  /// The walk keeps one row of the edit-distance table per scalar of the current term in one flat
  /// buffer; the distances it computes for a term are the ones its match is decided on.
  private func fuzzyLookup(
    _ matcher: WordMatcher, arena: UnsafeBufferPointer<Unicode.Scalar>, spans: UnsafeBufferPointer<Span>,
    sharedLengths: UnsafeBufferPointer<UInt8>
  ) -> [(term: Int, match: WordMatch)] {
    let n = matcher.query.count
    let width = n + 1
    let allowed = matcher.allowedTypos
    // Distances are capped at one past the allowance: a capped table decides every comparison with the
    // allowance as the exact one does. A cell more than `allowed` off the diagonal is always at the cap, so
    // only the band of cells within `allowed` of it is ever computed; the others keep their initial cap.
    let cap = allowed + 1
    let rows = longestTerm + 1
    // Row k (k scalars of the term) at table[k * width ..< (k + 1) * width].
    var table = [Int](repeating: cap, count: rows * width)
    // Per row: whether some row 1...k is within the allowance in its last column.
    var prefixWithin = [Bool](repeating: false, count: rows)
    var column = [Int](repeating: 0, count: rows)
    var results: [(term: Int, match: WordMatch)] = []
    matcher.query.withUnsafeBufferPointer { query in
      table.withUnsafeMutableBufferPointer { table in
        for i in 0...n { table[i] = min(i, cap) }
        for k in 1..<rows { table[k * width] = min(k, cap) }
        var previousTerm = UnsafeBufferPointer<Unicode.Scalar>(start: nil, count: 0)
        var depth = 0
        var index = 0
        termLoop: while index < spans.count {
          let term = UnsafeBufferPointer(rebasing: arena[spans[index].range])
          var common = 0
          let shared = min(term.count, previousTerm.count, depth)
          while common < shared, term[common] == previousTerm[common] { common += 1 }
          depth = common
          previousTerm = term
          if term.count > common {
            for k in (common + 1)...term.count {
              let base = k * width
              let above = base - width
              var minimum = min(k, cap)
              let letter = term[k - 1]
              let low = max(1, k - allowed)
              let high = min(n, k + allowed)
              var i = low
              while i <= high {
                let cost = query[i - 1] == letter ? 0 : 1
                var value = min(table[above + i] + 1, table[base + i - 1] + 1, table[above + i - 1] + cost)
                if i > 1, k > 1, query[i - 1] == term[k - 2], query[i - 2] == letter {
                  value = min(value, table[above - width + i - 2] + 1)
                }
                value = min(value, cap)
                table[base + i] = value
                minimum = min(minimum, value)
                i += 1
              }
              prefixWithin[k] = prefixWithin[k - 1] || table[base + n] <= allowed
              depth = k
              // Every extension of a prefix within the allowance matches as a prefix with typo: no pruning then.
              // Otherwise a row over the allowance ends the hope: later rows only add to it, and a transposition
              // adds one to a cell of the row before, which is at least this row's diagonal neighbour less one.
              let hopeless = !(matcher.isPrefix && prefixWithin[k]) && minimum > allowed
              if hopeless {
                // Skip every term starting with term[..<k]: a short run by its shared lengths, a long one by search.
                var next = index
                let stop = min(spans.count, index + 64)
                while next < stop, Int(sharedLengths[next]) >= k { next += 1 }
                index = next < stop
                  ? next + 1 : endOfPrefix(UnsafeBufferPointer(rebasing: term[..<k]), from: next, arena: arena, spans: spans)
                continue termLoop
              }
            }
          }
          for k in 0...term.count { column[k] = table[k * width + n] }
          if let match = matcher.match(term, prefixDistances: column[0...term.count]) { results.append((index, match)) }
          index += 1
        }
      }
    }
    return results
  }
}

extension TermDictionary {
  /// Adds the postings one record has for `term`, at their place in slot order; a new term takes its place
  /// in the sorted terms.
  ///
  /// - Returns: Whether `term` is new, which numbers the terms after it one higher.
  @discardableResult
  mutating func insert(_ recordPostings: [Posting], for term: [Unicode.Scalar]) -> Bool {
    guard let slot = recordPostings.first?.slot else { return false }
    let index = lowerBound(term)
    guard index < spans.count, scalars[spans[index].range].elementsEqual(term) else {
      spans.insert(store(term), at: index)
      postings.insert(recordPostings, at: index)
      sharedWithNext.insert(sharedLength(at: index), at: index)
      if index > 0 { sharedWithNext[index - 1] = sharedLength(at: index - 1) }
      return true
    }
    let at = Self.firstPosting(after: slot, in: postings[index])
    postings[index].insert(contentsOf: recordPostings, at: at)
    return false
  }

  /// Removes the postings of `slot` for `term`; a term left without postings leaves the dictionary.
  ///
  /// - Returns: Whether `term` left the dictionary, which numbers the terms after it one lower.
  @discardableResult
  mutating func remove(slot: Int32, from term: [Unicode.Scalar]) -> Bool {
    let index = lowerBound(term)
    guard index < spans.count, scalars[spans[index].range].elementsEqual(term) else { return false }
    let end = Self.firstPosting(after: slot, in: postings[index])
    let start = Self.firstPosting(after: slot - 1, in: postings[index])
    guard start < end else { return false }
    if end - start == postings[index].count {
      spans.remove(at: index)
      postings.remove(at: index)
      sharedWithNext.remove(at: index)
      if index > 0 { sharedWithNext[index - 1] = sharedLength(at: index - 1) }
      return true
    }
    postings[index].removeSubrange(start..<end)
    return false
  }

  /// The index of the first posting whose slot is greater than `slot`.
  static func firstPosting(after slot: Int32, in postings: [Posting]) -> Int {
    postings.withUnsafeBufferPointer { firstPosting(after: slot, in: $0) }
  }

  /// The index of the first posting whose slot is greater than `slot`.
  static func firstPosting(after slot: Int32, in postings: UnsafeBufferPointer<Posting>) -> Int {
    var low = 0
    var high = postings.count
    while low < high {
      let middle = (low + high) / 2
      if postings[middle].slot <= slot { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
