import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// A facet control's `SelectableSegmentInteractor` is linked to the searcher's filter state: the link writes the
/// control's changes and follows the filter state, with v1's rules and notification counts.
final class FacetControlLinkTests: XCTestCase {
  private typealias FacetFilter = InstantSearchCore.Filter.Facet

  private func instantSearch() throws -> InstantSearch {
    InstantSearch(searcher: V1Searcher(index: try V1Fixtures.index()))
  }

  private func oneValueSwitch() -> OneValueSwitchWidget {
    let toggle = OneValueSwitchWidget(frame: .zero)
    toggle.attribute = "shipping"
    toggle.valueOn = "premium"
    return toggle
  }

  private func twoValuesSwitch() -> TwoValuesSwitchWidget {
    let toggle = TwoValuesSwitchWidget(frame: .zero)
    toggle.attribute = "shipping"
    toggle.valueOn = "premium"
    toggle.valueOff = "standard"
    return toggle
  }

  private func segments() -> SegmentedControlWidget {
    let control = SegmentedControlWidget(items: ["tv", "phone", "headphones"])
    control.attribute = "category"
    return control
  }

  private func shipping(_ value: String, negated: Bool = false) -> FacetFilter {
    FacetFilter(attribute: "shipping", stringValue: value, isNegated: negated)
  }

  private func category(_ value: String) -> FacetFilter { FacetFilter(attribute: "category", stringValue: value) }

  /// Counts the refinement notifications the parameters post.
  private func countNotifications(of params: SearchParameters) -> (count: () -> Int, stop: () -> Void) {
    var count = 0
    let token = NotificationCenter.default.addObserver(forName: V1Searcher.RefinementChangeNotification, object: params, queue: nil) { _ in
      count += 1
    }
    return ({ count }, { NotificationCenter.default.removeObserver(token) })
  }

  func test_v2FiltersAndComponents_onTheSameFilterState_moveTheSwitchAndTheSegments() throws {
    let instantSearch = try instantSearch()
    let toggle = oneValueSwitch()
    let control = segments()
    instantSearch.register(widget: toggle, doSearch: false)
    instantSearch.register(widget: control, doSearch: false)
    let filterState = instantSearch.getSearcher().filterState

    filterState.add(shipping("premium"), toGroupWithID: .and(name: "shipping"))
    filterState.notifyChange()
    XCTAssertTrue(toggle.isOn, "a v2 filter on the switch's value turns it on")

    let v2Segments = FilterMapInteractor<FacetFilter>(items: [0: category("tv"), 1: category("phone")])
    v2Segments.connectFilterState(filterState, attribute: "category")
    v2Segments.computeSelected(selecting: 1)
    XCTAssertEqual(control.selectedSegmentIndex, 1, "a v2 segment component on the same attribute moves the segments")
    v2Segments.computeSelected(selecting: 0)
    XCTAssertEqual(control.selectedSegmentIndex, 0)
    XCTAssertEqual(instantSearch.params.facetRefinements["category"], [FacetRefinement(name: "category", value: "tv")])

    filterState.add(category("headphones"), toGroupWithID: .or(name: "others", filterType: .facet))
    filterState.remove(category("tv"), fromGroupWithID: .and(name: "category"))
    filterState.notifyChange()
    XCTAssertEqual(control.selectedSegmentIndex, 2, "a value in another group is followed too, as v1 reads every group")
  }

