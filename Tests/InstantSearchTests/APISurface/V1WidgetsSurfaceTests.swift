import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

// API surface, InstantSearch iOS v1 widget layer: every widget's initialisers, inspectable attributes (with
// their defaults) and methods, called as v1 wrote them with headless views in place of UIKit's.
//
// Index (v1 widget reference section titles, in order):
// - "Widgets", search input: test_widgets_searchBar*, test_widgets_textField*
// - "Widgets", activity: test_widgets_activityIndicator*
// - "Widgets", hits: test_widgets_hitsTable*, test_widgets_hitsCollection*
// - "Widgets", multi-index hits: test_widgets_multiHits*
// - "Widgets", refinement list: test_widgets_refinementTable*, test_widgets_refinementCollection*
// - "Widgets", numeric controls: test_widgets_slider*, test_widgets_stepper*, test_widgets_datePicker*
// - "Widgets", facet controls: test_widgets_switch*, test_widgets_segmented*
// - "Widgets", stats: test_widgets_stats*
// - "Widgets", clear all: test_widgets_clearAll*
// - "Defaults (Constants.Defaults, internal)": the default assertions of each test above
final class V1WidgetsSurfaceTests: XCTestCase {
  private func instantSearch() throws -> InstantSearch { InstantSearch(searcher: Searcher(index: try V1Fixtures.index())) }

