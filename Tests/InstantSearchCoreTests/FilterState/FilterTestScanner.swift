import Foundation

/// A token of the `filters` grammar, as the test scanner reads it.
enum FilterTestToken: Equatable {
  case quoted(String)
  case word(String)
  case keyword(String)
  case comparison(String)
  case colon
  case open
  case close
  case score(Int)
}

/// One condition read back from a `filters` string.
struct FilterTestCondition: Equatable {
  var attribute: String
  /// `:` for facets, tags and ranges, the operator for comparisons, `tag` for a bare tag.
  var relation: String
  var value: String
  var isQuoted: Bool
  var upper: String?
  var score: Int?

  init(
    _ attribute: String, _ relation: String, _ value: String, quoted: Bool = true, upper: String? = nil,
    score: Int? = nil
  ) {
    self.attribute = attribute
    self.relation = relation
    self.value = value
    self.isQuoted = quoted
    self.upper = upper
    self.score = score
  }
}

/// A parsed `filters` expression.
indirect enum FilterTestExpression: Equatable {
  case and([FilterTestExpression])
  case or([FilterTestExpression])
  case not(FilterTestExpression)
  case condition(FilterTestCondition)

  /// Every condition, left to right.
  var conditions: [FilterTestCondition] {
    switch self {
    case .and(let items), .or(let items): return items.flatMap(\.conditions)
    case .not(let item): return item.conditions
    case .condition(let condition): return [condition]
    }
  }
}

struct FilterTestSyntaxError: Error, Equatable {
  let message: String
}

/// A strict scanner and parser of the `filters` grammar, written for the tests only.
///
/// It reads Unicode scalars, as the grammar does: whitespace separates tokens; inside `"…"` or `'…'` a
/// backslash makes the next scalar literal, and an unescaped `<score=N>` right before the closing quote is a
/// score after the quoted text (InstantSearch 7's placement); keywords are `AND`, `OR`, `NOT`, `TO` in upper case.
enum FilterTestScanner {
  static func tokens(_ text: String) throws -> [FilterTestToken] {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var tokens: [FilterTestToken] = []
    func isSpace(_ scalar: Unicode.Scalar) -> Bool { [" ", "\t", "\n", "\r"].contains(scalar) }
    func endsWord(_ scalar: Unicode.Scalar) -> Bool { isSpace(scalar) || "():<>=!,\"'".unicodeScalars.contains(scalar) }
    while index < scalars.count {
      let scalar = scalars[index]
      if isSpace(scalar) { index += 1; continue }
      switch scalar {
      case "(": tokens.append(.open); index += 1
      case ")": tokens.append(.close); index += 1
      case ":": tokens.append(.colon); index += 1
      case "\"", "'":
        var text: [Unicode.Scalar] = []
        var lastUnescapedLessThan: Int?
        index += 1
        var closed = false
        while index < scalars.count {
          let current = scalars[index]
          index += 1
          if current == scalar { closed = true; break }
          if current == "\\" {
            guard index < scalars.count else { break }
            text.append(scalars[index])
            index += 1
          } else {
            if current == "<" { lastUnescapedLessThan = text.count }
            text.append(current)
          }
        }
        guard closed else { throw FilterTestSyntaxError(message: "unterminated quoted string") }
        var score: Int?
        if let start = lastUnescapedLessThan {
          let suffix = String(String.UnicodeScalarView(text[start...]))
          if suffix.hasPrefix("<score="), suffix.hasSuffix(">"), let number = Int(suffix.dropFirst(7).dropLast()),
            suffix.dropFirst(7).dropLast().allSatisfy(\.isASCII)
          {
            score = number
            text.removeSubrange(start...)
          }
        }
        tokens.append(.quoted(String(String.UnicodeScalarView(text))))
        if let score { tokens.append(.score(score)) }
      case "<" where String(String.UnicodeScalarView(scalars[index...].prefix(7))) == "<score=":
        index += 7
        var digits = ""
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { digits.unicodeScalars.append(scalars[index]); index += 1 }
        guard index < scalars.count, scalars[index] == ">", let score = Int(digits) else {
          throw FilterTestSyntaxError(message: "bad score")
        }
        index += 1
        tokens.append(.score(score))
      case "<", ">", "=", "!":
        var op = String(scalar)
        index += 1
        if index < scalars.count, scalars[index] == "=", scalar != "=" { op.append("="); index += 1 }
        guard op != "!" else { throw FilterTestSyntaxError(message: "lone !") }
        tokens.append(.comparison(op))
      case ",": throw FilterTestSyntaxError(message: "unexpected ,")
      default:
        var word = String.UnicodeScalarView()
        while index < scalars.count, !endsWord(scalars[index]) { word.append(scalars[index]); index += 1 }
        let text = String(word)
        tokens.append(["AND", "OR", "NOT", "TO"].contains(text) ? .keyword(text) : .word(text))
      }
    }
    return tokens
  }

