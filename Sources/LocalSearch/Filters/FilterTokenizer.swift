/// One token of a `filters` string, with the 0-based column (in characters) where it starts.
struct FilterToken: Hashable, Sendable {
  /// The kinds of token of the `filters` grammar.
  enum Kind: Hashable, Sendable {
    /// An unquoted word; `number` is its value when the word is a number in the filter syntax.
    case word(String, number: Double?)
    /// A quoted string, escapes resolved.
    case quoted(String)
    /// `AND`, `OR`, `NOT`, `TO`, exactly in upper case.
    case keyword(FilterKeyword)
    /// `<`, `<=`, `=`, `!=`, `>=`, `>`.
    case comparison(FilterComparison)
    /// `:`.
    case colon
    /// `(`.
    case openParenthesis
    /// `)`.
    case closeParenthesis
    /// `<score=N>`.
    case score(Int)
    /// A character that starts no token of the grammar (`,`, a lone `!`).
    case other(Character)
    /// The end of the string.
    case end
  }

  let kind: Kind
  let column: Int
}

/// The reserved words of the filter grammar.
enum FilterKeyword: String, Hashable, Sendable {
  case and = "AND"
  case or = "OR"
  case not = "NOT"
  case to = "TO"
}

/// Splits a `filters` string into tokens.
///
/// Whitespace separates tokens and is otherwise ignored. A word runs until whitespace or one of
/// `( ) : < > = ! , " '`. Quoted strings use `"` or `'`; inside them a backslash makes the next character
/// literal. `<score=` starts a score, which must be digits and `>`; a quoted string ending with an unescaped
/// `<score=N>` right before its closing quote (where InstantSearch 7 writes a facet value's score,
/// `"brand":"sony<score=3>"`) is its text without it, followed by that score.
///
/// The text is read as Unicode scalars, as the grammar defines it: reading grapheme clusters would let a
/// combining or prepended mark glue itself to a quote and hide it, so a quoted value could end early.
struct FilterTokenizer {
  private let characters: [Unicode.Scalar]
  private var position = 0
  /// The score read at the end of the last quoted string, returned as the next token.
  private var pendingScore: FilterToken?

  /// A tokenizer positioned at the start of `text`.
  init(_ text: String) { characters = Array(text.unicodeScalars) }

