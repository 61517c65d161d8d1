/// A word of a text, normalised, with where it came from.
struct Token: Hashable, Sendable {
  /// The normalised word.
  let text: String
  /// Its 0-based index among the words of the text (continuing across array elements).
  let position: Int
  /// The UTF-8 offsets of the original characters it was made from. Two words folded from one character
  /// (`½` gives `1` and `2`) share that character's range.
  let originalRange: Range<Int>
  /// How many normalised scalars of the first original character come before the word: 0, except for a
  /// word that starts inside the folded form of a character (2 for the `2` of `½`, folded to `1⁄2`).
  let leadingScalars: Int

  init(text: String, position: Int, originalRange: Range<Int>, leadingScalars: Int = 0) {
    self.text = text
    self.position = position
    self.originalRange = originalRange
    self.leadingScalars = leadingScalars
  }
}

/// Splits text into normalised words, as Algolia does: the text is normalised first, then split.
///
/// A word is a maximal run of letters, digits and combining marks of the normalised text; everything else
/// separates words, except characters listed in `separatorsToIndex`, which become one-character words. CJK
/// ideographs are one word each. A word written right between `<` and `>` (`<streetnumber>`) is a placeholder
/// token, kept with its brackets: only the replacements of a placeholder synonym find it. Because splitting comes after normalisation, a character whose
/// compatibility decomposition holds a separator gives several words: `¾` folds to `3⁄4`, whose U+2044
/// FRACTION SLASH separates `3` from `4`.
struct Tokenizer: Sendable {
  let normalizer: Normalizer
  /// Normalised characters indexed as words of their own (`separatorsToIndex`, normalised).
  let indexedSeparators: Set<Unicode.Scalar>

  init(normalizer: Normalizer = Normalizer(), separatorsToIndex: String = "") {
    self.normalizer = normalizer
    self.indexedSeparators = Set(normalizer.normalize(separatorsToIndex).unicodeScalars)
  }

  /// A word of a scanned text: where its normalised scalars sit in the scan's buffer and where it came from.
  struct ScannedWord {
    /// The range of its normalised scalars in the buffer.
    let scalars: Range<Int>
    /// The UTF-8 offsets of the original characters it was made from.
    let originalRange: Range<Int>
    /// Normalised scalars of the first original character before the word (see ``Token/leadingScalars``).
    let leadingScalars: Int
  }

  /// The words of `text`, positions counted from `firstPosition`.
  func tokenize(_ text: String, firstPosition: Int = 0) -> [Token] {
    var sink = TokenSink(position: firstPosition)
    split(text, into: &sink)
    return sink.tokens
  }

  /// Appends the words of `text` to `words` and their normalised scalars to `scalars`, without a `String` per
  /// word.
  func scan(_ text: String, into scalars: inout [Unicode.Scalar], words: inout [ScannedWord]) {
    var sink = ScalarSink(scalars: scalars, words: words)
    scalars = []
    words = []
    split(text, into: &sink)
    scalars = sink.scalars
    words = sink.words
  }

  /// Whether some word of `text` satisfies `predicate`, which sees the word's normalised scalars; the scan
  /// stops at the first such word.
  func containsWord(in text: String, where predicate: ([Unicode.Scalar]) -> Bool) -> Bool {
    withoutActuallyEscaping(predicate) { predicate in
      var sink = ProbeSink(predicate: predicate)
      split(text, into: &sink)
      return sink.isFinished
    }
  }

  /// Splits `text` into words, handing each normalised scalar and each word's end to `sink`.
  ///
  /// Each original scalar is folded, then the folded scalars are split; every word remembers the UTF-8
  /// range of the original scalars its normalised scalars came from. A scalar that folds to nothing (a
  /// removed combining mark) belongs to the word it follows.
  private func split<Sink: WordSink>(_ text: String, into sink: inout Sink) {
    var wordStart = 0
    var wordEnd = 0
    var wordLead = 0
    var offset = 0
    // Whether the original scalar before the current one is `<`, and whether the open word started right after one.
    var afterOpeningBracket = false
    var wordAfterOpeningBracket = false
    var previousScalar: Unicode.Scalar = " "

    func flush() {
      guard sink.hasOpenWord else { return }
      sink.endWord(originalRange: wordStart..<wordEnd, leadingScalars: wordLead)
    }
    func add(_ part: Unicode.Scalar, lead: Int, end: Int) {
      if (!indexedSeparators.isEmpty && indexedSeparators.contains(part)) || Self.isIdeograph(part) {
        flush()
        sink.append(part)
        sink.endWord(originalRange: offset..<end, leadingScalars: lead)
      } else if Self.isWordCharacter(part) {
        if !sink.hasOpenWord {
          (wordStart, wordLead) = (offset, lead)
          wordAfterOpeningBracket = afterOpeningBracket && lead == 0
        }
        sink.append(part)
        wordEnd = end
      } else {
        flush()
      }
    }

    for scalar in text.unicodeScalars {
      if sink.isFinished { return }
      let end = offset + UTF8.width(scalar)
      if scalar == ">", wordAfterOpeningBracket, sink.hasOpenWord, wordEnd == offset {
        sink.bracketOpenWord()
        sink.endWord(originalRange: wordStart - 1..<end, leadingScalars: 0)
        wordAfterOpeningBracket = false
        previousScalar = scalar
        offset = end
        continue
      }
      afterOpeningBracket = previousScalar == "<"
      previousScalar = scalar
      if let folded = normalizer.foldedASCII(scalar) {
        add(folded, lead: 0, end: end)
      } else {
        let folded = normalizer.fold(scalar)
        if folded.isEmpty, sink.hasOpenWord { wordEnd = end }
        for (lead, part) in folded.unicodeScalars.enumerated() { add(part, lead: lead, end: end) }
      }
      offset = end
    }
    flush()
  }

