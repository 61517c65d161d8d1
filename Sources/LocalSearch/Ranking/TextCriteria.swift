/// Computes the text criteria of one record from its word matches: typo, words, proximity, attribute and
/// exact.
struct TextCriteria {
  let words: [QueryWord]
  let attributes: [IndexedAttribute]
  let parameters: SearchParameters
  /// Per query word: whether an exact match of it counts under `exactOnSingleWordQuery=word` (at least 3
  /// scalars and not a stop word).
  private let countsAsExactWord: [Bool]

  init(words: [QueryWord], attributes: [IndexedAttribute], parameters: SearchParameters) {
    self.words = words
    self.attributes = attributes
    self.parameters = parameters
    countsAsExactWord = words.map { $0.text.unicodeScalars.count >= 3 && !QueryParser.stopWords.contains($0.text) }
  }

  /// Fills the text criteria of the record at `row` of `table`.
  @inline(__always)
  func apply(_ table: WordMatchTable, row: Int, to values: inout RankingValues) {
    guard table.wordCount == 1 else { return applyWords(table, row: row, to: &values) }
    // Every keystroke prefix: the cell holds all of it, and proximity needs two words. Inlined, so that a large
    // matching set's values are built in registers.
    let cell = table.cell(row: row, word: 0)
    guard cell.matched else { return }
    values.words = 1
    values.nbTypos = Int(cell.typos)
    values.firstMatchedWord = Int(cell.attributeValue)
    values.nbExactWords = exactWord(cell)
  }

  /// ``apply(_:row:to:)`` for a query of several words.
  private func applyWords(_ table: WordMatchTable, row: Int, to values: inout RankingValues) {
    var matchedCount = 0
    var typoTotal = 0
    for word in 0..<table.wordCount {
      guard let typos = table.typos(row: row, word: word) else { continue }
      matchedCount += 1
      typoTotal += typos
    }
    values.words = matchedCount
    values.nbTypos = typoTotal
    values.proximityDistance = proximity(table, row: row, matchedCount: matchedCount)
    values.firstMatchedWord = firstMatchedWord(table, row: row)
    values.nbExactWords = exactWords(table, row: row)
  }

  /// The proximity of each pair of consecutive matched words, summed.
  private func proximity(_ table: WordMatchTable, row: Int, matchedCount: Int) -> Int {
    guard words.count > 1, matchedCount > 1 else { return 0 }
    var total = 0
    var previous = -1
    for word in 0..<table.wordCount where table.matched(row: row, word: word) {
      defer { previous = word }
      guard previous >= 0 else { continue }
      var best = 8
      table.forEach(row: row, word: previous) { first in
        table.forEach(row: row, word: word) { second in
          guard first.attribute == second.attribute && first.element == second.element else { return }
          let p = Int(first.position)
          let q = Int(second.position)
          let distance = q > p ? q - p : p - q + 1
          best = min(best, distance)
        }
      }
      total += max(min(best, 8), parameters.minProximity)
    }
    return total
  }

  /// The Attribute criterion's value of an occurrence at `position` of an attribute: the attribute's rank times
  /// 1000 (`base`, see ``attributeBase(_:)``), plus the position (up to 999) when positions count (`ordered`).
  @inline(__always)
  static func attributeValue(base: Int32, ordered: Bool, position: UInt16) -> Int32 {
    base + (ordered ? Int32(min(position, 999)) : 0)
  }

  /// The Attribute criterion's value of an occurrence at the first position of `attribute`.
  static func attributeBase(_ attribute: IndexedAttribute) -> Int32 { Int32(clamping: attribute.rank * 1000) }

  private func firstMatchedWord(_ table: WordMatchTable, row: Int) -> Int {
    var best = Int.max
    for word in 0..<table.wordCount {
      if let value = table.attributeValue(row: row, word: word) { best = min(best, value) }
    }
    return best == Int.max ? 0 : best
  }

  /// The Exact criterion's value of a one-word query, whose word matched as `cell` says.
  @inline(__always)
  private func exactWord(_ cell: WordMatchTable.Cell) -> Int {
    switch parameters.exactOnSingleWordQuery {
    case .none: return 0
    case .attribute: return cell.hasExactSoleWord ? 1 : 0
    case .word: return countsAsExactWord[0] && cell.hasExact ? 1 : 0
    }
  }

  private func exactWords(_ table: WordMatchTable, row: Int) -> Int {
    var count = 0
    for word in 0..<table.wordCount where table.matched(row: row, word: word) {
      if table.hasExact(row: row, word: word) { count += 1 }
    }
    return count
  }
}