  /// The tokens of `text`, ending with an ``FilterToken/Kind/end`` token whose column is the length of `text`.
  ///
  /// - Throws: ``FilterError/filters(_:column:)`` for an unterminated quoted string or a malformed score.
  static func tokenize(_ text: String) throws -> [FilterToken] {
    var tokenizer = FilterTokenizer(text)
    var tokens: [FilterToken] = []
    while true {
      let token = try tokenizer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  /// The next token; ``FilterToken/Kind/end`` (again) once the text is exhausted.
  ///
  /// - Throws: ``FilterError/filters(_:column:)`` for an unterminated quoted string or a malformed score.
  mutating func next() throws -> FilterToken {
    if let pendingScore {
      self.pendingScore = nil
      return pendingScore
    }
    while position < characters.count, Self.isWhitespace(characters[position]) { position += 1 }
    let start = position
    guard position < characters.count else { return FilterToken(kind: .end, column: start) }
    let character = characters[position]
    let kind: FilterToken.Kind
    switch character {
    case "(":
      position += 1
      kind = .openParenthesis
    case ")":
      position += 1
      kind = .closeParenthesis
    case ":":
      position += 1
      kind = .colon
    case "\"", "'":
      let (text, score) = try quoted(closing: character)
      kind = .quoted(text)
      pendingScore = score
    case "<" where lookingAt(Self.scorePrefix): kind = .score(try score())
    case "<", ">", "=", "!": kind = comparison()
    case ",":
      position += 1
      kind = .other(Character(character))
    default: kind = word()
    }
    return FilterToken(kind: kind, column: start)
  }

  private func lookingAt(_ prefix: [Unicode.Scalar]) -> Bool {
    position + prefix.count <= characters.count && Array(characters[position..<position + prefix.count]) == prefix
  }

  /// The text of a quoted string, escapes resolved, and the score token of its trailing unescaped
  /// `<score=N>`, if it has one (the text then ends before it).
  private mutating func quoted(closing quote: Unicode.Scalar) throws -> (String, FilterToken?) {
    position += 1
    var text: [Unicode.Scalar] = []
    /// Where the last unescaped `<` is, in `text` and in the filter text.
    var lastLessThan: (inText: Int, column: Int)?
    while position < characters.count {
      let character = characters[position]
      position += 1
      if character == quote {
        guard let lastLessThan, let score = Self.score(ending: text[lastLessThan.inText...]) else {
          return (String(String.UnicodeScalarView(text)), nil)
        }
        let value = String(String.UnicodeScalarView(text[..<lastLessThan.inText]))
        return (value, FilterToken(kind: .score(score), column: lastLessThan.column))
      }
      if character == "\\", position < characters.count {
        text.append(characters[position])
        position += 1
      } else {
        if character == "<" { lastLessThan = (text.count, position - 1) }
        text.append(character)
      }
    }
    throw FilterError.filters(
      .unexpectedToken(found: .end, expected: .closingQuote(Character(quote))), column: characters.count)
  }

  /// The score of `scalars` when they are exactly `<score=digits>`.
  private static func score(ending scalars: ArraySlice<Unicode.Scalar>) -> Int? {
    guard scalars.count > scorePrefix.count + 1, scalars.starts(with: scorePrefix), scalars.last == ">" else { return nil }
    let digits = scalars.dropFirst(scorePrefix.count).dropLast()
    guard digits.allSatisfy({ (48...57).contains($0.value) }) else { return nil }
    return Int(String(String.UnicodeScalarView(digits)))
  }

  private mutating func score() throws -> Int {
    let start = position
    position += Self.scorePrefix.count
    var digits = ""
    while position < characters.count, (48...57).contains(characters[position].value) {
      digits.unicodeScalars.append(characters[position])
      position += 1
    }
    guard !digits.isEmpty, position < characters.count, characters[position] == ">", let score = Int(digits) else {
      throw FilterError.filters(.invalidScore, column: start)
    }
    position += 1
    return score
  }

  private mutating func comparison() -> FilterToken.Kind {
    let first = characters[position]
    position += 1
    let followedByEquals = position < characters.count && characters[position] == "="
    if followedByEquals { position += 1 }
    switch (first, followedByEquals) {
    case ("<", false): return .comparison(.less)
    case ("<", true): return .comparison(.lessOrEqual)
    case (">", false): return .comparison(.greater)
    case (">", true): return .comparison(.greaterOrEqual)
    case ("!", true): return .comparison(.notEqual)
    case ("!", false): return .other("!")
    default:
      // "=" alone; "==" reads as "=" followed by another "=".
      if followedByEquals { position -= 1 }
      return .comparison(.equal)
    }
  }

  private mutating func word() -> FilterToken.Kind {
    let start = position
    while position < characters.count, !Self.endsWord(characters[position]) { position += 1 }
    let text = String(String.UnicodeScalarView(characters[start..<position]))
    if let keyword = FilterKeyword(rawValue: text) { return .keyword(keyword) }
    return .word(text, number: FilterNumber.parse(text))
  }

  private static let scorePrefix = Array("<score=".unicodeScalars)

  /// Spaces, tabs and line breaks.
  private static func isWhitespace(_ character: Unicode.Scalar) -> Bool {
    switch character {
    case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}": return true
    default: return false
    }
  }

  private static func endsWord(_ character: Unicode.Scalar) -> Bool {
    switch character {
    case "(", ")", ":", "<", ">", "=", "!", ",", "\"", "'": return true
    default: return isWhitespace(character)
    }
  }
}
