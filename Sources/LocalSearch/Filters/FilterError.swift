import InstantSearchCore

/// A filter parameter Algolia would reject with a 400, and the message it would send.
///
/// Every message of the filtering stage is worded here. `filters` errors carry the 0-based column (in
/// characters) of the offending token; the legacy arrays' errors quote the offending element.
enum FilterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A problem in the `filters` string, at a 0-based column.
  case filters(FilterProblem, column: Int)
  /// A `numericFilters` element that is neither `attr op number` nor `attr:lower TO upper`.
  case invalidNumericCondition(element: String)
  /// A `facetFilters` or `optionalFilters` element that is not `attr:value`.
  case invalidFacetFilter(parameter: LegacyFilterParameter, element: String)
  /// A `tagFilters` element with no tag.
  case invalidTagFilter(element: String)
  /// A nested array of a legacy parameter that ORs filters of different kinds (tags with facets).
  case mixedFamiliesInOr(parameter: LegacyFilterParameter)

  /// The HTTP status Algolia answers with.
  var status: Int { 400 }

  /// Algolia's error message.
  var message: String {
    switch self {
    case .filters(let problem, let column):
      return "filters: \(problem.text) at col \(column)"
    case .invalidNumericCondition(let element):
      return "Invalid syntax for numeric condition:\(element)"
    case .invalidFacetFilter(let parameter, let element):
      return "\(parameter.rawValue): Invalid facet filter \(element)"
    case .invalidTagFilter(let element):
      return "\(LegacyFilterParameter.tagFilters.rawValue): Invalid tag filter \(element)"
    case .mixedFamiliesInOr(let parameter):
      return "\(parameter.rawValue): \(FilterProblem.mixedFamilies.text)"
    }
  }

  var description: String { message }

  /// The error as the search client reports it: `httpError(status: 400, message:)`.
  var clientError: SearchClientError { .httpError(status: status, message: message) }
}

/// What is wrong with a `filters` string.
enum FilterProblem: Hashable, Sendable {
  /// The grammar does not allow `found` here; it expected `expected`.
  case unexpectedToken(found: FilterToken.Kind, expected: FilterExpectation)
  /// An `AND` inside an `OR`, or an `OR` group inside a parenthesised `AND` group.
  case andInsideOr
  /// `NOT` applied to a parenthesised group or to another `NOT` (rule 2).
  case negatedGroup
  /// Filters of different kinds ORed together (rule 3).
  case mixedFamilies
  /// A `<score=` not followed by digits and `>`.
  case invalidScore
  /// More nested parentheses and `NOT`s than ``FilterParser/maximumDepth``.
  case tooDeep

  /// The message without the `filters: ` prefix and the column.
  var text: String {
    switch self {
    case .unexpectedToken(let found, let expected):
      return "Unexpected token \(found.errorText) expected \(expected.errorText)"
    case .andInsideOr:
      return "filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed"
    case .negatedGroup:
      return "Negation of a group of filters is not allowed"
    case .mixedFamilies:
      return "Different types of filters are not allowed inside an OR"
    case .invalidScore:
      return "Invalid score"
    case .tooDeep:
      return "Too many nested parentheses and NOT operators (at most \(FilterParser.maximumDepth))"
    }
  }
}

/// What the parser was looking for when it met an unexpected token.
enum FilterExpectation: Hashable, Sendable {
  /// Nothing more: the expression was complete.
  case endOfFilter
  /// The `)` closing an open group.
  case closingParenthesis
  /// A number after a comparison operator or in a range.
  case numeric
  /// A filter: at the start, after `AND`, `OR`, `NOT` or `(`.
  case filter
  /// The value after `attr:`.
  case value
  /// The quote closing a quoted string.
  case closingQuote(Character)

  /// The wording in messages.
  var errorText: String {
    switch self {
    case .endOfFilter: return "end of filter"
    case .closingParenthesis: return "')'"
    case .numeric: return "numeric"
    case .filter: return "filter"
    case .value: return "value"
    case .closingQuote(let quote): return "'\(quote)'"
    }
  }
}

extension FilterToken.Kind {
  /// The wording of the token in messages, as Algolia's observed messages show them: `string(dates)` for an
  /// unquoted word, `string` for a quoted string (its text is not shown), `numeric(10)` for an unquoted number,
  /// `':'`, `'('`, `')'` for punctuation, operators and keywords bare (`>`, `AND`), `end of filter` at the end.
  var errorText: String {
    switch self {
    case .word(let text, let number): return number == nil ? "string(\(text))" : "numeric(\(text))"
    case .quoted: return "string"
    case .keyword(let keyword): return keyword.rawValue
    case .comparison(let comparison): return comparison.rawValue
    case .colon: return "':'"
    case .openParenthesis: return "'('"
    case .closeParenthesis: return "')'"
    case .score(let score): return "<score=\(score)>"
    case .other(let character): return "'\(character)'"
    case .end: return "end of filter"
    }
  }
}
