import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// The refinement list's `FacetListInteractor` does the work through its core connections: v2 changes of the
/// shared filter state show in the v1 list, v1 selections reach v2 components, and v1's rules and
/// notifications stay.
final class RefinementListConnectionTests: XCTestCase {
  private func instantSearch() throws -> InstantSearch {
    InstantSearch(searcher: V1Searcher(index: try V1Fixtures.index()))
  }

  private func row(_ list: RefinementViewDouble, _ value: String) -> IndexPath? {
    (0..<list.viewModel.numberOfRows()).map { IndexPath(row: $0, section: 0) }.first { list.viewModel.facetForRow(at: $0).value == value }
  }

  private func rows(_ list: RefinementViewDouble) -> [String] {
    (0..<list.viewModel.numberOfRows()).map { list.viewModel.facetForRow(at: IndexPath(row: $0, section: 0)) }.map { "\($0.value) \($0.count)" }
  }

  /// Records the facet maps of the refinement notifications of some parameters.
  private func recordRefinementChanges(of params: SearchParameters) -> (log: () -> [[String: [String]]], stop: () -> Void) {
    let log = Locked<[[String: [String]]]>([])
    let token = NotificationCenter.default.addObserver(forName: V1Searcher.RefinementChangeNotification, object: params, queue: nil) { note in
      let facets = note.userInfo?[V1Searcher.userInfoFacetRefinementChangeKey] as? [String: [FacetRefinement]] ?? [:]
      log.withLock { $0.append(facets.mapValues { $0.map(\.value) }) }
    }
    return ({ log.value }, { NotificationCenter.default.removeObserver(token) })
  }

