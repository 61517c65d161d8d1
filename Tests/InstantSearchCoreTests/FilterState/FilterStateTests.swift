import XCTest

@testable import InstantSearchCore

final class FilterStateTests: XCTestCase {
  private let red = Filter.Facet(attribute: "color", stringValue: "red")
  private let blue = Filter.Facet(attribute: "color", stringValue: "blue")
  private let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 10)
  private let promo = Filter.Tag(value: "promo")
  private let orColors = FilterGroup.ID.or(name: "colors", filterType: .facet)
  private let andMain = FilterGroup.ID.and(name: "main")

  func test_newFilterState_isEmpty() {
    let filterState = FilterState()
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertEqual(filterState.getFilters(), [])
    XCTAssertEqual(filterState.getGroupIDs(), [])
    XCTAssertTrue(filterState.toFilterGroups().isEmpty)
    XCTAssertEqual(filterState.description, "")
  }

  func test_add_isSetSemantics() {
    let filterState = FilterState()
    filterState.add(red, toGroupWithID: andMain)
    filterState.add(red, toGroupWithID: andMain)
    filterState.addAll(filters: [red, red], toGroupWithID: andMain)
    XCTAssertEqual(filterState.getFilters(forGroupWithID: andMain), [.facet(red)])
    XCTAssertEqual(filterState.description, #"( "color":"red" )"#)
  }

  func test_equality_includesEveryField() {
    let filterState = FilterState()
    filterState[and: "g"].add(Filter.Facet(attribute: "a", stringValue: "1"), Filter.Facet(attribute: "a", floatValue: 1))
    filterState[and: "g"].add(Filter.Facet(attribute: "a", value: "x", score: 2), Filter.Facet(attribute: "a", value: "x"))
    filterState[and: "g"].add(promo, !promo)
    XCTAssertEqual(filterState.getFilters().count, 6)
  }

  func test_groupIDs_kindAndNameMakeDistinctGroups() {
    let filterState = FilterState()
    filterState.add(red, toGroupWithID: .and(name: "x"))
    filterState.add(red, toGroupWithID: .or(name: "x", filterType: .facet))
    filterState.add(promo, toGroupWithID: .or(name: "x", filterType: .tag))
    filterState.add(red, toGroupWithID: .hierarchical(name: "x"))
    XCTAssertEqual(filterState.getGroupIDs(), [
      .and(name: "x"), .or(name: "x", filterType: .facet), .or(name: "x", filterType: .tag), .hierarchical(name: "x"),
    ])
    XCTAssertEqual(filterState.getFilters(), [.facet(red), .tag(promo)])
    XCTAssertEqual(filterState.getFiltersAndID().count, 4)
  }

  func test_orGroup_ignoresFiltersOfAnotherKind() {
    let filterState = FilterState()
    filterState.addAll(filters: [red, promo, cheap] as [FilterType], toGroupWithID: orColors)
    XCTAssertEqual(filterState.getFilters(forGroupWithID: orColors), [.facet(red)])
    filterState.add(promo, toGroupWithID: .or(name: "empty", filterType: .facet))
    XCTAssertFalse(filterState.getGroupIDs().contains(.or(name: "empty", filterType: .facet)))
  }

  func test_hierarchicalGroup_acceptsFacetsOnly() {
    let filterState = FilterState()
    filterState.addAll(filters: [red, promo, cheap] as [FilterType], toGroupWithID: .hierarchical(name: "h"))
    XCTAssertEqual(filterState.getFilters(forGroupWithID: .hierarchical(name: "h")), [.facet(red)])
  }

  func test_contains_inGroupAndAnywhere() {
    let filterState = FilterState()
    filterState.add(red, toGroupWithID: orColors)
    XCTAssertTrue(filterState.contains(red))
    XCTAssertTrue(filterState.contains(Filter.facet(red)))
    XCTAssertTrue(filterState.contains(red, inGroupWithID: orColors))
    XCTAssertFalse(filterState.contains(red, inGroupWithID: andMain))
    XCTAssertFalse(filterState.contains(!red))
    XCTAssertFalse(filterState.contains(blue))
  }

  func test_removeFromGroup_returnsWhetherRemoved_andDeletesEmptyGroup() {
    let filterState = FilterState()
    filterState.addAll(filters: [red, blue], toGroupWithID: orColors)
    XCTAssertTrue(filterState.remove(red, fromGroupWithID: orColors))
    XCTAssertFalse(filterState.remove(red, fromGroupWithID: orColors))
    XCTAssertFalse(filterState.remove(red, fromGroupWithID: andMain))
    XCTAssertEqual(filterState.getGroupIDs(), [orColors])
    XCTAssertTrue(filterState.removeAll([blue, red], fromGroupWithID: orColors))
    XCTAssertEqual(filterState.getGroupIDs(), [])
  }

  func test_removeEverywhere_leavesEmptyGroups() {
    let filterState = FilterState()
    filterState.add(red, toGroupWithID: orColors)
    filterState.addAll(filters: [red, promo] as [FilterType], toGroupWithID: andMain)
    XCTAssertTrue(filterState.remove(red))
    XCTAssertFalse(filterState.remove(red))
    XCTAssertEqual(filterState.getGroupIDs(), [orColors, andMain])
    XCTAssertEqual(filterState.description, #"( "_tags":"promo" )"#)
    XCTAssertFalse(filterState.isEmpty)
    XCTAssertTrue(filterState.removeAll([promo, blue] as [FilterType]))
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertEqual(filterState.getGroupIDs(), [orColors, andMain])
    XCTAssertTrue(filterState.toFilterGroups().isEmpty)
  }

  func test_removeAllForAttribute_everywhereAndInOneGroup() {
    let filterState = FilterState()
    filterState.addAll(filters: [red, blue], toGroupWithID: orColors)
    filterState.addAll(filters: [red, cheap] as [FilterType], toGroupWithID: andMain)
    filterState.removeAll(for: "color", fromGroupWithID: andMain)
    XCTAssertEqual(filterState.getFilters(forGroupWithID: andMain), [.numeric(cheap)])
    XCTAssertEqual(filterState.getFilters(for: "color"), [.facet(red), .facet(blue)])
    filterState.removeAll(for: "color")
    XCTAssertEqual(filterState.getFilters(), [.numeric(cheap)])
    XCTAssertEqual(filterState.getGroupIDs(), [orColors, andMain])
  }

  func test_removeAllFromGroups_andRemoveAllExcept() {
    let filterState = FilterState()
    filterState.add(red, toGroupWithID: orColors)
    filterState.add(cheap, toGroupWithID: andMain)
    filterState.add(promo, toGroupWithID: .and(name: "tags"))
    filterState.removeAllExcept(fromGroupWithIDs: [andMain])
    XCTAssertEqual(filterState.getGroupIDs(), [andMain])
    filterState.add(red, toGroupWithID: orColors)
    filterState.removeAll(fromGroupWithIDs: [andMain, orColors])
    XCTAssertEqual(filterState.getGroupIDs(), [])
  }

  func test_toggle_addsThenRemoves() {
    let filterState = FilterState()
    filterState.toggle(red, inGroupWithID: orColors)
    XCTAssertTrue(filterState.contains(red, inGroupWithID: orColors))
    filterState.toggle(red, inGroupWithID: orColors)
    XCTAssertFalse(filterState.contains(red, inGroupWithID: orColors))
    XCTAssertEqual(filterState.getGroupIDs(), [])
    filterState.add(red, toGroupWithID: orColors)
    filterState.toggle([red, blue], inGroupWithID: orColors)
    XCTAssertEqual(filterState.getFilters(forGroupWithID: orColors), [.facet(blue)])
  }

  func test_accessors_operateOnTheirGroup() {
    let filterState = FilterState()
    let colors: OrGroupAccessor<Filter.Facet> = filterState[or: "colors"]
    XCTAssertEqual(colors.groupID, orColors)
    XCTAssertTrue(colors.isEmpty)
    colors.add(red, blue)
    XCTAssertEqual(Set(colors.filters()), [red, blue])
    XCTAssertEqual(colors.filters(for: "size"), [])
    XCTAssertTrue(colors.contains(red))
    XCTAssertTrue(colors.remove(red))
    XCTAssertFalse(colors.removeAll([red]))
    colors.toggle(red)
    XCTAssertEqual(Set(colors.filters(for: "color")), [red, blue])
    colors.removeAll(for: "color")
    XCTAssertTrue(colors.isEmpty)

    let tags = filterState[or: "colors", Filter.Tag.self]
    tags.add(promo)
    XCTAssertEqual(tags.groupID, .or(name: "colors", filterType: .tag))
    XCTAssertTrue(colors.isEmpty)

    let main = filterState[and: "main"]
    main.add(red, cheap, promo)
    XCTAssertEqual(Set(main.filters()), [.facet(red), .numeric(cheap), .tag(promo)])
    XCTAssertTrue(main.removeAll([red, blue]))
    main.toggle(cheap)
    XCTAssertEqual(main.filters(), [.tag(promo)])
    main.removeAllOthers()
    XCTAssertTrue(tags.isEmpty)
    XCTAssertFalse(main.isEmpty)
    main.removeAll()
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_specializedAndAccessor_filtersOnlyItsKind() {
    let filterState = FilterState()
    filterState[and: "main"].add(red, cheap, promo)
    let facets = SpecializedAndGroupAccessor<Filter.Facet>(filterState[and: "main"])
    XCTAssertEqual(facets.filters(), [red])
    facets.add(blue)
    XCTAssertEqual(Set(facets.filters(for: "color")), [red, blue])
    XCTAssertTrue(facets.remove(red))
    XCTAssertTrue(facets.contains(blue))
    facets.toggle(blue)
    XCTAssertEqual(facets.filters(), [])
    XCTAssertFalse(facets.isEmpty)
    facets.removeAll()
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_copyInit_copiesContent_independently() {
    let original = FilterState()
    original[or: "colors"].add(red)
    let copy = FilterState(original)
    XCTAssertEqual(copy.description, original.description)
    copy[and: "main"].add(cheap)
    original[or: "colors"].add(blue)
    XCTAssertEqual(original.description, #"( "color":"blue" OR "color":"red" )"#)
    XCTAssertEqual(copy.description, #"( "color":"red" ) AND ( "price" < 10.0 )"#)
    XCTAssertFalse(copy.onChange === original.onChange)
  }

  func test_setWithContent_replacesContent_withoutNotifying() {
    let source = FilterState()
    source[or: "colors"].add(red)
    source.hierarchicalAttributes = ["l0"]
    let target = FilterState()
    target[and: "main"].add(cheap)
    target.setWithContent(of: source)
    XCTAssertEqual(target.description, #"( "color":"red" )"#)
    XCTAssertEqual(target.hierarchicalAttributes, ["l0"])
    XCTAssertNil(target.onChange.lastDataFired)
    source[or: "colors"].add(blue)
    XCTAssertEqual(target.description, #"( "color":"red" )"#)
  }
}
