import InstantSearchCore

/// Builds `_highlightResult` trees for the query words of a search.
///
/// Leaves are `{"value", "matchLevel", "matchedWords", "fullyHighlighted"?}`; the value is the original
/// text, not HTML-escaped, with every matched word span wrapped in the tags.
struct Highlighter {
  /// The query words, in query order (excluded words left out).
  let words: [QueryWord]
  let preTag: String
  let postTag: String
  let tokenizer: Tokenizer
  /// Attributes (dotted paths) where matches must have no typo (`disableTypoToleranceOnAttributes`).
  let typoDisabledAttributes: Set<String>
  /// Attributes where prefix matches are not allowed (`disablePrefixOnAttributes`).
  let prefixDisabledAttributes: Set<String>
  /// Whether only exact matches are wrapped: a one-word query with `exactOnSingleWordQuery=word`.
  let exactOnly: Bool
  /// `restrictHighlightAndSnippetArrays`.
  let restrictArrays: Bool
  /// The query words' matchers, by query word.
  private let matchers: [WordMatcher]
  /// The words of the query words' synonym alternatives, matched whole, each with the query words it stands for.
  private let synonymWords: [[Unicode.Scalar]: [Int]]
  /// Per query word, the text written instead of the words it matched through a synonym
  /// (`replaceSynonymsInHighlight`); `nil` keeps the record's words.
  let synonymTexts: [String]?
  /// The leaves built so far; shared by the copies of this highlighter, which serve the same search.
  private let leaves = HighlightLeafCache()

  /// - Parameter exactOnSingleWordQuery: whether `exactOnSingleWordQuery` is `word`; it applies only
  ///   when `words` has a single word.
  init(
    words: [QueryWord], preTag: String = "<em>", postTag: String = "</em>", tokenizer: Tokenizer = Tokenizer(),
    typoDisabledAttributes: Set<String> = [], prefixDisabledAttributes: Set<String> = [],
    exactOnSingleWordQuery: Bool = false, restrictArrays: Bool = false, replaceSynonyms: Bool = false
  ) {
    self.words = words
    self.preTag = preTag
    self.postTag = postTag
    self.tokenizer = tokenizer
    self.typoDisabledAttributes = typoDisabledAttributes
    self.prefixDisabledAttributes = prefixDisabledAttributes
    self.exactOnly = Self.wrapsExactMatchesOnly(exactOnSingleWordQuery: exactOnSingleWordQuery, wordCount: words.count)
    self.restrictArrays = restrictArrays
    var synonymWords: [[Unicode.Scalar]: [Int]] = [:]
    for (index, word) in words.enumerated() {
      for alternative in Set(word.synonymWords) where alternative != word.text {
        synonymWords[Array(alternative.unicodeScalars), default: []].append(index)
      }
    }
    self.matchers = words.map(\.matcher)
    self.synonymWords = synonymWords
    self.synonymTexts = replaceSynonyms ? words.map(\.text) : nil
  }

  /// Whether highlighting wraps exact matches only: a one-word query with `exactOnSingleWordQuery=word`.
  static func wrapsExactMatchesOnly(exactOnSingleWordQuery: Bool, wordCount: Int) -> Bool {
    exactOnSingleWordQuery && wordCount == 1
  }

  /// The `_highlightResult` subtree of the value of the attribute at `attributePath`, `nil` for `null`.
  func highlight(_ value: JSON, attributePath: String) -> JSON? {
    walker().walk(value, selection: AttributeSelection(wordCount: 0), inheritedCount: nil, path: attributePath)?.json
  }

  /// A walker producing highlight leaves, skipping `excludedPaths`; leaves `proof` proves unmatched are not
  /// matched again.
  func walker(excludedPaths: Set<String> = [], proof: UnmatchedElementProof? = nil) -> HighlightTreeWalker {
    HighlightTreeWalker(restrictArrays: restrictArrays, excludedPaths: excludedPaths) { text, path, _ in
      leaf(text, attributePath: path, provenUnmatched: proof?.provesUnmatched(path: path) ?? false)
    }
  }

  /// The leaf of a value no query word matched, its value left empty: copying it and setting the value hashes
  /// one key instead of three.
  private static let unmatchedLeaf: [String: JSON] = [
    "value": .string(""), "matchLevel": .string("none"), "matchedWords": .array([]),
  ]

  /// The leaf for one scalar's text, and whether any query word matched it; `provenUnmatched` tells that no
  /// query word can match it, which spares matching its words.
  func leaf(_ text: String, attributePath: String, provenUnmatched: Bool = false) -> (json: JSON, matched: Bool) {
    let allowTypos = !Self.covers(typoDisabledAttributes, attributePath)
    let allowPrefix = !Self.covers(prefixDisabledAttributes, attributePath)
    return leaves.leaf(HighlightLeafCache.Key(text: text, allowTypos: allowTypos, allowPrefix: allowPrefix)) {
      provenUnmatched ? Self.unmatched(text) : makeLeaf(text, allowTypos: allowTypos, allowPrefix: allowPrefix)
    }
  }

