import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// A numeric control's `NumberInteractor` is linked to the searcher's filter state: the link writes the
/// control's changes and follows the filter state, with v1's rules and notification counts.
final class NumericControlLinkTests: XCTestCase {
  private typealias NumericFilter = InstantSearchCore.Filter.Numeric

  private func instantSearch() throws -> InstantSearch {
    InstantSearch(searcher: V1Searcher(index: try V1Fixtures.index()))
  }

  private func slider(attribute: String = "price") -> SliderWidget {
    let slider = SliderWidget(frame: .zero)
    slider.attribute = attribute
    slider.maximumValue = 1000
    return slider
  }

  private func release(_ slider: SliderWidget, at value: Float) {
    slider.setValue(value, animated: false)
    slider.sendActions(for: [.touchUpInside, .touchUpOutside])
  }

  /// Counts the refinement notifications the parameters post.
  private func countNotifications(of params: SearchParameters) -> (count: () -> Int, stop: () -> Void) {
    var count = 0
    let token = NotificationCenter.default.addObserver(forName: V1Searcher.RefinementChangeNotification, object: params, queue: nil) { _ in
      count += 1
    }
    return ({ count }, { NotificationCenter.default.removeObserver(token) })
  }

  func test_v2FiltersAndComponents_onTheSameFilterState_moveTheSlider() throws {
    let instantSearch = try instantSearch()
    let slider = slider()
    instantSearch.register(widget: slider, doSearch: false)
    let filterState = instantSearch.getSearcher().filterState

    _ = filterState.removeAll([NumericFilter(attribute: "price", operator: .greaterThanOrEqual, value: 0)], fromGroupWithID: .and(name: "price"))
    filterState.add(NumericFilter(attribute: "price", operator: .greaterThanOrEqual, value: 40), toGroupWithID: .and(name: "price"))
    filterState.notifyChange()
    XCTAssertEqual(slider.value, 40, "a v2 filter with the slider's operator moves it")

    filterState.add(NumericFilter(attribute: "price", operator: .lessThan, value: 70), toGroupWithID: .and(name: "price"))
    filterState.notifyChange()
    XCTAssertEqual(slider.value, 40, "another operator's filter does not")

    let v2Number = NumberInteractor<Double>()
    v2Number.connectFilterState(filterState, attribute: "price", numericOperator: .greaterThanOrEqual)
    v2Number.computeNumber(number: 60)
    XCTAssertEqual(slider.value, 60, "a v2 number component on the same attribute and operator moves it")
    XCTAssertEqual(instantSearch.params.numericRefinements["price"]?.last, NumericRefinement("price", .greaterThanOrEqual, 60))
  }

  func test_withoutTheBinder_theLinkAloneWritesAndFollows() throws {
    let searcher = V1Searcher(index: try V1Fixtures.index())
    let view = NumericViewDouble(attribute: "rating")
    view.value = 2
    let viewModel = try XCTUnwrap(view.viewModel as? NumericControlViewModel)
    var computed: [Double?] = []
    viewModel.numberInteractor.onNumberComputed.subscribe(with: view) { _, number in computed.append(number) }
    viewModel.configure(with: searcher)
    XCTAssertEqual(computed, [2], "the view's initial value is computed by the interactor")
    XCTAssertEqual(searcher.params.numericRefinements["rating"], [NumericRefinement("rating", .greaterThanOrEqual, 2)])

    searcher.filterState.add(NumericFilter(attribute: "rating", operator: .greaterThanOrEqual, value: 4), toGroupWithID: .and(name: "rating"))
    searcher.filterState.notifyChange()
    XCTAssertEqual(view.shown.last, 4, "no binder registered: the link moves the view")
    viewModel.updateNumeric(value: 3, doSearch: false)
    XCTAssertEqual(computed, [2, 3])
    XCTAssertEqual(searcher.params.numericRefinements["rating"], [NumericRefinement("rating", .greaterThanOrEqual, 3)])
    XCTAssertEqual(view.shown.last, 3)
    XCTAssertFalse(searcher.hasPendingRequests)
  }

  func test_sliderRelease_isSeenByV2Observers_andSearches() throws {
    let instantSearch = try instantSearch()
    let slider = slider()
    instantSearch.register(widget: slider, doSearch: false)
    let filterState = instantSearch.getSearcher().filterState
    let v2Number = NumberInteractor<Double>()
    v2Number.connectFilterState(filterState, attribute: "price", numericOperator: .greaterThanOrEqual)
    XCTAssertEqual(v2Number.item, 0, "the registration's refinement")
    var snapshots: [Set<InstantSearchCore.Filter>] = []
    let recorder = NSObject()
    filterState.onChange.subscribe(with: recorder) { _, snapshot in snapshots.append(snapshot.getFilters(forGroupWithID: .and(name: "price"))) }

    release(slider, at: 250)
    XCTAssertEqual(v2Number.item, 250)
    XCTAssertEqual(snapshots, [[], [.numeric(NumericFilter(attribute: "price", operator: .greaterThanOrEqual, value: 250))]], "the removal, then the addition")
    XCTAssertTrue(instantSearch.getSearcher().hasPendingRequests, "a release searches, as in v1")
    let viewModel = try XCTUnwrap(slider.viewModel as? NumericControlViewModel)
    XCTAssertEqual(viewModel.numberInteractor.item, 250)
  }

