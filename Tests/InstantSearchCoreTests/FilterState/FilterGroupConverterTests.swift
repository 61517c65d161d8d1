import XCTest

@testable import InstantSearchCore

final class FilterGroupConverterTests: XCTestCase {
  private let converter = FilterGroupConverter()

  // Raw groups keep the given order.
  func test_sql_rawGroupsKeepOrder_example7() {
    let and = FilterGroup.And(filters: [
      Filter.Tag(value: "tag"), Filter.Numeric(attribute: "size", operator: .equals, value: 40),
      Filter.Facet(attribute: "brand", stringValue: "sony"),
    ] as [FilterType])
    let or = FilterGroup.Or(filters: [
      Filter.Facet(attribute: "brand", stringValue: "philips"), Filter.Facet(attribute: "diagonal", floatValue: 42),
      Filter.Facet(attribute: "featured", boolValue: true),
    ])
    XCTAssertEqual(converter.sql([and, or] as [FilterGroupType]),
                   #"( "_tags":"tag" AND "size" = 40.0 AND "brand":"sony" ) AND ( "brand":"philips" OR "diagonal":"42.0" OR "featured":"true" )"#)
  }

  func test_sql_singleFilterGroup_isParenthesised() {
    XCTAssertEqual(converter.sql(FilterGroup.Or(filters: [Filter.Tag(value: "a")])), #"( "_tags":"a" )"#)
    XCTAssertEqual(converter.sql(FilterGroup.And(filters: [Filter.Tag(value: "a")])), #"( "_tags":"a" )"#)
  }

  func test_sql_hierarchicalGroup_isConjunctive() {
    let group = FilterGroup.Hierarchical(filters: [
      Filter.Facet(attribute: "lvl0", stringValue: "A"), Filter.Facet(attribute: "lvl1", stringValue: "A > B"),
    ])
    XCTAssertEqual(converter.sql(group), #"( "lvl0":"A" AND "lvl1":"A > B" )"#)
  }

  func test_sql_emptyGroup_isEmptyString() {
    XCTAssertEqual(converter.sql(FilterGroup.And(filters: [] as [FilterType])), "")
    XCTAssertEqual(converter.sql(FilterGroup.Or<Filter.Tag>()), "")
  }

  func test_sql_list_emptyIsNil_emptyGroupsSkipped() {
    XCTAssertNil(converter.sql([] as [FilterGroupType]))
    XCTAssertEqual(converter.sql([FilterGroup.Or<Filter.Tag>()] as [FilterGroupType]), "")
    let groups: [FilterGroupType] = [
      FilterGroup.Or<Filter.Tag>(), FilterGroup.And(filters: [Filter.Tag(value: "x")]), FilterGroup.Or<Filter.Facet>(),
      FilterGroup.Or(filters: [Filter.Tag(value: "y")]),
    ]
    XCTAssertEqual(converter.sql(groups), #"( "_tags":"x" ) AND ( "_tags":"y" )"#)
  }

  func test_orGroup_withFilters_dropsOtherKinds() {
    let group = FilterGroup.Or<Filter.Tag>(name: "g").withFilters([
      Filter.Tag(value: "a"), Filter.Facet(attribute: "b", stringValue: "c"), Filter.tag("d"),
    ] as [FilterType])
    XCTAssertEqual(group.name, "g")
    XCTAssertEqual(group.typedFilters, [Filter.Tag(value: "a"), Filter.Tag(value: "d")])
    XCTAssertTrue(group.isDisjuncitve)
    XCTAssertFalse(FilterGroup.And(filters: [] as [FilterType]).isDisjuncitve)
  }

  func test_hierarchicalGroup_withFilters_keepsHierarchy() {
    let group = FilterGroup.Hierarchical(
      filters: [Filter.Facet](), name: "h", hierarchicalAttributes: ["l0", "l1"],
      hierarchicalFilters: [Filter.Facet(attribute: "l0", stringValue: "A")])
    let updated = group.withFilters([Filter.Facet(attribute: "l0", stringValue: "B"), Filter.Tag(value: "t")] as [FilterType])
    XCTAssertEqual(updated.typedFilters, [Filter.Facet(attribute: "l0", stringValue: "B")])
    XCTAssertEqual(updated.hierarchicalAttributes, ["l0", "l1"])
    XCTAssertEqual(updated.hierarchicalFilters, [Filter.Facet(attribute: "l0", stringValue: "A")])
    XCTAssertEqual(updated.name, "h")
  }

  // The legacy form (facetFilters/numericFilters/tagFilters arrays).
  func test_legacy_groups_example() {
    let groups: [FilterGroupType] = [
      FilterGroup.And(filters: [Filter.Facet(attribute: "type", value: "equipment", score: 3)]),
      FilterGroup.Or(filters: [
        Filter.Facet(attribute: "category", value: "chair", score: 10),
        Filter.Facet(attribute: "category", value: "table", score: 5),
      ]),
      FilterGroup.Or<Filter.Tag>(),
    ]
    XCTAssertEqual(converter.legacy(groups), FiltersStorage(units: [
      .and(["type:equipment<score=3>"]), .or(["category:chair<score=10>", "category:table<score=5>"]),
    ]))
  }

  func test_legacy_group_collectsExpressionsIntoOneUnit() {
    let and = FilterGroup.And(filters: [
      Filter.Numeric(attribute: "p", range: 1...2), Filter.Tag(value: "t", isNegated: true),
    ] as [FilterType])
    XCTAssertEqual(converter.legacy(and), FiltersStorage(units: [.and(["p >= 1.0", "p <= 2.0", "_tags:-t"])]))
    let or = FilterGroup.Or(filters: [Filter.Tag(value: "a"), Filter.Tag(value: "b")])
    XCTAssertEqual(converter.legacy(or), FiltersStorage(units: [.or(["_tags:a", "_tags:b"])]))
  }
}
