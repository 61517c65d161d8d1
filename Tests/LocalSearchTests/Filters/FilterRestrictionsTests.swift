import XCTest

@testable import LocalSearch

/// Algolia's restrictions on `filters`, valid and invalid forms of each.
final class FilterRestrictionsTests: XCTestCase {
  private let andInsideOr = "filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed"
  private let negatedGroup = "Negation of a group of filters is not allowed"
  private let mixed = "Different types of filters are not allowed inside an OR"

  func test_restrictions_acceptTheDocumentedValidForms() {
    for filters in [
      "a:x AND (b:y OR b:z)", "(a:x OR a:y) AND c:z", "a:x AND (b:y OR b:z) AND (d:1 OR d:2)", "NOT a:b AND c > 3",
      "(NOT a:b OR NOT a:c)", #"( "a":"x" )"#, "( a:x OR a:y )", "( a:x AND b:y )",
      #"( "price" < 20.0 AND "price" > 10.0 ) AND ( a:x OR a:y )"#,
    ] {
      assertFiltersAccepted(filters)
    }
  }

  func test_rule1_andInsideOrIsRejectedAtTheOffendingOperand() {
    assertFiltersError("a:x OR (b:y AND c:z)", "filters: \(andInsideOr) at col 7")
    assertFiltersError("(a:x AND b:y) OR c:z", "filters: \(andInsideOr) at col 0")
    assertFiltersError("a:x AND b:y OR c:z", "filters: \(andInsideOr) at col 0")
    assertFiltersError("a:x OR b:y AND c:z", "filters: \(andInsideOr) at col 7")
    assertFiltersError("(a:x OR b:y AND c:z)", "filters: \(andInsideOr) at col 8")
  }

  func test_rule1_nestedOrGroupsAndParenthesisedSinglesMayBeOrOperands() {
    assertFiltersAccepted("a:x OR (b:y OR (c:z OR d:w))")
    assertFiltersAccepted("a:x OR (b:y) OR (NOT c:z)")
    assertFiltersAccepted("(a:x OR b:y) OR (c:z OR d:w)")
  }

  func test_rule2_negatedGroupsAndDoubleNegationAreRejected() {
    assertFiltersError("NOT (a:x OR a:y)", "filters: \(negatedGroup) at col 4")
    assertFiltersError("NOT (a:x)", "filters: \(negatedGroup) at col 4")
    assertFiltersError("NOT NOT a:x", "filters: \(negatedGroup) at col 4")
    assertFiltersError("b:y AND NOT (a:x AND c:z)", "filters: \(negatedGroup) at col 12")
    assertFiltersError("b:y OR NOT (a:x)", "filters: \(negatedGroup) at col 11")
  }

  func test_rule2_negatedSingleFiltersAreAccepted() {
    assertFiltersAccepted("NOT a:x")
    assertFiltersAccepted("(NOT a:x)")
    assertFiltersAccepted("NOT price:1 TO 2 AND NOT _tags:t AND NOT n = 3")
  }

  func test_rule3_oneKindPerOr() {
    assertFiltersError("brand:Apple OR price > 500", "filters: \(mixed) at col 15")
    assertFiltersError("tag1 OR facet:v", "filters: \(mixed) at col 8")
    assertFiltersError("a:x OR a:y OR NOT _tags:t", "filters: \(mixed) at col 14")
    assertFiltersError("(a:x OR (b:y OR c > 1)) AND d:z", "filters: \(mixed) at col 16")
    assertFiltersError("price > 1 OR price:1 TO 2 OR promo", "filters: \(mixed) at col 29")
  }

  func test_rule3_sameKindOnDifferentAttributesMayBeOred() {
    assertFiltersAccepted("color:red OR size:44")
    assertFiltersAccepted(#""price":100.0 OR "color":"green" OR "featured":true"#)
    assertFiltersAccepted("price > 100 OR size:15 TO 20 OR rating != 3")
    assertFiltersAccepted(#"a OR b OR "_tags":"c""#)
  }

  func test_rule4_noOrGroupInsideParenthesisedAnd() {
    assertFiltersError("(a:x AND (b:y OR b:z))", "filters: \(andInsideOr) at col 9")
    assertFiltersError("((a:x OR a:y) AND b:z)", "filters: \(andInsideOr) at col 1")
    assertFiltersError("c:1 AND (a:x AND (b:y AND (d:1 OR d:2)))", "filters: \(andInsideOr) at col 26")
    assertFiltersError("((a:x AND b:y) AND (c:1 OR c:2))", "filters: \(andInsideOr) at col 19")
  }

  func test_rule4_parenthesisedAndOfSinglesAndAndGroupsIsAccepted() {
    assertFiltersAccepted("(a:x AND (b:y AND NOT c:z))")
    assertFiltersAccepted("(a:x AND (b:y))")
    assertFiltersAccepted("(a:x AND b:y) AND (c:1 OR c:2)")
  }

  func test_rule5_parenthesesAroundAWholeSingleClause() {
    assertFiltersAccepted("(a:x)")
    assertFiltersAccepted("((a:x OR a:y))")
    assertFiltersAccepted("(a:x AND b:y AND NOT c:z)")
  }

  func test_restrictions_syntaxErrorsWinOverRestrictions() {
    assertFiltersError(
      "NOT (a:x OR a:y) AND", "filters: Unexpected token end of filter expected filter at col 20")
  }
}
