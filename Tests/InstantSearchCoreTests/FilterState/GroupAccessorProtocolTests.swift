import Foundation
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's `GroupAccessor`/`SpecializedGroupAccessor` (every group accessor of a filter state,
/// usable generically) and `HierarchicalManageable` (a filter state's hierarchical groups).
final class GroupAccessorProtocolTests: XCTestCase {
  /// Adds a filter through the protocol alone, then toggles it away.
  private func roundTrip<Accessor: SpecializedGroupAccessor>(_ accessor: Accessor, _ filter: Accessor.Filter) -> [Bool] {
    accessor.add(filter)
    let added = accessor.contains(filter) && !accessor.isEmpty && accessor.filters(for: filter.attribute).count == 1
    accessor.toggle(filter)
    return [added, accessor.isEmpty]
  }

  func test_accessorsThroughTheProtocols() {
    let filterState = FilterState()
    XCTAssertEqual(roundTrip(filterState[or: "color"], Filter.Facet(attribute: "color", stringValue: "red")), [true, true])
    XCTAssertEqual(
      roundTrip(SpecializedAndGroupAccessor<Filter.Numeric>(filterState[and: "price"]), Filter.Numeric(attribute: "price", operator: .lessThan, value: 9)),
      [true, true])
    XCTAssertEqual(roundTrip(filterState[hierarchical: "category"], Filter.Facet(attribute: "category.lvl0", stringValue: "Books")), [true, true])
    let groups: [GroupAccessor] = [filterState[and: "brand"], filterState[or: "color"] as OrGroupAccessor<Filter.Facet>]
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Apple"))
    XCTAssertEqual(groups.map(\.isEmpty), [false, true])
    groups[0].removeAll(for: "brand")
    XCTAssertTrue(groups[0].isEmpty)
  }

  func test_hierarchicalManageable() {
    var manageable: some HierarchicalManageable = FilterState()
    manageable.set(["category.lvl0", "category.lvl1"], forGroupWithName: "category")
    manageable.set([Filter.Facet(attribute: "category.lvl0", stringValue: "Books")], forGroupWithName: "category")
    XCTAssertEqual(manageable.hierarchicalAttributes(forGroupWithName: "category"), ["category.lvl0", "category.lvl1"])
    XCTAssertEqual(manageable.hierarchicalFilters(forGroupWithName: "category"), [Filter.Facet(attribute: "category.lvl0", stringValue: "Books")])
  }
}
