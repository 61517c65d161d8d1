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
/// ideographs are one word each. Because splitting comes after normalisation, a character whose
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

  /// The words of `text`, positions counted from `firstPosition`.
  ///
  /// Each original scalar is folded, then the folded scalars are split; every word remembers the UTF-8
  /// range of the original scalars its normalised scalars came from. A scalar that folds to nothing (a
  /// removed combining mark) belongs to the word it follows.
  func tokenize(_ text: String, firstPosition: Int = 0) -> [Token] {
    var tokens: [Token] = []
    var word = ""
    var wordStart = 0
    var wordEnd = 0
    var wordLead = 0
    var position = firstPosition

    func flush() {
      guard !word.isEmpty else { return }
      tokens.append(Token(text: word, position: position, originalRange: wordStart..<wordEnd, leadingScalars: wordLead))
      position += 1
      word = ""
    }

    var offset = 0
    for scalar in text.unicodeScalars {
      let end = offset + UTF8.width(scalar)
      let folded = normalizer.fold(scalar)
      if folded.isEmpty, !word.isEmpty { wordEnd = end }
      for (lead, part) in folded.unicodeScalars.enumerated() {
        if indexedSeparators.contains(part) || Self.isIdeograph(part) {
          flush()
          tokens.append(Token(text: String(part), position: position, originalRange: offset..<end, leadingScalars: lead))
          position += 1
        } else if Self.isWordCharacter(part) {
          if word.isEmpty { (wordStart, wordLead) = (offset, lead) }
          word.unicodeScalars.append(part)
          wordEnd = end
        } else {
          flush()
        }
      }
      offset = end
    }
    flush()
    return tokens
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
