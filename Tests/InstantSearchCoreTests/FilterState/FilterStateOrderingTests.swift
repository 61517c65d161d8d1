import XCTest

@testable import InstantSearchCore

final class FilterStateOrderingTests: XCTestCase {
  private func tag(_ value: String) -> Filter.Tag { Filter.Tag(value: value) }

  func test_toFilterGroups_sortsGroupsByName() {
    let filterState = FilterState()
    for name in ["b", "_x", "B", "a", "ab"] { filterState[and: name].add(tag(name)) }
    XCTAssertEqual(filterState.toFilterGroups().map(\.name), ["B", "_x", "a", "ab", "b"])
  }

  func test_toFilterGroups_orGroupPrecedesAndGroupOfSameName() {
    let filterState = FilterState()
    filterState[and: "g"].add(tag("and"))
    filterState[or: "g"].add(tag("or"))
    let groups = filterState.toFilterGroups()
    XCTAssertEqual(groups.map(\.isDisjuncitve), [true, false])
    XCTAssertEqual(filterState.description, #"( "_tags":"or" ) AND ( "_tags":"and" )"#)
  }

  func test_toFilterGroups_sortsFiltersByRenderedString() {
    let filterState = FilterState()
    filterState[and: "g"].add(
      !tag("z"), Filter.Numeric(attribute: "p", operator: .greaterThan, value: 1),
      Filter.Numeric(attribute: "p", operator: .equals, value: 1), Filter.Numeric(attribute: "p", operator: .lessThan, value: 1),
      Filter.Facet(attribute: "Z", stringValue: "v"), tag("a"))
    XCTAssertEqual(filterState.description,
                   #"( "Z":"v" AND "_tags":"a" AND "p" < 1.0 AND "p" = 1.0 AND "p" > 1.0 AND NOT "_tags":"z" )"#)
  }

  func test_toFilterGroups_hierarchicalRendersAsAnd() {
    let filterState = FilterState()
    filterState[hierarchical: "h"].add(
      Filter.Facet(attribute: "lvl1", stringValue: "A > B"), Filter.Facet(attribute: "lvl0", stringValue: "A"))
    let groups = filterState.toFilterGroups()
    XCTAssertEqual(groups.count, 1)
    XCTAssertTrue(groups[0] is FilterGroup.And)
    XCTAssertEqual(groups[0].name, "h")
    XCTAssertEqual(filterState.description, #"( "lvl0":"A" AND "lvl1":"A > B" )"#)
  }

  func test_toFilterGroups_orGroupsKeepTheirFilterType() {
    let filterState = FilterState()
    filterState[or: "f"].add(Filter.Facet(attribute: "a", stringValue: "b"))
    filterState[or: "n"].add(Filter.Numeric(attribute: "a", range: 1...2))
    filterState[or: "t"].add(tag("x"))
    let groups = filterState.toFilterGroups()
    XCTAssertTrue(groups[0] is FilterGroup.Or<Filter.Facet>)
    XCTAssertTrue(groups[1] is FilterGroup.Or<Filter.Numeric>)
    XCTAssertTrue(groups[2] is FilterGroup.Or<Filter.Tag>)
  }

  func test_toFilterGroups_dropsEmptyGroups_andDescriptionEmptyWhenNothingLeft() {
    let filterState = FilterState()
    filterState[and: "a"].add(tag("x"))
    filterState[or: "b"].add(tag("x"))
    filterState.hierarchicalAttributes = ["lvl0"]
    filterState.remove(tag("x"))
    XCTAssertEqual(filterState.getGroupIDs().count, 3)
    XCTAssertTrue(filterState.toFilterGroups().isEmpty)
    XCTAssertNil(FilterGroupConverter().sql(filterState.toFilterGroups()))
    XCTAssertEqual(filterState.description, "")
  }
}
