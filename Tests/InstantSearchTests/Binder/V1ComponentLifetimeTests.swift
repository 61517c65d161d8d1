import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// Every v1 widget kind, its view model and the v2 interactor under it, and non-shared `InstantSearch` instances
/// with their searchers and filter states, go away when their owner drops them, even with a search in flight:
/// registration and the core's connections hold them weakly.
final class V1ComponentLifetimeTests: XCTestCase {
  /// A weak reference with the name a failure reports.
  private struct Tracked {
    let name: String
    weak var object: AnyObject?
  }

  private func assertReleased(_ tracked: [Tracked], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(tracked.count { $0.object == nil }, tracked.count, "still alive: \(tracked.filter { $0.object != nil }.map(\.name))", file: file, line: line)
  }

  func test_everyWidgetKind_itsViewModelAndItsV2Interactor_goAwayWithTheViewTree() throws {
    let instantSearch = InstantSearch(searcher: V1Searcher(index: try V1Fixtures.index()))
    var tracked: [Tracked] = []
    do {
      let container = HeadlessView()
      let hitsTable = HitsTableWidget(frame: .zero, style: .plain)
      let hitsCollection = HitsCollectionWidget(frame: .zero, collectionViewLayout: HeadlessCollectionViewFlowLayout())
      let refinementTable = RefinementTableWidget(frame: .zero, style: .plain)
      refinementTable.attribute = "brand"
      let refinementCollection = RefinementCollectionWidget(frame: .zero, collectionViewLayout: HeadlessCollectionViewFlowLayout())
      refinementCollection.attribute = "category"
      let slider = SliderWidget(frame: .zero)
      slider.attribute = "price"
      let stepper = StepperWidget(frame: .zero)
      stepper.attribute = "rating"
      let datePicker = DatePickerWidget(frame: .zero)
      datePicker.attribute = "price"
      let oneValueSwitch = OneValueSwitchWidget(frame: .zero)
      oneValueSwitch.attribute = "brand"
      oneValueSwitch.valueOn = "Sony"
      let twoValuesSwitch = TwoValuesSwitchWidget(frame: .zero)
      twoValuesSwitch.attribute = "category"
      twoValuesSwitch.valueOn = "tv"
      twoValuesSwitch.valueOff = "phone"
      let segmented = SegmentedControlWidget(items: ["Apple", "Bose"])
      segmented.attribute = "brand"
      let searchBar = SearchBarWidget(frame: .zero)
      let textField = TextFieldWidget(frame: .zero)
      let statsLabel = StatsLabelWidget(frame: .zero)
      let statsButton = StatsButtonWidget(frame: .zero)
      let clearAll = ClearAllWidget(frame: .zero)
      let activity = ActivityIndicatorWidget(frame: .zero)
      let views: [HeadlessView] = [
        hitsTable, hitsCollection, refinementTable, refinementCollection, slider, stepper, datePicker, oneValueSwitch,
        twoValuesSwitch, segmented, searchBar, textField, statsLabel, statsButton, clearAll, activity,
      ]
      views.forEach(container.addSubview)
      instantSearch.registerAllWidgets(in: container)
      XCTAssertTrue(instantSearch.getSearcher().hasPendingRequests, "a search is in flight while the views go")

      tracked += views.map { Tracked(name: "\(type(of: $0))", object: $0) }
      tracked += [
        Tracked(name: "hits table view model", object: hitsTable.viewModel),
        Tracked(name: "HitsInteractor (table)", object: (hitsTable.viewModel as? HitsViewModel)?.hitsInteractor),
        Tracked(name: "hits collection view model", object: hitsCollection.viewModel),
        Tracked(name: "refinement table view model", object: refinementTable.viewModel),
        Tracked(name: "FacetListInteractor (table)", object: (refinementTable.viewModel as? RefinementMenuViewModel)?.facetListInteractor),
        Tracked(name: "refinement collection view model", object: refinementCollection.viewModel),
        Tracked(name: "slider view model", object: slider.viewModel),
        Tracked(name: "NumberInteractor (slider)", object: (slider.viewModel as? NumericControlViewModel)?.numberInteractor),
        Tracked(name: "stepper view model", object: stepper.viewModel),
        Tracked(name: "date picker view model", object: datePicker.viewModel),
        Tracked(name: "switch view model", object: oneValueSwitch.viewModel),
        Tracked(name: "SelectableSegmentInteractor (switch)", object: (oneValueSwitch.viewModel as? FacetControlViewModel)?.segmentInteractor),
        Tracked(name: "two-value switch view model", object: twoValuesSwitch.viewModel),
        Tracked(name: "segmented control view model", object: segmented.viewModel),
        Tracked(name: "search bar view model", object: searchBar.viewModel),
        Tracked(name: "SearchBoxInteractor", object: (searchBar.viewModel as? SearchViewModel)?.searchBoxInteractor),
        Tracked(name: "text field view model", object: textField.viewModel),
        Tracked(name: "stats label view model", object: statsLabel.viewModel),
        Tracked(name: "StatsInteractor", object: (statsLabel.viewModel as? StatsViewModel)?.statsInteractor),
        Tracked(name: "stats button view model", object: statsButton.viewModel),
        Tracked(name: "FilterClearInteractor", object: clearAll.clearInteractor),
        Tracked(name: "LoadingInteractor", object: activity.loadingInteractor),
      ]
      XCTAssertTrue(tracked.allSatisfy { $0.object != nil }, "missing: \(tracked.filter { $0.object == nil }.map(\.name))")
    }
    assertReleased(tracked)

    // The binder goes on working without them: a search and a refinement reach no released object.
    let delivered = expectation(description: "a delivery after the views went")
    instantSearch.getSearcher().addResultHandler { _, _, _ in delivered.fulfill() }
    instantSearch.params.addFacetRefinement(name: "brand", value: "Sony")
    instantSearch.search(with: "sony")
    wait(for: [delivered], timeout: 10)
    assertReleased(tracked)
  }

