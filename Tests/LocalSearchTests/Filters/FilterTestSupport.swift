import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Shorthands shared by the filter tests.
enum FilterTestSupport {
  /// A JSON value from its text.
  static func json(_ text: String) -> JSON {
    try! JSON(data: Data(text.utf8))
  }

  /// A matcher for a `filters` string under the given settings.
  static func matcher(
    _ filters: String, faceting: [String] = [], numeric: [String] = [], sumOrFiltersScores: Bool = false
  ) throws -> FilterMatcher {
    FilterMatcher(
      filters: try FilterParser.parse(filters), context: context(faceting: faceting, numeric: numeric),
      sumOrFiltersScores: sumOrFiltersScores)
  }

  /// A context from `attributesForFaceting` paths and `numericAttributesForFiltering` entries.
  static func context(faceting: [String], numeric: [String] = []) -> FilterContext {
    FilterContext(
      facetingAttributes: faceting, numericAttributesForFiltering: numeric.map { NumericFilteringAttribute(entry: $0)! }
    )
  }

  /// The expression of a legacy parameter given as JSON.
  static func legacy(_ value: JSON, _ parameter: LegacyFilterParameter) throws -> FilterExpression? {
    try LegacyFilterParser.parse(value, as: parameter)
  }

  /// A facet condition.
  static func facet(_ attribute: String, _ value: String, score: Int = 1) -> FilterExpression {
    .condition(FilterCondition(.facet(attribute: attribute, value: value), score: score))
  }

  /// A tag condition.
  static func tag(_ value: String, score: Int = 1) -> FilterExpression {
    .condition(FilterCondition(.tag(value), score: score))
  }

  /// A numeric comparison.
  static func compare(_ attribute: String, _ comparison: FilterComparison, _ operand: Double, score: Int = 1)
    -> FilterExpression
  {
    .condition(FilterCondition(.comparison(attribute: attribute, comparison, operand), score: score))
  }

  /// A numeric range.
  static func range(_ attribute: String, _ lower: Double, _ upper: Double, score: Int = 1) -> FilterExpression {
    .condition(FilterCondition(.range(attribute: attribute, lower: lower, upper: upper), score: score))
  }
}

/// Asserts that parsing `filters` fails with exactly `message`.
func assertFiltersError(_ filters: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
  XCTAssertThrowsError(try FilterParser.parse(filters), file: file, line: line) { error in
    XCTAssertEqual((error as? FilterError)?.message, message, file: file, line: line)
    XCTAssertEqual((error as? FilterError)?.status, 400, file: file, line: line)
  }
}

/// Asserts that `filters` parses and Algolia's restrictions accept it.
func assertFiltersAccepted(_ filters: String, file: StaticString = #filePath, line: UInt = #line) {
  XCTAssertNoThrow(try FilterParser.parse(filters), file: file, line: line)
}
