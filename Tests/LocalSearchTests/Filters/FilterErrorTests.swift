import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Algolia's exact 400 messages for rejected filters, and the worked examples on the `products` fixture.
final class FilterErrorTests: XCTestCase {
  func test_message_observedUnexpectedWord() {
    assertFiltersError(
      "Type:Important dates", "filters: Unexpected token string(dates) expected end of filter at col 15")
  }

  func test_message_observedColonInsteadOfClosingParenthesis() {
    assertFiltersError(
      "(languages:pythonORlanguages:javascript)", "filters: Unexpected token ':' expected ')' at col 28")
  }

  func test_message_observedUnquotedGreaterThanInValue() {
    assertFiltersError(
      "category.lvl2:Womens>Tailoring", "filters: Unexpected token > expected end of filter at col 20")
  }

  func test_message_observedQuotedStringWhereANumberIsExpected() {
    assertFiltersError(#"price > "abc""#, "filters: Unexpected token string expected numeric at col 8")
    assertFiltersError(#"date >= "2020-01-01""#, "filters: Unexpected token string expected numeric at col 8")
  }

  func test_message_unquotedWordWhereANumberIsExpectedShowsItsText() {
    assertFiltersError("price > abc", "filters: Unexpected token string(abc) expected numeric at col 8")
    assertFiltersError("price:1 TO inf", "filters: Unexpected token string(inf) expected numeric at col 11")
    assertFiltersError("price < AND", "filters: Unexpected token AND expected numeric at col 8")
  }

  func test_message_workedExamples36to40() {
    assertFiltersError(
      "brand:Apple OR price > 500", "filters: Different types of filters are not allowed inside an OR at col 15")
    assertFiltersError("brand:Apple AND", "filters: Unexpected token end of filter expected filter at col 15")
    assertFiltersError(
      "NOT (brand:Apple OR brand:Sony)", "filters: Negation of a group of filters is not allowed at col 4")
    assertFiltersError(
      "brand:Apple OR (brand:Sony AND price < 300)",
      "filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed at col 15")
    assertFiltersError(
      "brand:Apple and brand:Sony", "filters: Unexpected token string(and) expected end of filter at col 12")
  }

  func test_message_unbalancedParenthesis() {
    assertFiltersError("(a:x OR a:y", "filters: Unexpected token end of filter expected ')' at col 11")
    assertFiltersError("a:x)", "filters: Unexpected token ')' expected end of filter at col 3")
    assertFiltersError("()", "filters: Unexpected token ')' expected filter at col 1")
  }

  func test_message_otherUnexpectedTokens() {
    assertFiltersError("brand:", "filters: Unexpected token end of filter expected value at col 6")
    assertFiltersError("a:x, b:y", "filters: Unexpected token ',' expected end of filter at col 3")
    assertFiltersError("a:x OR", "filters: Unexpected token end of filter expected filter at col 6")
    assertFiltersError("AND a:x", "filters: Unexpected token AND expected filter at col 0")
    assertFiltersError("a:x 10", "filters: Unexpected token numeric(10) expected end of filter at col 4")
    assertFiltersError("a:(x)", "filters: Unexpected token '(' expected value at col 2")
    assertFiltersError("! a:x", "filters: Unexpected token '!' expected filter at col 0")
    assertFiltersError("<score=2>", "filters: Unexpected token <score=2> expected filter at col 0")
    assertFiltersError("a:x<score=1><score=2>", "filters: Unexpected token <score=2> expected end of filter at col 12")
    assertFiltersError("price:abc TO 3", "filters: Unexpected token TO expected end of filter at col 10")
  }

  func test_message_invalidScoreAndUnterminatedQuote() {
    assertFiltersError("a:x<score=high>", "filters: Invalid score at col 3")
    assertFiltersError(#"a:"x"#, #"filters: Unexpected token end of filter expected '"' at col 4"#)
  }

  func test_message_firstErrorInReadingOrderWins() {
    assertFiltersError(#"a:x y "open"#, "filters: Unexpected token string(y) expected end of filter at col 4")
    assertFiltersError(#"a:x<score=z> y"#, "filters: Invalid score at col 3")
  }

  func test_message_nestingIsLimited() {
    let limit = FilterParser.maximumDepth
    assertFiltersAccepted(String(repeating: "(", count: limit) + "a:x" + String(repeating: ")", count: limit))
    assertFiltersError(
      String(repeating: "(", count: limit + 1) + "a:x" + String(repeating: ")", count: limit + 1),
      "filters: Too many nested parentheses and NOT operators (at most \(limit)) at col \(limit)")
    assertFiltersError(
      String(repeating: "NOT ", count: 100_000) + "a:x",
      "filters: Too many nested parentheses and NOT operators (at most \(limit)) at col \(4 * limit)")
    assertFiltersError(
      String(repeating: "(", count: 100_000),
      "filters: Too many nested parentheses and NOT operators (at most \(limit)) at col \(limit)")
  }

  func test_message_legacyForms() {
    XCTAssertEqual(
      FilterError.invalidNumericCondition(element: "price>abc").message,
      "Invalid syntax for numeric condition:price>abc")
    XCTAssertEqual(
      FilterError.invalidFacetFilter(parameter: .facetFilters, element: "brand").message,
      "facetFilters: Invalid facet filter brand")
    XCTAssertEqual(FilterError.invalidTagFilter(element: "-").message, "tagFilters: Invalid tag filter -")
    XCTAssertEqual(
      FilterError.mixedFamiliesInOr(parameter: .optionalFilters).message,
      "optionalFilters: Different types of filters are not allowed inside an OR")
  }

  func test_clientError_isA400WithTheMessage() {
    let error = FilterError.filters(.invalidScore, column: 3)
    XCTAssertEqual(error.clientError, .httpError(status: 400, message: "filters: Invalid score at col 3"))
    XCTAssertEqual(error.description, error.message)
  }
}
