/// One string value split into words, with the original span of every word the query matched.
///
/// Shared by highlighting (all words) and snippeting (a window of words). The words are read once into
/// one buffer of normalised scalars; no word gets a `String` of its own.
struct MatchedText {
  /// The original text, as UTF-8.
  let utf8: [UInt8]
  /// Its words, in order, as ``Tokenizer/scan(_:into:)`` splits them.
  let tokens: [Tokenizer.ScannedWord]
  /// Per word: the UTF-8 offset where its wrapped span ends, `nil` when no query word matched it.
  /// A word matched by several query words gets the longest span.
  let spanEnds: [Int?]
  /// Per word: the indices (into the matchers) of the query words that matched it; empty when no word
  /// matched at all.
  let matchingWords: [[Int]]
  /// Per word: the query word it matched through a synonym only, and for that one query word alone; empty when no
  /// synonym matched.
  let synonymOf: [Int?]

  /// Matches every word of `text` against `matchers`.
  ///
  /// - Parameters:
  ///   - matchers: The query words' matchers, by query word.
  ///   - synonymWords: The words of the query words' synonym alternatives, each with the query words it stands for;
  ///     a text word equal to one matches for those query words.
  ///   - exactOnly: only exact matches count (one-word queries with `exactOnSingleWordQuery=word`).
  init(
    _ text: String, tokenizer: Tokenizer, matchers: [WordMatcher], synonymWords: [[Unicode.Scalar]: [Int]] = [:],
    allowTypos: Bool, allowPrefix: Bool, exactOnly: Bool
  ) {
    let utf8 = Array(text.utf8)
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(utf8.count)
    var tokens: [Tokenizer.ScannedWord] = []
    tokenizer.scan(text, into: &scalars, words: &tokens)
    var spanEnds = [Int?](repeating: nil, count: tokens.count)
    var matchingWords: [[Int]] = []
    var synonymOf: [Int?] = []
    if !matchers.isEmpty || !synonymWords.isEmpty {
      var word: [Unicode.Scalar] = []
      for (tokenIndex, token) in tokens.enumerated() {
        word.removeAll(keepingCapacity: true)
        word.append(contentsOf: scalars[token.scalars])
        var longest = 0
        var direct = false
        var throughSynonym: Int?
        for (wordIndex, matcher) in matchers.enumerated() {
          guard let match = matcher.match(word, allowTypos: allowTypos, allowPrefix: allowPrefix),
            !exactOnly || match.isExact
          else { continue }
          if matchingWords.isEmpty { matchingWords = [[Int]](repeating: [], count: tokens.count) }
          if !matchingWords[tokenIndex].contains(wordIndex) { matchingWords[tokenIndex].append(wordIndex) }
          direct = true
          longest = max(longest, match.matchedLength)
        }
        // A synonym's word matches whole, as an exact match.
        for wordIndex in synonymWords.isEmpty ? [] : synonymWords[word] ?? [] {
          if matchingWords.isEmpty { matchingWords = [[Int]](repeating: [], count: tokens.count) }
          if !matchingWords[tokenIndex].contains(wordIndex) { matchingWords[tokenIndex].append(wordIndex) }
          throughSynonym = wordIndex
          longest = max(longest, word.count)
        }
        if let word = throughSynonym, !direct, matchingWords[tokenIndex].count == 1 {
          if synonymOf.isEmpty { synonymOf = [Int?](repeating: nil, count: tokens.count) }
          synonymOf[tokenIndex] = word
        }
        if longest > 0 || (!matchingWords.isEmpty && !matchingWords[tokenIndex].isEmpty) {
          spanEnds[tokenIndex] = OriginalSpan.end(
            of: token.originalRange, leadingScalars: token.leadingScalars, scalarCount: token.scalars.count,
            coveringNormalized: longest, in: utf8, normalizer: tokenizer.normalizer)
        }
      }
    }
    self.utf8 = utf8
    self.tokens = tokens
    self.spanEnds = spanEnds
    self.matchingWords = matchingWords
    self.synonymOf = synonymOf
  }

  /// The distinct indices of the query words matched by the words in `range`, ascending.
  func matchedWordIndices(in range: Range<Int>) -> [Int] {
    var indices: [Int] = []
    guard !matchingWords.isEmpty else { return indices }
    for tokenIndex in range {
      for wordIndex in matchingWords[tokenIndex] where !indices.contains(wordIndex) { indices.append(wordIndex) }
    }
    return indices.count > 1 ? indices.sorted() : indices
  }

  /// Whether every word in `range` is wrapped from its first to its last character.
  func isFullyHighlighted(in range: Range<Int>) -> Bool {
    range.allSatisfy { spanEnds[$0] == tokens[$0].originalRange.upperBound }
  }

  /// The original text between the UTF-8 offsets `bytes`, with the spans of the words in `range` wrapped.
  ///
  /// - Parameter synonymTexts: Per query word, the text that replaces the words it matched through a synonym only
  ///   (`replaceSynonymsInHighlight`), consecutive ones together; `nil` keeps the record's words.
  func render(words range: Range<Int>, bytes: Range<Int>, preTag: String, postTag: String, synonymTexts: [String]? = nil) -> String {
    guard let synonymTexts, !synonymOf.isEmpty else {
      let spans = range.compactMap { index in spanEnds[index].map { tokens[index].originalRange.lowerBound..<$0 } }
      return TaggedSpans.render(utf8, bytes: bytes, spans: spans, preTag: preTag, postTag: postTag)
    }
    var spans: [Range<Int>] = []
    var replacements: [Int: String] = [:]
    var index = range.lowerBound
    while index < range.upperBound {
      guard let end = spanEnds[index] else {
        index += 1
        continue
      }
      let start = tokens[index].originalRange.lowerBound
      guard let word = synonymOf[index] else {
        spans.append(start..<end)
        index += 1
        continue
      }
      var last = (index: index, end: end)
      while last.index + 1 < range.upperBound, synonymOf[last.index + 1] == word, let next = spanEnds[last.index + 1] {
        last = (last.index + 1, next)
      }
      spans.append(start..<last.end)
      replacements[start] = synonymTexts[word]
      index = last.index + 1
    }
    return TaggedSpans.render(utf8, bytes: bytes, spans: spans, preTag: preTag, postTag: postTag, replacements: replacements)
  }
}