  func test_exclusiveControl_writesANegatedFilter_seenByANegatedV2Link() throws {
    let instantSearch = try instantSearch()
    let slider = slider()
    slider.operator = "<"
    slider.inclusive = false
    slider.setValue(5.5, animated: false)
    instantSearch.register(widget: slider, doSearch: false)
    let filterState = instantSearch.getSearcher().filterState
    XCTAssertEqual(
      filterState.getFilters(), [.numeric(NumericFilter(attribute: "price", operator: .lessThan, value: 5.5, isNegated: true))])
    let negated = NumberInteractor<Double>()
    negated.connectFilterState(filterState, attribute: "price", numericOperator: .lessThan, isNegated: true)
    negated.computeNumber(number: 8)
    XCTAssertEqual(slider.value, 8)
    XCTAssertEqual(instantSearch.params.buildFilters(), #"NOT "price" < 8"#)
  }

  func test_notificationCounts_andRefinableCallbacks_areV1s() throws {
    let instantSearch = try instantSearch()
    let params = instantSearch.params
    let notifications = countNotifications(of: params)
    defer { notifications.stop() }
    let widget = RecordingWidget(attribute: "price")
    instantSearch.register(widget: widget, doSearch: false)

    let slider = slider()
    instantSearch.register(widget: slider, doSearch: false)
    XCTAssertEqual(notifications.count(), 1, "the first refinement: one notification")
    release(slider, at: 300)
    XCTAssertEqual(notifications.count(), 3, "replacing it: the removal, then the addition")
    XCTAssertEqual(widget.numericLists.last, [NumericRefinement("price", .greaterThanOrEqual, 300)])

    params.addNumericRefinement("price", .greaterThanOrEqual, 10)
    XCTAssertEqual(slider.value, 10, "a v1 refinement with the slider's operator moves it (the last one wins)")
    XCTAssertEqual(notifications.count(), 4)
    release(slider, at: 20)
    XCTAssertEqual(notifications.count(), 6, "both replaced in one removal notification, then the addition")
    XCTAssertEqual(params.numericRefinements["price"], [NumericRefinement("price", .greaterThanOrEqual, 20)])
  }

  func test_clearingRefinements_leavesTheSliderShowingItsValue() throws {
    let instantSearch = try instantSearch()
    let slider = slider()
    instantSearch.register(widget: slider, doSearch: false)
    release(slider, at: 120)
    instantSearch.params.clearRefinements()
    XCTAssertFalse(instantSearch.params.hasNumericRefinements())
    XCTAssertEqual(slider.value, 120, "Q11: clearing leaves the old value shown")
    let viewModel = try XCTUnwrap(slider.viewModel as? NumericControlViewModel)
    XCTAssertEqual(viewModel.numberInteractor.item, 120)
    release(slider, at: 130)
    XCTAssertEqual(instantSearch.params.numericRefinements["price"], [NumericRefinement("price", .greaterThanOrEqual, 130)])
  }

  func test_disjunctiveAttribute_afterRegistration_getsTheControlsRefinementInItsOrGroup() throws {
    let instantSearch = try instantSearch()
    let slider = slider()
    instantSearch.register(widget: slider, doSearch: false)
    instantSearch.params.setNumeric(withName: "price", disjunctive: true)
    release(slider, at: 400)
    let entries = instantSearch.getSearcher().filterState.orderedEntries()
    XCTAssertEqual(entries.map(\.groupID), [.or(name: "price", filterType: .numeric)])
    XCTAssertEqual(entries.first?.filters, [.numeric(NumericFilter(attribute: "price", operator: .greaterThanOrEqual, value: 400))])
  }

  func test_twoControlsOnOneAttribute_formARange_eachFollowingItsOperator() throws {
    let instantSearch = try instantSearch()
    let low = slider()
    let high = slider()
    high.operator = "<="
    high.setValue(900, animated: false)
    instantSearch.register(widget: low, doSearch: false)
    instantSearch.register(widget: high, doSearch: false)
    release(low, at: 100)
    XCTAssertEqual(high.value, 900)
    XCTAssertEqual(instantSearch.params.buildFiltersFromNumerics(), #""price" <= 900 AND "price" >= 100"#)
    instantSearch.params.updateNumericRefinement("price", .lessThanOrEqual, 800)
    XCTAssertEqual(high.value, 800)
    XCTAssertEqual(low.value, 100)
  }
}
