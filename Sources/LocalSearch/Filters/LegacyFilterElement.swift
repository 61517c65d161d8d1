/// Reads one filter of a legacy parameter.
///
/// - `facetFilters`, `optionalFilters`: `attr:value`, everything after the first `:` being the value, spaces
///   included; `attr:-value` negates; `attr:\-value` is the literal `-value`; a value wholly in double quotes is
///   unquoted (`\"` and `\\` unescaped). `_tags:value` is a tag filter.
/// - `numericFilters`: `attr op number` or `attr:lower TO upper`, spaces optional.
/// - `tagFilters`: a tag; `-tag` negates, `\-tag` is the literal `-tag`; quoting as for facets.
///
/// Any of them may end with `<score=N>`.
enum LegacyFilterElement {
  /// A filter read from an element, with the family of its condition (for the one-kind-per-OR rule).
  struct Operand {
    /// The condition, or its negation.
    let expression: FilterExpression
    /// The family of the condition.
    let family: FilterCondition.Family
  }

  /// Reads `element` as a filter of `parameter`.
  ///
  /// - Throws: ``FilterError`` (via ``LegacyFilterParser/invalidElement(_:_:)``) when it does not read.
  static func expression(of element: String, parameter: LegacyFilterParameter) throws -> Operand {
    let invalid = LegacyFilterParser.invalidElement(element, parameter)
    guard let (text, score) = splitScore(Substring(element)) else { throw invalid }
    var condition: FilterCondition
    var negated = false
    switch parameter {
    case .facetFilters, .optionalFilters:
      guard let colon = text.unicodeScalars.firstIndex(of: ":") else { throw invalid }
      let attribute = trimmed(Substring(text.unicodeScalars[..<colon]))
      guard !attribute.isEmpty else { throw invalid }
      let signed = signedValue(Substring(text.unicodeScalars[text.unicodeScalars.index(after: colon)...]))
      negated = signed.negated
      condition = FilterCondition.attributeValue(String(attribute), signed.value)
    case .numericFilters:
      guard let numeric = numericCondition(text) else { throw invalid }
      condition = numeric
    case .tagFilters:
      let signed = signedValue(trimmed(text))
      guard !signed.value.isEmpty else { throw invalid }
      negated = signed.negated
      condition = FilterCondition(.tag(signed.value))
    }
    condition.score = score ?? FilterCondition.defaultScore
    return Operand(expression: negated ? .not(.condition(condition)) : .condition(condition), family: condition.family)
  }

  /// The element without a trailing `<score=N>`, and `N`; `nil` when the element ends with a malformed score.
  private static func splitScore(_ element: Substring) -> (Substring, Int?)? {
    guard element.hasSuffix(">"), let marker = element.range(of: "<score=", options: .backwards) else {
      return (element, nil)
    }
    let digits = element[marker.upperBound..<element.index(before: element.endIndex)]
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let score = Int(digits) else {
      return nil
    }
    return (element[..<marker.lowerBound], score)
  }

  /// Whether a facet or tag value is negated (`-value`), and the value with the escape of a literal leading `-`
  /// (`\-value`) and enclosing double quotes removed. Syntax is read by Unicode scalar, so a combining mark after
  /// a `-`, a `\` or a quote does not hide it.
  private static func signedValue(_ raw: Substring) -> (negated: Bool, value: String) {
    let scalars = raw.unicodeScalars
    if scalars.first == "-" { return (true, unquoted(Substring(scalars.dropFirst()))) }
    if scalars.starts(with: ["\\", "-"]) { return (false, unquoted(Substring(scalars.dropFirst()))) }
    return (false, unquoted(raw))
  }

  /// The text between enclosing double quotes with `\"` and `\\` unescaped, when the value is wholly quoted
  /// (no unescaped quote inside); otherwise the value as it is. Read by Unicode scalar.
  private static func unquoted(_ value: Substring) -> String {
    let scalars = value.unicodeScalars
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return String(value) }
    var result = String.UnicodeScalarView()
    var escaping = false
    for scalar in scalars.dropFirst().dropLast() {
      if escaping {
        if scalar != "\"" && scalar != "\\" { result.append("\\") }
        result.append(scalar)
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else if scalar == "\"" {
        return String(value)
      } else {
        result.append(scalar)
      }
    }
    return escaping ? String(value) : String(result)
  }

  /// `attr op number` or `attr:lower TO upper`; `nil` when the text is neither.
  private static func numericCondition(_ text: Substring) -> FilterCondition? {
    guard let operatorStart = text.firstIndex(where: { "<>=!:".contains($0) }) else { return nil }
    let attribute = String(trimmed(text[..<operatorStart]))
    guard !attribute.isEmpty else { return nil }
    var rest = text[operatorStart...]
    if rest.hasPrefix(":") {
      rest = rest.dropFirst()
      guard let separator = rest.range(of: "TO"),
        let lower = FilterNumber.parse(trimmed(rest[..<separator.lowerBound])),
        let upper = FilterNumber.parse(trimmed(rest[separator.upperBound...]))
      else { return nil }
      return FilterCondition(.range(attribute: attribute, lower: lower, upper: upper))
    }
    let twoCharacters = FilterComparison(rawValue: String(rest.prefix(2)))
    guard let comparison = twoCharacters ?? FilterComparison(rawValue: String(rest.prefix(1))),
      let operand = FilterNumber.parse(trimmed(rest.dropFirst(comparison.rawValue.count)))
    else { return nil }
    return FilterCondition(.comparison(attribute: attribute, comparison, operand))
  }

  /// The text without leading and trailing whitespace.
  private static func trimmed(_ text: Substring) -> Substring {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return text[text.endIndex...] }
    return text[first...last]
  }
}
