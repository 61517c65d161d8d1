import Foundation
import XCTest

@testable import InstantSearchCore

final class ListControllersTests: XCTestCase {
  private final class TagList: SelectableListController {
    var onClick: ((Filter.Tag) -> Void)?
    var items: [SelectableItem<Filter.Tag>] = []
    var reloads = 0
    func setSelectableItems(selectableItems: [SelectableItem<Filter.Tag>]) { items = selectableItems }
    func reload() { reloads += 1 }
  }

  private final class Menu: HierarchicalController {
    var onClick: ((String) -> Void)?
    var shown: [HierarchicalFacet] = []
    func setItem(_ item: [HierarchicalFacet]) { shown = item }
  }

  private func drainMain() {
    let drained = expectation(description: "main")
    DispatchQueue.main.async { drained.fulfill() }
    wait(for: [drained], timeout: 5)
  }

  func test_filterListController_pushesPairsAndForwardsClicks() {
    let filterState = FilterState()
    let interactor = TagFilterListInteractor(items: ["a", "b"], selectionMode: .multiple)
    interactor.connectFilterState(filterState, operator: .and, groupName: "tags")
    let list = TagList()
    interactor.connectController(list)
    XCTAssertEqual(list.items.map { "\($0.item.value)\($0.isSelected)" }, ["afalse", "bfalse"])
    list.onClick?("b")
    drainMain()
    XCTAssertEqual(list.items.map { "\($0.item.value)\($0.isSelected)" }, ["afalse", "btrue"])
    XCTAssertEqual(filterState.description, #"( "_tags":"b" )"#)
    XCTAssertGreaterThanOrEqual(list.reloads, 2)
  }

  func test_hierarchicalPresenter_insertsLevelsAfterTheSelectedParent() {
    let facets: [HierarchicalFacet] = [
      (Facet(value: "B", count: 1), 0, false), (Facet(value: "A", count: 2), 0, true),
      (Facet(value: "A > Y", count: 1), 1, false), (Facet(value: "A > X", count: 1), 1, false),
    ]
    XCTAssertEqual(DefaultPresenter.Hierarchical.present(facets).map(\.facet.value), ["A", "A > X", "A > Y", "B"])
  }

  func test_hierarchicalController_showsLevelsWithSelection() {
    let interactor = HierarchicalInteractor(hierarchicalAttributes: ["l0", "l1"], separator: " > ")
    let menu = Menu()
    interactor.connectController(menu)
    interactor.item = [[Facet(value: "A", count: 2), Facet(value: "B", count: 1)], [Facet(value: "A > X", count: 1)]]
    interactor.selections = ["A"]
    drainMain()
    XCTAssertEqual(menu.shown.map(\.facet.value), ["A", "A > X", "B"])
    XCTAssertEqual(menu.shown.map(\.isSelected), [true, false, false])
    var computed: [Filter.Facet] = []
    interactor.onSelectionsComputed.subscribe(with: self) { _, path in computed = path }
    menu.onClick?("A > X")
    XCTAssertEqual(computed.map(\.attribute), ["l0", "l1"])
  }

  func test_multiIndexHits_updatesEachSection() {
    let first = HitsInteractor<JSON>(infiniteScrolling: .off)
    let second = HitsInteractor<JSON>(infiniteScrolling: .off)
    let multi = MultiIndexHitsInteractor(hitsInteractors: [first, second])
    var fired = 0
    multi.onResultsUpdated.subscribe(with: self) { _, _ in fired += 1 }
    multi.update([
      SearchResponse(hits: [["objectID": "1", "name": "a"]], nbHits: 1, page: 0),
      SearchResponse(hits: [["objectID": "2", "name": "b"], ["objectID": "3", "name": "c"]], nbHits: 2, page: 0),
    ])
    XCTAssertEqual(fired, 1)
    XCTAssertEqual(multi.numberOfSections(), 2)
    XCTAssertEqual([multi.numberOfHits(inSection: 0), multi.numberOfHits(inSection: 1), multi.numberOfHits(inSection: 5)], [1, 2, 0])
    XCTAssertEqual(multi.rawHit(atIndexPath: IndexPath(indexes: [1, 1]))?["name"] as? String, "c")
  }
}
