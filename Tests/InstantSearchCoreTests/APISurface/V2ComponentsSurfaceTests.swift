import Foundation
import InstantSearchTestKit
import XCTest

import InstantSearchCore

// API surface, InstantSearch 7 core: each public signature called as InstantSearch wrote it.
//
// Index (v2 reference section titles, in order):
// - "Other components / ItemInteractor family": test_item_*
// - "Toggle (FilterToggle, SelectableInteractor)": test_toggle_*
// - "SelectableSegment, FilterMap, SortBy": test_segment_*
// - "FilterList": test_filterList_*
// - "Number (comparison filter)": test_number_*
// - "NumberRange": test_numberRange_*
// - "SearchBox / QueryInput": test_searchBox_*
// - "Stats": test_stats_* (and PortedV7CodeTests)
// - "Loading": test_loading_*
// - "FilterClear": test_filterClear_*
// - "CurrentFilters": test_currentFilters_*
// - "Hierarchical menu": test_hierarchical_*
// - "Other components (brief)": test_searchConnector_*
// - "Presenters (summary)": test_presenters_*
final class V2ComponentsSurfaceTests: XCTestCase {
  private final class Label: ItemController {
    var item: String?
    func setItem(_ item: String?) { self.item = item }
  }

  private final class Switch: SelectableController {
    var onClick: ((Bool) -> Void)?
    var item: Filter.Tag?
    var isSelected = false
    func setItem(_ item: Filter.Tag) { self.item = item }
    func setSelected(_ isSelected: Bool) { self.isSelected = isSelected }
  }

  private final class Segments: SelectableSegmentController {
    var onClick: ((Int) -> Void)?
    var selected: Int?
    var titles: [Int: String] = [:]
    func setSelected(_ selected: Int?) { self.selected = selected }
    func setItems(items: [Int: String]) { titles = items }
  }

  private final class FilterTable: SelectableListController {
    var onClick: ((Filter.Numeric) -> Void)?
    var items: [SelectableItem<Filter.Numeric>] = []
    func setSelectableItems(selectableItems: [SelectableItem<Filter.Numeric>]) { items = selectableItems }
    func reload() {}
  }

  private final class Stepper: NumberController {
    var value: Int?
    var computation: Computation<Int>?
    var bounds: ClosedRange<Int>?
    func setItem(_ item: Int) { value = item }
    func setComputation(computation: Computation<Int>) { self.computation = computation }
    func setBounds(bounds: ClosedRange<Int>?) { self.bounds = bounds }
  }

  private final class RangeSlider: NumberRangeController {
    var onRangeChanged: ((ClosedRange<Double>) -> Void)?
    var range: ClosedRange<Double>?
    var bounds: ClosedRange<Double>?
    func setItem(_ item: ClosedRange<Double>) { range = item }
    func setBounds(_ bounds: ClosedRange<Double>) { self.bounds = bounds }
  }

  private final class TextField: SearchBoxController {
    var onQueryChanged: ((String?) -> Void)?
    var onQuerySubmitted: ((String?) -> Void)?
    var text: String?
    func setQuery(_ query: String?) { text = query }
  }

  private final class Spinner: LoadingController {
    var isLoading: Bool?
    func setItem(_ item: Bool) { isLoading = item }
  }

  private final class ClearButton: FilterClearController {
    var onClick: (() -> Void)?
  }

  private final class FilterChips: CurrentFiltersController {
    var items: [FilterAndID] = []
    var onRemoveItem: ((FilterAndID) -> Void)?
    func setItems(_ items: [FilterAndID]) { self.items = items }
    func reload() {}
  }

  private final class Menu: HierarchicalController {
    var onClick: ((String) -> Void)?
    var item: [HierarchicalFacet] = []
    func setItem(_ item: [HierarchicalFacet]) { self.item = item }
  }

  private final class HitsTable: HitsController {
    var hitsSource: HitsInteractor<JSON>?
    func reload() {}
    func scrollToTop() {}
  }

  func test_item_interactorAndPresenter() {
    let interactor = ItemInteractor<Int>(item: 1)
    let label = Label()
    let presenter: Presenter<Int, String?> = { "\($0)" }
    interactor.connectController(label, presenter: presenter)
    interactor.item = 2
    drainMainQueue()
    XCTAssertEqual(label.item, "2")
    XCTAssertEqual(interactor.onItemChanged.lastDataFired, 2)
  }

