import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The filter evaluation rules, one by one, on hand-written records.
final class FilterMatcherTests: XCTestCase {
  private typealias S = FilterTestSupport

  /// Whether `filters` matches the record written as JSON text.
  private func matches(
    _ filters: String, _ record: String, faceting: [String] = ["brand", "tags", "price", "flag", "author.name", "n"],
    numeric: [String] = [], file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    do {
      return try S.matcher(filters, faceting: faceting, numeric: numeric).matches(record: S.json(record))
    } catch {
      XCTFail("\(filters): \(error)", file: file, line: line)
      return false
    }
  }

  func test_facet_valuesCompareCaseInsensitively() {
    XCTAssertTrue(matches("brand:apple", #"{"brand":"Apple"}"#))
    XCTAssertTrue(matches("brand:APPLE", #"{"brand":"aPPle"}"#))
    XCTAssertTrue(matches("brand:ÉCLAIR", #"{"brand":"éclair"}"#))
    XCTAssertFalse(matches("brand:eclair", #"{"brand":"éclair"}"#), "no diacritic folding")
    XCTAssertFalse(matches("brand:appl", #"{"brand":"Apple"}"#), "whole value only")
    XCTAssertFalse(matches("brand:apple", #"{"brand":"Apple Inc"}"#))
  }

  func test_facet_attributeNamesAreCaseSensitive() {
    XCTAssertFalse(matches("Brand:Apple", #"{"brand":"Apple","Brand":"Apple"}"#, faceting: ["brand"]))
    XCTAssertFalse(matches("brand:Apple", #"{"Brand":"Apple"}"#))
  }

  func test_facet_onlyOnFacetingAttributes() {
    XCTAssertFalse(matches("color:red", #"{"color":"red"}"#))
    XCTAssertTrue(matches("NOT color:red", #"{"color":"red"}"#))
    XCTAssertTrue(matches("color:red", #"{"color":"red"}"#, faceting: ["color"]))
  }

  func test_facet_numberValueMatchesNumbersAndNumericText() {
    XCTAssertTrue(matches("price:100", #"{"price":100}"#))
    XCTAssertTrue(matches(#""price":100.0"#, #"{"price":100}"#))
    XCTAssertTrue(matches("price:100", #"{"price":"100"}"#))
    XCTAssertTrue(matches(#""price":100.0"#, #"{"price":"100"}"#))
    XCTAssertTrue(matches(#"price:"1e2""#, #"{"price":100}"#))
    XCTAssertFalse(matches("price:100", #"{"price":100.5}"#))
    XCTAssertFalse(matches("price:100", #"{"price":"100 EUR"}"#))
    XCTAssertFalse(matches("price:abc", #"{"price":0}"#))
  }

  func test_facet_booleans() {
    XCTAssertTrue(matches("flag:true", #"{"flag":true}"#))
    XCTAssertTrue(matches("flag:false", #"{"flag":false}"#))
    XCTAssertTrue(matches("flag:TRUE", #"{"flag":"true"}"#))
    XCTAssertTrue(matches(#"flag:"true""#, #"{"flag":true}"#))
    XCTAssertFalse(matches("flag:true", #"{"flag":false}"#))
    XCTAssertFalse(matches("flag:1", #"{"flag":true}"#))
  }

  func test_facet_arraysAndNestedPaths() {
    XCTAssertTrue(matches("tags:b", #"{"tags":["a","b"]}"#))
    XCTAssertTrue(matches("tags:b", #"{"tags":[["a"],["b"]]}"#))
    XCTAssertFalse(matches("NOT tags:b", #"{"tags":["a","b"]}"#))
    XCTAssertTrue(matches("NOT tags:c", #"{"tags":["a","b"]}"#))
    XCTAssertTrue(matches("author.name:king", #"{"author":[{"name":"Stephen King"},{"name":"King"}]}"#))
    XCTAssertFalse(matches("author.name:king", #"{"author":{"name":{"first":"King"}}}"#))
  }

  func test_facet_missingAttributeFailsPositiveAndPassesNegation() {
    XCTAssertFalse(matches("brand:x", #"{"other":1}"#))
    XCTAssertTrue(matches("NOT brand:x", #"{"other":1}"#))
    XCTAssertFalse(matches("brand:x", #"{"brand":null}"#))
  }

  func test_facet_emptyStringsAreNotFacetValues() {
    XCTAssertFalse(matches(#"brand:"""#, #"{"brand":""}"#))
  }

  func test_facet_nonAsciiRecordValuesUseUnicodeLowerCasing() {
    XCTAssertTrue(matches("brand:k", "{\"brand\":\"\u{212A}\"}"), "KELVIN SIGN lower-cases to k")
    XCTAssertTrue(matches("brand:straße", #"{"brand":"STRAßE"}"#))
    XCTAssertTrue(matches("brand:caf\u{E9}", "{\"brand\":\"CAFE\u{301}\"}"), "canonically equivalent")
  }

  func test_tag_caseSensitiveExactOnStringOrArray() {
    XCTAssertTrue(matches("new", #"{"_tags":["old","new"]}"#))
    XCTAssertTrue(matches("_tags:new", #"{"_tags":"new"}"#))
    XCTAssertFalse(matches("_tags:New", #"{"_tags":["new"]}"#))
    XCTAssertFalse(matches("ne", #"{"_tags":["new"]}"#))
    XCTAssertTrue(matches("NOT new", #"{"title":"x"}"#))
    XCTAssertFalse(matches("new", #"{"tags":["new"]}"#), "only _tags")
  }

  func test_tag_worksWithoutFaceting() {
    XCTAssertTrue(matches("new", #"{"_tags":["new"]}"#, faceting: []))
  }

  func test_numeric_comparisonsOverNumbersArraysAndBooleans() {
    let record = #"{"n":[3, 8],"b":true,"s":"12"}"#
    XCTAssertTrue(matches("n < 4", record))
    XCTAssertFalse(matches("n < 3", record))
    XCTAssertTrue(matches("n <= 3", record))
    XCTAssertTrue(matches("n = 8", record))
    XCTAssertTrue(matches("n > 7", record))
    XCTAssertFalse(matches("n >= 9", record))
    XCTAssertTrue(matches("b = 1", record))
    XCTAssertTrue(matches("b > 0.5", record))
    XCTAssertFalse(matches("s = 12", record), "numeric strings are not numeric")
    XCTAssertFalse(matches("missing > 0", record))
    XCTAssertTrue(matches("NOT missing > 0", record))
  }

  func test_numeric_notEqualMeansNoValueEquals() {
    XCTAssertFalse(matches("n != 3", #"{"n":[3, 8]}"#))
    XCTAssertTrue(matches("n != 4", #"{"n":[3, 8]}"#))
    XCTAssertTrue(matches("n != 4", #"{"other":1}"#))
    XCTAssertTrue(matches("NOT n != 3", #"{"n":[3, 8]}"#))
  }

  func test_numeric_rangesAreInclusive() {
    XCTAssertTrue(matches("n:3 TO 5", #"{"n":3}"#))
    XCTAssertTrue(matches("n:3 TO 5", #"{"n":5}"#))
    XCTAssertFalse(matches("n:3 TO 5", #"{"n":5.0001}"#))
    XCTAssertTrue(matches("n:3 TO 5", #"{"n":[1, 4, 9]}"#))
    XCTAssertFalse(matches("n:5 TO 3", #"{"n":4}"#))
    XCTAssertTrue(matches("flag:0 TO 0", #"{"flag":false}"#))
  }

  func test_numeric_numericAttributesForFilteringRestrictsAttributes() {
    XCTAssertTrue(matches("n > 1", #"{"n":2,"m":2}"#, numeric: ["n"]))
    XCTAssertFalse(matches("m > 1", #"{"n":2,"m":2}"#, numeric: ["n"]))
    XCTAssertFalse(matches("m:1 TO 3", #"{"n":2,"m":2}"#, numeric: ["n"]))
    XCTAssertTrue(matches("NOT m > 1", #"{"n":2,"m":2}"#, numeric: ["n"]))
  }

  func test_numeric_equalOnlyAllowsOnlyEqualityOperators() {
    let record = #"{"n":2}"#
    XCTAssertTrue(matches("n = 2", record, numeric: ["equalOnly(n)"]))
    XCTAssertTrue(matches("n != 3", record, numeric: ["equalOnly(n)"]))
    XCTAssertFalse(matches("n >= 2", record, numeric: ["equalOnly(n)"]))
    XCTAssertFalse(matches("n:1 TO 3", record, numeric: ["equalOnly(n)"]))
  }

  func test_numeric_doNotNeedFaceting() {
    XCTAssertTrue(matches("rating = 4", #"{"rating":4}"#, faceting: []))
  }

  func test_combinations_andOrNot() {
    let record = #"{"brand":"Apple","price":599,"_tags":["new"]}"#
    XCTAssertTrue(matches("brand:apple AND price < 600 AND new", record))
    XCTAssertFalse(matches("brand:apple AND price > 600", record))
    XCTAssertTrue(matches("(brand:sony OR brand:apple) AND NOT old", record))
    XCTAssertFalse(matches("(brand:sony OR brand:google) AND new", record))
  }

  func test_matcher_withoutFiltersAcceptsEverythingWithScore0() {
    let matcher = FilterMatcher(filters: nil, context: S.context(faceting: []))
    XCTAssertTrue(matcher.matches(record: S.json("{}")))
    XCTAssertEqual(matcher.score(record: S.json("{}")), 0)
  }

  func test_containsScalar_agreesWithScalarValues() {
    let record = S.json(#"{"a":[{"b":[1,[2,null],{"c":3}]},{"b":"x"},{"b":null},{"d":4}],"e":{"f":true}}"#)
    for path in ["a.b", "a", "a.d", "e", "e.f", "a.b.c", "x"] {
      let attribute = AttributePath(path)
      var seen: [JSON] = []
      StoredRecord.withEncoded(record) { stored in
        _ = attribute.containsScalar(in: stored) {
          seen.append($0)
          return false
        }
        XCTAssertEqual(attribute.scalarValues(in: stored), attribute.scalarValues(in: record), path)
      }
      XCTAssertEqual(seen, attribute.scalarValues(in: record), path)
    }
  }

  func test_productsFixture_workedExamples21to30() throws {
    let faceting = ["brand", "category", "price", "in_stock"]
    let records = ProductsFixture.records
    func hits(_ filters: String) throws -> [String] {
      let matcher = try S.matcher(filters, faceting: faceting)
      return records.filter { matcher.matches(record: $0) }.map { $0["objectID"]!.stringValue! }
    }
    XCTAssertEqual(try hits("brand:Apple"), ["1", "2", "7"])
    XCTAssertEqual(try hits("brand:apple"), ["1", "2", "7"])
    XCTAssertEqual(try hits("category:Phone"), ["1", "3", "5", "9"])
    XCTAssertEqual(try hits("price < 500"), ["6", "7", "8", "9"])
    XCTAssertEqual(try hits("price:500 TO 700 AND NOT brand:Samsung"), ["2", "5"])
    XCTAssertEqual(try hits("(category:tablet OR category:audio) AND in_stock:true"), ["2", "4", "7"])
    XCTAssertEqual(try hits("_tags:new"), ["1", "3"])
    XCTAssertEqual(try hits("new"), ["1", "3"])
    XCTAssertEqual(try hits("_tags:New"), [])
    XCTAssertEqual(try hits("price:599"), ["2", "5"])
    XCTAssertEqual(try hits("rating = 4 AND price >= 600"), ["3", "10"])
    XCTAssertEqual(try hits("color:red"), [])
    XCTAssertEqual(try hits(#"brand:"De'Longhi""#), ["8"])
  }
}
