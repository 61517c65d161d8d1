import Foundation
import InstantSearch
import InstantSearchCore
import LocalSearch

/// A v2 search screen on the embedded engine: a `HitsSearcher` on the `LocalClient` (deliveries on the main
/// queue, its default) with a `FilterState`, a `SearchBoxConnector` searching as you type, a `HitsConnector`
/// (`HitsInteractor<JSON>`, 20 hits per page), a `FacetListConnector` on one facet (OR, with the filter
/// state, sorted like v1's refinement list: refined first, then count) and a `StatsConnector`. The views are the
/// same headless tables, cells and label the v1 screen uses.
///
/// A keystroke sets the search box interactor's query, which is what a text field's connection does after its
/// debounce; the screen has no debounce. The views update inside the delivery on the main queue: the hits
/// interactor applies `JSON` pages at once, and subscriptions on the main queue run at once when fired there.
///
/// With `rowsAsFoundation`, the hits table reads each visible row as v1's hits view model hands it to a v1 data
/// source: the hit converted to a Foundation dictionary once after each query change, the converted rows released in
/// a later block of the main queue. That screen is the floor of a v1 screen: what v1's API obliges it to do beyond
/// the v2 one, with nothing else of v1.
final class V2SearchScreen: KeystrokeScreen {
  let name: String

  private let searcher: HitsSearcher
  private let filterState: FilterState
  private let searchBox: SearchBoxConnector
  private let hits: HitsConnector<JSON>
  private let facetList: FacetListConnector
  private let stats: StatsConnector
  private let hitsTable: V2HitsTable
  private let facetTable: V2FacetTable
  private let statsLabel: V2StatsLabel
  private let probe: V2DeliveryProbe

  private var resultsBefore = 0
  private var hitsUpdatesBefore = 0
  private var statsSetsBefore = 0
  private var facetPushBaseline = 0
  private var expectedStatsSuffix = ""

  /// Builds and connects the screen without searching.
  ///
  /// - Parameters:
  ///   - client: The engine.
  ///   - indexName: The index searched.
  ///   - facetAttribute: The facet list's attribute.
  ///   - displayedAttribute: The hit attribute a hits row shows.
  ///   - rowsAsFoundation: Whether the hits table reads its rows as Foundation dictionaries, as v1's data sources
  ///     get them.
  init(
    client: LocalClient, indexName: String, facetAttribute: String, displayedAttribute: String,
    rowsAsFoundation: Bool = false
  ) {
    name = rowsAsFoundation ? "v2-foundation-rows" : "v2"
    let searcher = HitsSearcher(client: client, indexName: indexName)
    searcher.request.query.hitsPerPage = 20
    let filterState = FilterState()
    let hitsTable = V2HitsTable(displayedAttribute: displayedAttribute, rowsAsFoundation: rowsAsFoundation)
    let facetTable = V2FacetTable()
    let statsLabel = V2StatsLabel()
    searchBox = SearchBoxConnector(searcher: searcher)
    let hits = HitsConnector(searcher: searcher, interactor: HitsInteractor<JSON>(), filterState: filterState, controller: hitsTable)
    let facetList = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: facetAttribute, operator: .or, controller: facetTable,
      presenter: FacetListPresenter(sortBy: [.isRefined, .count(order: .descending)], limit: visibleRowCount))
    stats = StatsConnector(searcher: searcher, controller: statsLabel) { stats in
      stats.map { "\($0.totalHitsCount) results for \(String(describing: $0.query))" } ?? ""
    }
    searcher.connectFilterState(filterState)
    let probe = V2DeliveryProbe(facetAttribute: facetAttribute)
    probe.observe(searcher: searcher, hits: hits.interactor, facetList: facetList.interactor)
    if rowsAsFoundation {
      hits.interactor.onRequestChanged.subscribe(with: hitsTable) { table, _ in table.forgetFoundationRows() }
    }
    facetPushBaseline = facetTable.pushCount
    self.probe = probe
    self.hits = hits
    self.facetList = facetList
    self.searcher = searcher
    self.filterState = filterState
    self.hitsTable = hitsTable
    self.facetTable = facetTable
    self.statsLabel = statsLabel
  }

  func type(_ text: String) {
    resultsBefore = probe.resultsCount
    hitsUpdatesBefore = probe.hitsUpdateCount
    statsSetsBefore = statsLabel.setCount
    expectedStatsSuffix = " results for Optional(\"\(text)\")"
    searchBox.interactor.query = text
  }

  func shownState(for text: String) -> ShownState? {
    guard probe.resultsCount > resultsBefore, probe.resultsQuery == text,
      probe.hitsUpdateCount > hitsUpdatesBefore, probe.hitsQuery == text,
      hitsTable.tableView.visible.rowCount == probe.hitCount,
      facetTable.pushCount - facetPushBaseline == probe.facetChangeCount,
      facetTable.tableView.visible.rowCount == min(probe.facetValueCount, visibleRowCount),
      statsLabel.setCount > statsSetsBefore, let stats = statsLabel.label.text, stats.hasSuffix(expectedStatsSuffix)
    else { return nil }
    return ShownState(
      hitRows: hitsTable.tableView.visible.rowCount, firstHit: hitsTable.tableView.visible.firstRowText,
      facetRows: facetTable.tableView.visible.rowCount, firstFacet: facetTable.tableView.visible.firstRowText, stats: stats)
  }

  var progress: String {
    "results \(probe.resultsCount) (query \(probe.resultsQuery ?? "nil")), hits updates \(probe.hitsUpdateCount) "
      + "(query \(probe.hitsQuery ?? "nil"), \(hitsTable.tableView.visible.rowCount) rows), facet pushes "
      + "\(facetTable.pushCount - facetPushBaseline) of \(probe.facetChangeCount) (\(facetTable.tableView.visible.rowCount) rows), "
      + "stats \(statsLabel.label.text ?? "nil")"
  }
}

