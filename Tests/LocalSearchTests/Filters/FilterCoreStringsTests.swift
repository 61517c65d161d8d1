import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Every `filters` string InstantSearch's FilterState writes parses, and evaluates right on small records.
final class FilterCoreStringsTests: XCTestCase {
  private typealias S = FilterTestSupport

  private let faceting = [
    "category", "type", "brand", "featured", "new", "rating", "diagonal", "a", "size", "path", #"we"ird"#,
  ]

  /// Asserts which of `records` (JSON texts) `filters` matches.
  private func assertMatches(
    _ filters: String, _ records: [(String, Bool)], file: StaticString = #filePath, line: UInt = #line
  ) {
    do {
      let matcher = try S.matcher(filters, faceting: faceting)
      for (record, expected) in records {
        XCTAssertEqual(
          matcher.matches(record: S.json(record)), expected, "\(filters) on \(record)", file: file, line: line)
      }
    } catch {
      XCTFail("\(filters): \(error)", file: file, line: line)
    }
  }

  func test_example1_facetOrNumericAndTagGroups() {
    assertMatches(
      #"( "category":"chair" OR "category":"table" ) AND ( "price" < 20.0 AND "price" > 10.0 ) AND ( "_tags":"Hank" OR "_tags":"Tom" ) AND ( "_tags":"Tom" )"#,
      [
        (#"{"category":"Table","price":15,"_tags":["Tom"]}"#, true),
        (#"{"category":"chair","price":15,"_tags":["Hank"]}"#, false),
        (#"{"category":"sofa","price":15,"_tags":["Tom"]}"#, false),
        (#"{"category":"chair","price":20,"_tags":["Tom"]}"#, false),
      ])
    assertMatches(
      #"( "category":"chair" ) AND ( "price" < 20.0 AND "price" > 10.0 ) AND ( "_tags":"Hank" OR "_tags":"Tom" )"#,
      [
        (#"{"category":"chair","price":11,"_tags":"Hank"}"#, true),
        (#"{"category":"chair","price":11,"_tags":"hank"}"#, false),
      ])
  }

  func test_example2_mixedGroups() {
    let filters =
      #"( "price" > 100.0 OR "size":15.0 TO 20.0 ) AND ( "new":true AND "price" < 100.0 ) AND ( "_tags":"someTag" AND "brand":"apple" AND "featured":true AND "price" > 20.0 AND "rating":4.0 AND "size":15.0 TO 20.0 ) AND ( "_tags":"A" OR "_tags":"B" OR "_tags":"hm" OR "_tags":"other" )"#
    let base = #""new":true,"_tags":["someTag","hm"],"brand":"Apple","featured":true,"rating":4"#
    assertMatches(
      filters,
      [
        ("{\(base),\"price\":50,\"size\":20}", true),
        ("{\(base),\"price\":50,\"size\":21}", false),
        ("{\(base),\"price\":100,\"size\":15}", false),
        (
          #"{"new":"true","_tags":["someTag","A"],"brand":"apple","featured":"TRUE","rating":"4","price":21,"size":[1,16]}"#,
          true
        ),
      ])
  }

  func test_example3_negationsInsideOr() {
    let filters = #"( NOT "_tags":"tagA" OR NOT "_tags":"tagB" ) AND ( NOT "featured":true OR NOT "size":40.0 )"#
    assertMatches(
      filters,
      [
        (#"{"_tags":["tagA","tagB"]}"#, false),
        (#"{"_tags":["tagA"],"featured":true,"size":40}"#, false),
        (#"{"_tags":["tagA"],"featured":true,"size":41}"#, true),
        (#"{}"#, true),
      ])
  }

  func test_example4_scoresParseAndRank() throws {
    let filters =
      #"( "type":"equipment"<score=3> ) AND ( "category":"chair"<score=10> OR "category":"table"<score=5> )"#
    let matcher = try S.matcher(filters, faceting: faceting)
    XCTAssertEqual(matcher.score(record: S.json(#"{"type":"equipment","category":"chair"}"#)), 13)
    XCTAssertEqual(matcher.score(record: S.json(#"{"type":"equipment","category":"table"}"#)), 8)
    XCTAssertFalse(matcher.matches(record: S.json(#"{"type":"tool","category":"table"}"#)))
  }

  func test_example5and6_successiveStrings() {
    let record = #"{"_tags":["a","b","Tom"],"price":5,"category":"chair"}"#
    for filters in [
      #"( "_tags":"a" AND "_tags":"b" AND "price":1.0 TO 10.0 ) AND ( "_tags":"a" OR "_tags":"b" )"#,
      #"( "_tags":"b" AND "price":1.0 TO 10.0 ) AND ( "_tags":"b" )"#,
      #"( "price":1.0 TO 10.0 ) AND ( "_tags":"b" )"#,
      #"( "_tags":"b" )"#,
      #"( "category":"chair" OR "category":"table" ) AND ( "_tags":"Tom" AND "price" < 20.0 AND "price" > 1.0 )"#,
    ] {
      assertMatches(filters, [(record, true), (#"{"price":5}"#, false)])
    }
    assertMatches(#"( "category":"table" )"#, [(record, false), (#"{"category":["Table"]}"#, true)])
  }

  func test_example7_rawGroupsInGivenOrder() {
    let filters =
      #"( "_tags":"tag" AND "size" = 40.0 AND "brand":"sony" ) AND ( "brand":"philips" OR "diagonal":42.0 OR "featured":true )"#
    assertMatches(
      filters,
      [
        (#"{"_tags":"tag","size":40,"brand":["Sony"],"diagonal":42}"#, true),
        (#"{"_tags":"tag","size":40,"brand":"sony","featured":true}"#, true),
        (#"{"_tags":"tag","size":40,"brand":"sony","diagonal":"42"}"#, true),
        (#"{"_tags":"tag","size":40,"brand":"sony","diagonal":43}"#, false),
      ])
  }

  func test_example8_singleFiltersAndTheirNegations() {
    let record = #"{"a":["value",10,true],"_tags":["a"]}"#
    for filters in [#""a":"value""#, #""a":10.0"#, #""a":true"#, #""a" = 10.0"#, #""a":0.0 TO 10.0"#, #""_tags":"a""#] {
      assertMatches(filters, [(record, true), (#"{"a":"other","_tags":"b"}"#, false)])
      assertMatches("NOT \(filters)", [(record, false), (#"{"a":"other","_tags":"b"}"#, true)])
    }
  }

  func test_example8_escapedQuotesAndTimestamps() {
    assertMatches(
      #""type":"45\"-50\"  tv's""#, [(#"{"type":"45\"-50\"  TV's"}"#, true), (#"{"type":"45-50 tv's"}"#, false)])
    assertMatches(#""_tags":"45\"-50\"  tv's""#, [(#"{"_tags":["45\"-50\"  tv's"]}"#, true)])
    assertMatches(
      #""beginDate" > 1700000000.123456"#,
      [(#"{"beginDate":1700000000.2}"#, true), (#"{"beginDate":1700000000}"#, false)])
  }

  func test_doubleDescriptions_allParseAsNumbers() {
    for (text, value) in [
      ("1e-05", 1e-05), ("2.5e-07", 2.5e-07), ("9.999999999999998e+15", 9.999999999999998e+15), ("1e+16", 1e16),
      ("-0.0", 0), ("42.1", 42.1), ("1700000000.123", 1_700_000_000.123),
    ] {
      assertMatches(#""x" = \#(text)"#, [("{\"x\":\(value)}", true), (#"{"x":1}"#, false)])
      assertMatches(#""x":\#(text) TO \#(text)"#, [("{\"x\":\(value)}", true)])
    }
  }

  func test_nonFiniteDescriptionsAreRejectedInComparisons() {
    assertFiltersError(#""x" > nan"#, "filters: Unexpected token string(nan) expected numeric at col 6")
    assertFiltersError(#""x":inf TO 3"#, "filters: Unexpected token TO expected end of filter at col 8")
  }

  func test_projectEscaping_backslashesAndQuotesInNamesAndValues() {
    assertMatches(#""path":"C:\\dir\\""#, [(#"{"path":"c:\\DIR\\"}"#, true), (#"{"path":"C:dir"}"#, false)])
    assertMatches(#""we\"ird":"v""#, [(#"{"we\"ird":"V"}"#, true)])
    assertMatches(
      #""brand":"x\" OR brand:\"y""#,
      [
        (#"{"brand":"x\" OR brand:\"y"}"#, true), (#"{"brand":"x"}"#, false), (#"{"brand":"y"}"#, false),
      ])
  }
}