  func test_aNonSharedInstantSearch_itsSearcherAndTheV2PartsUnder_goAwayWithTheirOwner_evenWithASearchInFlight() throws {
    var tracked: [Tracked] = []
    let index = try V1Fixtures.index()
    do {
      let searcher = V1Searcher(index: index)
      let instantSearch = InstantSearch(searcher: searcher)
      let container = HeadlessView()
      let hits = HitsTableWidget(frame: .zero, style: .plain)
      let list = RefinementTableWidget(frame: .zero, style: .plain)
      list.attribute = "brand"
      [hits, list].forEach(container.addSubview)
      instantSearch.registerAllWidgets(in: container)
      // A v2 component sharing the session, connected with the core's own connections.
      let stats = StatsConnector(searcher: searcher.hitsSearcher)
      let facets = FacetListConnector(searcher: searcher.hitsSearcher, filterState: searcher.filterState, attribute: "category", operator: .or)
      searcher.params.addFacetRefinement(name: "brand", value: "Sony")
      instantSearch.search(with: "phone")
      XCTAssertTrue(searcher.hasPendingRequests, "the owner goes with a search in flight")
      tracked = [
        Tracked(name: "InstantSearch", object: instantSearch), Tracked(name: "v1 Searcher", object: searcher),
        Tracked(name: "HitsSearcher", object: searcher.hitsSearcher), Tracked(name: "FilterState", object: searcher.filterState),
        Tracked(name: "SearchParameters", object: searcher.params), Tracked(name: "HitsTableWidget", object: hits),
        Tracked(name: "RefinementTableWidget", object: list), Tracked(name: "StatsInteractor", object: stats.interactor),
        Tracked(name: "FacetListInteractor", object: facets.interactor),
      ]
    }
    // The search in flight may hold its request until the engine answers; its delivery then finds no one.
    // A release posts nothing to await: this polls.
    waitUntil { tracked.allSatisfy { $0.object == nil } }
    assertReleased(tracked)
  }
}