/// Records what reached the v2 screen: each delivered response (after the connectors' subscriptions, on the
/// delivering thread), each page the hits interactor applied (on the main queue, after the hits table's reload
/// was queued there), and each change of the facet list's items or selections (each queues a push to its view).
private final class V2DeliveryProbe {
  /// The facet whose values are counted.
  let facetAttribute: String
  /// How many responses the searcher delivered.
  private(set) var resultsCount = 0
  /// The query of the last delivered response.
  private(set) var resultsQuery: String?
  /// The number of values of the facet in the last delivered response.
  private(set) var facetValueCount = 0
  /// How many pages the hits interactor applied.
  private(set) var hitsUpdateCount = 0
  /// The query of the last page the hits interactor applied.
  private(set) var hitsQuery: String?
  /// The hits of the last page the hits interactor applied.
  private(set) var hitCount = 0
  /// How many times the facet list's items or selections changed.
  private(set) var facetChangeCount = 0

  init(facetAttribute: String) { self.facetAttribute = facetAttribute }

  /// Subscribes to the searcher, the hits interactor and the facet list interactor.
  func observe(searcher: HitsSearcher, hits: HitsInteractor<JSON>, facetList: FacetListInteractor) {
    let attribute = facetAttribute
    searcher.onResults.subscribe(with: self) { probe, response in
      probe.resultsCount += 1
      probe.resultsQuery = response.query
      probe.facetValueCount = response.facets?[attribute]?.count ?? 0
    }
    searcher.onError.subscribe(with: self) { _, error in print("v2 screen: search error \(error)") }
    hits.onResultsUpdated.subscribe(with: self) { probe, response in
      probe.hitsUpdateCount += 1
      probe.hitsQuery = response.query
      probe.hitCount = response.hits.count
    }.onQueue(.main)
    facetList.onItemsChanged.subscribe(with: self) { probe, _ in probe.facetChangeCount += 1 }
    facetList.onSelectionsChanged.subscribe(with: self) { probe, _ in probe.facetChangeCount += 1 }
  }
}

/// The v2 screen's hits view: a table whose rows are the hits interactor's, each showing one attribute.
private final class V2HitsTable: InstantSearchCore.HitsController, HeadlessTableViewDataSource {
  var hitsSource: HitsInteractor<JSON>?
  /// The table showing the hits.
  let tableView = LaidOutTableView(frame: .zero, style: .plain)
  /// The hit attribute a row shows.
  let displayedAttribute: String
  /// Whether rows are read as Foundation dictionaries.
  let rowsAsFoundation: Bool
  /// The rows read as Foundation dictionaries since the last query change.
  private var foundationRows: [Int: [String: Any]] = [:]
  private let cells = CellPool()

  init(displayedAttribute: String, rowsAsFoundation: Bool) {
    self.displayedAttribute = displayedAttribute
    self.rowsAsFoundation = rowsAsFoundation
    tableView.dataSource = self
  }

  /// The pages changed with the query: the converted rows are forgotten, and released in a later block.
  func forgetFoundationRows() {
    let replaced = foundationRows
    foundationRows = [:]
    DeferredRelease.release(replaced, on: .main)
  }

  func reload() { tableView.reloadData() }

  func scrollToTop() { tableView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: true) }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { hitsSource?.numberOfHits() ?? 0 }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    let cell = cells.cell(at: indexPath)
    guard rowsAsFoundation else {
      cell.textLabel?.text = hitsSource?.hit(atIndex: indexPath.row)?[displayedAttribute]?.stringValue
      return cell
    }
    let row = indexPath.row
    let hit: [String: Any]
    if let converted = foundationRows[row] {
      hitsSource?.notifyDidPresentRow(atIndex: row)
      hit = converted
    } else {
      hit = hitsSource?.hit(atIndex: row)?.foundationObject ?? [:]
      foundationRows[row] = hit
    }
    cell.textLabel?.text = hit[displayedAttribute] as? String
    return cell
  }
}

/// The v2 screen's facet list view: a table of the values the connection pushes, each showing its value.
private final class V2FacetTable: FacetListController, HeadlessTableViewDataSource {
  var onClick: ((Facet) -> Void)?
  /// The table showing the values.
  let tableView = LaidOutTableView(frame: .zero, style: .plain)
  /// How many times the connection pushed values.
  private(set) var pushCount = 0
  private var items: [SelectableItem<Facet>] = []
  private let cells = CellPool()

  init() { tableView.dataSource = self }

  func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
    items = selectableItems
    pushCount += 1
  }

  func reload() { tableView.reloadData() }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    let cell = cells.cell(at: indexPath)
    cell.textLabel?.text = items[indexPath.row].item.value
    return cell
  }
}

/// The v2 screen's stats label.
private final class V2StatsLabel: ItemTextController {
  /// The label showing the text.
  let label = HeadlessLabel(frame: .zero)
  /// How many texts were set.
  private(set) var setCount = 0

  func setItem(_ item: String?) {
    label.text = item
    setCount += 1
  }
}