  func test_widgets_searchBarAndTextField() throws {
    let instantSearch = try instantSearch()
    let bar = SearchBarWidget(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    XCTAssertTrue(bar.delegate === bar)
    XCTAssertEqual(bar.index, "")
    XCTAssertEqual(bar.variant, "")
    XCTAssertTrue(bar.viewModel is SearchViewModel)
    let field = TextFieldWidget(frame: .zero)
    XCTAssertTrue(field.delegate === field)
    instantSearch.register(widget: bar)
    instantSearch.register(widget: field)
    bar.searchBar(bar, textDidChange: "sony")
    XCTAssertEqual(instantSearch.params.query, "sony")
    XCTAssertEqual(field.text, "sony", "the other box follows params.query")
    field.userType("bose")
    XCTAssertEqual(instantSearch.params.query, "bose")
    bar.text = "apple"
    bar.searchBarTextDidBeginEditing(bar)
    XCTAssertEqual(instantSearch.params.query, "apple")
    field.text = "tv"
    field.textFieldDidBeginEditing(field)
    XCTAssertEqual(instantSearch.params.query, "tv")
    bar.set(text: "x", andResignFirstResponder: true)
    field.set(text: "y", andResignFirstResponder: false)
    XCTAssertEqual(bar.text, "x")
    XCTAssertEqual(field.text, "y")
    XCTAssertEqual(SearchBarWidget().frame, .zero)
    XCTAssertEqual(TextFieldWidget().text, "")
  }

  func test_widgets_activityIndicator() throws {
    let instantSearch = try instantSearch()
    let indicator = ActivityIndicatorWidget(frame: .zero)
    XCTAssertEqual(indicator.index, "")
    XCTAssertEqual(indicator.variant, "")
    instantSearch.register(widget: indicator)
    XCTAssertTrue(indicator.searcher === instantSearch.searcher)
    let progress = SearchProgressController(searcher: instantSearch.searcher)
    indicator.searchDidStart(progress)
    XCTAssertTrue(indicator.isAnimating)
    indicator.searchDidStop(progress)
    XCTAssertFalse(indicator.isAnimating)
    let styled = ActivityIndicatorWidget(style: .gray)
    styled.configure(with: instantSearch.searcher)
    XCTAssertTrue(styled.searcher === instantSearch.searcher)
  }

  func test_widgets_hitsTableAndCollection() throws {
    let instantSearch = try instantSearch()
    let table = HitsTableWidget(frame: .zero, style: .grouped)
    XCTAssertEqual(table.style, .grouped)
    XCTAssertEqual(table.hitsPerPage, 20)
    XCTAssertTrue(table.infiniteScrolling)
    XCTAssertEqual(table.remainingItemsBeforeLoading, 5)
    XCTAssertTrue(table.showItemsOnEmptyQuery)
    XCTAssertEqual(table.index, "")
    XCTAssertEqual(table.variant, "")
    XCTAssertTrue(table.viewModel is HitsViewModel)
    XCTAssertEqual(HitsTableWidget(frame: .zero).style, .plain)
    table.hitsPerPage = 7
    table.infiniteScrolling = false
    table.remainingItemsBeforeLoading = 2
    table.showItemsOnEmptyQuery = false
    instantSearch.register(widget: table)
    XCTAssertEqual(instantSearch.params.hitsPerPage, 7)
    let reloads = table.reloadCount
    table.reloadHits()
    XCTAssertEqual(table.reloadCount, reloads + 1)
    table.contentOffset = CGPoint(x: 0, y: 300)
    table.scrollTop()
    XCTAssertEqual(table.contentOffset, .zero)

    let collection = HitsCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    XCTAssertEqual(collection.hitsPerPage, 20)
    XCTAssertTrue(collection.infiniteScrolling)
    XCTAssertEqual(collection.remainingItemsBeforeLoading, 5)
    XCTAssertTrue(collection.showItemsOnEmptyQuery)
    collection.contentInset.top = 10
    collection.contentOffset = CGPoint(x: 0, y: 50)
    collection.scrollTop()
    XCTAssertEqual(collection.contentOffset, CGPoint(x: 0, y: -10))
    let collectionReloads = collection.reloadCount
    collection.reloadHits()
    XCTAssertEqual(collection.reloadCount, collectionReloads + 1)
  }

  func test_widgets_multiHitsTableAndCollection() throws {
    let table = MultiHitsTableWidget(frame: .zero, style: .plain)
    XCTAssertTrue(table.showItemsOnEmptyQuery)
    XCTAssertEqual(table.hitsPerSection, "20")
    XCTAssertEqual(table.indices, "")
    XCTAssertEqual(table.variants, "")
    XCTAssertEqual(table.hitsPerSectionArray, [], "observers do not run for initial values")
    XCTAssertEqual(table.indicesArray, [])
    XCTAssertEqual(table.variantsArray, [])
    XCTAssertTrue(table.viewModel is MultiHitsViewModel)
    table.hitsPerSection = "2,3"
    table.indices = "products,products"
    table.variants = "a,b"
    XCTAssertEqual(table.hitsPerSectionArray, [2, 3])
    XCTAssertEqual(table.indicesArray, ["products", "products"])
    XCTAssertEqual(table.variantsArray, ["a", "b"])
    table.variants = ""
    XCTAssertEqual(table.variantsArray, [])
    XCTAssertEqual(fatalMessage { table.indices = "" }, "indexNames cannot be empty, you need to fill it with the index names")
    XCTAssertEqual(fatalMessage { table.hitsPerSection = "1, 2" }, "hitsPerSection should be comma seperated numbers")

    let collection = MultiHitsCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collection.indices = ""
    XCTAssertEqual(collection.indicesArray, [""], "the collection widget does not check for an empty value")
    collection.indices = "products"
    collection.hitsPerSection = "4"
    collection.showItemsOnEmptyQuery = false
    let instantSearch = InstantSearch(searchables: [try V1Fixtures.index()], searcherIds: [SearcherId(index: "products")])
    let controller = MultiHitsController(collection: collection)
    collection.dataSource = controller
    instantSearch.register(widget: collection)
    instantSearch.search(with: "sony")
    awaitCondition("the collection shows 4 hits") { collection.numberOfItems(inSection: 0) == 4 }
    let reloads = collection.reloadCount
    collection.reloadHits()
    XCTAssertEqual(collection.reloadCount, reloads + 1)
  }

  func test_widgets_refinementTableAndCollection() throws {
    let instantSearch = try instantSearch()
    let table = RefinementTableWidget(frame: .zero, style: .plain)
    XCTAssertEqual(table.attribute, "")
    XCTAssertTrue(table.refinedFirst)
    XCTAssertEqual(table.operator, "or")
    XCTAssertEqual(table.sortBy, "count:desc")
    XCTAssertEqual(table.limit, 10)
    XCTAssertTrue(table.areMultipleSelectionsAllowed)
    XCTAssertTrue(table.viewModel is RefinementMenuViewModel)
    table.attribute = "brand"
    table.refinedFirst = false
    table.sortBy = "name:desc"
    table.operator = "and"
    table.limit = 2
    table.areMultipleSelectionsAllowed = false
    let controller = RefinementController(table: table)
    table.dataSource = controller
    instantSearch.register(widget: table)
    XCTAssertEqual(instantSearch.params.facets, ["brand"])
    awaitCondition("the refinement table shows 2 rows") { table.numberOfRows(inSection: 0) == 2 }
    XCTAssertEqual(table.viewModel.facetForRow(at: IndexPath(row: 0, section: 0)).value, "Sony", "name:desc, limit 2")
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.deselectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertNil(table.indexPathForSelectedRow)
    let reloads = table.reloadCount
    table.reloadRefinements()
    XCTAssertEqual(table.reloadCount, reloads + 1)

    let collection = RefinementCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collection.attribute = "category"
    instantSearch.register(widget: collection, doSearch: false)
    collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    collection.deselectRow(at: IndexPath(item: 0, section: 0))
    XCTAssertNil(collection.indexPathsForSelectedItems)
    let collectionReloads = collection.reloadCount
    collection.reloadRefinements()
    XCTAssertEqual(collection.reloadCount, collectionReloads + 1)
    XCTAssertEqual(instantSearch.params.facets, ["brand", "category"])
  }

  func test_widgets_sliderStepperDatePicker() throws {
    let instantSearch = try instantSearch()
    let slider = SliderWidget(frame: .zero)
    XCTAssertEqual(slider.attribute, "")
    XCTAssertEqual(slider.operator, ">=")
    XCTAssertTrue(slider.inclusive)
    XCTAssertEqual(slider.clearValue, 0)
    XCTAssertTrue(slider.viewModel is NumericControlViewModel)
    slider.attribute = "price"
    slider.maximumValue = 500
    slider.value = 100
    instantSearch.register(widget: slider, doSearch: false)
    XCTAssertEqual(instantSearch.params.numericRefinements["price"]?.first?.buildFilter(), #""price" >= 100"#)
    slider.set(value: 42)
    XCTAssertEqual(slider.value, 42)
    slider.userSetValue(50)
    XCTAssertEqual(instantSearch.params.numericRefinements["price"]?.first?.buildFilter(), #""price" >= 50"#)
    slider.configureView()

    let stepper = StepperWidget(frame: .zero)
    stepper.attribute = "rating"
    stepper.operator = "<="
    stepper.inclusive = false
    stepper.clearValue = 1
    stepper.value = 3
    instantSearch.register(widget: stepper, doSearch: false)
    XCTAssertEqual(instantSearch.params.numericRefinements["rating"]?.first?.buildFilter(), #"NOT "rating" <= 3"#)
    stepper.set(value: 4)
    XCTAssertEqual(stepper.value, 4)
    stepper.userIncrement()
    XCTAssertEqual(instantSearch.params.numericRefinements["rating"]?.first?.value, 5)
    stepper.configureView()

    let picker = DatePickerWidget(frame: .zero)
    picker.attribute = "created"
    picker.operator = "greaterThan"
    picker.date = Date(timeIntervalSince1970: 1000)
    instantSearch.register(widget: picker, doSearch: false)
    XCTAssertEqual(instantSearch.params.numericRefinements["created"]?.first?.buildFilter(), #""created" > 1000"#)
    picker.set(value: 2000)
    XCTAssertEqual(picker.date, Date(timeIntervalSince1970: 2000))
    picker.userSetDate(Date(timeIntervalSince1970: 3000))
    XCTAssertEqual(instantSearch.params.numericRefinements["created"]?.first?.value, 3000)
    picker.configureView()
  }

  func test_widgets_switches() throws {
    let instantSearch = try instantSearch()
    let bare = SwitchWidget(frame: .zero)
    XCTAssertEqual(bare.attribute, "")
    XCTAssertEqual(bare.valueOn, "true")
    XCTAssertTrue(bare.inclusive)
    XCTAssertTrue(bare.viewModel is FacetControlViewModel)
    XCTAssertEqual(
      fatalMessage { bare.configureView() },
      "Cannot use SwitchWidget by itself. Need to use either OneValueSwitchWidget, or TwoValuesSwitchWidget")
    bare.set(value: "true")
    XCTAssertTrue(bare.isOn)

    let one = OneValueSwitchWidget(frame: .zero)
    one.attribute = "brand"
    one.valueOn = "Sony"
    instantSearch.register(widget: one, doSearch: false)
    XCTAssertFalse(instantSearch.params.hasFacetRefinements())
    one.userToggle()
    XCTAssertTrue(instantSearch.params.hasFacetRefinement(name: "brand", value: "Sony"))
    one.configureView()

    let two = TwoValuesSwitchWidget(frame: .zero)
    XCTAssertEqual(two.valueOff, "false")
    two.attribute = "category"
    two.valueOn = "tv"
    two.valueOff = "phone"
    two.inclusive = true
    instantSearch.register(widget: two, doSearch: false)
    XCTAssertTrue(instantSearch.params.hasFacetRefinement(name: "category", value: "phone"))
    two.userToggle()
    XCTAssertTrue(instantSearch.params.hasFacetRefinement(name: "category", value: "tv"))
    two.set(value: "phone")
    XCTAssertFalse(two.isOn)
    two.set(value: "other")
    XCTAssertFalse(two.isOn, "other values are ignored")
    two.configureView()
  }

  func test_widgets_segmentedControl() throws {
    let instantSearch = try instantSearch()
    let segmented = SegmentedControlWidget(items: ["Apple", "Sony"])
    XCTAssertEqual(segmented.attribute, "")
    XCTAssertTrue(segmented.inclusive)
    XCTAssertEqual(segmented.index, "")
    XCTAssertEqual(segmented.variant, "")
    XCTAssertTrue(segmented.viewModel is FacetControlViewModel)
    segmented.attribute = "brand"
    instantSearch.register(widget: segmented, doSearch: false)
    segmented.userSelectSegment(at: 1)
    XCTAssertTrue(instantSearch.params.hasFacetRefinement(name: "brand", value: "Sony"))
    segmented.userSelectSegment(at: 0)
    XCTAssertEqual(instantSearch.params.facetRefinements["brand"]?.map(\.value), ["Apple"])
    segmented.set(value: "Sony")
    XCTAssertEqual(segmented.selectedSegmentIndex, 1)
    segmented.configureView()
    XCTAssertEqual(SegmentedControlWidget(frame: .zero).numberOfSegments, 0)
  }

  func test_widgets_statsLabelAndButton() throws {
    let instantSearch = try instantSearch()
    let label = StatsLabelWidget(frame: .zero)
    XCTAssertEqual(label.resultTemplate, "{nbHits} results")
    XCTAssertEqual(label.errorText, "Error in fetching results")
    XCTAssertEqual(label.clearText, "")
    XCTAssertTrue(label.viewModel is StatsViewModel)
    let button = StatsButtonWidget(frame: .zero)
    button.resultTemplate = "{nbHits} for {query}"
    button.clearText = "nothing yet"
    instantSearch.register(widget: label)
    instantSearch.register(widget: button)
    XCTAssertEqual(button.title(for: .normal), "nothing yet")
    instantSearch.search(with: "bose")
    awaitCondition("the label and button show the stats") { label.text == "9 results" && button.title(for: .normal) == #"9 for Optional("bose")"# }
    label.set(text: "a")
    button.set(text: "b")
    XCTAssertEqual(label.text, "a")
    XCTAssertEqual(button.currentTitle, "b")
  }

  func test_widgets_clearAll() throws {
    let instantSearch = try instantSearch()
    let clear = ClearAllWidget(frame: .zero)
    XCTAssertEqual(clear.index, "")
    XCTAssertEqual(clear.variant, "")
    instantSearch.register(widget: clear)
    XCTAssertTrue(clear.searcher === instantSearch.searcher)
    instantSearch.params.query = "sony"
    instantSearch.params.addFacetRefinement(name: "brand", value: "Sony")
    clear.tap()
    XCTAssertNil(instantSearch.params.query)
    XCTAssertFalse(instantSearch.params.hasRefinements())
  }
}