  func test_itemsAreTheDeliveredCounts_andTheListFollowsItsSelections() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "brand")
    instantSearch.register(widget: list)
    let viewModel = try XCTUnwrap(list.viewModel as? RefinementMenuViewModel)
    awaitCondition { list.viewModel.numberOfRows() == 4 }
    XCTAssertEqual(Set(viewModel.facetListInteractor.items.map(\.value)), Set(V1Fixtures.brands))
    XCTAssertEqual(rows(list), viewModel.facetListInteractor.items.sorted { $0.value < $1.value }.map { "\($0.value) \($0.count)" })
    viewModel.facetListInteractor.selections = ["Sony"]
    XCTAssertTrue(list.viewModel.isRefined(at: try XCTUnwrap(row(list, "Sony"))), "the list reads the interactor's selections")
  }

  func test_aV2ChangeOfTheFilterState_showsInTheV1List() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "brand")
    instantSearch.register(widget: list)
    awaitCondition { list.viewModel.numberOfRows() == 4 }
    let searcher = instantSearch.getSearcher()

    let v2List = FacetListInteractor()
    v2List.connectFilterState(searcher.filterState, with: "brand", operator: .or)
    v2List.computeSelections(selectingItemForKey: "Bose")
    let viewModel = try XCTUnwrap(list.viewModel as? RefinementMenuViewModel)
    XCTAssertEqual(viewModel.facetListInteractor.selections, ["Bose"], "the v1 list's interactor follows the filter state")
    XCTAssertTrue(list.viewModel.isRefined(at: try XCTUnwrap(row(list, "Bose"))), "refined at once, before any response")
    XCTAssertEqual(instantSearch.params.facetRefinements["brand"]?.map(\.value), ["Bose"])

    searcher.filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Apple"))
    searcher.filterState.notifyChange()
    XCTAssertTrue(list.viewModel.isRefined(at: try XCTUnwrap(row(list, "Apple"))))
    awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(rows(list).prefix(2).map { String($0.prefix(while: { $0 != " " })) }, ["Apple", "Bose"], "refined first")
    XCTAssertEqual(list.viewModel.numberOfRows(), 4, "or: every brand keeps its count")
  }

  func test_aV1SelectionIsSeenByV2Components() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "brand")
    instantSearch.register(widget: list)
    awaitCondition { list.viewModel.numberOfRows() == 4 }
    let searcher = instantSearch.getSearcher()
    let v2List = FacetListInteractor()
    v2List.connectFilterState(searcher.filterState, with: "brand", operator: .or)
    var v2Snapshots = 0
    searcher.filterState.onChange.subscribe(with: self) { _, _ in v2Snapshots += 1 }

    list.viewModel.didSelectRow(at: try XCTUnwrap(row(list, "Sony")))
    XCTAssertEqual(v2List.selections, ["Sony"], "the v1 list wrote the disjunctive group of the attribute")
    XCTAssertEqual(v2Snapshots, 1, "one filter-state notification per selection")
    let sony = Filter.Facet(attribute: "brand", stringValue: "Sony")
    XCTAssertTrue(searcher.filterState.contains(sony, inGroupWithID: .or(name: "brand", filterType: .facet)))
    list.viewModel.didSelectRow(at: try XCTUnwrap(row(list, "Apple")))
    XCTAssertEqual(v2List.selections, ["Sony", "Apple"])
    XCTAssertEqual(instantSearch.params.facetRefinements["brand"]?.map(\.value), ["Sony", "Apple"], "v1's insertion order")
    list.viewModel.didSelectRow(at: try XCTUnwrap(row(list, "Sony")))
    list.viewModel.didSelectRow(at: try XCTUnwrap(row(list, "Apple")))
    XCTAssertEqual(v2List.selections, [])
    XCTAssertTrue(instantSearch.params.isDisjunctiveFacet(name: "brand"), "disjunctive from the first selection on, also when empty")
  }

  func test_v1RefinementsOfTheAttributeInAnyGroup_areTheListsSelections() throws {
    let instantSearch = try instantSearch()
    instantSearch.params.addFacetRefinement(name: "brand", value: "Samsung")
    instantSearch.params.addFacetRefinement(name: "brand", value: "Sony", inclusive: false)
    let list = RefinementViewDouble(attribute: "brand")
    instantSearch.register(widget: list)
    awaitCondition { list.viewModel.numberOfRows() == 2 }
    XCTAssertEqual(rows(list), ["Samsung 9", "-Sony 0"], "an exclusion shows as -value at 0")
    XCTAssertTrue(list.viewModel.isRefined(at: IndexPath(row: 0, section: 0)), "refined in the conjunctive group v1 wrote")
    XCTAssertFalse(list.viewModel.isRefined(at: IndexPath(row: 1, section: 0)))
    list.viewModel.didSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertNil(instantSearch.params.facetRefinements["brand"]?.first { $0.value == "Samsung" }, "a selection deselects a v1 refinement")
    XCTAssertEqual(instantSearch.params.facetRefinements["brand"], [FacetRefinement(name: "brand", value: "Sony", inclusive: false)])
  }

  func test_notificationCountsAreV1s() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "brand")
    instantSearch.register(widget: list)
    awaitCondition { list.viewModel.numberOfRows() == 4 }
    let recorder = recordRefinementChanges(of: instantSearch.params)
    defer { recorder.stop() }
    list.viewModel.didSelectRow(at: try XCTUnwrap(row(list, "Sony")))
    list.viewModel.didSelectRow(at: try XCTUnwrap(row(list, "Bose")))
    list.viewModel.didSelectRow(at: try XCTUnwrap(row(list, "Sony")))
    XCTAssertEqual(recorder.log(), [["brand": ["Sony"]], ["brand": ["Sony", "Bose"]], ["brand": ["Bose"]]], "one per addition or removal")
    list.viewModel.didSelectRow(at: try XCTUnwrap(row(list, "Bose")))
    XCTAssertEqual(recorder.log().suffix(2), [["brand": []], [:]], "the last removal: the emptied list, then the map without it")

    let single = RefinementViewDouble(attribute: "category")
    single.operator = "and"
    single.areMultipleSelectionsAllowed = false
    instantSearch.register(widget: single)
    awaitCondition { single.viewModel.numberOfRows() == 3 }
    let before = recorder.log().count
    single.viewModel.didSelectRow(at: try XCTUnwrap(row(single, "tv")))
    single.viewModel.didSelectRow(at: try XCTUnwrap(row(single, "phone")))
    single.viewModel.didSelectRow(at: try XCTUnwrap(row(single, "phone")))
    XCTAssertEqual(
      Array(recorder.log()[before...]), [[:], ["category": ["tv"]], [:], ["category": ["phone"]], [:]],
      "a single selection clears, then adds; deselecting clears")
    XCTAssertTrue(instantSearch.params.isDisjunctiveFacet(name: "category"), "a single selection makes the facet disjunctive")
  }

  func test_newParametersOrSettings_connectANewInteractor() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "brand")
    instantSearch.register(widget: list)
    let viewModel = try XCTUnwrap(list.viewModel as? RefinementMenuViewModel)
    awaitCondition { list.viewModel.numberOfRows() == 4 }
    let searcher = instantSearch.getSearcher()
    let replacement = SearchParameters()
    replacement.facets = ["brand"]
    replacement.addFacetRefinement(name: "brand", value: "Apple")
    searcher.params = replacement
    awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(rows(list), ["Apple 9"])
    XCTAssertTrue(list.viewModel.isRefined(at: IndexPath(row: 0, section: 0)), "the selections follow the parameters searched")

    list.operator = "and"
    list.areMultipleSelectionsAllowed = false
    list.viewModel.didSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(viewModel.facetListInteractor.selectionMode, .single, "settings read at the selection, as v1 did")
    XCTAssertNil(replacement.facetRefinements["brand"], "selecting the selected value of a single selection clears it")
  }
}
