import InstantSearch
import InstantSearchTestKit
import XCTest

/// v1's `WidgetTests`, headless, on the embedded engine.
final class WidgetTests: XCTestCase {
  private func instantSearch() throws -> InstantSearch {
    InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
  }

  func test_hitsRegistration_writesHitsPerPage() throws {
    let instantSearch = try instantSearch()
    let container = HeadlessView()
    let hits = HitsTableWidget(frame: .zero, style: .plain)
    container.addSubview(hits)
    XCTAssertNil(instantSearch.params.hitsPerPage)
    instantSearch.registerAllWidgets(in: container, doSearch: false)
    XCTAssertEqual(instantSearch.params.hitsPerPage, 20)
    hits.hitsPerPage = 5
    instantSearch.registerAllWidgets(in: container, doSearch: false)
    XCTAssertEqual(instantSearch.params.hitsPerPage, 5)
  }

  func test_hits_emptyQueryShowsNothing_evenWhileSearching() throws {
    let instantSearch = try instantSearch()
    let container = HeadlessView()
    let hits = HitsTableWidget(frame: .zero, style: .plain)
    hits.showItemsOnEmptyQuery = false
    container.addSubview(hits)
    instantSearch.registerAllWidgets(in: container, doSearch: true)
    XCTAssertEqual(hits.viewModel.numberOfRows(), 0)
    awaitCondition { instantSearch.getSearcher().results != nil }
    XCTAssertEqual(hits.viewModel.numberOfRows(), 0)
  }

  func test_hitsTable_infiniteScrollingThroughDisplayedRows() throws {
    let instantSearch = try instantSearch()
    let hits = HitsTableWidget(frame: .zero, style: .plain)
    hits.hitsPerPage = 10
    let controller = HitsController(table: hits)
    hits.dataSource = controller
    hits.delegate = controller
    let container = HeadlessView()
    container.addSubview(hits)
    instantSearch.registerAllWidgets(in: container)
    awaitCondition { hits.numberOfRows(inSection: 0) == 10 }
    XCTAssertGreaterThan(hits.reloadCount, 1)
    _ = hits.displayRows(0..<4)
    XCTAssertFalse(instantSearch.getSearcher().hasPendingRequests)
    awaitSettled(instantSearch.getSearcher())
    XCTAssertEqual(hits.numberOfRows(inSection: 0), 10)
    _ = hits.displayRows(4..<8)
    awaitCondition { hits.numberOfRows(inSection: 0) == 20 }
    hits.infiniteScrolling = false
    _ = hits.displayRows(15..<20)
    XCTAssertFalse(instantSearch.getSearcher().hasPendingRequests)
    awaitSettled(instantSearch.getSearcher())
    XCTAssertEqual(hits.numberOfRows(inSection: 0), 20)
  }

