import Foundation
import XCTest

import InstantSearchCore

// API surface, InstantSearch 7 core: each public signature called as InstantSearch wrote it.
//
// Index (v2 reference section titles, in order):
// - "FilterState / Filters": test_filters_*
// - "Groups and group IDs": test_groups_*
// - "FilterState API" (commands included): test_filterState_*
// - "Accessors": test_accessors_*
// - "Snapshot passed to onChange": test_snapshot_*
// - "Hierarchical data and faceting delegates": test_faceting_*
// - "Connecting searchers": test_connectSearcher_*
// - "The filters string / Converters" and "Legacy form": test_converters_*
final class V2FilterStateSurfaceTests: XCTestCase {
  func test_filters_initsNegationAndDescriptions() {
    var facet = Filter.Facet(attribute: "brand", value: "Apple", isNegated: false, score: 3)
    XCTAssertEqual(facet.score, 3)
    facet.not()
    XCTAssertTrue(facet.isNegated)
    facet.not(value: false)
    XCTAssertFalse(facet.isNegated)
    XCTAssertTrue((!facet).isNegated)
    let number: FacetFilter = Filter.Facet(attribute: "price", floatValue: 10)
    XCTAssertEqual(number.value, .float(10))
    XCTAssertEqual(Filter.Facet(attribute: "new", boolValue: true).value, true)
    XCTAssertEqual(Filter.Facet(attribute: "a", value: 4).value, Filter.Facet.ValueType.float(4))
    XCTAssertEqual(Filter.Facet(attribute: "a", value: 4.5).value, .float(4.5))
    XCTAssertNotEqual(Filter.Facet(attribute: "a", stringValue: "1"), Filter.Facet(attribute: "a", floatValue: 1))
    XCTAssertEqual(Filter.Facet(attribute: "price", floatValue: 10).description, "price: 10.0")
    let range: NumericFilter = Filter.Numeric(attribute: "price", range: 10...20, isNegated: false)
    XCTAssertEqual(range.description, "price: 10.0 – 20.0")
    let comparison = Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)
    XCTAssertEqual(comparison.description, "price > 10.0")
    XCTAssertEqual(comparison.value, .comparison(.greaterThan, 10))
    let legacyOperator: Filter.Numeric.Operator = .notEquals
    XCTAssertEqual(legacyOperator.rawValue, "!=")
    let tag: TagFilter = "new"
    XCTAssertEqual(tag.attribute, "_tags")
    XCTAssertEqual(Filter.Tag(value: "sale", isNegated: true).isNegated, true)
    var wrapped = Filter(facet)
    XCTAssertEqual(wrapped, .facet(facet))
    XCTAssertEqual(wrapped.attribute, "brand")
    wrapped.isNegated = true
    XCTAssertTrue(wrapped.filter.isNegated)
  }

  func test_groups_initsAndIDs() {
    let and = FilterGroup.And(filters: [Filter.Tag(value: "a")], name: "and")
    XCTAssertFalse(and.isDisjuncitve)
    XCTAssertFalse(and.isEmpty)
    let or = FilterGroup.Or<Filter.Tag>(filters: ["a", "b"], name: "or")
    XCTAssertTrue(or.isDisjuncitve)
    XCTAssertEqual(or.withFilters([Filter.Tag(value: "c")]).filters.count, 1)
    XCTAssertTrue(FilterGroup.Or<Filter.Facet>().isEmpty)
    var hierarchical = FilterGroup.Hierarchical(filters: [Filter.Facet(attribute: "category.lvl0", stringValue: "Phones")], name: "h")
    hierarchical.hierarchicalAttributes = ["category.lvl0", "category.lvl1"]
    hierarchical.hierarchicalFilters = [Filter.Facet(attribute: "category.lvl0", stringValue: "Phones")]
    XCTAssertEqual(hierarchical.name, "h")
    let ids: Set<FilterGroup.ID> = [.and(name: "x"), .or(name: "x", filterType: .facet), .or(name: "x", filterType: .tag), .hierarchical(name: "x")]
    XCTAssertEqual(ids.count, 4)
    XCTAssertEqual(FilterGroup.ID.and(name: "x").description, "and<x>")
    XCTAssertEqual(FilterGroup.ID.or(name: "x", filterType: .numeric).description, "or<x>")
    XCTAssertEqual(FilterGroup.ID.hierarchical(name: "x").description, "hierarchical<x>")
  }

  func test_filterState_apiAndCommands() {
    let filterState = FilterState()
    let apple = Filter.Facet(attribute: "brand", stringValue: "Apple")
    let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 500)
    filterState.add(apple, toGroupWithID: .or(name: "brand", filterType: .facet))
    filterState.addAll(filters: [cheap], toGroupWithID: .and(name: "price"))
    XCTAssertTrue(filterState.contains(apple, inGroupWithID: .or(name: "brand", filterType: .facet)))
    XCTAssertTrue(filterState.contains(cheap))
    XCTAssertEqual(filterState.getFilters().count, 2)
    XCTAssertEqual(filterState.getFilters(for: "brand"), [.facet(apple)])
    XCTAssertEqual(filterState.getFiltersAndID().count, 2)
    XCTAssertEqual(filterState.getGroupIDs().count, 2)
    XCTAssertEqual(filterState.getFilters(forGroupWithID: .and(name: "price")).count, 1)
    XCTAssertEqual(filterState.disjunctiveFacetsAttributes, ["brand"])
    XCTAssertEqual(filterState.toFilterGroups().map(\.name), ["brand", "price"])
    XCTAssertEqual(filterState.description, #"( "brand":"Apple" ) AND ( "price" < 500.0 )"#)
    XCTAssertEqual(filterState.debugDescription, "FilterState {\n \"brand\": ( \"brand\":\"Apple\" )\n \"price\": ( \"price\" < 500.0 )\n}")
    let copy = FilterState(filterState)
    XCTAssertEqual(copy.description, filterState.description)
    XCTAssertFalse(copy.onChange === filterState.onChange)
    let replaced = FilterState()
    replaced.setWithContent(of: filterState)
    XCTAssertEqual(replaced.description, filterState.description)
    XCTAssertTrue(filterState.remove(apple, fromGroupWithID: .or(name: "brand", filterType: .facet)))
    XCTAssertFalse(filterState.remove(apple))
    XCTAssertTrue(filterState.removeAll([cheap]))
    filterState.toggle(apple, inGroupWithID: .and(name: "t"))
    XCTAssertTrue(filterState.removeAll([apple], fromGroupWithID: .and(name: "t")))
    filterState.add(apple, toGroupWithID: .and(name: "t"))
    filterState.removeAll(for: "brand", fromGroupWithID: .and(name: "t"))
    filterState.add(apple, toGroupWithID: .and(name: "t"))
    filterState.removeAll(fromGroupWithID: .and(name: "t"))
    filterState.add(apple, toGroupWithID: .and(name: "t"))
    filterState.removeAll(fromGroupWithIDs: [.and(name: "t")])
    filterState.add(apple, toGroupWithID: .and(name: "t"))
    filterState.add(cheap, toGroupWithID: .and(name: "u"))
    filterState.removeAllExcept(fromGroupWithIDs: [.and(name: "u")])
    filterState.removeAll(for: "price")
    filterState.removeAll()
    XCTAssertTrue(filterState.isEmpty)
    var snapshots: [String] = []
    filterState.onChange.subscribe(with: self) { _, container in
      snapshots.append(FilterGroupConverter().sql(container.toFilterGroups()) ?? "nil")
    }
    filterState.notify(
      .add(filter: apple, toGroupWithID: .and(name: "a")), .add(filters: [cheap], toGroupWithID: .and(name: "b")),
      .remove(filter: apple, fromGroupWithID: .and(name: "a")), .remove(filters: [cheap], fromGroupWithID: .and(name: "b")),
      .toggle(filter: apple, toGroupWithID: .and(name: "a")), .toggle(filters: [cheap], toGroupWithID: .and(name: "b")))
    filterState.notify(.removeAll(fromGroupWithID: .and(name: "b")), .removeAll(for: "brand"))
    filterState.notify(.add(filter: apple, toGroupWithID: .and(name: "a")), .removeAll(for: "brand", fromGroupWithID: .and(name: "z")))
    filterState.notify(.add(filter: apple, toGroupWithID: .and(name: "a")), .removeAll)
    XCTAssertEqual(snapshots, [#"( "brand":"Apple" ) AND ( "price" < 500.0 )"#, "nil", "nil", "nil"])
  }

  func test_accessors_typedAndUntyped() {
    let filterState = FilterState()
    let and = filterState[and: "a"]
    and.add(Filter.Tag(value: "x"), Filter.Tag(value: "y"))
    and.addAll([Filter.Facet(attribute: "brand", stringValue: "Apple")])
    XCTAssertTrue(and.contains(Filter.Tag(value: "x")))
    XCTAssertTrue(and.remove(Filter.Tag(value: "x")))
    XCTAssertTrue(and.removeAll([Filter.Tag(value: "y")]))
    and.toggle(Filter.Tag(value: "z"))
    and.removeAll(for: "brand")
    XCTAssertFalse(and.isEmpty)
    let or: OrGroupAccessor<Filter.Facet> = filterState[or: "b"]
    or.add(Filter.Facet(attribute: "color", stringValue: "red"))
    or.addAll([Filter.Facet(attribute: "color", stringValue: "blue")])
    or.toggle(Filter.Facet(attribute: "color", stringValue: "green"))
    XCTAssertEqual(Set(or.filters(for: "color").map(\.value)), ["red", "blue", "green"])
    XCTAssertTrue(or.remove(Filter.Facet(attribute: "color", stringValue: "green")))
    XCTAssertTrue(or.removeAll([Filter.Facet(attribute: "color", stringValue: "blue")]))
    XCTAssertTrue(or.contains(Filter.Facet(attribute: "color", stringValue: "red")))
    XCTAssertEqual(filterState[or: "b", Filter.Facet.self].filters().count, 1)
    or.removeAll(for: "color")
    XCTAssertTrue(or.isEmpty)
    or.add(Filter.Facet(attribute: "color", stringValue: "red"))
    or.removeAllOthers()
    XCTAssertTrue(filterState[and: "a"].isEmpty)
    or.removeAll()
    let specialized = SpecializedAndGroupAccessor<Filter.Tag>(filterState[and: "s"])
    specialized.add("t")
    XCTAssertEqual(specialized.filters(), ["t"])
    filterState[and: "s"].removeAllOthers()
    XCTAssertEqual(filterState.getGroupIDs(), [.and(name: "s")])
    let hierarchical = filterState[hierarchical: "h"]
    hierarchical.add(Filter.Facet(attribute: "category.lvl0", stringValue: "Phones"))
    XCTAssertFalse(hierarchical.removeAll([Filter.Facet(attribute: "x", stringValue: "y")]), "clears the group and answers false")
    XCTAssertTrue(hierarchical.filters().isEmpty)
  }

  func test_snapshot_readOnlySubscripts() {
    let filterState = FilterState()
    filterState[and: "a"].add(Filter.Tag(value: "x"))
    filterState[or: "b"].add(Filter.Facet(attribute: "brand", stringValue: "Apple"))
    filterState[hierarchical: "_hierarchical"].add(Filter.Facet(attribute: "category.lvl0", stringValue: "Phones"))
    filterState.notifyChange()
    guard let container = filterState.onChange.lastDataFired else { return XCTFail("no snapshot") }
    let and: ReadOnlyGroupAccessor<Filter.Tag> = container[and: "a"]
    XCTAssertEqual(and.filters(), ["x"])
    let or: ReadOnlyGroupAccessor<Filter.Facet> = container[or: "b"]
    XCTAssertEqual(or.filters(for: "brand").count, 1)
    XCTAssertEqual(container[hierarchical: "_hierarchical"].isEmpty, false)
    XCTAssertEqual(container.toFilterGroups().count, 3)
  }

  func test_faceting_delegates() {
    let filterState = FilterState()
    filterState.hierarchicalAttributes = ["category.lvl0", "category.lvl1"]
    filterState.hierarchicalFilters = [Filter.Facet(attribute: "category.lvl0", stringValue: "Phones")]
    XCTAssertEqual(filterState.hierarchicalAttributes, ["category.lvl0", "category.lvl1"])
    XCTAssertEqual(filterState.getGroupIDs(), [.hierarchical(name: "_hierarchical")])
  }

  func test_connectSearcher_genericPath() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let filterState = FilterState()
    let connection: FilterState.SearcherConnection = filterState.connectSearcher(searcher)
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Apple"))
    var launched = 0
    searcher.onSearch.subscribe(with: self) { _, _ in launched += 1 }
    filterState.notifyChange()
    XCTAssertEqual(launched, 1)
    XCTAssertEqual(searcher.request.query.filters, #"( "brand":"Apple" )"#)
    XCTAssertNil(searcher.disjunctiveFacetingDelegate, "the generic path installs no delegates")
    connection.disconnect()
    let explicit = FilterState.SearcherConnection(searcher: searcher, filterState: filterState)
    explicit.connect()
    explicit.disconnect()
  }

  func test_converters_sqlAndLegacy() {
    let converter = FilterConverter()
    XCTAssertEqual(converter.sql(Filter.Facet(attribute: "type", stringValue: "45\"-50\"  tv's")), #""type":"45\"-50\"  tv's""#)
    XCTAssertEqual(converter.sql(!Filter.Numeric(attribute: "a", range: 0...10)), #"NOT "a":0.0 TO 10.0"#)
    XCTAssertEqual(converter.legacy(Filter.Numeric(attribute: "a", operator: .lessThan, value: 3, isNegated: true)), FiltersStorage(units: [.and(["a >= 3.0"])]))
    let groups: [FilterGroupType] = [
      FilterGroup.And(filters: [Filter.Facet(attribute: "type", value: "equipment", score: 3)], name: "a"),
      FilterGroup.Or(filters: [Filter.Facet(attribute: "category", value: "chair", score: 10)], name: "b"),
    ]
    let groupConverter = FilterGroupConverter()
    XCTAssertEqual(groupConverter.sql(groups[0]), #"( "type":"equipment<score=3>" )"#)
    XCTAssertEqual(groupConverter.sql(groups), #"( "type":"equipment<score=3>" ) AND ( "category":"chair<score=10>" )"#)
    XCTAssertNil(groupConverter.sql([FilterGroupType]()))
    XCTAssertEqual(groupConverter.legacy(groups[1]), FiltersStorage(units: [.or(["category:chair<score=10>"])]))
    let storage = groupConverter.legacy(groups)
    XCTAssertEqual(storage?.units, [.and(["type:equipment<score=3>"]), .or(["category:chair<score=10>"])])
  }
}