  /// The keywords found outside quoted strings, in order.
  static func keywords(_ text: String) throws -> [String] {
    try tokens(text).compactMap { if case .keyword(let keyword) = $0 { return keyword } else { return nil } }
  }

  /// Parses a whole `filters` string; throws on any syntax error or trailing token.
  static func parse(_ text: String) throws -> FilterTestExpression {
    var parser = Parser(tokens: try tokens(text))
    let expression = try parser.orExpression()
    guard parser.position == parser.tokens.count else { throw FilterTestSyntaxError(message: "trailing tokens") }
    return expression
  }

  private struct Parser {
    let tokens: [FilterTestToken]
    var position = 0

    private var current: FilterTestToken? { position < tokens.count ? tokens[position] : nil }

    private mutating func take() throws -> FilterTestToken {
      guard let token = current else { throw FilterTestSyntaxError(message: "unexpected end") }
      position += 1
      return token
    }

    mutating func orExpression() throws -> FilterTestExpression {
      var items = [try andExpression()]
      while current == .keyword("OR") { position += 1; items.append(try andExpression()) }
      return items.count == 1 ? items[0] : .or(items)
    }

    private mutating func andExpression() throws -> FilterTestExpression {
      var items = [try unary()]
      while current == .keyword("AND") { position += 1; items.append(try unary()) }
      return items.count == 1 ? items[0] : .and(items)
    }

    private mutating func unary() throws -> FilterTestExpression {
      if current == .keyword("NOT") { position += 1; return .not(try unary()) }
      if current == .open {
        position += 1
        let inner = try orExpression()
        guard try take() == .close else { throw FilterTestSyntaxError(message: "expected )") }
        return inner
      }
      return .condition(try condition())
    }

    private mutating func condition() throws -> FilterTestCondition {
      let (first, firstQuoted) = try operand()
      var result: FilterTestCondition
      switch current {
      case .colon?:
        position += 1
        let (value, quoted) = try operand()
        if current == .keyword("TO") {
          position += 1
          let (upper, _) = try operand()
          result = FilterTestCondition(first, ":", value, quoted: quoted, upper: upper)
        } else {
          result = FilterTestCondition(first, ":", value, quoted: quoted)
        }
      case .comparison(let op)?:
        position += 1
        let (number, quoted) = try operand()
        guard !quoted else { throw FilterTestSyntaxError(message: "quoted number") }
        result = FilterTestCondition(first, op, number, quoted: false)
      default:
        result = FilterTestCondition("_tags", "tag", first, quoted: firstQuoted)
      }
      if case .score(let score)? = current { position += 1; result.score = score }
      return result
    }

    private mutating func operand() throws -> (String, Bool) {
      switch try take() {
      case .quoted(let text): return (text, true)
      case .word(let text): return (text, false)
      default: throw FilterTestSyntaxError(message: "expected a name or value")
      }
    }
  }
}
