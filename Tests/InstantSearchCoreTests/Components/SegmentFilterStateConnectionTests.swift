import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// The segment link's settings: selection order, scope, writing, absence and item growth, on a
/// `FilterMapInteractor` and on segments keyed by value.
final class SegmentFilterStateConnectionTests: XCTestCase {
  private func color(_ value: String, negated: Bool = false) -> Filter.Facet {
    Filter.Facet(attribute: "color", stringValue: value, isNegated: negated)
  }

  /// The facet values of every group, as `group:value`, in output then insertion order.
  private func entries(_ filterState: FilterState) -> [String] {
    filterState.orderedEntries().flatMap { group in
      group.filters.map { filter -> String in
        guard case .facet(let facet) = filter, case .string(let value) = facet.value else { return "\(group.groupID.name):?" }
        return "\(group.groupID.name):\(value)"
      }
    }
  }

  func test_defaults_selectTheLowestKeyOfTheGroup_clearWhenAbsent_andSwapTheSelectedFilter() {
    let filterState = FilterState()
    let interactor = FilterMapInteractor<Filter.Facet>(items: [0: color("red"), 1: color("blue")])
    let connection: FilterMapInteractor<Filter.Facet>.FilterStateConnection = interactor.connectFilterState(filterState, attribute: "color")
    XCTAssertEqual(connection.selectionOrder, .lowestKey)
    XCTAssertEqual(connection.scope, .group)
    XCTAssertEqual(connection.writing, .replacingSelected)
    XCTAssertEqual(connection.absence, .clearsSelection)
    XCTAssertEqual(connection.groupID, .and(name: "color"))
    filterState.add(color("blue"), toGroupWithID: .and(name: "color"))
    filterState.add(color("red"), toGroupWithID: .and(name: "color"))
    filterState.add(color("red"), toGroupWithID: .and(name: "elsewhere"))
    filterState.notifyChange()
    XCTAssertEqual(interactor.selected, 0, "the lowest key whose filter the group holds")
    interactor.computeSelected(selecting: 1)
    XCTAssertEqual(entries(filterState), ["color:blue", "elsewhere:red"], "the selected filter is swapped in the group only")
    XCTAssertEqual(interactor.selected, 1)
    interactor.items = [0: color("red"), 1: color("blue"), 2: color("green")]
    filterState.removeAll(fromGroupWithID: .and(name: "color"))
    filterState.add(color("green"), toGroupWithID: .and(name: "other"))
    filterState.notifyChange()
    XCTAssertNil(interactor.selected, "no segment's filter in the group clears the selection")
    XCTAssertEqual(interactor.items.count, 3, "the segments stay as given: a filter read adds none")
  }

  func test_orOperator_writesTheGroupOfTheSegmentsType() {
    let filterState = FilterState()
    let interactor = FilterMapInteractor<Filter.Facet>(items: [0: color("red")])
    let connection = interactor.connectFilterState(filterState, attribute: "color", operator: .or, groupName: "colors")
    XCTAssertEqual(connection.groupID, .or(name: "colors", filterType: .facet))
    interactor.computeSelected(selecting: 0)
    XCTAssertTrue(filterState.contains(color("red"), inGroupWithID: .or(name: "colors", filterType: .facet)))
  }

  func test_selectionOrder_filterStateOrder_selectsTheFirstFilterInTheFilterState() {
    let filterState = FilterState()
    let interactor = FilterMapInteractor<Filter.Facet>(items: [0: color("red"), 1: color("blue")])
    interactor.connectFilterState(filterState, attribute: "color", selectionOrder: .filterStateOrder)
    filterState.append(color("blue"), toGroupWithID: .and(name: "color"))
    filterState.append(color("red"), toGroupWithID: .and(name: "color"))
    filterState.notifyChange()
    XCTAssertEqual(interactor.selected, 1, "blue was added first")
    filterState.removeFirstEntry(of: color("blue"), fromGroupWithID: .and(name: "color"))
    filterState.append(color("blue"), toGroupWithID: .and(name: "color"))
    filterState.notifyChange()
    XCTAssertEqual(interactor.selected, 0, "red comes first now")
  }