  func test_hitsTable_emptyStateView() throws {
    final class DataSource: HitsTableViewDataSource {
      func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> HeadlessTableViewCell {
        HeadlessTableViewCell()
      }
    }
    let instantSearch = try instantSearch()
    let hits = HitsTableWidget(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let controller = HitsController(table: hits)
    let dataSource = DataSource()
    controller.tableDataSource = dataSource
    hits.dataSource = controller
    instantSearch.register(widget: hits)
    instantSearch.search(with: "nothing matches this")
    awaitCondition { instantSearch.getSearcher().results != nil }
    XCTAssertEqual(hits.numberOfSections, 0)
    let label = try XCTUnwrap(hits.backgroundView as? HeadlessLabel)
    XCTAssertEqual(label.text, "No results available")
    XCTAssertEqual(label.frame.size, hits.bounds.size)
    instantSearch.search(with: "sony")
    awaitCondition { hits.numberOfSections == 1 }
    XCTAssertNil(hits.backgroundView)
  }

  func test_refinementList_defaultOperator_controllerSelection() throws {
    let instantSearch = try instantSearch()
    let refinements = RefinementTableWidget(frame: .zero, style: .plain)
    refinements.attribute = "category"
    let controller = RefinementController(table: refinements)
    refinements.dataSource = controller
    refinements.delegate = controller
    XCTAssertNil(instantSearch.params.facets)
    XCTAssertFalse(instantSearch.params.hasFacetRefinements())
    instantSearch.register(widget: refinements, doSearch: false)
    XCTAssertEqual(instantSearch.params.facets, ["category"])
    XCTAssertFalse(instantSearch.params.hasFacetRefinements())
    instantSearch.search()
    awaitCondition { refinements.numberOfRows(inSection: 0) == 3 }
    let first = refinements.viewModel.facetForRow(at: IndexPath(row: 0, section: 0)).value
    refinements.userSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(instantSearch.params.facetRefinements["category"]?.first, FacetRefinement(name: "category", value: first, inclusive: true))
    XCTAssertNil(refinements.indexPathForSelectedRow, "the row is deselected after the toggle")
  }

  func test_refinementList_andOperator_searchesAtRegistration() throws {
    let instantSearch = try instantSearch()
    let refinements = RefinementTableWidget(frame: .zero, style: .plain)
    refinements.attribute = "category"
    refinements.operator = "and"
    let controller = RefinementController(table: refinements)
    refinements.dataSource = controller
    refinements.delegate = controller
    instantSearch.register(widget: refinements)
    XCTAssertTrue(instantSearch.getSearcher().hasPendingRequests, "an input control searches at registration")
    awaitCondition { refinements.numberOfRows(inSection: 0) == 3 }
    refinements.userSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertFalse(instantSearch.params.isDisjunctiveFacet(name: "category"))
    XCTAssertEqual(instantSearch.params.facetRefinements["category"]?.count, 1)
  }

  func test_slider_defaultsAndRelease() throws {
    let instantSearch = try instantSearch()
    let slider = SliderWidget(frame: .zero)
    slider.attribute = "price"
    slider.minimumValue = 1
    slider.maximumValue = 10
    XCTAssertNil(instantSearch.params.numericFilters)
    XCTAssertFalse(instantSearch.params.hasNumericRefinements())
    instantSearch.register(widget: slider)
    XCTAssertEqual(instantSearch.params.numericRefinements["price"]?.first, NumericRefinement("price", .greaterThanOrEqual, NSNumber(value: slider.minimumValue)))
    slider.setValue(5.5, animated: false)
    slider.sendActions(for: [.touchUpInside, .touchUpOutside])
    XCTAssertEqual(instantSearch.params.numericRefinements["price"], [NumericRefinement("price", .greaterThanOrEqual, NSNumber(value: Float(5.5)))])
    XCTAssertEqual(instantSearch.params.buildFilters(), #""price" >= 5.5"#)
    slider.sendActions(for: .valueChanged)
    XCTAssertEqual(instantSearch.params.numericRefinements["price"]?.count, 1, "dragging refines nothing")
  }

  func test_slider_customAttributes() throws {
    let instantSearch = try instantSearch()
    let slider = SliderWidget(frame: .zero)
    slider.attribute = "price"
    slider.operator = "<"
    slider.inclusive = false
    slider.maximumValue = 10
    slider.setValue(5.5, animated: false)
    instantSearch.register(widget: slider)
    XCTAssertEqual(instantSearch.params.numericRefinements["price"]?.first, NumericRefinement("price", .lessThan, NSNumber(value: 5.5), inclusive: false))
    XCTAssertEqual(instantSearch.params.buildFilters(), #"NOT "price" < 5.5"#)
  }

  func test_stepperAndDatePicker() throws {
    let instantSearch = try instantSearch()
    let stepper = StepperWidget(frame: .zero)
    stepper.attribute = "rating"
    stepper.value = 3
    instantSearch.register(widget: stepper)
    XCTAssertEqual(instantSearch.params.buildFilters(), #""rating" >= 3"#)
    stepper.userIncrement()
    XCTAssertEqual(instantSearch.params.buildFilters(), #""rating" >= 4"#)
    let picker = DatePickerWidget(frame: .zero)
    picker.attribute = "date"
    picker.operator = "<="
    picker.setDate(Date(timeIntervalSince1970: 1_479_164_400), animated: false)
    instantSearch.register(widget: picker)
    XCTAssertEqual(instantSearch.params.numericRefinements["date"], [NumericRefinement("date", .lessThanOrEqual, 1_479_164_400)])
  }

  func test_oneValueSwitch() throws {
    let instantSearch = try instantSearch()
    let toggle = OneValueSwitchWidget(frame: .zero)
    toggle.attribute = "shipping"
    toggle.valueOn = "premium"
    instantSearch.register(widget: toggle)
    XCTAssertNil(instantSearch.params.facets)
    XCTAssertFalse(instantSearch.params.hasFacetRefinements())
    toggle.setOn(true, animated: false)
    toggle.sendActions(for: .valueChanged)
    XCTAssertEqual(instantSearch.params.facetRefinements["shipping"]?.first, FacetRefinement(name: "shipping", value: "premium"))
    toggle.setOn(false, animated: false)
    toggle.sendActions(for: .valueChanged)
    XCTAssertFalse(instantSearch.params.hasFacetRefinements())
    XCTAssertFalse(toggle.isOn)
  }

  func test_twoValuesSwitch() throws {
    let instantSearch = try instantSearch()
    let toggle = TwoValuesSwitchWidget(frame: .zero)
    toggle.attribute = "shipping"
    toggle.valueOn = "premium"
    toggle.valueOff = "standard"
    instantSearch.register(widget: toggle)
    XCTAssertNil(instantSearch.params.facets)
    XCTAssertEqual(instantSearch.params.facetRefinements["shipping"], [FacetRefinement(name: "shipping", value: "standard")])
    toggle.userToggle()
    XCTAssertEqual(instantSearch.params.facetRefinements["shipping"], [FacetRefinement(name: "shipping", value: "premium")])
    toggle.userToggle()
    XCTAssertEqual(instantSearch.params.facetRefinements["shipping"], [FacetRefinement(name: "shipping", value: "standard")])
  }

  func test_segmentedControl() throws {
    let instantSearch = try instantSearch()
    let segments = SegmentedControlWidget(items: ["tv", "phone", "headphones"])
    segments.attribute = "category"
    segments.selectedSegmentIndex = 0
    instantSearch.register(widget: segments)
    XCTAssertEqual(instantSearch.params.facetRefinements["category"], [FacetRefinement(name: "category", value: "tv")])
    segments.userSelectSegment(at: 1)
    segments.userSelectSegment(at: 2)
    XCTAssertEqual(instantSearch.params.facetRefinements["category"], [FacetRefinement(name: "category", value: "headphones")])
    instantSearch.params.removeFacetRefinement(name: "category", value: "headphones")
    XCTAssertEqual(segments.selectedSegmentIndex, 2, "a removed refinement does not deselect")
    instantSearch.params.addFacetRefinement(name: "category", value: "phone")
    XCTAssertEqual(segments.selectedSegmentIndex, 1, "the control follows the refinement")
  }

  func test_statsWidgets_andSearchBar() throws {
    let instantSearch = try instantSearch()
    let container = HeadlessView()
    let searchBar = SearchBarWidget(frame: .zero)
    let label = StatsLabelWidget(frame: .zero)
    let button = StatsButtonWidget(frame: .zero)
    button.resultTemplate = "{nbHits} hits for {query}"
    [searchBar, label, button].forEach(container.addSubview)
    instantSearch.registerAllWidgets(in: container, doSearch: false)
    XCTAssertEqual(label.text, "")
    searchBar.userType("bose")
    awaitCondition { label.text == "9 results" }
    XCTAssertEqual(button.title(for: .normal), #"9 hits for Optional("bose")"#)
    instantSearch.search(with: "sony tv")
    XCTAssertEqual(searchBar.text, "sony tv", "the bar follows query writes")
    awaitCondition { label.text == "3 results" }
  }

  func test_textFieldWidget_searchesOnEditingChanged() throws {
    let instantSearch = try instantSearch()
    let field = TextFieldWidget(frame: .zero)
    let label = StatsLabelWidget(frame: .zero)
    instantSearch.register(widget: field)
    instantSearch.register(widget: label)
    field.userType("apple")
    XCTAssertEqual(instantSearch.params.query, "apple")
    awaitCondition { label.text == "9 results" }
  }

  func test_clearAllWidget_resetsAndNotifiesResettables() throws {
    let instantSearch = try instantSearch()
    let clear = ClearAllWidget(frame: .zero)
    let label = StatsLabelWidget(frame: .zero)
    label.clearText = "cleared"
    let searchBar = SearchBarWidget(frame: .zero)
    instantSearch.register(widget: clear)
    instantSearch.register(widget: label)
    instantSearch.register(widget: searchBar)
    instantSearch.params.addFacetRefinement(name: "brand", value: "Sony")
    instantSearch.search(with: "tv")
    awaitCondition { label.text == "3 results" }
    clear.tap()
    XCTAssertEqual(label.text, "cleared")
    XCTAssertEqual(searchBar.text, "")
    XCTAssertFalse(instantSearch.params.hasRefinements())
    XCTAssertNil(instantSearch.getSearcher().results)
    XCTAssertFalse(instantSearch.getSearcher().hasPendingRequests, "clearing does not search")
  }

  func test_fatalErrors() throws {
    let instantSearch = try instantSearch()
    let bareSwitch = SwitchWidget(frame: .zero)
    bareSwitch.attribute = "shipping"
    XCTAssertEqual(
      fatalMessage { instantSearch.register(widget: bareSwitch) },
      "Cannot use SwitchWidget by itself. Need to use either OneValueSwitchWidget, or TwoValuesSwitchWidget")
    let noAttribute = SliderWidget(frame: .zero)
    XCTAssertEqual(
      fatalMessage { instantSearch.register(widget: noAttribute, doSearch: false) },
      "you must assign a value to the attribute of a Numeric Control before adding it to InstantSearch")
    let sections = MultiHitsTableWidget(frame: .zero, style: .plain)
    XCTAssertEqual(fatalMessage { sections.hitsPerSection = "20, 5" }, "hitsPerSection should be comma seperated numbers")
    XCTAssertEqual(fatalMessage { sections.indices = "" }, "indexNames cannot be empty, you need to fill it with the index names")
  }
}
