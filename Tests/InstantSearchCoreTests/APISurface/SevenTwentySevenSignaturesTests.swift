import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// Declarations of existing components as InstantSearch 7.27.1 declares them, with the behaviour 7.27.1 gives
/// them: the facet list's connection names and `externalReload`, its disjunctive counts, the filter list's
/// per-kind selection modes and connectors, `PageMap` as a collection, `MultiSearchResponse.subResults`,
/// `QueryBuilder`'s defaulted misspelt label, the default presenters as closures, the stats and loading
/// connectors' controller connections, `DecodingError.prettyDescription`, the non-generic loading and clear
/// connections, `Computation` as a class whose `just(value:)` takes `nil`, and `BoundableHitsSearcherConnection`.
final class SevenTwentySevenSignaturesTests: XCTestCase {
  // MARK: FacetList

  func test_facetList_controllerConnection_sevenLabels_andExternalReload() {
    let interactor = FacetListInteractor(facets: [Facet(value: "a", count: 1)], selectionMode: .multiple)
    let reloading = RecordingFacetListController()
    let external = RecordingFacetListController()
    let connection: FacetListConnector.ControllerConnection<RecordingFacetListController> = .init(
      facetListInteractor: interactor, controller: reloading)
    connection.connect()
    let silent = interactor.connectController(external, with: nil, externalReload: true)
    XCTAssertTrue(connection.facetListInteractor === interactor)
    XCTAssertFalse(connection.externalReload)
    XCTAssertTrue(silent.externalReload)
    XCTAssertEqual(reloading.reloadCount, 1)
    XCTAssertEqual(external.reloadCount, 0, "externalReload leaves the reload to the caller")
    XCTAssertEqual(external.rendered, ["a 1"], "the items are pushed all the same")
    interactor.items = [Facet(value: "b", count: 2)]
    drainMainQueue()
    XCTAssertEqual(reloading.reloadCount, 2)
    XCTAssertEqual(external.reloadCount, 0)
    XCTAssertEqual(external.rendered, ["b 2"])
  }