  func test_scope_allGroups_readsAndRemovesInEveryGroup_addsToItsOwn() {
    let filterState = FilterState()
    let interactor = FilterMapInteractor<Filter.Facet>(items: [0: color("red"), 1: color("blue")])
    let connection = interactor.connectFilterState(filterState, attribute: "color", scope: .allGroups)
    XCTAssertEqual(connection.scope, .allGroups)
    filterState.add(color("red"), toGroupWithID: .or(name: "palette", filterType: .facet))
    filterState.notifyChange()
    XCTAssertEqual(interactor.selected, 0, "a filter in another group is read")
    interactor.computeSelected(selecting: 1)
    XCTAssertEqual(entries(filterState), ["color:blue"], "the selected filter leaves every group; the new one goes to the link's group")
  }

  func test_writing_toggling_addsOrRemovesTheComputedFilter_leavingTheOthers() {
    let filterState = FilterState()
    let interactor = SelectableSegmentInteractor<String, Filter.Facet>(items: ["red": color("red"), "blue": color("blue")])
    let connection = interactor.connectFilterState(filterState, attribute: "color", selectionOrder: .filterStateOrder, writing: .toggling)
    XCTAssertEqual(connection.writing, .toggling)
    var snapshots: [Int] = []
    filterState.onChange.subscribe(with: self) { _, snapshot in snapshots.append(snapshot.getFilters(forGroupWithID: .and(name: "color")).count) }
    interactor.computeSelected(selecting: "red")
    interactor.computeSelected(selecting: "blue")
    XCTAssertEqual(entries(filterState), ["color:red", "color:blue"], "a computed key adds its filter next to the others")
    XCTAssertEqual(interactor.selected, "red", "the selection order picks among the filters held")
    filterState.append(color("red"), toGroupWithID: .and(name: "color"))
    interactor.computeSelected(selecting: "red")
    XCTAssertEqual(entries(filterState), ["color:blue", "color:red"], "a held filter loses its first entry")
    XCTAssertEqual(interactor.selected, "blue")
    interactor.computeSelected(selecting: nil)
    XCTAssertEqual(entries(filterState), ["color:red"], "nil removes the selected segment's filter")
    XCTAssertEqual(interactor.selected, "red")
    XCTAssertEqual(snapshots, [1, 2, 2, 1], "each computed key notifies once")
  }

  func test_absence_keepsSelection_keepsItWhenFiltersGoElsewhere_butNotOnItsOwnWrite() {
    let filterState = FilterState()
    let interactor = SelectableSegmentInteractor<String, Filter.Facet>(items: ["red": color("red")])
    let connection = interactor.connectFilterState(filterState, attribute: "color", writing: .toggling, absence: .keepsSelection)
    XCTAssertEqual(connection.absence, .keepsSelection)
    interactor.computeSelected(selecting: "red")
    XCTAssertEqual(interactor.selected, "red")
    filterState.removeAll()
    filterState.notifyChange()
    XCTAssertEqual(interactor.selected, "red", "cleared elsewhere: the selection stays")
    filterState.add(color("red"), toGroupWithID: .and(name: "color"))
    filterState.notifyChange()
    interactor.computeSelected(selecting: "red")
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertNil(interactor.selected, "the link's own removal of the last filter clears it")
  }

  func test_itemGrowth_keyedBy_addsASegmentPerKeyedFilter() {
    let filterState = FilterState()
    let interactor = SelectableSegmentInteractor<String, Filter.Facet>(items: [:])
    var itemsFired = 0
    interactor.onItemsChanged.subscribe(with: self) { _, _ in itemsFired += 1 }
    interactor.connectFilterState(
      filterState, attribute: "color", selectionOrder: .filterStateOrder, scope: .allGroups,
      itemGrowth: .keyed { facet in
        guard facet.attribute == "color", !facet.isNegated, case .string(let value) = facet.value else { return nil }
        return value
      })
    filterState.add(color("green", negated: true), toGroupWithID: .and(name: "color"))
    filterState.add(color("green"), toGroupWithID: .or(name: "palette", filterType: .facet))
    filterState.add(Filter.Facet(attribute: "size", stringValue: "XL"), toGroupWithID: .and(name: "size"))
    filterState.notifyChange()
    XCTAssertEqual(interactor.items, ["green": color("green")], "only the filters the function keys")
    XCTAssertEqual(interactor.selected, "green")
    filterState.notifyChange()
    XCTAssertEqual(itemsFired, 1, "the items fire only when a segment is added")
    filterState.removeAll()
    filterState.notifyChange()
    XCTAssertEqual(interactor.items.keys.sorted(), ["green"], "segments are never removed")
  }
}
