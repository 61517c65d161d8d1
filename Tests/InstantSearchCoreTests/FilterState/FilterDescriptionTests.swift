import XCTest

@testable import InstantSearchCore

final class FilterDescriptionTests: XCTestCase {
  func test_filterDescriptions() {
    XCTAssertEqual(Filter.Facet(attribute: "brand", stringValue: "sony").description, "brand: sony")
    XCTAssertEqual(Filter.Facet(attribute: "featured", boolValue: true).description, "featured: true")
    XCTAssertEqual(Filter.Facet(attribute: "size", floatValue: 10).description, "size: 10.0")
    XCTAssertEqual(Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10).description, "price > 10.0")
    XCTAssertEqual(Filter.Numeric(attribute: "price", range: 10...20).description, "price: 10.0 – 20.0")
    XCTAssertEqual(Filter.Tag(value: "promo").description, "promo")
    XCTAssertEqual(Filter.tag("promo").description, "promo")
    XCTAssertEqual(Filter.Numeric.NumericOperator.lessThanOrEqual.description, "<=")
  }

  func test_groupIDDescriptions() {
    XCTAssertEqual(FilterGroup.ID.and(name: "x").description, "and<x>")
    XCTAssertEqual(FilterGroup.ID.or(name: "x", filterType: .tag).description, "or<x>")
    XCTAssertEqual(FilterGroup.ID.hierarchical(name: "x").description, "hierarchical<x>")
    XCTAssertEqual(FilterGroup.ID.or(name: "x", filterType: .tag).name, "x")
  }

  func test_debugDescription_emptyState() {
    XCTAssertEqual(FilterState().debugDescription, "FilterState {}")
  }

  func test_debugDescription_listsOutputGroups() {
    let filterState = FilterState()
    filterState[or: "colors"].add(Filter.Facet(attribute: "color", stringValue: "red"))
    filterState[and: "prices"].add(Filter.Numeric(attribute: "price", operator: .lessThan, value: 10))
    filterState[and: "empty"].add(Filter.Tag(value: "x"))
    filterState[and: "empty"].remove(Filter.Tag(value: "x"))
    XCTAssertEqual(filterState.debugDescription, """
      FilterState {
       "colors": ( "color":"red" )
       "prices": ( "price" < 10.0 )
      }
      """)
  }

  func test_description_isTheFiltersString() {
    let filterState = FilterState()
    filterState[and: "a"].add(Filter.Tag(value: "t"))
    XCTAssertEqual(filterState.description, #"( "_tags":"t" )"#)
    XCTAssertEqual("\(filterState)", #"( "_tags":"t" )"#)
  }
}
