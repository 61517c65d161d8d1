import InstantSearchCore

/// Searches the values of one facet among the records a request matches.
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
    let names = snapshot.facetValueNames[entry]
    let ids = snapshot.facetValueIDs[entry]
    for slot in slots where snapshot.isLive[slot] {
      for id in ids[slot] { counts[names[Int(id)], default: 0] += 1 }
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
    let spans = assigned.sorted(by: { $0.key < $1.key }).map { index, length in
      let token = tokens[index]
      let end = OriginalSpan.end(of: token, coveringNormalized: length, in: utf8, normalizer: tokenizer.normalizer)
      return token.originalRange.lowerBound..<end
    }
    return TaggedSpans.render(utf8, bytes: 0..<utf8.count, spans: spans, preTag: preTag, postTag: postTag)
  }

  /// Gives each query word a distinct token it is a prefix of, backtracking when needed.
  private func assign(_ words: ArraySlice<String>, tokens: [Token], assigned: inout [Int: Int]) -> Bool {
    guard let word = words.first else { return true }
    let scalars = word.unicodeScalars
    for (index, token) in tokens.enumerated()
    where assigned[index] == nil && token.text.unicodeScalars.starts(with: scalars) {
      assigned[index] = scalars.count
      if assign(words.dropFirst(), tokens: tokens, assigned: &assigned) { return true }
      assigned[index] = nil
    }
    return false
  }
}
