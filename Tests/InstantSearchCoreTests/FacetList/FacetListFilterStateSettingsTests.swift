import Foundation
import XCTest

@testable import InstantSearchCore

/// The facet list's filter-state settings (where selections are read, how a selection is written) and its
/// selectable items with the selected values missing from the counts.
final class FacetListFilterStateSettingsTests: XCTestCase {
  private let brandGroup = FilterGroup.ID.or(name: "brand", filterType: .facet)

  private func brand(_ value: String, negated: Bool = false) -> Filter.Facet {
    Filter.Facet(attribute: "brand", stringValue: value, isNegated: negated)
  }

  /// The values of a group's string facet filters, in insertion order.
  private func entries(_ filterState: FilterState, _ groupID: FilterGroup.ID) -> [String] {
    (filterState.orderedEntries().first { $0.groupID == groupID }?.filters ?? []).map { filter in
      guard case .facet(let facet) = filter else { return "?" }
      return facet.attribute == "brand" ? facet.value.description : "\(facet.attribute):\(facet.value.description)"
    }
  }

  func test_attributeScope_readsTheAttributeInEveryGroup_groupScopeOnlyItsGroup() {
    let filterState = FilterState()
    filterState.add(brand("Apple"), toGroupWithID: brandGroup)
    filterState.add(brand("Sony"), toGroupWithID: .and(name: "preset"))
    filterState.add(brand("Bose", negated: true), toGroupWithID: .and(name: "exclusions"))
    filterState.add(Filter.Facet(attribute: "color", stringValue: "red"), toGroupWithID: .and(name: "preset"))
    filterState.notifyChange()
    let byAttribute = FacetListInteractor()
    byAttribute.connectFilterState(filterState, with: "brand", operator: .or, selectionScope: .attribute)
    let byGroup = FacetListInteractor()
    byGroup.connectFilterState(filterState, with: "brand", operator: .or)
    XCTAssertEqual(byAttribute.selections, ["Apple", "Sony", "Bose"], "every group; a negated filter selects its value")
    XCTAssertEqual(byGroup.selections, ["Apple"])
  }

  func test_changedValuesOnly_keepsTheOrderAndTheOtherFiltersOfTheGroup() {
    let filterState = FilterState()
    filterState.append(brand("Sony"), toGroupWithID: .and(name: "brand"))
    filterState.append(Filter.Facet(attribute: "color", stringValue: "red"), toGroupWithID: .and(name: "brand"))
    filterState.append(brand("Apple"), toGroupWithID: .and(name: "brand"))
    filterState.notifyChange()
    let interactor = FacetListInteractor()
    interactor.connectFilterState(filterState, with: "brand", operator: .and, writing: .changedValuesOnly)
    var notified = 0
    filterState.onChange.subscribe(with: self) { _, _ in notified += 1 }
    interactor.computeSelections(selectingItemForKey: "Bose")
    XCTAssertEqual(entries(filterState, .and(name: "brand")), ["Sony", "color:red", "Apple", "Bose"], "appended after the kept entries")
    interactor.computeSelections(selectingItemForKey: "Sony")
    XCTAssertEqual(entries(filterState, .and(name: "brand")), ["color:red", "Apple", "Bose"])
    XCTAssertEqual(notified, 2, "one notification per selection")
    XCTAssertEqual(interactor.selections, ["Apple", "Bose", "red"], "the group scope reads every string facet filter of the group")

    let replacing = FilterState()
    replacing.append(brand("Sony"), toGroupWithID: .and(name: "brand"))
    replacing.append(brand("Apple"), toGroupWithID: .and(name: "brand"))
    replacing.notifyChange()
    let replacingInteractor = FacetListInteractor()
    replacingInteractor.connectFilterState(replacing, with: "brand", operator: .and)
    replacingInteractor.computeSelections(selectingItemForKey: "Bose")
    XCTAssertEqual(entries(replacing, .and(name: "brand")), ["Apple", "Bose", "Sony"], "the default rewrites the group in value order")
  }

  func test_changedValuesOnly_withAttributeScope_deselectsInEveryGroup_selectsInItsGroup() {
    let filterState = FilterState()
    filterState.add(brand("Sony"), toGroupWithID: .and(name: "preset"))
    filterState.add(brand("Bose", negated: true), toGroupWithID: .and(name: "exclusions"))
    filterState.notifyChange()
    let interactor = FacetListInteractor()
    interactor.connectFilterState(filterState, with: "brand", operator: .or, selectionScope: .attribute, writing: .changedValuesOnly)
    interactor.computeSelections(selectingItemForKey: "Apple")
    XCTAssertEqual(entries(filterState, brandGroup), ["Apple"])
    XCTAssertEqual(entries(filterState, .and(name: "preset")), ["Sony"], "a value still selected stays where it was")
    interactor.computeSelections(selectingItemForKey: "Sony")
    interactor.computeSelections(selectingItemForKey: "Bose")
    XCTAssertTrue(filterState.getFilters(forGroupWithID: .and(name: "preset")).isEmpty)
    XCTAssertTrue(filterState.getFilters(forGroupWithID: .and(name: "exclusions")).isEmpty, "the negated filter of a deselected value goes too")
    XCTAssertEqual(interactor.selections, ["Apple"])
  }

  func test_selectableItems_appendSelectedValuesMissingFromTheItemsAtZero() {
    let interactor = FacetListInteractor(facets: [Facet(value: "red", count: 3), Facet(value: "blue", count: 5)])
    interactor.selections = ["red", "yellow", "green"]
    let rendered = interactor.selectableItems.map { "\($0.item.value) \($0.item.count)\($0.isSelected ? " ✓" : "")" }
    XCTAssertEqual(rendered, ["red 3 ✓", "blue 5", "green 0 ✓", "yellow 0 ✓"])
    let unselected = FacetListInteractor.selectableItems(
      items: [Facet(value: "b", count: 1), Facet(value: "a", count: 2)], selections: [])
    XCTAssertEqual(unselected.map { "\($0.item.value) \($0.item.count) \($0.isSelected)" }, ["b 1 false", "a 2 false"])
  }
}
