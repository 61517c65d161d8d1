/// A word of a text, normalised, with where it came from.
struct Token: Hashable, Sendable {
  /// The normalised word.
  let text: String
  /// Its 0-based index among the words of the text (continuing across array elements).
  let position: Int
  /// The UTF-8 offsets of the original characters it was made from.
  let originalRange: Range<Int>
}

/// Splits text into normalised words, as Algolia does.
///
/// A word is a maximal run of letters, digits and combining marks; everything else separates words,
/// except characters listed in `separatorsToIndex`, which become one-character words. CJK ideographs
/// are one word each.
struct Tokenizer: Sendable {
  let normalizer: Normalizer
  /// Characters indexed as words of their own (`separatorsToIndex`).
  let indexedSeparators: Set<Unicode.Scalar>

  init(normalizer: Normalizer = Normalizer(), separatorsToIndex: String = "") {
    self.normalizer = normalizer
    self.indexedSeparators = Set(separatorsToIndex.unicodeScalars)
  }

  /// The words of `text`, positions counted from `firstPosition`.
  func tokenize(_ text: String, firstPosition: Int = 0) -> [Token] {
    var tokens: [Token] = []
    var word = ""
    var wordStart = 0
    var offset = 0
    var position = firstPosition

    func flush(at end: Int) {
      guard !word.isEmpty else { return }
      tokens.append(Token(text: word, position: position, originalRange: wordStart..<end))
      position += 1
      word = ""
    }

    for scalar in text.unicodeScalars {
      let width = UTF8.width(scalar)
      if indexedSeparators.contains(scalar) {
        flush(at: offset)
        tokens.append(Token(text: String(scalar), position: position, originalRange: offset..<(offset + width)))
        position += 1
      } else if Self.isIdeograph(scalar) {
        flush(at: offset)
        tokens.append(Token(text: normalizer.fold(scalar), position: position, originalRange: offset..<(offset + width)))
        position += 1
      } else if Self.isWordCharacter(scalar) {
        if word.isEmpty { wordStart = offset }
        word += normalizer.fold(scalar)
      } else {
        flush(at: offset)
      }
      offset += width
    }
    flush(at: offset)
    return tokens
  }

  /// The normalised words of `text`, without positions.
  func words(_ text: String) -> [String] { tokenize(text).map(\.text) }

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
