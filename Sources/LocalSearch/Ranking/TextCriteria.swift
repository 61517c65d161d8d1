/// Computes the text criteria of one record from its word matches: typo, words, proximity, attribute and
/// exact.
struct TextCriteria {
  let words: [QueryWord]
  let attributes: [IndexedAttribute]
  let parameters: SearchParameters
  /// Per attribute id: its rank times 1000, the Attribute criterion's base value.
  private let attributeBases: [Int]
  /// Per attribute id: whether positions count.
  private let attributeOrdered: [Bool]
  /// Per query word: whether an exact match of it counts under `exactOnSingleWordQuery=word` (at least 3
  /// scalars and not a stop word).
  private let countsAsExactWord: [Bool]

  init(words: [QueryWord], attributes: [IndexedAttribute], parameters: SearchParameters) {
    self.words = words
    self.attributes = attributes
    self.parameters = parameters
    attributeBases = attributes.map { $0.rank * 1000 }
    attributeOrdered = attributes.map(\.ordered)
    countsAsExactWord = words.map { $0.text.unicodeScalars.count >= 3 && !QueryParser.stopWords.contains($0.text) }
  }

  func apply(_ match: RecordMatch, to values: inout RankingValues) {
    let matched = match.matchedWordIndices
    values.words = matched.count
    values.nbTypos = matched.reduce(0) { $0 + (match.typos[$1] ?? 0) }
    values.proximityDistance = proximity(match, matched: matched)
    values.firstMatchedWord = firstMatchedWord(match, matched: matched)
    values.nbExactWords = exactWords(match, matched: matched)
  }

  private func proximity(_ match: RecordMatch, matched: [Int]) -> Int {
    guard words.count > 1, matched.count > 1 else { return 0 }
    var total = 0
    for (a, b) in zip(matched, matched.dropFirst()) {
      var best = 8
      for first in match.occurrences[a] {
        for second in match.occurrences[b] where first.attribute == second.attribute && first.element == second.element {
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

  private func firstMatchedWord(_ match: RecordMatch, matched: [Int]) -> Int {
    var best = Int.max
    for index in matched {
      for occurrence in match.occurrences[index] {
        let attribute = Int(occurrence.attribute)
        let value = attributeBases[attribute] + (attributeOrdered[attribute] ? min(Int(occurrence.position), 999) : 0)
        best = min(best, value)
      }
    }
    return best == Int.max ? 0 : best
  }

  private func exactWords(_ match: RecordMatch, matched: [Int]) -> Int {
    if words.count == 1 {
      guard let index = matched.first else { return 0 }
      switch parameters.exactOnSingleWordQuery {
      case .none:
        return 0
      case .attribute:
        return match.occurrences[index].contains { $0.isExact && $0.isSoleWord } ? 1 : 0
      case .word:
        return countsAsExactWord[index] && match.occurrences[index].contains(where: \.isExact) ? 1 : 0
      }
    }
    return matched.filter { index in match.occurrences[index].contains(where: \.isExact) }.count
  }
}
