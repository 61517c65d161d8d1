import XCTest

@testable import InstantSearchCore

final class FilterConverterTests: XCTestCase {
  private let converter = FilterConverter()

  private func sql(_ filter: FilterType) -> String? { converter.sql(filter) }

  // Single filters and their negations.
  func test_sql_singleFilters_example8() {
    let facetString = Filter.Facet(attribute: "a", stringValue: "value")
    let facetNumber = Filter.Facet(attribute: "a", floatValue: 10)
    let facetBool = Filter.Facet(attribute: "a", boolValue: true)
    let comparison = Filter.Numeric(attribute: "a", operator: .equals, value: 10)
    let range = Filter.Numeric(attribute: "a", range: 0...10)
    let tag = Filter.Tag(value: "a")
    XCTAssertEqual(sql(facetString), #""a":"value""#)
    XCTAssertEqual(sql(facetNumber), #""a":"10.0""#)
    XCTAssertEqual(sql(facetBool), #""a":"true""#)
    XCTAssertEqual(sql(comparison), #""a" = 10.0"#)
    XCTAssertEqual(sql(range), #""a":0.0 TO 10.0"#)
    XCTAssertEqual(sql(tag), #""_tags":"a""#)
    XCTAssertEqual(sql(!facetString), #"NOT "a":"value""#)
    XCTAssertEqual(sql(!facetNumber), #"NOT "a":"10.0""#)
    XCTAssertEqual(sql(!facetBool), #"NOT "a":"true""#)
    XCTAssertEqual(sql(!comparison), #"NOT "a" = 10.0"#)
    XCTAssertEqual(sql(!range), #"NOT "a":0.0 TO 10.0"#)
    XCTAssertEqual(sql(!tag), #"NOT "_tags":"a""#)
  }

  func test_sql_quotesInValues_example8() {
    XCTAssertEqual(sql(Filter.Facet(attribute: "type", stringValue: #"45"-50"  tv's"#)), #""type":"45\"-50\"  tv's""#)
    XCTAssertEqual(sql(Filter.Tag(value: #"45"-50"  tv's"#)), #""_tags":"45\"-50\"  tv's""#)
  }

  func test_sql_timestampComparison_usesDoubleDescription() {
    let timestamp = 1_700_000_000.123456
    let filter = Filter.Numeric(attribute: "beginDate", operator: .greaterThan, value: timestamp)
    XCTAssertEqual(sql(filter), #""beginDate" > "# + "\(timestamp)")
    XCTAssertEqual(sql(filter), #""beginDate" > 1700000000.123456"#)
  }

  func test_sql_numbers_useSwiftDoubleDescription() {
    let cases: [(Double, String)] = [
      (10, "10.0"), (42.1, "42.1"), (0.00001, "1e-05"), (2.5e-7, "2.5e-07"), (1e16, "1e+16"), (-0.0, "-0.0"), (-3, "-3.0"),
    ]
    for (number, text) in cases {
      XCTAssertEqual(sql(Filter.Facet(attribute: "n", floatValue: Float(number))), "\"n\":\"\(text)\"", "a facet value is quoted, as Float text")
      XCTAssertEqual(sql(Filter.Numeric(attribute: "n", operator: .lessThan, value: number)), "\"n\" < \(text)")
    }
  }

  func test_sql_everyOperator() {
    let expected: [(Filter.Numeric.NumericOperator, String)] = [
      (.lessThan, "<"), (.lessThanOrEqual, "<="), (.equals, "="), (.notEquals, "!="), (.greaterThanOrEqual, ">="),
      (.greaterThan, ">"),
    ]
    for (op, symbol) in expected {
      XCTAssertEqual(sql(Filter.Numeric(attribute: "size", operator: op, value: 40)), "\"size\" \(symbol) 40.0")
    }
  }

  /// InstantSearch 7.27.1 puts a facet filter's score inside the value's quotes.
  func test_sql_scoreInsideTheValuesQuotes() {
    XCTAssertEqual(sql(Filter.Facet(attribute: "category", value: "table", score: 5)), #""category":"table<score=5>""#)
    XCTAssertEqual(sql(Filter.Facet(attribute: "n", value: 3, isNegated: true, score: 0)), #"NOT "n":"3.0<score=0>""#)
  }

  func test_sql_wrappedFilter_rendersAsTheWrappedOne() {
    let facet = Filter.Facet(attribute: "brand", stringValue: "sony", isNegated: true)
    XCTAssertEqual(sql(Filter.facet(facet)), sql(facet))
    XCTAssertEqual(sql(Filter.tag("t")), #""_tags":"t""#)
  }

  func test_sql_unsupportedFilterType_isNil() {
    struct Custom: FilterType {
      var attribute: String { "x" }
      var isNegated = false
      mutating func not(value: Bool) { isNegated = value }
    }
    XCTAssertNil(sql(Custom()))
    XCTAssertNil(converter.legacy(Custom()))
  }

  // The legacy form (facetFilters/numericFilters/tagFilters arrays).
  func test_legacy_facetTagAndScores() {
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "type", value: "equipment", score: 3)),
                   FiltersStorage(units: [.and(["type:equipment<score=3>"])]))
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "a", stringValue: "b", isNegated: true)),
                   FiltersStorage(units: [.and(["a:-b"])]))
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "a", floatValue: 1.5)), FiltersStorage(units: [.and(["a:1.5"])]))
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "a", boolValue: false)), FiltersStorage(units: [.and(["a:false"])]))
    XCTAssertEqual(converter.legacy(Filter.Tag(value: "t")), FiltersStorage(units: [.and(["_tags:t"])]))
    XCTAssertEqual(converter.legacy(!Filter.Tag(value: "t")), FiltersStorage(units: [.and(["_tags:-t"])]))
  }

  func test_legacy_stringValues_areQuotedWhenTheEngineWouldReadSyntax() {
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "author", stringValue: "John Doe")),
                   FiltersStorage(units: [.and([#"author:"John Doe""#])]))
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "t", stringValue: "a:b")),
                   FiltersStorage(units: [.and([#"t:"a:b""#])]))
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "t", stringValue: #"a"b"#)),
                   FiltersStorage(units: [.and([#"t:"a\"b""#])]))
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "t", stringValue: "-b")), FiltersStorage(units: [.and([#"t:"-b""#])]))
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "t", stringValue: "-b", isNegated: true)),
                   FiltersStorage(units: [.and([#"t:-"-b""#])]))
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "t", stringValue: "b<score=5>")),
                   FiltersStorage(units: [.and([#"t:"b<score=5>""#])]))
    XCTAssertEqual(converter.legacy(Filter.Tag(value: "-t")), FiltersStorage(units: [.and([#"_tags:"-t""#])]))
    XCTAssertEqual(converter.legacy(Filter.Facet(attribute: "t", stringValue: #"a "b\"#)),
                   FiltersStorage(units: [.and([#"t:"a \"b\\""#])]))
  }

  func test_legacy_negatedComparison_invertsOperator() {
    let pairs: [(Filter.Numeric.NumericOperator, String)] = [
      (.equals, "!="), (.notEquals, "="), (.lessThan, ">="), (.greaterThanOrEqual, "<"), (.lessThanOrEqual, ">"),
      (.greaterThan, "<="),
    ]
    for (op, inverted) in pairs {
      XCTAssertEqual(converter.legacy(Filter.Numeric(attribute: "p", operator: op, value: 2, isNegated: true)),
                     FiltersStorage(units: [.and(["p \(inverted) 2.0"])]))
      XCTAssertEqual(converter.legacy(Filter.Numeric(attribute: "p", operator: op, value: 2)),
                     FiltersStorage(units: [.and(["p \(op.rawValue) 2.0"])]))
    }
  }

  func test_legacy_range_givesTwoExpressions() {
    XCTAssertEqual(converter.legacy(Filter.Numeric(attribute: "p", range: 1...10)),
                   FiltersStorage(units: [.and(["p >= 1.0"]), .and(["p <= 10.0"])]))
    XCTAssertEqual(converter.legacy(Filter.Numeric(attribute: "p", range: 1...10, isNegated: true)),
                   FiltersStorage(units: [.and(["p < 1.0"]), .and(["p > 10.0"])]))
  }
}
