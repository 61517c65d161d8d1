import XCTest

@testable import InstantSearchCore

final class FilterStateFacetingTests: XCTestCase {
  private let red = Filter.Facet(attribute: "color", stringValue: "red")
  private let lvl0 = Filter.Facet(attribute: "category.lvl0", stringValue: "A")
  private let lvl1 = Filter.Facet(attribute: "category.lvl1", stringValue: "A > B")

  func test_disjunctiveFacetsAttributes_onlyFromNonEmptyOrFacetGroups() {
    let filterState = FilterState()
    filterState[or: "colors"].add(red)
    filterState[or: "sizes"].add(Filter.Facet(attribute: "size", floatValue: 40))
    filterState[and: "brands"].add(Filter.Facet(attribute: "brand", stringValue: "x"))
    filterState[or: "prices"].add(Filter.Numeric(attribute: "price", range: 1...2))
    filterState[or: "tags"].add(Filter.Tag(value: "t"))
    filterState[hierarchical: "h"].add(lvl0)
    filterState[or: "emptied"].add(Filter.Facet(attribute: "gone", stringValue: "x"))
    filterState.remove(Filter.Facet(attribute: "gone", stringValue: "x"))
    XCTAssertEqual(filterState.disjunctiveFacetsAttributes, ["color", "size"])
  }

  func test_filterState_isUsableAsFacetingDelegates() {
    let filterState = FilterState()
    filterState[or: "colors"].add(red)
    let disjunctive: DisjunctiveFacetingDelegate = filterState
    XCTAssertEqual(disjunctive.disjunctiveFacetsAttributes, ["color"])
    XCTAssertEqual(disjunctive.toFilterGroups().count, 1)
    let hierarchical: HierarchicalFacetingDelegate = filterState
    hierarchical.hierarchicalAttributes = ["category.lvl0", "category.lvl1"]
    hierarchical.hierarchicalFilters = [lvl0, lvl1]
    XCTAssertEqual(filterState[hierarchical: "_hierarchical"].hierarchicalAttributes, ["category.lvl0", "category.lvl1"])
    XCTAssertEqual(filterState.hierarchicalFilters(forGroupWithName: "_hierarchical"), [lvl0, lvl1])
  }

  func test_hierarchicalData_writingCreatesTheGroup() {
    let filterState = FilterState()
    XCTAssertEqual(filterState.hierarchicalAttributes, [])
    XCTAssertEqual(filterState.hierarchicalFilters, [])
    filterState.hierarchicalAttributes = ["category.lvl0"]
    XCTAssertEqual(filterState.getGroupIDs(), [.hierarchical(name: "_hierarchical")])
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertEqual(filterState.description, "")
  }

  func test_removingHierarchicalGroup_keepsGroupAndAttributes_clearsFiltersAndPath() {
    let filterState = FilterState()
    let group = filterState[hierarchical: "_hierarchical"]
    group.hierarchicalAttributes = ["category.lvl0", "category.lvl1"]
    group.add(lvl1)
    group.hierarchicalFilters = [lvl0, lvl1]
    filterState[or: "colors"].add(red)
    filterState.removeAll()
    XCTAssertEqual(filterState.getGroupIDs(), [.hierarchical(name: "_hierarchical")])
    XCTAssertEqual(filterState.hierarchicalAttributes, ["category.lvl0", "category.lvl1"])
    XCTAssertEqual(filterState.hierarchicalFilters, [])
    XCTAssertTrue(filterState.isEmpty)

    group.add(lvl1)
    group.hierarchicalFilters = [lvl0, lvl1]
    filterState.removeAll(fromGroupWithID: .hierarchical(name: "_hierarchical"))
    XCTAssertEqual(filterState.getGroupIDs(), [.hierarchical(name: "_hierarchical")])
    XCTAssertEqual(group.hierarchicalAttributes, ["category.lvl0", "category.lvl1"])
    XCTAssertEqual(group.hierarchicalFilters, [])
    XCTAssertFalse(group.contains(lvl1))
  }

  func test_hierarchicalAccessor_isEmptyTestsWholeState() {
    let filterState = FilterState()
    let group = filterState[hierarchical: "_hierarchical"]
    XCTAssertTrue(group.isEmpty)
    filterState[or: "colors"].add(red)
    XCTAssertFalse(group.isEmpty)
  }

  func test_hierarchicalAccessor_filtersComeFromEveryGroup() {
    let filterState = FilterState()
    let group = filterState[hierarchical: "h"]
    group.add(lvl0)
    filterState[or: "colors"].add(red)
    filterState[and: "other"].add(Filter.Tag(value: "t"), lvl1)
    XCTAssertEqual(Set(group.filters()), [lvl0, lvl1, red])
    XCTAssertEqual(group.filters(for: "color"), [red])
  }

  func test_hierarchicalAccessor_removeAllOfFilters_ignoresArgumentClearsGroupReturnsFalse() {
    let filterState = FilterState()
    let group = filterState[hierarchical: "h"]
    group.add(lvl0, lvl1)
    XCTAssertFalse(group.removeAll([red]))
    XCTAssertFalse(group.contains(lvl0))
    XCTAssertFalse(group.contains(lvl1))
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_hierarchicalAccessor_otherOperations() {
    let filterState = FilterState()
    let group = filterState[hierarchical: "h"]
    group.toggle(lvl0)
    XCTAssertTrue(group.contains(lvl0))
    XCTAssertTrue(group.remove(lvl0))
    group.add(lvl0)
    filterState[and: "x"].add(red)
    group.removeAllOthers()
    XCTAssertEqual(filterState.getFilters(), [.facet(lvl0)])
    group.removeAll(for: "category.lvl0")
    XCTAssertTrue(filterState.isEmpty)
  }
}
