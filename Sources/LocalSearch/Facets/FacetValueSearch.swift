import InstantSearchCore

/// Searches the values of one facet among the records a request matches (§7.6).
///
/// Each facet-query word must be a prefix (no typos) of a distinct word of the value, in any order; an
/// empty facet query matches every value.
struct FacetValueSearch {
  let snapshot: IndexSnapshot
  /// The faceting entry searched.
  let entry: Int
  let facetQuery: String
  let preTag: String
  let postTag: String
  let maxFacetHits: Int
  let sortAlphabetically: Bool

  func run(slots: [Int]) -> [Facet] {
    let tokenizer = snapshot.configuration.tokenizer
    let queryWords = tokenizer.words(facetQuery)
    var counts: [String: Int] = [:]
    for slot in slots {
      guard let record = snapshot.records[slot] else { continue }
      for value in record.facetValues[entry] { counts[value, default: 0] += 1 }
    }
    var hits: [Facet] = []
    for (value, count) in counts {
      guard let highlighted = highlight(value, queryWords: queryWords, tokenizer: tokenizer) else { continue }
      hits.append(Facet(value: value, count: count, highlighted: highlighted))
    }
    let ordered = FacetCounter(snapshot: snapshot, maxValuesPerFacet: Int.max, sortAlphabetically: sortAlphabetically)
      .order(Dictionary(uniqueKeysWithValues: hits.map { ($0.value, $0.count) }))
    let byValue = Dictionary(uniqueKeysWithValues: hits.map { ($0.value, $0) })
    return ordered.prefix(maxFacetHits).map { byValue[$0.value]! }
  }

  /// The value with each matched prefix wrapped in tags, or `nil` when some query word matches no
  /// distinct word of the value.
  func highlight(_ value: String, queryWords: [String], tokenizer: Tokenizer) -> String? {
    guard !queryWords.isEmpty else { return value }
    let tokens = tokenizer.tokenize(value)
    var assigned: [Int: Int] = [:]  // token index → matched prefix length in normalised scalars
    guard assign(queryWords[...], tokens: tokens, assigned: &assigned) else { return nil }
    let utf8 = Array(value.utf8)
    var output: [UInt8] = []
    var cursor = 0
    for (index, length) in assigned.sorted(by: { $0.key < $1.key }) {
      let token = tokens[index]
      let end = Self.originalEnd(of: token, coveringNormalized: length, in: utf8, normalizer: tokenizer.normalizer)
      output += utf8[cursor..<token.originalRange.lowerBound]
      output += Array(preTag.utf8) + utf8[token.originalRange.lowerBound..<end] + Array(postTag.utf8)
      cursor = end
    }
    output += utf8[cursor...]
    return String(decoding: output, as: UTF8.self)
  }

  /// Gives each query word a distinct token it is a prefix of, backtracking when needed.
  private func assign(_ words: ArraySlice<String>, tokens: [Token], assigned: inout [Int: Int]) -> Bool {
    guard let word = words.first else { return true }
    for (index, token) in tokens.enumerated() where assigned[index] == nil && token.text.hasPrefix(word) {
      assigned[index] = word.unicodeScalars.count
      if assign(words.dropFirst(), tokens: tokens, assigned: &assigned) { return true }
      assigned[index] = nil
    }
    return false
  }

  /// The UTF-8 offset where the original characters covering the first `count` normalised scalars of
  /// `token` end.
  static func originalEnd(of token: Token, coveringNormalized count: Int, in utf8: [UInt8], normalizer: Normalizer) -> Int {
    let word = String(decoding: utf8[token.originalRange], as: UTF8.self)
    var covered = 0
    var offset = token.originalRange.lowerBound
    for scalar in word.unicodeScalars {
      if covered >= count { break }
      covered += normalizer.fold(scalar).unicodeScalars.count
      offset += UTF8.width(scalar)
    }
    // Combining marks that follow belong to the last covered character.
    for scalar in String(decoding: utf8[offset..<token.originalRange.upperBound], as: UTF8.self).unicodeScalars {
      guard normalizer.fold(scalar).isEmpty else { break }
      offset += UTF8.width(scalar)
    }
    return offset
  }
}
