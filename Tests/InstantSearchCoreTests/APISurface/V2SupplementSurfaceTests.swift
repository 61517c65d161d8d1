import Foundation
import InstantSearchTestKit
import XCTest

import InstantSearchCore

// API surface, InstantSearch 7 core: the names of the reference's signature blocks that the other files of this
// folder use only implicitly (types inferred from a literal, observers never named, associated types), each
// spelled out and exercised here.
//
// Index (v2 reference section titles, in order):
// - "Observer / Subscription": test_subscription_filterSampleOnQueue
// - "HitsSearcher" (faceting delegates): test_searcher_facetingDelegates
// - "Filters": test_filters_typeNegationAndOperators
// - "FilterConverter, FiltersStorage": test_filters_storageUnits
// - "HitsInteractor", "HitsController": test_hits_infiniteScrollingAndAssociatedTypes
// - "Hit": test_hit_highlightResult
// - "SelectableListInteractor", "FacetListPresenter": test_selectableList_selectionModeAndCriteria
// - "Toggle", "SelectableSegment": test_selectable_onSelectedChanged
// - "Number", "NumberRange": test_number_boundsAndComputedObservers
// - "SearchBox": test_searchBox_submitQueryAndTriggeringMode
// - "Stats": test_stats_itemTextController
// - "FilterClear": test_filterClear_clearMode
// - "CurrentFilters": test_currentFilters_itemListController
// - "MultiSearcher" (errors): test_multiSearchError_serviceError
// - "Requests" (IndexedQuery alias IndexQuery, FacetIndexQuery, the multi-query request):
//   test_requests_indexedAndFacetQueries
// - "SelectableSegment" (SegmentKey), "Number" (DoubleRepresentable): test_segments_keyAndDoubleRepresentable
final class V2SupplementSurfaceTests: XCTestCase {
  func test_subscription_filterSampleOnQueue() {
    let observer = Observer<Int>()
    var seen: [Int] = []
    let subscription: Subscription<Int> = observer.subscribe(with: self) { _, value in seen.append(value) }
      .filter { $0 % 2 == 0 }
      .sample(every: 0)
      .onQueue(.main)
    observer.fire(1)
    observer.fire(2)
    let delivered = expectation(description: "main queue delivery")
    DispatchQueue.main.async { delivered.fulfill() }
    wait(for: [delivered], timeout: 5)
    XCTAssertEqual(seen, [2])
    subscription.cancel()
    observer.fire(4)
    drainMainQueue()
    XCTAssertEqual(seen, [2])
  }