  /// The normalised words of `text`, without positions.
  func words(_ text: String) -> [String] { tokenize(text).map(\.text) }

  /// Whether the normalised `text` ends inside a word: its last normalised scalar is a letter, a digit or a
  /// mark. `false` for a text that normalises to nothing.
  func endsInWord(_ text: String) -> Bool {
    for scalar in text.unicodeScalars.reversed() {
      if let last = normalizer.fold(scalar).unicodeScalars.last { return Self.isWordCharacter(last) }
    }
    return false
  }

  static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (value >= 48 && value <= 57) || (value >= 65 && value <= 90) || (value >= 97 && value <= 122)
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return false
    }
  }

  static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.isASCII && scalar.properties.isIdeographic
  }
}

/// What ``Tokenizer`` splits a text into: normalised scalars, and the end of each word.
private protocol WordSink {
  /// Whether scalars were appended since the last word ended.
  var hasOpenWord: Bool { get }
  /// Adds a normalised scalar to the open word.
  mutating func append(_ scalar: Unicode.Scalar)
  /// Ends the open word, made from the original characters at `originalRange`.
  mutating func endWord(originalRange: Range<Int>, leadingScalars: Int)
  /// Puts the open word between `<` and `>`: a placeholder token.
  mutating func bracketOpenWord()
  /// Whether the sink needs no more of the text.
  var isFinished: Bool { get }
}

extension WordSink {
  var isFinished: Bool { false }
}

/// Words as ``Token``s, each with its `String` and position.
private struct TokenSink: WordSink {
  var position: Int
  var tokens: [Token] = []
  private var word = ""

  init(position: Int) { self.position = position }

  var hasOpenWord: Bool { !word.isEmpty }

  mutating func append(_ scalar: Unicode.Scalar) { word.unicodeScalars.append(scalar) }

  mutating func bracketOpenWord() { word = "<" + word + ">" }

  mutating func endWord(originalRange: Range<Int>, leadingScalars: Int) {
    tokens.append(Token(text: word, position: position, originalRange: originalRange, leadingScalars: leadingScalars))
    position += 1
    word = ""
  }
}

/// Words as ranges of one buffer of normalised scalars.
private struct ScalarSink: WordSink {
  var scalars: [Unicode.Scalar]
  var words: [Tokenizer.ScannedWord]
  private var wordFirst: Int

  init(scalars: [Unicode.Scalar], words: [Tokenizer.ScannedWord]) {
    self.scalars = scalars
    self.words = words
    wordFirst = scalars.count
  }

  var hasOpenWord: Bool { scalars.count > wordFirst }

  mutating func append(_ scalar: Unicode.Scalar) { scalars.append(scalar) }

  mutating func bracketOpenWord() {
    scalars.insert("<", at: wordFirst)
    scalars.append(">")
  }

  mutating func endWord(originalRange: Range<Int>, leadingScalars: Int) {
    words.append(Tokenizer.ScannedWord(scalars: wordFirst..<scalars.count, originalRange: originalRange, leadingScalars: leadingScalars))
    wordFirst = scalars.count
  }
}

/// Tests each word as it ends, until one passes.
private struct ProbeSink: WordSink {
  let predicate: ([Unicode.Scalar]) -> Bool
  private var word: [Unicode.Scalar] = []
  private(set) var isFinished = false

  init(predicate: @escaping ([Unicode.Scalar]) -> Bool) {
    self.predicate = predicate
    word.reserveCapacity(32)
  }

  var hasOpenWord: Bool { !word.isEmpty }

  mutating func append(_ scalar: Unicode.Scalar) { word.append(scalar) }

  mutating func bracketOpenWord() {
    word.insert("<", at: 0)
    word.append(">")
  }

  mutating func endWord(originalRange: Range<Int>, leadingScalars: Int) {
    isFinished = predicate(word)
    word.removeAll(keepingCapacity: true)
  }
}
