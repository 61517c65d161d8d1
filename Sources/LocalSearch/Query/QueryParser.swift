/// Turns the text query into query words, with prefix, typo, optional and phrase rules attached.
struct QueryParser {
  let parameters: SearchParameters
  let tokenizer: Tokenizer

  /// English stop words removed when `removeStopWords` is on (a fixed list of ours; Algolia's is longer).
  static let stopWords: Set<String> = [
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no", "not", "of",
    "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this", "to", "was", "will", "with",
  ]

  /// The parsed query.
  struct Parsed {
    /// The words every match is judged against, in query order.
    var words: [QueryWord]
    /// Words excluded with `-word` (advanced syntax).
    var excludedWords: [String]
  }

  func parse() -> Parsed {
    var texts: [(text: String, phrase: Int?)] = []
    var excluded: [String] = []
    var endsWithSeparator = false
    if parameters.advancedSyntax {
      var phraseCounter = 0
      var inPhrase = false
      // Quotes, spaces and minus signs are found scalar by scalar, so a combining mark cannot hide them.
      let chunks = parameters.query.unicodeScalars.split(separator: "\"", omittingEmptySubsequences: false)
      for (chunkIndex, chunk) in chunks.enumerated() {
        inPhrase = parameters.exactPhrase && chunkIndex % 2 == 1
        if inPhrase {
          phraseCounter += 1
          texts += tokenizer.words(String(chunk)).map { ($0, phraseCounter) }
          continue
        }
        for piece in chunk.split(separator: " ", omittingEmptySubsequences: true) {
          if parameters.excludeWords, piece.first == "-", piece.count > 1 {
            excluded += tokenizer.words(String(piece.dropFirst()))
          } else {
            texts += tokenizer.words(String(piece)).map { ($0, nil) }
          }
        }
      }
      endsWithSeparator = inPhrase || !tokenizer.endsInWord(parameters.query)
    } else {
      texts = tokenizer.words(parameters.query).map { ($0, nil) }
      endsWithSeparator = !tokenizer.endsInWord(parameters.query)
    }
    if parameters.removeStopWords {
      let kept = texts.enumerated().filter { offset, entry in
        let isLastPrefix = offset == texts.count - 1 && parameters.queryType == .prefixLast && !endsWithSeparator
        return isLastPrefix || !Self.stopWords.contains(entry.text)
      }.map(\.element)
      if !kept.isEmpty { texts = kept }
    }
    let optional = Set(parameters.optionalWords.flatMap { tokenizer.words($0) })
    let words = texts.enumerated().map { index, entry in
      QueryWord(
        text: entry.text, index: index, isPrefix: isPrefix(index: index, count: texts.count, endsWithSeparator: endsWithSeparator),
        allowedTypos: allowedTypos(entry.text), isOptional: parameters.allWordsOptional || optional.contains(entry.text),
        phraseID: entry.phrase)
    }
    return Parsed(words: words, excludedWords: excluded)
  }

  private func isPrefix(index: Int, count: Int, endsWithSeparator: Bool) -> Bool {
    switch parameters.queryType {
    case .prefixAll: return true
    case .prefixNone: return false
    case .prefixLast: return index == count - 1 && !endsWithSeparator
    }
  }

  /// The typo allowance for a word of `n` scalars: 0 below `minWordSizefor1Typo`, 1 below `minWordSizefor2Typos`, else 2.
  func allowedTypos(_ word: String) -> Int {
    if parameters.typoTolerance == .disabled { return 0 }
    if !parameters.allowTyposOnNumericTokens, word.unicodeScalars.allSatisfy({ $0.properties.numericType != nil }) {
      return 0
    }
    if parameters.disableTypoToleranceOnWords.contains(word) { return 0 }
    let length = word.unicodeScalars.count
    if length >= parameters.minWordSizeFor2Typos { return 2 }
    if length >= parameters.minWordSizeFor1Typo { return 1 }
    return 0
  }
}
