import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's public `sqlForm` and `legacyForm` of filters and groups, its `Float` facet values and
/// its group factories: a facet value is quoted whatever its type, with its score inside the quotes; numeric
/// values are bare `Double` text; the package escapes `\` as well as `"` (7.27.1 escapes only `"`).
final class FilterSQLFormTests: XCTestCase {
  func test_facet_sqlForm_quotesEveryValue_withTheScoreInside() {
    XCTAssertEqual(Filter.Facet(attribute: "brand", stringValue: "sony").sqlForm, #""brand":"sony""#)
    XCTAssertEqual(Filter.Facet(attribute: "size", value: .float(42)).sqlForm, #""size":"42.0""#)
    XCTAssertEqual(Filter.Facet(attribute: "size", floatValue: 0.5).sqlForm, #""size":"0.5""#)
    XCTAssertEqual(Filter.Facet(attribute: "new", boolValue: true).sqlForm, #""new":"true""#)
    XCTAssertEqual(Filter.Facet(attribute: "new", boolValue: false, isNegated: true).sqlForm, #"NOT "new":"false""#)
    XCTAssertEqual(Filter.Facet(attribute: "brand", value: "sony", score: 3).sqlForm, #""brand":"sony<score=3>""#)
    XCTAssertEqual(Filter.Facet(attribute: "brand", stringValue: #"45" \ 50"#).sqlForm, #""brand":"45\" \\ 50""#, "\\ escaped too")
  }

  func test_numericAndTag_sqlForm() {
    XCTAssertEqual(Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10).sqlForm, #""price" > 10.0"#)
    XCTAssertEqual(Filter.Numeric(attribute: "price", range: 10...20).sqlForm, #""price":10.0 TO 20.0"#)
    XCTAssertEqual(Filter.Numeric(attribute: "price", range: 10...20, isNegated: true).sqlForm, #"NOT "price":10.0 TO 20.0"#)
    XCTAssertEqual(Filter.Tag(value: #"a"b"#).sqlForm, #""_tags":"a\"b""#)
    XCTAssertEqual((!Filter.Tag(value: "promo")).sqlForm, #"NOT "_tags":"promo""#)
  }

  func test_legacyForm_isTheLegacyConvertersForm() {
    let facet = Filter.Facet(attribute: "brand", value: "sony", score: 2)
    XCTAssertEqual(facet.legacyForm, FilterConverter().legacy(facet))
    XCTAssertEqual(facet.legacyForm, FiltersStorage(units: [.and(["brand:sony<score=2>"])]))
    XCTAssertEqual(Filter.Facet(attribute: "size", floatValue: 42).legacyForm, FiltersStorage(units: [.and(["size:42.0"])]))
    XCTAssertEqual(
      Filter.Numeric(attribute: "price", range: 1...2).legacyForm, FiltersStorage(units: [.and(["price >= 1.0"]), .and(["price <= 2.0"])]))
    XCTAssertEqual((!Filter.Tag(value: "promo")).legacyForm, FiltersStorage(units: [.and(["_tags:-promo"])]))
  }

  func test_groups_sqlForm_description_andFactories() {
    let and = FilterGroup.And.and([Filter.Facet(attribute: "brand", stringValue: "sony"), Filter.Numeric(attribute: "price", operator: .lessThan, value: 5)])
    XCTAssertEqual(and.sqlForm, #"( "brand":"sony" AND "price" < 5.0 )"#)
    XCTAssertEqual(and.description, and.sqlForm)
    XCTAssertNil(and.name)
    let or = FilterGroup.Or<Filter.Tag>.or([Filter.Tag(value: "a"), Filter.Tag(value: "b")])
    XCTAssertEqual(or.sqlForm, #"( "_tags":"a" OR "_tags":"b" )"#)
    XCTAssertEqual("\(or)", or.sqlForm)
    XCTAssertEqual(FilterGroup.Or<Filter.Tag>.or([Filter.Tag]()).sqlForm, "", "a group without filters")
    let hierarchical = FilterGroup.Hierarchical.hierarchical([Filter.Facet(attribute: "lvl0", stringValue: "Books")])
    XCTAssertEqual(hierarchical.typedFilters, [Filter.Facet(attribute: "lvl0", stringValue: "Books")])
    var editable = and
    editable.filters = [Filter.Tag(value: "x")]
    XCTAssertEqual(editable.sqlForm, #"( "_tags":"x" )"#, "And's filters are settable, as in 7.27.1")
  }

  func test_facetValueType_isFloat_withSevenTwentySevensLiteralsAndRawValue() {
    let integer: Filter.Facet.ValueType = 3
    let float: Filter.Facet.ValueType = 2.5
    XCTAssertEqual(integer, .float(3))
    XCTAssertEqual(float, .float(2.5))
    XCTAssertTrue(Filter.Facet.ValueType.FloatLiteralType.self == Float.self)
    XCTAssertTrue(Filter.Facet.ValueType.IntegerLiteralType.self == Int.self)
    XCTAssertTrue(Filter.Facet.ValueType.BooleanLiteralType.self == Bool.self)
    XCTAssertTrue(Filter.Facet.ValueType.StringLiterlalType.self == String.self)
    let facet = Filter.Facet(attribute: "size", floatValue: 40)
    XCTAssertEqual(facet.rawValue.0, "size")
    XCTAssertEqual(facet.rawValue.1, .float(40))
    XCTAssertEqual(Filter.Facet(rawValue: ("brand", "sony")), Filter.Facet(attribute: "brand", stringValue: "sony"))
  }
}