  func test_controlChanges_reachTheFilterStateThroughTheLink_seenByV2Components() throws {
    let instantSearch = try instantSearch()
    let toggle = oneValueSwitch()
    let control = segments()
    instantSearch.register(widget: toggle, doSearch: false)
    instantSearch.register(widget: control, doSearch: false)
    let filterState = instantSearch.getSearcher().filterState
    let v2Toggle = SelectableInteractor<FacetFilter>(item: shipping("premium"))
    v2Toggle.connectFilterState(filterState, operator: .and)
    let v2Segments = FilterMapInteractor<FacetFilter>(items: [0: category("tv"), 1: category("phone"), 2: category("headphones")])
    v2Segments.connectFilterState(filterState, attribute: "category")
    let viewModel = try XCTUnwrap(control.viewModel as? FacetControlViewModel)
    var computed: [String?] = []
    viewModel.segmentInteractor.onSelectedComputed.subscribe(with: self) { _, key in computed.append(key) }

    toggle.userToggle()
    XCTAssertTrue(v2Toggle.isSelected, "the switch's refinement is a filter of the shared filter state")
    control.userSelectSegment(at: 0)
    control.userSelectSegment(at: 2)
    XCTAssertEqual(computed, ["tv", "tv", "headphones"], "the interactor computes each step: the addition, the old value's removal, the new one")
    XCTAssertEqual(v2Segments.selected, 2)
    XCTAssertEqual(viewModel.segmentInteractor.selected, "headphones")
    XCTAssertEqual(filterState.orderedEntries().map(\.groupID), [.and(name: "category"), .and(name: "shipping")])
    toggle.userToggle()
    XCTAssertFalse(v2Toggle.isSelected)
    XCTAssertTrue(instantSearch.getSearcher().hasPendingRequests, "the controls search, as in v1")
  }

  func test_withoutTheBinder_theLinkAloneWritesAndFollows() throws {
    let searcher = V1Searcher(index: try V1Fixtures.index())
    let view = FacetViewDouble(attribute: "category")
    let viewModel = try XCTUnwrap(view.viewModel as? FacetControlViewModel)
    viewModel.configure(with: searcher)
    searcher.filterState.add(category("phone"), toGroupWithID: .and(name: "category"))
    searcher.filterState.notifyChange()
    XCTAssertEqual(view.shown.last, "phone", "no binder registered: the link moves the view")
    viewModel.updateFacet(oldValue: "phone", newValue: "tv", doSearch: false)
    XCTAssertEqual(searcher.params.facetRefinements["category"], [FacetRefinement(name: "category", value: "tv")])
    XCTAssertEqual(view.shown.last, "tv")
    XCTAssertFalse(searcher.hasPendingRequests)
  }

  func test_notificationCounts_areV1s() throws {
    let instantSearch = try instantSearch()
    let params = instantSearch.params
    let notifications = countNotifications(of: params)
    defer { notifications.stop() }
    let toggle = oneValueSwitch()
    instantSearch.register(widget: toggle, doSearch: false)
    XCTAssertEqual(notifications.count(), 0, "a one-value switch writes nothing at registration")
    toggle.userToggle()
    XCTAssertEqual(notifications.count(), 1, "on: one")
    toggle.userToggle()
    XCTAssertEqual(notifications.count(), 3, "off, removing the last value: its emptied list, then the maps without it")

    let flip = twoValuesSwitch()
    flip.attribute = "delivery"
    let widget = RecordingWidget(attribute: "delivery")
    instantSearch.register(widget: widget, doSearch: false)
    instantSearch.register(widget: flip, doSearch: false)
    XCTAssertEqual(notifications.count(), 4, "registration writes valueOff: one")
    flip.userToggle()
    XCTAssertEqual(notifications.count(), 7, "a flip: the old value's emptied list, the maps without it, then the new value")
    XCTAssertEqual(widget.facetLists.suffix(2), [[], [FacetRefinement(name: "delivery", value: "premium")]])

    let control = segments()
    instantSearch.register(widget: control, doSearch: false)
    control.userSelectSegment(at: 0)
    XCTAssertEqual(notifications.count(), 8, "a first segment: one")
    params.addFacetRefinement(name: "category", value: "headphones")
    XCTAssertEqual(notifications.count(), 9)
    control.userSelectSegment(at: 1)
    XCTAssertEqual(notifications.count(), 11, "a segment change, other values remaining: the removal, then the addition")
    XCTAssertEqual(params.facetRefinements["category"]?.map(\.value), ["headphones", "phone"])
    XCTAssertEqual(control.selectedSegmentIndex, 2, "the first value refined with the control's flag is shown")
  }