  /// The leaf of `text` when no query word matches it: the text as it is.
  static func unmatched(_ text: String) -> (json: JSON, matched: Bool) {
    var leaf = unmatchedLeaf
    leaf["value"] = .string(text)
    return (.object(leaf), false)
  }

  private func makeLeaf(_ text: String, allowTypos: Bool, allowPrefix: Bool) -> (json: JSON, matched: Bool) {
    // Most values match no query word: proving it needs no spans, and the value is the text as it is.
    guard anyWordMatches(text, allowTypos: allowTypos, allowPrefix: allowPrefix) else { return Self.unmatched(text) }
    let matched = MatchedText(
      text, tokenizer: tokenizer, matchers: matchers, synonymWords: synonymWords, allowTypos: allowTypos,
      allowPrefix: allowPrefix, exactOnly: exactOnly)
    let all = 0..<matched.tokens.count
    let indices = matched.matchedWordIndices(in: all)
    var leaf = [String: JSON](minimumCapacity: 4)
    leaf["value"] = .string(
      matched.render(words: all, bytes: 0..<matched.utf8.count, preTag: preTag, postTag: postTag, synonymTexts: synonymTexts))
    leaf["matchLevel"] = .string(matchLevel(indices))
    leaf["matchedWords"] = .array(matchedWords(indices).map(JSON.string))
    if !indices.isEmpty { leaf["fullyHighlighted"] = .bool(matched.isFullyHighlighted(in: all)) }
    return (.object(leaf), !indices.isEmpty)
  }

  /// The words of `text` matched against the query under the rules of the attribute at `attributePath`.
  func matchedText(_ text: String, attributePath: String) -> MatchedText {
    MatchedText(
      text, tokenizer: tokenizer, matchers: matchers, synonymWords: synonymWords,
      allowTypos: !Self.covers(typoDisabledAttributes, attributePath),
      allowPrefix: !Self.covers(prefixDisabledAttributes, attributePath), exactOnly: exactOnly)
  }

  /// Whether no word of `text` is matched by a query word under the rules of the attribute at `attributePath`;
  /// answered from the highlight leaf when the value was highlighted already.
  func matchesNothing(_ text: String, attributePath: String) -> Bool {
    let allowTypos = !Self.covers(typoDisabledAttributes, attributePath)
    let allowPrefix = !Self.covers(prefixDisabledAttributes, attributePath)
    if let leaf = leaves.stored(HighlightLeafCache.Key(text: text, allowTypos: allowTypos, allowPrefix: allowPrefix)) {
      return !leaf.matched
    }
    return !anyWordMatches(text, allowTypos: allowTypos, allowPrefix: allowPrefix)
  }

  /// Whether some word of `text` is matched by a query word, as ``MatchedText`` would match it.
  private func anyWordMatches(_ text: String, allowTypos: Bool, allowPrefix: Bool) -> Bool {
    guard !matchers.isEmpty || !synonymWords.isEmpty else { return false }
    return tokenizer.containsWord(in: text) { word in
      matchers.contains { matcher in
        guard let match = matcher.match(word, allowTypos: allowTypos, allowPrefix: allowPrefix) else { return false }
        return !exactOnly || match.isExact
      } || (!synonymWords.isEmpty && synonymWords[word] != nil)
    }
  }

  /// `none` when no query word matched, `full` when every one did (optional ones included), else `partial`.
  func matchLevel(_ matchedIndices: [Int]) -> String {
    if matchedIndices.isEmpty { return "none" }
    return matchedIndices.count == words.count ? "full" : "partial"
  }

  /// The distinct texts of the matched query words, in query order (`matchedIndices` ascending).
  func matchedWords(_ matchedIndices: [Int]) -> [String] {
    var texts: [String] = []
    texts.reserveCapacity(matchedIndices.count)
    for index in matchedIndices where !texts.contains(words[index].text) { texts.append(words[index].text) }
    return texts
  }

  /// Whether `path` or one of its ancestors (`a` for `a.b`) is in `attributes`.
  static func covers(_ attributes: Set<String>, _ path: String) -> Bool {
    guard !attributes.isEmpty else { return false }
    if attributes.contains(path) { return true }
    var index = path.startIndex
    while let dot = path[index...].firstIndex(of: ".") {
      if attributes.contains(String(path[..<dot])) { return true }
      index = path.index(after: dot)
    }
    return false
  }
}
