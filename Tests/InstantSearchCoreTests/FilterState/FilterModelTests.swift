import XCTest

@testable import InstantSearchCore

final class FilterModelTests: XCTestCase {
  func test_facetValue_literals() {
    let string: Filter.Facet.ValueType = "a"
    let bool: Filter.Facet.ValueType = true
    let integer: Filter.Facet.ValueType = 3
    let float: Filter.Facet.ValueType = 2.5
    XCTAssertEqual(string, .string("a"))
    XCTAssertEqual(bool, .bool(true))
    XCTAssertEqual(integer, .float(3))
    XCTAssertEqual(float, .float(2.5))
  }

  func test_facet_equalityIncludesScoreAndValueType() {
    XCTAssertNotEqual(Filter.Facet(attribute: "a", value: "x", score: 1), Filter.Facet(attribute: "a", value: "x"))
    XCTAssertNotEqual(Filter.Facet(attribute: "a", stringValue: "1"), Filter.Facet(attribute: "a", floatValue: 1))
    XCTAssertEqual(Filter.Facet(attribute: "a", stringValue: "x"), Filter.Facet(attribute: "a", value: "x"))
  }

  func test_negationOperator_flipsAndCopies() {
    let tag: Filter.Tag = "t"
    let negated = !tag
    XCTAssertTrue(negated.isNegated)
    XCTAssertFalse(tag.isNegated)
    XCTAssertFalse((!negated).isNegated)
    var facet = Filter.Facet(attribute: "a", stringValue: "b")
    facet.not()
    XCTAssertTrue(facet.isNegated)
    facet.not(value: false)
    XCTAssertFalse(facet.isNegated)
  }

  func test_filterEnum_wrapsAndForwards() {
    let numeric = Filter.Numeric(attribute: "p", operator: .equals, value: 1)
    var filter = Filter(numeric)
    XCTAssertEqual(filter, .numeric(numeric))
    XCTAssertEqual(filter.attribute, "p")
    XCTAssertEqual(Filter(filter), filter)
    filter.isNegated = true
    XCTAssertEqual(filter, .numeric(!numeric))
    XCTAssertEqual(filter.filter as? Filter.Numeric, !numeric)
    XCTAssertEqual((!Filter.tag("x")).attribute, "_tags")
  }

  func test_tag_attributeIsTags() {
    XCTAssertEqual(Filter.Tag(value: "x").attribute, "_tags")
    XCTAssertEqual(String.tags, "_tags")
  }

  func test_groupIDFilterKind_fromType() {
    XCTAssertEqual(FilterGroup.ID.Filter(Filter.Facet.self), .facet)
    XCTAssertEqual(FilterGroup.ID.Filter(Filter.Numeric.self), .numeric)
    XCTAssertEqual(FilterGroup.ID.Filter(Filter.Tag.self), .tag)
    XCTAssertNil(FilterGroup.ID.Filter(Filter.self))
  }

  func test_filterAndID_textTakesPartInEquality() {
    let pair = FilterAndID(filter: .tag("t"), id: .and(name: "g"))
    XCTAssertEqual(pair.text, "")
    var other = pair
    other.text = "shown"
    XCTAssertNotEqual(pair, other)
  }
}