  func test_toggle_interactorConnectionsAndConnector() {
    let filterState = FilterState()
    let interactor = SelectableInteractor<Filter.Tag>(item: "sale")
    interactor.connectFilterState(filterState)
    interactor.computeIsSelected(selecting: true)
    XCTAssertTrue(filterState.contains(Filter.Tag(value: "sale"), inGroupWithID: .or(name: "_tags", filterType: .tag)))
    XCTAssertTrue(interactor.isSelected)
    let toggle = Switch()
    interactor.connectController(toggle)
    XCTAssertEqual(toggle.item, "sale")
    XCTAssertTrue(toggle.isSelected)
    toggle.onClick?(false)
    XCTAssertTrue(filterState.isEmpty)
    let connector = FilterToggleConnector(filterState: filterState, interactor: SelectableInteractor<Filter.Tag>(item: "new"), operator: .and, groupName: nil)
    connector.interactor.computeIsSelected(selecting: true)
    XCTAssertEqual(filterState.description, #"( "_tags":"new" )"#)
    let byFilter = FilterToggleConnector(filterState: filterState, filter: Filter.Tag(value: "new"), isSelected: false, operator: .and, groupName: nil)
    XCTAssertTrue(byFilter.interactor.isSelected, "the connection's first sync wins over isSelected")
  }

  func test_segment_filterMapSortByAndControllers() throws {
    let filterState = FilterState()
    let filterMap = FilterMapInteractor<Filter.Facet>(items: [0: .init(attribute: "color", stringValue: "black")], selected: .none)
    filterMap.connectFilterState(filterState, attribute: "color", operator: .and, groupName: nil)
    let segments = Segments()
    filterMap.connectController(segments)
    drainMainQueue()
    XCTAssertEqual(segments.titles, [0: "black"])
    segments.onClick?(0)
    XCTAssertEqual(filterState.description, #"( "color":"black" )"#)
    let searcher = try APISurfaceFixture.hitsSearcher()
    let sortBy = SortByInteractor(items: [0: "products", 1: "products_desc"], selected: 0)
    sortBy.connectSearcher(searcher)
    let sortSegments = Segments()
    sortBy.connectController(sortSegments)
    sortBy.connectController(Segments(), presenter: DefaultPresenter.IndexName.present)
    drainMainQueue()
    XCTAssertEqual(sortSegments.titles, [0: "products", 1: "products_desc"])
    sortSegments.onClick?(1)
    XCTAssertEqual(searcher.indexName, "products_desc")
    searcher.cancel()
    let segment = SelectableSegmentInteractor<Int, String>(items: [0: "a"])
    var computed: Int??
    segment.onSelectedComputed.subscribe(with: self) { _, key in computed = key }
    segment.computeSelected(selecting: 0)
    XCTAssertEqual(computed, .some(0))
  }

  func test_filterList_connectorAndController() {
    let filterState = FilterState()
    let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 500)
    let connector = FilterListConnector(filterState: filterState, filters: [cheap], selectionMode: .single, operator: .and, groupName: "price")
    let table = FilterTable()
    connector.connectController(table)
    XCTAssertEqual(table.items.map(\.isSelected), [false])
    table.onClick?(cheap)
    XCTAssertEqual(filterState.description, #"( "price" < 500.0 )"#)
    let onInteractor = FilterListConnector(filterState: filterState, interactor: NumericFilterListInteractor(numericFilters: [cheap]), operator: .and, groupName: "")
    XCTAssertEqual(onInteractor.interactor.selectionMode, .single)
  }

  func test_number_interactorConnectionsAndConnector() throws {
    let filterState = FilterState()
    let interactor = NumberInteractor<Int>()
    interactor.connectFilterState(filterState, attribute: "price", numericOperator: .greaterThanOrEqual)
    interactor.applyBounds(bounds: 0...1000)
    interactor.computeNumber(number: 2000)
    XCTAssertEqual(filterState.description, #"( "price" >= 1000.0 )"#)
    let stepper = Stepper()
    interactor.connectController(stepper)
    stepper.computation?.decrement(step: 100)
    XCTAssertEqual(interactor.item, 900)
    let searcher = try APISurfaceFixture.hitsSearcher()
    let connector = FilterComparisonConnector<Double>(
      searcher: searcher, filterState: filterState, attribute: "price", numericOperator: .lessThan, number: 700, bounds: nil,
      operator: .and, groupName: "max")
    XCTAssertEqual(connector.interactor.item, 700)
    XCTAssertEqual(searcher.request.query.facets, ["price"])
    XCTAssertEqual(Int(5.0).toDouble(), 5)
  }

  func test_numberRange_interactorAndConnectors() throws {
    let filterState = FilterState()
    let interactor = NumberRangeInteractor<Double>()
    interactor.connectFilterState(filterState, attribute: "price")
    interactor.applyBounds(bounds: 0...100)
    interactor.computeNumberRange(numberRange: 10...200)
    XCTAssertEqual(filterState.description, #"( "price":10.0 TO 100.0 )"#)
    let slider = RangeSlider()
    interactor.connectController(slider)
    slider.onRangeChanged?(20...30)
    XCTAssertEqual(interactor.item, 20...30)
    let searcher = try APISurfaceFixture.hitsSearcher()
    let connector = NumberRangeConnector<Double>(
      searcher: searcher, filterState: filterState, attribute: "price", interactor: NumberRangeInteractor(), operator: .and, groupName: nil)
    XCTAssertEqual(connector.interactor.item, 20...30)
    let withBounds = NumberRangeConnector<Double>(searcher: searcher, filterState: FilterState(), attribute: "price", bounds: 0...10, range: 5...20)
    XCTAssertEqual(withBounds.interactor.bounds, 0...10)
  }

  func test_searchBox_interactorConnectionsAndConnector() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let interactor = QueryInputInteractor()
    interactor.connectSearcher(searcher, searchTriggeringMode: .searchOnSubmit)
    let field = TextField()
    let connection = SearchBoxInteractor.ControllerConnection(interactor: interactor, controller: field, debounceInterval: 0)
    connection.connect()
    field.onQuerySubmitted?("phone")
    XCTAssertEqual(searcher.query, "phone")
    searcher.cancel()
    let connector = SearchBoxConnector(searcher: searcher, interactor: .init(), searchTriggeringMode: .searchAsYouType, controller: TextField())
    connector.interactor.query = "tv"
    XCTAssertEqual(searcher.query, "tv")
    searcher.cancel()
    let legacy: QueryInputConnector = SearchBoxConnector(searcher: searcher)
    XCTAssertTrue(legacy.controllerConnections.isEmpty)
    let _: any QueryInputController = field
  }

  func test_stats_codableAndConnector() throws {
    let stats = SearchStats(totalHitsCount: 1000, nbSortedHits: nil, hitsPerPage: nil, pagesCount: 1, page: 0, processingTimeMS: 3, query: nil, queryID: nil)
    XCTAssertEqual(stats.hitsPerPage, 1000)
    XCTAssertEqual(SearchStats().totalHitsCount, 0)
    let decoded = try JSONDecoder().decode(SearchStats.self, from: Data(#"{"nbHits": 5, "processingTimeMS": 1}"#.utf8))
    XCTAssertEqual(decoded.hitsPerPage, 20)
    XCTAssertEqual(DefaultPresenter.Stats.present(stats), "1000 results (3ms)")
    let response: SearchStatsConvertible = SearchResponse()
    XCTAssertEqual(response.searchStats.pagesCount, 1)
    let connector = StatsConnector(searcher: try APISurfaceFixture.hitsSearcher(), interactor: .init())
    XCTAssertNil(connector.interactor.item)
  }

  func test_loading_interactorAndConnector() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let connector = LoadingConnector(searcher: searcher, interactor: .init())
    let spinner = Spinner()
    connector.interactor.connectController(spinner)
    let done = expectation(description: "loading off")
    connector.interactor.onItemChanged.subscribe(with: self) { _, loading in if !loading { done.fulfill() } }
    searcher.search()
    wait(for: [done], timeout: 10)
    drainMainQueue()
    XCTAssertEqual(spinner.isLoading, false)
  }

  func test_filterClear_interactorAndConnector() {
    let filterState = FilterState()
    filterState[and: "a"].add(Filter.Tag(value: "x"))
    filterState[and: "b"].add(Filter.Tag(value: "y"))
    let connector = FilterClearConnector(filterState: filterState, interactor: .init(), clearMode: .except, filterGroupIDs: [.and(name: "b")])
    let button = ClearButton()
    connector.interactor.connectController(button)
    button.onClick?()
    XCTAssertEqual(filterState.description, #"( "_tags":"y" )"#)
    let interactor = FilterClearInteractor()
    interactor.connectFilterState(filterState, filterGroupIDs: nil, clearMode: .specified)
    interactor.onTriggered.fire(())
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_currentFilters_interactorAndConnector() {
    let filterState = FilterState()
    let tag = Filter.Tag(value: "x")
    filterState[and: "a"].add(tag)
    filterState.notifyChange()
    let connector = CurrentFiltersConnector(filterState: filterState, groupIDs: nil, interactor: .init())
    XCTAssertEqual(connector.interactor.items, [FilterAndID(filter: .tag(tag), id: .and(name: "a"))])
    let chips = FilterChips()
    connector.interactor.connectController(chips, presenter: DefaultPresenter.Filter.present)
    drainMainQueue()
    XCTAssertEqual(chips.items.map(\.text), ["x"])
    guard let chip = chips.items.first else { return XCTFail("no chip") }
    chips.onRemoveItem?(chip)
    XCTAssertTrue(filterState.isEmpty)
    let single = CurrentFiltersInteractor(items: [])
    single.connectFilterState(filterState, filterGroupID: .and(name: "a"))
    let list = ItemsListInteractor<Int>(items: [1])
    var computed: Set<Int> = []
    list.onItemsComputed.subscribe(with: self) { _, items in computed = items }
    list.add(item: 2)
    XCTAssertEqual(computed, [1, 2])
    list.remove(item: 1)
    XCTAssertEqual(computed, [])
  }

  func test_hierarchical_interactorAndController() throws {
    let filterState = FilterState()
    let searcher = try APISurfaceFixture.hitsSearcher()
    let interactor = HierarchicalInteractor(hierarchicalAttributes: ["category.lvl0", "category.lvl1"], separator: " > ")
    interactor.connectFilterState(filterState)
    interactor.connectSearcher(searcher)
    let menu = Menu()
    interactor.connectController(menu)
    searcher.connectFilterState(filterState)
    var path: HierarchicalPath = []
    interactor.onSelectionsComputed.subscribe(with: self) { _, computed in path = computed }
    let response = awaitNextResult(of: searcher) { interactor.computeSelection(key: "Phones > Android") }
    XCTAssertEqual(path.map(\.value), ["Phones", "Phones > Android"])
    XCTAssertEqual(filterState.hierarchicalFilters.count, 2)
    XCTAssertEqual(searcher.request.query.facets, ["category.lvl0", "category.lvl1"])
    let sent = APISurfaceFixture.requests(of: searcher.client)
    XCTAssertEqual(sent.map(\.exchange), [1, 1, 1], "the results and one query per level above the selection, in one call")
    XCTAssertEqual(sent.map(\.filters), [#"( "category.lvl1":"Phones > Android" )"#, "", #"( "category.lvl0":"Phones" )"#])
    XCTAssertEqual(sent.dropFirst().map { $0.query.facets ?? [] }, [["category.lvl0"], ["category.lvl1"]])
    XCTAssertEqual(response?.nbHits, 2, "the two Android phones")
    drainMainQueue()
    XCTAssertEqual(
      menu.item.map { "\($0.facet.value) \($0.facet.count) level \($0.level)\($0.isSelected ? " ✓" : "")" },
      ["Phones 3 level 0 ✓", "Phones > Android 2 level 1 ✓", "Phones > iOS 1 level 1", "TV 1 level 0"],
      "each level counted under the selection above it")
  }

  func test_searchConnector_composesTheScreen() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let field = TextField()
    let table = HitsTable()
    let filterState = FilterState()
    let connector = SearchConnector<JSON>(
      searcher: searcher, searchBoxInteractor: .init(), searchBoxController: field, hitsInteractor: .init(), hitsController: table,
      filterState: filterState)
    XCTAssertTrue(table.hitsSource === connector.hitsConnector.interactor)
    XCTAssertTrue(searcher.disjunctiveFacetingDelegate === filterState)
    let unusable = SearchConnector<JSON>(
      appID: "", apiKey: "key", indexName: "products", searchBoxController: TextField(), hitsInteractor: .init(), hitsController: HitsTable())
    XCTAssertEqual(unusable.searcher.client.applicationID, "", "does not throw, as in 7.27.1; its searches fail (SearchClientTests)")
    connector.disconnect()
    connector.connect()
  }

  func test_presenters_defaults() {
    XCTAssertEqual(DefaultPresenter.Facet.present(Facet(value: "red", count: 10)), "red 10")
    XCTAssertEqual(DefaultPresenter.Filter.present(.numeric(.init(attribute: "price", range: 1...2))), "price: 1.0 to 2.0")
    XCTAssertEqual(DefaultPresenter.Filter.present(.facet(.init(attribute: "new", boolValue: true))), "new")
    XCTAssertEqual(DefaultPresenter.IndexName.present("products"), "products")
    XCTAssertEqual(DefaultPresenter.Index.present(SearchClient(backend: APISurfaceFixture.client()).index(withName: "products")), "products")
    let facets: [HierarchicalFacet] = [(Facet(value: "B", count: 1), 0, false), (Facet(value: "A", count: 1), 0, true)]
    XCTAssertEqual(DefaultPresenter.Hierarchical.present(facets).map(\.facet.value), ["A", "B"])
    let filterPresenter: FilterPresenter = DefaultPresenter.Filter.present
    XCTAssertEqual(filterPresenter(.tag("x")), "x")
  }
}