  func test_searcher_facetingDelegates() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    XCTAssertTrue(searcher.hierarchicalFacetingDelegate === filterState)
    XCTAssertTrue(searcher.disjunctiveFacetingDelegate === filterState)
  }

  func test_filters_typeNegationAndOperators() {
    let facet: FilterType = Filter.Facet(attribute: "free", boolValue: true)
    XCTAssertEqual(facet.attribute, "free")
    let negated = !Filter.Facet(attribute: "brand", stringValue: "Sony")
    XCTAssertTrue(negated.isNegated)
    XCTAssertEqual(Filter.Facet(attribute: "free", boolValue: true).value, .bool(true))
    let op: Filter.Numeric.NumericOperator = .greaterThanOrEqual
    XCTAssertEqual(op.rawValue, ">=")
    XCTAssertEqual(FilterConverter().sql(Filter.Numeric(attribute: "price", operator: op, value: 10)), #""price" >= 10.0"#)
  }

  func test_filters_storageUnits() {
    let storage = FilterConverter().legacy(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    let units: [FiltersStorage.Unit]? = storage?.units
    XCTAssertEqual(units, [.and(["brand:Sony"])])
  }

  private final class Rows: HitsController, Reloadable {
    typealias DataSource = HitsInteractor<JSON>
    var hitsSource: DataSource?
    var reloads = 0
    func reload() { reloads += 1 }
  }

  func test_hits_infiniteScrollingAndAssociatedTypes() {
    let scrolling: InfiniteScrolling = .off
    let interactor = HitsInteractor<JSON>(infiniteScrolling: scrolling)
    let rows = Rows()
    interactor.connectController(rows)
    XCTAssertTrue(rows.hitsSource === interactor)
    let record: Rows.DataSource.Record? = interactor.hit(atIndex: 0)
    XCTAssertNil(record)
    let reloadable: Reloadable = rows
    reloadable.reload()
    XCTAssertGreaterThanOrEqual(rows.reloads, 1)
  }

  func test_hit_highlightResult() throws {
    let data = Data(#"{"objectID":"1","name":"Sony","_highlightResult":{"name":{"value":"<em>So</em>ny","matchLevel":"partial","matchedWords":["so"]}}}"#.utf8)
    let hit = try JSONDecoder().decode(Hit<JSON>.self, from: data)
    XCTAssertEqual(hit.highlightResult?.dictionary?["name"]?.value?.value.string, "<em>So</em>ny")
  }

  func test_selectableList_selectionModeAndCriteria() {
    let mode: SelectionMode = .single
    let interactor = FacetListInteractor(selectionMode: mode)
    var changes: [Set<String>] = []
    interactor.onSelectionsChanged.subscribe(with: self) { _, selections in changes.append(selections) }
    interactor.selections = ["a"]
    interactor.selections = ["a"]
    XCTAssertEqual(changes, [["a"]], "fired only when different")
    let order: FacetSortCriterion.Order = .ascending
    let criteria: [FacetSortCriterion] = [.isRefined, .alphabetical(order: order), .count(order: .descending)]
    let presenter: SelectableListPresentable = FacetListPresenter(sortBy: criteria)
    let sorted = presenter.transform(refinementFacets: [
      (item: Facet(value: "b", count: 1), isSelected: false), (item: Facet(value: "a", count: 5), isSelected: false),
      (item: Facet(value: "c", count: 2), isSelected: true),
    ])
    XCTAssertEqual(sorted.map(\.item.value), ["c", "a", "b"])
  }

  func test_selectable_onSelectedChanged() {
    let toggle = SelectableInteractor<Filter.Tag>(item: "new")
    var toggled: [Bool] = []
    toggle.onSelectedChanged.subscribe(with: self) { _, selected in toggled.append(selected) }
    toggle.isSelected = true
    XCTAssertEqual(toggled, [true])
    let segments = SelectableSegmentInteractor<Int, String>(items: [0: "a", 1: "b"])
    var selected: [Int?] = []
    segments.onSelectedChanged.subscribe(with: self) { _, key in selected.append(key) }
    segments.selected = 1
    XCTAssertEqual(selected, [1])
  }

  func test_number_boundsAndComputedObservers() {
    let number = NumberInteractor<Int>()
    var computed: [Int?] = []
    var bounds: [ClosedRange<Int>?] = []
    number.onNumberComputed.subscribe(with: self) { _, value in computed.append(value) }
    number.onBoundsComputed.subscribe(with: self) { _, range in bounds.append(range) }
    let boundable: Boundable = number
    _ = boundable
    number.applyBounds(bounds: 0...10)
    number.computeNumber(number: 42)
    XCTAssertEqual(bounds, [0...10])
    XCTAssertEqual(computed.last, 10)
    XCTAssertEqual(Int(3.0 as Double), 3)
    XCTAssertEqual(Double(7).toDouble(), 7)
    XCTAssertEqual(Float(2.5).toDouble(), 2.5)
    let range = NumberRangeInteractor<Double>()
    var ranges: [ClosedRange<Double>?] = []
    range.onNumberRangeComputed.subscribe(with: self) { _, value in ranges.append(value) }
    range.applyBounds(bounds: 0...100)
    range.computeNumberRange(numberRange: -5...50)
    XCTAssertEqual(ranges.last, 0...50)
  }

  func test_searchBox_submitQueryAndTriggeringMode() {
    let client = ScriptedSearchClient(completionQueue: .main)
    let searcher = HitsSearcher(client: client, indexName: "products")
    let interactor = SearchBoxInteractor()
    let mode: SearchTriggeringMode = .searchOnSubmit
    interactor.connectSearcher(searcher, searchTriggeringMode: mode)
    interactor.query = "sony"
    drainMainQueue()
    XCTAssertEqual(client.exchangeCount, 0, "typing does not search on submit mode")
    interactor.submitQuery()
    let searched = expectation(description: "searched")
    searcher.onResults.subscribe(with: self) { _, _ in searched.fulfill() }
    wait(for: [searched], timeout: 5)
    XCTAssertEqual(client.requests.last?.queryText, "sony")
  }

  private final class Label: ItemTextController {
    var texts: [String?] = []
    func setItem(_ item: String?) { texts.append(item) }
  }

  func test_stats_itemTextController() {
    let interactor = StatsInteractor()
    let label = Label()
    interactor.connectController(label) { stats in stats.map { "\($0.totalHitsCount)" } }
    interactor.item = SearchStats(totalHitsCount: 12, hitsPerPage: 20, processingTimeMS: 1)
    drainMainQueue()
    XCTAssertEqual(label.texts.last, "12")
  }

  func test_filterClear_clearMode() {
    let filterState = FilterState()
    filterState[and: "keep"].add(Filter.Tag(value: "a"))
    filterState[and: "drop"].add(Filter.Tag(value: "b"))
    let interactor = FilterClearInteractor()
    let mode: ClearMode = .except
    interactor.connectFilterState(filterState, filterGroupIDs: [.and(name: "keep")], clearMode: mode)
    interactor.onTriggered.fire(())
    XCTAssertTrue(filterState[and: "drop"].isEmpty)
    XCTAssertFalse(filterState[and: "keep"].isEmpty)
  }

  private final class Chips: ItemListController {
    typealias Item = FilterAndID
    var items: [FilterAndID] = []
    var onRemoveItem: ((FilterAndID) -> Void)?
    func setItems(_ items: [FilterAndID]) { self.items = items }
    func reload() {}
  }

  func test_currentFilters_itemListController() {
    let filterState = FilterState()
    let interactor = CurrentFiltersInteractor()
    let chips = Chips()
    interactor.connectFilterState(filterState)
    interactor.connectController(chips)
    filterState[and: "tags"].add(Filter.Tag(value: "new"))
    filterState.notifyChange()
    drainMainQueue()
    XCTAssertEqual(chips.items.map(\.filter), [.tag("new")])
    guard let chip = chips.items.first else { return }
    chips.onRemoveItem?(chip)
    XCTAssertTrue(filterState[and: "tags"].isEmpty)
  }

  func test_requests_indexedAndFacetQueries() {
    let client = ScriptedSearchClient(completionQueue: .main)
    var query = Query()
    query.query = "so"
    let hits: IndexQuery = IndexedQuery(indexName: "products", query: query)
    let facets = FacetIndexQuery(indexName: "products", attribute: "brand", facetQuery: "so", query: query)
    let request = MultiSearchRequest(queries: [.hits(hits), .facets(facets)], strategy: .none)
    let answered = expectation(description: "answered")
    client.search(request) { result in
      XCTAssertEqual((try? result.get())?.results.count, 2)
      answered.fulfill()
    }
    wait(for: [answered], timeout: 5)
    XCTAssertEqual(client.requests.map(\.facetAttribute), [nil, "brand"])
  }

  private final class SegmentsView: SelectableSegmentController {
    typealias SegmentKey = Int
    var onClick: ((SegmentKey) -> Void)?
    var selected: SegmentKey?
    var titles: [SegmentKey: String] = [:]
    func setSelected(_ selected: SegmentKey?) { self.selected = selected }
    func setItems(items: [SegmentKey: String]) { titles = items }
  }

  func test_segments_keyAndDoubleRepresentable() {
    let interactor = SelectableSegmentInteractor<Int, String>(items: [0: "a", 1: "b"], selected: 1)
    let view = SegmentsView()
    interactor.connectController(view)
    XCTAssertEqual(view.titles, [0: "a", 1: "b"])
    XCTAssertEqual(view.selected, 1)
    let kinds: [DoubleRepresentable.Type] = [Int.self, UInt.self, Float.self, Double.self]
    XCTAssertEqual(kinds.map { $0.init(2.0).toDouble() }, [2, 2, 2, 2])
  }

  func test_multiSearchError_serviceError() {
    let error = MultiSearchError.serviceError(.cancelled)
    XCTAssertFalse(error.localizedDescription.isEmpty)
  }
}