  func test_clearingRefinements_keepsTheShownValue_whileRemovingTheLastValueShowsEmpty() throws {
    let instantSearch = try instantSearch()
    let view = FacetViewDouble(attribute: "category")
    let toggle = oneValueSwitch()
    instantSearch.register(widget: view, doSearch: false)
    instantSearch.register(widget: toggle, doSearch: false)
    let viewModel = try XCTUnwrap(view.viewModel as? FacetControlViewModel)
    view.viewModel.addFacet(value: "tv", doSearch: false)
    toggle.userToggle()
    instantSearch.params.clearRefinements()
    XCTAssertFalse(instantSearch.params.hasRefinements())
    XCTAssertEqual(view.shown.last, "tv", "Q11: clearing leaves the old value shown")
    XCTAssertEqual(viewModel.segmentInteractor.selected, "tv")
    XCTAssertTrue(toggle.isOn, "Q11: the switch stays on")
    toggle.userToggle()
    XCTAssertFalse(toggle.isOn)
    toggle.userToggle()
    instantSearch.getSearcher().reset()
    XCTAssertTrue(toggle.isOn, "Q11: a reset leaves the switch on")

    view.viewModel.addFacet(value: "phone", doSearch: false)
    XCTAssertEqual(view.shown.last, "phone")
    view.viewModel.removeFacet(value: "phone")
    XCTAssertEqual(view.shown.last, "", "removing the last value shows the empty value")
    XCTAssertNil(viewModel.segmentInteractor.selected)
  }

  func test_exclusiveControl_writesANegatedFilter_andOnlyFollowsNegatedOnes() throws {
    let instantSearch = try instantSearch()
    let toggle = oneValueSwitch()
    toggle.inclusive = false
    instantSearch.register(widget: toggle, doSearch: false)
    toggle.userToggle()
    let filterState = instantSearch.getSearcher().filterState
    XCTAssertEqual(filterState.getFilters(), [.facet(shipping("premium", negated: true))])
    XCTAssertEqual(instantSearch.params.buildFilters(), #"NOT "shipping":"premium""#)
    toggle.userToggle()
    filterState.add(shipping("premium"), toGroupWithID: .and(name: "shipping"))
    filterState.notifyChange()
    XCTAssertFalse(toggle.isOn, "an inclusive refinement does not move an exclusive control")
    instantSearch.params.addFacetRefinement(name: "shipping", value: "premium", inclusive: false)
    XCTAssertTrue(toggle.isOn)
  }

  func test_disjunctiveFacet_getsTheControlsRefinementInItsOrGroup() throws {
    let instantSearch = try instantSearch()
    let control = segments()
    instantSearch.register(widget: control, doSearch: false)
    instantSearch.params.setFacet(withName: "category", disjunctive: true)
    control.userSelectSegment(at: 1)
    let entries = instantSearch.getSearcher().filterState.orderedEntries()
    XCTAssertEqual(entries.map(\.groupID), [.or(name: "category", filterType: .facet)])
    XCTAssertEqual(entries.first?.filters, [.facet(category("phone"))])
    control.userSelectSegment(at: 2)
    XCTAssertEqual(instantSearch.params.facetRefinements["category"], [FacetRefinement(name: "category", value: "headphones")])
  }

  func test_valueRefinedWithTheOtherFlag_isRemovedAsV1Did() throws {
    let instantSearch = try instantSearch()
    let view = FacetViewDouble(attribute: "category")
    instantSearch.register(widget: view, doSearch: false)
    instantSearch.params.addFacetRefinement(name: "category", value: "tv", inclusive: false)
    view.viewModel.addFacet(value: "tv", doSearch: false)
    XCTAssertEqual(instantSearch.params.facetRefinements["category"], [FacetRefinement(name: "category", value: "tv", inclusive: false)], "refined with either flag: nothing")
    view.viewModel.removeFacet(value: "tv")
    XCTAssertFalse(instantSearch.params.hasFacetRefinements())
  }
}
