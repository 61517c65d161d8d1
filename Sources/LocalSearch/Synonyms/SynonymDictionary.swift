import InstantSearchCore

/// An index's synonyms as a search matches them: per input (its normalised words), the alternatives a query
/// holding it also matches.
///
/// Regular synonyms make each of their words or phrases an input of the others, one-way synonyms their input one of
/// their synonyms, alternative corrections their word one of their corrections (ranked as one or two typos), and
/// placeholders each replacement an input of the placeholder token records hold (`<streetnumber>`).
struct SynonymDictionary: Sendable {
  /// Words a query input also matches.
  struct Alternative: Hashable, Sendable {
    /// The normalised words, matched whole and consecutively.
    let words: [String]
    /// The typos a match counts: 0 for synonyms, 1 or 2 for alternative corrections.
    let typos: Int
  }

  /// An input found in a query: the query words of `range` together also match `alternative`.
  struct Expansion: Hashable, Sendable {
    let range: Range<Int>
    let alternative: Alternative
  }

  /// The alternatives of each input.
  private var alternatives: [[String]: [Alternative]] = [:]
  /// The inputs by their first word.
  private var inputsByFirstWord: [String: [[String]]] = [:]
  /// The one-word inputs in ascending scalar order, for the inputs a prefix starts.
  private var singleWordInputs: [String] = []

  /// Whether there is no synonym to apply.
  var isEmpty: Bool { alternatives.isEmpty }

  /// The dictionary of no synonym.
  init() {}

  /// The dictionary of `synonyms`, their texts split and normalised by `tokenizer`.
  init(_ synonyms: some Sequence<Synonym>, tokenizer: Tokenizer) {
    func add(_ input: [String], _ alternative: Alternative) {
      guard !input.isEmpty, !alternative.words.isEmpty, alternative.words != input else { return }
      if alternatives[input] == nil { inputsByFirstWord[input[0], default: []].append(input) }
      if alternatives[input, default: []].contains(alternative) { return }
      alternatives[input, default: []].append(alternative)
    }
    for synonym in synonyms {
      switch synonym {
      case .multiWay(_, let texts):
        let phrases = texts.map(tokenizer.words)
        for (index, input) in phrases.enumerated() {
          for (other, words) in phrases.enumerated() where other != index { add(input, Alternative(words: words, typos: 0)) }
        }
      case .oneWay(_, let input, let texts):
        let words = tokenizer.words(input)
        for text in texts { add(words, Alternative(words: tokenizer.words(text), typos: 0)) }
      case .alternativeCorrection(_, let word, let corrections, let typo):
        let words = tokenizer.words(word)
        for correction in corrections { add(words, Alternative(words: tokenizer.words(correction), typos: typo.rawValue)) }
      case .placeholder(_, let placeholder, let replacements):
        let token = tokenizer.words(placeholder)
        for replacement in replacements { add(tokenizer.words(replacement), Alternative(words: token, typos: 0)) }
      }
    }
    singleWordInputs = alternatives.keys.filter { $0.count == 1 }.map { $0[0] }
      .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
  }

  /// The one-word alternatives of a one-word input.
  func singleWordAlternatives(of word: String) -> [String] {
    (alternatives[[word]] ?? []).compactMap { $0.words.count == 1 ? $0.words[0] : nil }
  }

  /// The inputs the query words hold, each with every alternative it has.
  ///
  /// Synonyms are not typo tolerant: an input's words must be the query's. A prefix query word (the last one,
  /// usually) completes to the one-word inputs it starts, and ends a multi-word input whose last word it starts.
  /// Words of a quoted phrase take no synonym.
  func expansions(_ words: [QueryWord]) -> [Expansion] {
    guard !isEmpty else { return [] }
    var found: [Expansion] = []
    for start in words.indices where words[start].phraseID == nil {
      let word = words[start]
      for input in inputsByFirstWord[word.text] ?? [] where holds(input, in: words, from: start) {
        for alternative in alternatives[input] ?? [] {
          found.append(Expansion(range: start..<start + input.count, alternative: alternative))
        }
      }
      guard word.isPrefix else { continue }
      // The one-word inputs the word is a proper prefix of.
      let prefix = Array(word.text.unicodeScalars)
      var index = lowerBound(prefix)
      while index < singleWordInputs.count, singleWordInputs[index].unicodeScalars.starts(with: prefix) {
        let input = singleWordInputs[index]
        index += 1
        guard input != word.text else { continue }
        for alternative in alternatives[[input]] ?? [] {
          found.append(Expansion(range: start..<start + 1, alternative: alternative))
        }
      }
    }
    return found
  }

  /// Whether `input` (whose first word is the query's at `start`) is the query's words from `start`: the last one
  /// may be started by a prefix query word.
  private func holds(_ input: [String], in words: [QueryWord], from start: Int) -> Bool {
    guard start + input.count <= words.count else { return false }
    for (offset, expected) in input.enumerated().dropFirst() {
      let word = words[start + offset]
      guard word.phraseID == nil else { return false }
      if word.text == expected { continue }
      let isLast = offset == input.count - 1
      guard isLast, word.isPrefix, expected.unicodeScalars.starts(with: word.text.unicodeScalars) else { return false }
    }
    return true
  }

  /// The first one-word input not ordered before `prefix`.
  private func lowerBound(_ prefix: [Unicode.Scalar]) -> Int {
    var low = 0
    var high = singleWordInputs.count
    while low < high {
      let middle = (low + high) / 2
      if singleWordInputs[middle].unicodeScalars.lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
