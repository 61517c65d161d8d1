/// Parses the `filters` parameter and applies Algolia's restrictions.
///
/// A recursive-descent parser over ``FilterTokenizer``'s tokens. `NOT` binds tighter than `AND`, which binds
/// tighter than `OR`. A filter is `attr:value` (facet, or tag when `attr` is `_tags`), `attr:n TO m` (range),
/// `attr op n` (comparison) or a bare value (tag), optionally followed by `<score=N>`.
///
/// Tokens are read one at a time, so the first error in reading order is the one reported. Nesting (parentheses
/// and `NOT`s) is limited to ``maximumDepth`` levels, which keeps every recursive stage of the filter pipeline
/// within a small stack.
struct FilterParser {
  /// The deepest nesting of parentheses and `NOT`s accepted.
  static let maximumDepth = 64

  private var tokenizer: FilterTokenizer
  /// The current token, not yet consumed.
  private var peek: FilterToken
  /// How many parentheses and `NOT`s enclose the current position.
  private var depth = 0

  private init(_ filters: String) throws {
    tokenizer = FilterTokenizer(filters)
    peek = try tokenizer.next()
  }

  /// The expression of a `filters` string.
  ///
  /// - Parameter filters: The parameter's value.
  /// - Returns: `nil` when the string is empty or only whitespace.
  /// - Throws: ``FilterError/filters(_:column:)`` for a syntax error, or for a valid expression Algolia
  ///   refuses (``FilterRestrictions``). Syntax errors win: restrictions are checked once the whole string has
  ///   parsed.
  static func parse(_ filters: String) throws -> FilterExpression? {
    guard let syntax = try parseSyntax(filters) else { return nil }
    try FilterRestrictions.validate(syntax)
    return syntax.expression
  }

  /// The parse tree of a `filters` string, restrictions not checked; `nil` when there is no filter.
  static func parseSyntax(_ filters: String) throws -> FilterSyntax? {
    var parser = try FilterParser(filters)
    if parser.peek.kind == .end { return nil }
    let syntax = try parser.disjunction()
    guard parser.peek.kind == .end else { throw parser.unexpected(expected: .endOfFilter) }
    return syntax
  }

  // MARK: Grammar

  /// `or_expr = and_expr { "OR" and_expr }`.
  private mutating func disjunction() throws -> FilterSyntax {
    var operands = [try conjunction()]
    while peek.kind == .keyword(.or) {
      try advance()
      operands.append(try conjunction())
    }
    return operands.count == 1 ? operands[0] : .or(operands)
  }

  /// `and_expr = unary { "AND" unary }`.
  private mutating func conjunction() throws -> FilterSyntax {
    var operands = [try unary()]
    while peek.kind == .keyword(.and) {
      try advance()
      operands.append(try unary())
    }
    return operands.count == 1 ? operands[0] : .and(operands)
  }

  /// `unary = "NOT" unary | primary`; `primary = "(" or_expr ")" | filter`.
  private mutating func unary() throws -> FilterSyntax {
    let token = peek
    switch token.kind {
    case .keyword(.not):
      try enter()
      defer { depth -= 1 }
      return .not(try unary(), column: token.column)
    case .openParenthesis:
      try enter()
      defer { depth -= 1 }
      let inner = try disjunction()
      guard peek.kind == .closeParenthesis else { throw unexpected(expected: .closingParenthesis) }
      try advance()
      return .group(inner, column: token.column)
    default:
      return try filter()
    }
  }

  /// `filter = ( facet | range | comparison | tag ) [ score ]`.
  private mutating func filter() throws -> FilterSyntax {
    let start = peek
    guard let attribute = text(of: start.kind) else { throw unexpected(expected: .filter) }
    try advance()
    var condition: FilterCondition
    switch peek.kind {
    case .colon:
      try advance()
      condition = try valueAfterColon(attribute: attribute)
    case .comparison(let comparison):
      try advance()
      condition = FilterCondition(.comparison(attribute: attribute, comparison, try number()))
    default:
      condition = FilterCondition(.tag(attribute))
    }
    if case .score(let score) = peek.kind {
      try advance()
      condition.score = score
    }
    return .condition(condition, column: start.column)
  }

  /// The facet (or `_tags`) value or the range after `attr:`.
  private mutating func valueAfterColon(attribute: String) throws -> FilterCondition {
    let token = peek
    guard let value = text(of: token.kind) else { throw unexpected(expected: .value) }
    try advance()
    if case .word(_, let lower?) = token.kind, peek.kind == .keyword(.to) {
      try advance()
      return FilterCondition(.range(attribute: attribute, lower: lower, upper: try number()))
    }
    return FilterCondition.attributeValue(attribute, value)
  }

  /// An unquoted number.
  private mutating func number() throws -> Double {
    guard case .word(_, let number?) = peek.kind else { throw unexpected(expected: .numeric) }
    try advance()
    return number
  }

  // MARK: Tokens

  /// Consumes the current token.
  private mutating func advance() throws {
    peek = try tokenizer.next()
  }

  /// Consumes a `(` or `NOT`, one level deeper.
  private mutating func enter() throws {
    guard depth < Self.maximumDepth else { throw FilterError.filters(.tooDeep, column: peek.column) }
    depth += 1
    try advance()
  }

  /// The text of a word (numbers included) or quoted string; `nil` for any other token.
  private func text(of kind: FilterToken.Kind) -> String? {
    switch kind {
    case .word(let text, _), .quoted(let text): return text
    default: return nil
    }
  }

  private func unexpected(expected: FilterExpectation) -> FilterError {
    .filters(.unexpectedToken(found: peek.kind, expected: expected), column: peek.column)
  }
}