  func test_facetList_connectorNames_andHitsSearcherConnectionLabels() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let interactor = FacetListInteractor()
    let link = FacetListInteractor.HitsSearcherConnection(facetListInteractor: interactor, searcher: searcher, attribute: "brand")
    XCTAssertTrue(link.facetListInteractor === interactor)
    let connector = FacetListConnector(searcher: searcher, attribute: "brand", selectionMode: .single, operator: .or)
    let filterStateLink: FacetListConnector.FilterStateConnection? = connector.filterStateConnection as? FacetListConnector.FilterStateConnection
    XCTAssertEqual(filterStateLink?.attribute, "brand")
    XCTAssertEqual(connector.interactor.selectionMode, .single)
    connector.controllerConnections = []
    XCTAssertTrue(connector.controllerConnections.isEmpty, "settable, as in 7.27.1")
  }

  func test_facetList_readsTheDisjunctiveCounts_overTheResultsQueryCounts() throws {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let interactor = FacetListInteractor()
    interactor.connectSearcher(searcher, with: "brand")
    var response = SearchResponse(hits: [], nbHits: 3)
    response.facets = ["brand": [Facet(value: "Sony", count: 1)], "color": [Facet(value: "red", count: 3)]]
    response.disjunctiveFacets = ["brand": [Facet(value: "Sony", count: 1), Facet(value: "Bose", count: 2)]]
    searcher.onResults.fire(response)
    XCTAssertEqual(Set(interactor.items.map(\.value)), ["Sony", "Bose"], "the disjunctive counts win")
    let colors = FacetListInteractor()
    colors.connectSearcher(searcher, with: "color")
    XCTAssertEqual(colors.items.map(\.value), ["red"], "else the results query's counts")
  }

  // MARK: FilterList

  func test_filterList_kindInitialisers_giveSevenTwentySevensModes() {
    XCTAssertEqual(FilterListInteractor<Filter.Numeric>().selectionMode, .single)
    XCTAssertEqual(FilterListInteractor<Filter.Facet>().selectionMode, .multiple)
    XCTAssertEqual(FilterListInteractor<Filter.Tag>().selectionMode, .multiple)
    XCTAssertEqual(NumericFilterListInteractor(numericFilters: []).selectionMode, .single)
    XCTAssertEqual(FilterListInteractor<Filter.Tag>(items: ["a"], selectionMode: .single).selectionMode, .single)
    let filterState = FilterState()
    XCTAssertEqual(NumericFilterListConnector(filterState: filterState, operator: .and, groupName: "price").interactor.selectionMode, .single)
    XCTAssertEqual(FacetFilterListConnector(filterState: filterState, operator: .or, groupName: "brand").interactor.selectionMode, .multiple)
    XCTAssertEqual(TagFilterListConnector(tagFilters: ["new"], filterState: filterState, operator: .and, groupName: "tags").interactor.items, ["new"])
  }

  func test_filterList_filterStateConnection_sevenNameAndFields_writesItsGroup() {
    let filterState = FilterState()
    let interactor = SelectableListInteractor<Filter.Tag, Filter.Tag>(items: ["new", "sale"], selectionMode: .multiple)
    let connection: FilterListFilterStateConnection<Filter.Tag> = interactor.connectFilterState(filterState, operator: .or, groupName: "tags")
    XCTAssertEqual(connection.operator, .or)
    XCTAssertEqual(connection.groupName, "tags")
    interactor.computeSelections(selectingItemForKey: "sale")
    XCTAssertEqual(filterState.description, #"( "_tags":"sale" )"#)
    let connector = TagFilterListConnector(tagFilters: ["new"], filterState: filterState, operator: .and, groupName: "more")
    XCTAssertTrue((connector.connectionFilterState as? FilterListFilterStateConnection<Filter.Tag>)?.filterState === filterState)
  }

  // MARK: Pagination, multi-search, query builder

  func test_pageMap_isACollectionOfOptionalItems() throws {
    var map = try XCTUnwrap(PageMap(page: 0, items: ["a", "b"]))
    map.insert(page: 2, items: ["e", "f"], cleanUpOffset: nil)
    XCTAssertEqual(Array(map), ["a", "b", nil, nil, "e", "f"])
    XCTAssertEqual(map.startIndex, 0)
    XCTAssertEqual(map.endIndex, 6)
    XCTAssertEqual(map[map.index(before: map.endIndex)], "f")
    XCTAssertEqual(map.index(after: 3), 4)
    XCTAssertEqual(map.compactMap { $0 }, ["a", "b", "e", "f"])
  }

  func test_multiSearchResponse_subResults_andResponseName() {
    let results: [MultiSearchResponse.Response] = [.hits(SearchResponse(hits: [], nbHits: 1)), .facets(FacetSearchResponse(facetHits: []))]
    let response = MultiSearchResponse(results: results)
    XCTAssertEqual(response.subResults, results)
  }

  func test_queryBuilder_misspeltLabel_isDefaulted() {
    let builder = QueryBuilder(query: Query("tv"), disjunctiveFacets: ["brand"])
    XCTAssertEqual(builder.hierachicalFilters, [])
    XCTAssertEqual(builder.totalQueriesCount, 2)
  }

  // MARK: Presenters, stats, loading, logging

  func test_defaultPresenters_areClosures_ofSevenTwentySevensTypes() {
    let facet: FacetPresenter = DefaultPresenter.Facet.present
    let stats: StatsPresenter<String?> = DefaultPresenter.Stats.present
    let hierarchical: HierarchicalPresenter = DefaultPresenter.Hierarchical.present
    let index: IndexPresenter = DefaultPresenter.Index.present
    XCTAssertEqual(facet(Facet(value: "red", count: 3)), "red 3")
    XCTAssertEqual(stats(SearchStats(totalHitsCount: 10, processingTimeMS: 2)), "10 results (2ms)")
    XCTAssertEqual(stats(nil), "")
    XCTAssertEqual(hierarchical([]).count, 0)
    XCTAssertEqual(index(SearchClient(backend: ScriptedSearchClient()).index(withName: "movies")), "movies")
  }

  final class Label: ItemController {
    var items: [String?] = []
    func setItem(_ item: String?) { items.append(item) }
  }

  final class Spinner: LoadingController {
    var items: [Bool] = []
    func setItem(_ item: Bool) { items.append(item) }
  }

  func test_statsAndLoadingConnectors_keepTheirControllerConnections() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let stats = StatsConnector(searcher: searcher)
    let label = Label()
    let count = Label()
    stats.connectController(label)
    stats.connectController(count, presenter: { $0.map { "\($0.totalHitsCount)" } })
    XCTAssertEqual(stats.controllerConnections.count, 2)
    stats.interactor.item = SearchStats(totalHitsCount: 5, processingTimeMS: 1)
    drainMainQueue()
    XCTAssertEqual(label.items.last, "5 results (1ms)", "the default presenter")
    XCTAssertEqual(count.items.last, "5")
    let spinner = Spinner()
    let loading = LoadingConnector(searcher: searcher, controller: spinner)
    XCTAssertEqual(loading.controllerConnections.count, 1)
    loading.interactor.item = true
    drainMainQueue()
    XCTAssertEqual(spinner.items.last, true)
  }

  // MARK: Namespaces, hierarchical connector, client 8 names

  final class Menu: HierarchicalController {
    var onClick: ((String) -> Void)?
    var shown: [String] = []
    func setItem(_ item: [String]) { shown = item }
  }

  func test_hierarchicalConnector_showsTheLevels_andWritesTheSelectedPath() {
    var response = SearchResponse(hits: [], nbHits: 3)
    response.facets = ["cat.lvl0": [Facet(value: "Books", count: 2), Facet(value: "Music", count: 1)], "cat.lvl1": [Facet(value: "Books > Poetry", count: 2)]]
    let backend = ScriptedSearchClient(completionQueue: .main)
    backend.reply(.response(response))
    let searcher = HitsSearcher(client: backend, indexName: "products")
    let filterState = FilterState()
    let filterLink = searcher.connectFilterState(filterState)
    defer { filterLink.disconnect() }
    let menu = Menu()
    let connector = HierarchicalConnector(
      searcher: searcher, filterState: filterState, hierarchicalAttributes: ["cat.lvl0", "cat.lvl1"], separator: " > ",
      controller: menu, presenter: { facets in facets.map { "\($0.facet.value) \($0.facet.count)" } })
    XCTAssertEqual(connector.controllerConnections.count, 1)
    XCTAssertEqual(Set(searcher.request.query.facets ?? []), ["cat.lvl0", "cat.lvl1"], "every level joins the facets")
    searchAndWait(searcher)
    drainMainQueue()
    XCTAssertEqual(Set(menu.shown), ["Books 2", "Music 1"], "nothing selected: the first level, from the results query")
    XCTAssertNotNil(awaitNextResult(of: searcher) { menu.onClick?("Books > Poetry") }, "the filter change searches")
    XCTAssertEqual(connector.interactor.selections, ["Books", "Books > Poetry"])
    XCTAssertEqual(filterState.hierarchicalFilters.map(\.attribute), ["cat.lvl0", "cat.lvl1"])
    drainMainQueue()
    XCTAssertEqual(backend.requests.count, 4, "a selected path adds one query per level")
    XCTAssertEqual(Set(menu.shown), ["Books 2", "Music 1", "Books > Poetry 2"], "the levels of the hierarchical queries")
    let link: Hierarchical.FilterStateConnection? = connector.filterStateConnection as? Hierarchical.FilterStateConnection
    XCTAssertTrue(link?.filterState === filterState)
    let searcherLink: HierarchicalInteractor.HitsSearcherConnection = HierarchicalInteractor(
      hierarchicalAttributes: ["a"], separator: " > "
    ).connectSearcher(searcher: searcher)
    XCTAssertTrue(searcherLink.searcher === searcher)
  }

  final class Toggle: SelectableController {
    var onClick: ((Bool) -> Void)?
    var isSelected: [Bool] = []
    func setSelected(_ isSelected: Bool) { self.isSelected.append(isSelected) }
    func setItem(_ item: Filter.Tag) {}
  }

  func test_toggleAndRangeConnections_sevenNamespaces() {
    let filterState = FilterState()
    let toggle = SelectableInteractor<Filter.Tag>(item: "promo")
    let stateLink: FilterToggle.FilterStateConnection<Filter.Tag> = toggle.connectFilterState(filterState, operator: .and, groupName: "promos")
    XCTAssertEqual(stateLink.operator, .and)
    let viewLink: FilterToggle.ControllerConnection<Filter.Tag, Toggle> = toggle.connectController(Toggle())
    XCTAssertTrue(viewLink.interactor === toggle)
    toggle.computeIsSelected(selecting: true)
    XCTAssertEqual(filterState.description, #"( "_tags":"promo" )"#)
    let range = NumberRangeInteractor<Double>()
    let rangeLink: NumberRange.FilterStateConnection<Double> = range.connectFilterState(filterState, attribute: "price")
    range.computeNumberRange(numberRange: 1...5)
    XCTAssertEqual(rangeLink.attribute, "price")
    XCTAssertTrue(filterState.description.contains(#""price":1.0 TO 5.0"#), filterState.description)
  }

  final class ClearButton: FilterClearController {
    var onClick: (() -> Void)?
  }

  final class FilterChips: CurrentFiltersListController {
    var onRemoveItem: ((FilterAndID) -> Void)?
    var shown: [String] = []
    func setItems(_ items: [FilterAndID]) { shown = items.map(\.text).sorted() }
    func reload() {}
  }

  final class Stepper: NumberController {
    var items: [Double] = []
    var bounds: ClosedRange<Double>?
    func setItem(_ item: Double) { items.append(item) }
    func setComputation(computation: Computation<Double>) {}
    func setBounds(bounds: ClosedRange<Double>?) { self.bounds = bounds }
  }

  final class RangeSlider: NumberRangeController {
    var onRangeChanged: ((ClosedRange<Double>) -> Void)?
    var ranges: [ClosedRange<Double>] = []
    func setItem(_ item: ClosedRange<Double>) { ranges.append(item) }
    func setBounds(_ bounds: ClosedRange<Double>) {}
  }

  func test_connectors_takeTheirControllers_asInSevenTwentySeven() {
    let filterState = FilterState()
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let toggleView = Toggle()
    let toggle = FilterToggleConnector(filterState: filterState, filter: Filter.Tag(value: "promo"), controller: toggleView)
    XCTAssertEqual(toggle.controllerConnections.count, 1)
    toggleView.onClick?(true)
    XCTAssertEqual(filterState.description, #"( "_tags":"promo" )"#)

    let chips = FilterChips()
    let current = CurrentFiltersConnector(filterState: filterState, controller: chips)
    XCTAssertTrue(current.filterState === filterState)
    XCTAssertNil(current.groupIDs)
    drainMainQueue()
    XCTAssertEqual(chips.shown, ["promo"])

    let stepper = Stepper()
    let comparison = FilterComparisonConnector<Double>(
      searcher: searcher, filterState: filterState, attribute: "price", numericOperator: .greaterThanOrEqual, number: 5, bounds: nil,
      operator: .and, controller: stepper)
    XCTAssertEqual([comparison.attribute, comparison.groupName], ["price", "price"])
    XCTAssertEqual(comparison.numericOperator, .greaterThanOrEqual)
    XCTAssertEqual(comparison.controllerConnections.count, 1)
    drainMainQueue()
    XCTAssertEqual(stepper.items.last, 5)
    XCTAssertTrue(filterState.description.contains(#""price" >= 5.0"#), filterState.description)

    let slider = RangeSlider()
    let range = NumberRangeConnector<Double>(searcher: searcher, filterState: filterState, attribute: "size", controller: slider)
    XCTAssertTrue(range.searcher === searcher)
    XCTAssertEqual(range.attribute, "size")
    XCTAssertEqual(range.controllerConnections.count, 1)
    slider.onRangeChanged?(2...4)
    drainMainQueue()
    XCTAssertEqual(slider.ranges.last, 2...4)
    XCTAssertTrue(filterState.description.contains(#""size":2.0 TO 4.0"#), filterState.description)

    let button = ClearButton()
    let clear = FilterClearConnector(filterState: filterState, controller: button)
    XCTAssertTrue(clear.filterState === filterState)
    button.onClick?()
    XCTAssertEqual(filterState.description, "", "every group cleared")
    drainMainQueue()
    XCTAssertEqual(chips.shown, [])
  }

  func test_numberRangeConnector_disconnect_stopsTheBoundsFromTheSearcher() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let connector = NumberRangeConnector<Double>(searcher: searcher, filterState: FilterState(), attribute: "price")
    var response = SearchResponse(hits: [], nbHits: 1)
    response.facetStats = ["price": FacetStats(min: 1, max: 9, avg: 5, sum: 10)]
    searcher.onResults.fire(response)
    XCTAssertEqual(connector.interactor.bounds, 1...9)
    connector.disconnect()
    response.facetStats = ["price": FacetStats(min: 2, max: 4, avg: 3, sum: 6)]
    searcher.onResults.fire(response)
    XCTAssertEqual(connector.interactor.bounds, 1...9, "disconnected from the searcher too")
  }

  func test_anyHitsInteractor_connectFilterState_invalidatesThePagesOnAChange() {
    let hits = HitsInteractor<JSON>(infiniteScrolling: .off, showItemsOnEmptyQuery: true)
    hits.update(SearchResponse(hits: [["objectID": "1"], ["objectID": "2"]], nbHits: 2)).waitUntilFinished()
    XCTAssertEqual(hits.numberOfHits(), 2)
    let any: AnyHitsInteractor = hits
    let filterState = FilterState()
    let connection = any.connectFilterState(filterState)
    XCTAssertTrue(connection is HitsInteractorFilterStateConnection<HitsInteractor<JSON>>)
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    filterState.notifyChange()
    XCTAssertEqual(hits.numberOfHits(), 0, "a filter change invalidates the pages")
  }

  func test_searchBoxConnector_keepsTheSearcherItDrives() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let connector = SearchBoxConnector(searcher: searcher)
    XCTAssertTrue(connector.searcher as AnyObject === searcher)
  }

  func test_clientEightNames_buildTheSameQueriesAndRead() {
    let indexed = IndexedQuery(indexName: "products", query: Query("tv"))
    let facet = IndexedFacetQuery(indexName: "products", attribute: "brand", facetQuery: "so")
    XCTAssertEqual(MultiSearchQuery(indexed), .hits(indexed))
    XCTAssertEqual(MultiSearchQuery(facet), .facets(facet))
    XCTAssertEqual(MultiSearchQuery.hitsSearch(indexed), .hits(indexed))
    XCTAssertEqual(MultiSearchQuery.facetsSearch(facet), .facets(facet))
    var response = SearchResponse(hits: [], nbHits: 0)
    response.facetStats = ["price": FacetStats(min: 1, max: 9, avg: 5, sum: 10)]
    XCTAssertEqual(response.facetStats?["price"]?.max, 9)
    response.indexName = "products"
    XCTAssertEqual(response.indexName, "products")
    let callback: Observer<Int>.ObserverCallback<SevenTwentySevenSignaturesTests> = { _, _ in }
    let observer = Observer<Int>()
    let subscription: Observer<Int>.Obs = observer.subscribe(with: self, callback: callback)
    let filter: Subscription<Int>.SignalFilter = { $0 > 1 }
    XCTAssertTrue(subscription.filter(filter) === subscription)
  }

  func test_decodingError_prettyDescription_namesTheKindAndPath() {
    struct Record: Decodable { let prices: [Int] }
    do {
      _ = try JSONDecoder().decode(Record.self, from: Data(#"{"prices":[1,"two"]}"#.utf8))
      XCTFail("decoded")
    } catch let error as DecodingError {
      XCTAssertTrue(error.prettyDescription.hasPrefix("Type mismatch: expected Int at prices[1]: "), error.prettyDescription)
    } catch {
      XCTFail("\(error)")
    }
    let missing = DecodingError.keyNotFound(DynamicCodingKey("objectID"), .init(codingPath: [], debugDescription: "No value"))
    XCTAssertEqual(missing.prettyDescription, "Key not found: objectID: No value")
  }

  // MARK: Non-generic loading and clear connections, Computation, bounds connection

  func test_loadingConnector_isNotGeneric_andHoldsAnySearcher() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    // 7.27.1 code declares the connector and the link without a generic argument.
    let connector: LoadingConnector = LoadingConnector(searcher: searcher)
    let link: LoadingInteractor.SearcherConnection = LoadingInteractor().connectSearcher(searcher)
    XCTAssertTrue(connector.searcher === searcher)
    XCTAssertTrue(link.searcher === searcher)
    let facets: LoadingConnector = LoadingConnector(searcher: FacetSearcher(client: ScriptedSearchClient(), indexName: "products", facetName: "brand"))
    XCTAssertTrue(facets.searcher is FacetSearcher, "any searcher")
    link.disconnect()
  }

  func test_filterClearControllerConnection_isNotGeneric() {
    let interactor = FilterClearInteractor()
    let button = ClearButton()
    let connection: FilterClearInteractor.ControllerConnection = interactor.connectController(button)
    var triggered = 0
    interactor.onTriggered.subscribe(with: self) { _, _ in triggered += 1 }
    button.onClick?()
    XCTAssertEqual(triggered, 1)
    XCTAssertTrue(connection.controller === button)
    connection.disconnect()
    XCTAssertNil(button.onClick)
  }

  func test_computation_isAClass_whoseJustTakesNil() {
    var received: [Double?] = []
    let computation: Computation<Double> = Computation(numeric: 2) { received.append($0) }
    let same = computation
    XCTAssertTrue(same === computation, "a class, as in 7.27.1")
    computation.just(value: nil)
    computation.increment()
    XCTAssertEqual(received, [nil, 3])
  }

  func test_boundableConnectSearcher_returnsTheBoundableHitsSearcherConnection() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let interactor = NumberInteractor<Double>()
    let link: BoundableHitsSearcherConnection<NumberInteractor<Double>> = interactor.connectSearcher(searcher, attribute: "price")
    XCTAssertEqual(link.attribute, "price")
    let facetLink = FacetSearcher(client: ScriptedSearchClient(), indexName: "products", facetName: "brand")
      .connectFilterState(FilterState())
    XCTAssertTrue(facetLink.triggerSearchOnFilterStateChange, "connectFilterState keeps its default")
    let explicit = FacetSearcher.FilterStateConnection(
      facetSearcher: facetLink.facetSearcher, filterState: FilterState(), triggerSearchOnFilterStateChange: false)
    XCTAssertFalse(explicit.triggerSearchOnFilterStateChange)
  }

  final class SegmentBar: SelectableSegmentController {
    var onClick: ((Int) -> Void)?
    var titles: [Int: String] = [:]
    var selected: Int?
    func setSelected(_ selected: Int?) { self.selected = selected }
    func setItems(items: [Int: String]) { titles = items }
  }

  func test_filterMapConnections_haveTheirSevenTwentySevenNames() {
    let interactor = FilterMapInteractor<Filter.Facet>(items: [0: Filter.Facet(attribute: "size", stringValue: "S"), 1: Filter.Facet(attribute: "size", stringValue: "M")])
    let bar = SegmentBar()
    let filterState = FilterState()
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let controllerLink: FilterMapInteractorControllerConnection<Filter.Facet, SegmentBar> = interactor.connectController(bar)
    let filterLink: FilterMapInteractorFilterStateConnection<Filter.Facet> = interactor.connectFilterState(filterState, attribute: "size", operator: .or)
    let searcherLink: FilterMapInteractorSearcherConnection<Filter.Facet> = interactor.connectSearcher(searcher, attribute: "size")
    drainMainQueue()
    XCTAssertEqual(bar.titles, interactor.items.mapValues { DefaultPresenter.Filter.present(Filter($0)) })
    XCTAssertEqual(bar.titles[1], "M")
    bar.onClick?(1)
    XCTAssertTrue(filterState.contains(Filter.Facet(attribute: "size", stringValue: "M"), inGroupWithID: .or(name: "size", filterType: .facet)))
    XCTAssertTrue(searcher.request.query.facets?.contains("size") ?? false)
    controllerLink.disconnect()
    filterLink.disconnect()
    searcherLink.disconnect()
    XCTAssertNil(bar.onClick)
  }

  func test_commandAddFilters_takesAnySequenceOfOneKind_andStillMixedArrays() {
    let filterState = FilterState()
    let sizes: Set<Filter.Facet> = [Filter.Facet(attribute: "size", stringValue: "S"), Filter.Facet(attribute: "size", stringValue: "M")]
    filterState.notify(.add(filters: sizes, toGroupWithID: .or(name: "size", filterType: .facet)))
    XCTAssertEqual(Set(filterState.getFilters(forGroupWithID: .or(name: "size", filterType: .facet))), Set(sizes.map(Filter.facet)))
    let mixed: [FilterType] = [Filter.Tag(value: "new"), Filter.Numeric(attribute: "price", operator: .lessThan, value: 5)]
    filterState.notify(.add(filters: mixed, toGroupWithID: .and(name: "misc")))
    XCTAssertEqual(filterState.getFilters(forGroupWithID: .and(name: "misc")).count, 2)
    let removed = filterState[and: "misc"].removeAll(mixed.lazy.filter { $0 is Filter.Tag })
    XCTAssertTrue(removed, "a lazy sequence of filters")
    XCTAssertEqual(filterState[and: "misc"].filters().count, 1)
  }
}
