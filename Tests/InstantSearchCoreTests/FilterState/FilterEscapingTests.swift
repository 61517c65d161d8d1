import XCTest

@testable import InstantSearchCore

/// Hostile attribute names and values must come out as exactly one condition each.
final class FilterEscapingTests: XCTestCase {
  private let converter = FilterConverter()

  private let hostile: [String] = [
    #"x" OR brand:"y"#,
    #"ends with a backslash\"#,
    #"\"#,
    #"\\""#,
    #"a\" OR "b"#,
    "(a) OR (b)",
    "a:b",
    " OR ",
    "AND",
    "x AND NOT y",
    "line\nbreak\r\nOR\t\"z\"",
    #"'single' "double""#,
    "<score=3>",
    "price > 10 TO 20",
    "",
    "e\u{301}\u{301}\"\u{301} OR x",
    "\u{301}\" OR brand:sony OR x:y\u{600}",
  ]

  func test_facetValueWithQuotes_isEscaped() {
    XCTAssertEqual(converter.sql(Filter.Facet(attribute: "brand", stringValue: #"x" OR brand:"y"#)),
                   #""brand":"x\" OR brand:\"y""#)
  }

  func test_valueEndingInBackslash_cannotEatClosingQuote() {
    XCTAssertEqual(converter.sql(Filter.Facet(attribute: "a", stringValue: #"abc\"#)), #""a":"abc\\""#)
    XCTAssertEqual(converter.sql(Filter.Tag(value: #"t\"#)), #""_tags":"t\\""#)
  }

  func test_attributeWithQuoteOrBackslash_isEscapedInEveryKind() {
    XCTAssertEqual(converter.sql(Filter.Facet(attribute: #"we"ird\"#, stringValue: "v")), #""we\"ird\\":"v""#)
    XCTAssertEqual(converter.sql(Filter.Facet(attribute: #"a"b"#, boolValue: true)), #""a\"b":"true""#)
    XCTAssertEqual(converter.sql(Filter.Numeric(attribute: #"p"r"#, operator: .greaterThan, value: 1)), #""p\"r" > 1.0"#)
    XCTAssertEqual(converter.sql(Filter.Numeric(attribute: #"p"r"#, range: 1...2)), #""p\"r":1.0 TO 2.0"#)
  }

  func test_specialCharacters_stayInsideQuotesUnchanged() {
    XCTAssertEqual(converter.sql(Filter.Facet(attribute: "a", stringValue: "(x):y OR z AND w")), #""a":"(x):y OR z AND w""#)
    XCTAssertEqual(converter.sql(Filter.Tag(value: "one\ntwo")), "\"_tags\":\"one\ntwo\"")
    XCTAssertEqual(converter.sql(Filter.Tag(value: "it's")), #""_tags":"it's""#)
  }

  func test_escaping_worksOnUnicodeScalars() {
    let value = "\u{301}\"\u{301}"
    XCTAssertEqual(converter.sql(Filter.Tag(value: value)), "\"_tags\":\"\u{301}\\\"\u{301}\"")
    let trailing = "x\u{600}"
    XCTAssertEqual(converter.sql(Filter.Tag(value: trailing)), "\"_tags\":\"x\u{600}\"")
  }

  func test_hostileValues_parseBackToOneCondition_everyKind() throws {
    for text in hostile {
      let cases: [(FilterType, FilterTestCondition)] = [
        (Filter.Facet(attribute: "attr", stringValue: text), FilterTestCondition("attr", ":", text)),
        (Filter.Facet(attribute: text, value: .string(text), isNegated: false, score: nil), FilterTestCondition(text, ":", text)),
        (Filter.Facet(attribute: text, value: .string("v"), score: 4), FilterTestCondition(text, ":", "v", score: 4)),
        (Filter.Facet(attribute: text, boolValue: false), FilterTestCondition(text, ":", "false")),
        (Filter.Facet(attribute: text, value: .string(text), score: 7), FilterTestCondition(text, ":", text, score: 7)),
        (Filter.Tag(value: text), FilterTestCondition("_tags", ":", text)),
        (Filter.Numeric(attribute: text, operator: .notEquals, value: 5), FilterTestCondition(text, "!=", "5.0", quoted: false)),
        (Filter.Numeric(attribute: text, range: -1...1), FilterTestCondition(text, ":", "-1.0", quoted: false, upper: "1.0")),
      ]
      for (filter, expected) in cases {
        let sql = try XCTUnwrap(converter.sql(filter))
        XCTAssertEqual(try FilterTestScanner.parse(sql), .condition(expected), "for \(sql.debugDescription)")
        XCTAssertEqual(try FilterTestScanner.keywords(sql), expected.upper == nil ? [] : ["TO"], "for \(sql.debugDescription)")

        let negated = try XCTUnwrap(converter.sql(!Filter(filter)))
        XCTAssertEqual(try FilterTestScanner.parse(negated), .not(.condition(expected)), "for \(negated.debugDescription)")
        XCTAssertEqual(try FilterTestScanner.keywords(negated), expected.upper == nil ? ["NOT"] : ["NOT", "TO"])
      }
    }
  }

  func test_hostileFilterState_parsesBackToExactlyItsConditions() throws {
    let filterState = FilterState()
    for (index, text) in hostile.enumerated() {
      filterState[or: "or\(index)"].add(
        Filter.Facet(attribute: text, stringValue: "v\(index)"), Filter.Facet(attribute: "a\(index)", stringValue: text))
      filterState[and: text].add(Filter.Tag(value: text), !Filter.Tag(value: text + "!"))
    }
    let sql = filterState.description
    let expression = try FilterTestScanner.parse(sql)

    var expected: [FilterTestCondition] = []
    var expectedKeywords = 0
    for group in filterState.toFilterGroups() {
      expectedKeywords += group.filters.count - 1
      for filter in group.filters {
        let condition = try FilterTestScanner.parse(try XCTUnwrap(converter.sql(filter)))
        expected.append(contentsOf: condition.conditions)
        if filter.isNegated { expectedKeywords += 1 }
      }
    }
    expectedKeywords += filterState.toFilterGroups().count - 1
    XCTAssertEqual(expression.conditions, expected)
    XCTAssertEqual(expression.conditions.count, hostile.count * 4)
    XCTAssertEqual(try FilterTestScanner.keywords(sql).count, expectedKeywords)
    XCTAssertEqual(Set(expression.conditions.map(\.value)).isSuperset(of: Set(hostile)), true)
  }

  func test_aValueEndingWithAScore_cannotScoreItsFilter() throws {
    for value in ["<score=9>", "sony<score=9>", #"sony\<score=9>"#, "a<score=1><score=2>", "<score=65535>"] {
      let plain = try XCTUnwrap(converter.sql(Filter.Facet(attribute: "brand", stringValue: value)))
      XCTAssertEqual(try FilterTestScanner.parse(plain), .condition(FilterTestCondition("brand", ":", value)), plain)
      let scored = try XCTUnwrap(converter.sql(Filter.Facet(attribute: "brand", value: .string(value), score: 3)))
      XCTAssertEqual(try FilterTestScanner.parse(scored), .condition(FilterTestCondition("brand", ":", value, score: 3)), scored)
      let attribute = try XCTUnwrap(converter.sql(Filter.Facet(attribute: value, stringValue: "x")))
      XCTAssertEqual(try FilterTestScanner.parse(attribute), .condition(FilterTestCondition(value, ":", "x")), attribute)
    }
    XCTAssertEqual(converter.sql(Filter.Facet(attribute: "brand", stringValue: "sony<score=9>")), #""brand":"sony\<score=9>""#)
    XCTAssertEqual(converter.sql(Filter.Facet(attribute: "brand", stringValue: "a<b")), #""brand":"a<b""#, "only a trailing score is escaped")
  }

  func test_testScanner_rejectsUnescapedInjection() {
    XCTAssertEqual(try FilterTestScanner.keywords(#""brand":"x" OR brand:"y""#), ["OR"])
    XCTAssertThrowsError(try FilterTestScanner.parse(#""a":"abc\""#))
  }
}
