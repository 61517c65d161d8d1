import Foundation
import InstantSearch
import LocalSearch

/// A v1 search screen on the embedded engine: a search bar, a hits table (20 hits per page), a refinement list
/// on one facet and a stats label, registered with `registerAllWidgets(in:doSearch:)` on an ``InstantSearch``
/// around a `Searcher` of an `Index` of the `LocalClient`. Deliveries go to the main queue (the index's default
/// completion queue).
///
/// A keystroke is the search bar's `userType(_:)`: the widget's delegate path (`SearchViewModel.search(query:)`,
/// the v2 `SearchBoxInteractor` it owns, `Searcher.search()`). The binder updates the three views inside the
/// delivery, before the searcher's delegate, which records what was delivered.
final class V1SearchScreen: KeystrokeScreen {
  let name = "v1"

  private let instantSearch: InstantSearch
  private let container = HeadlessView()
  private let searchBar = SearchBarWidget(frame: .zero)
  private let hitsTable: LaidOutHitsTableWidget
  private let refinementList: LaidOutRefinementTableWidget
  private let statsLabel = StatsLabelWidget(frame: .zero)
  private let hitsController: HitsController
  private let refinementController: RefinementController
  private let cells: V1Cells
  private let deliveries: V1DeliveryProbe

  private var deliveriesBefore = 0
  private var hitsReloadsBefore = 0
  private var refinementReloadsBefore = 0
  private var expectedStatsSuffix = ""

  /// Builds the screen and registers its widgets without searching.
  ///
  /// - Parameters:
  ///   - client: The engine.
  ///   - indexName: The index searched.
  ///   - facetAttribute: The refinement list's attribute.
  ///   - displayedAttribute: The hit attribute a hits row shows.
  init(client: LocalClient, indexName: String, facetAttribute: String, displayedAttribute: String) {
    let searcher = Searcher(index: Index(client: client, name: indexName))
    instantSearch = InstantSearch(searcher: searcher)
    deliveries = V1DeliveryProbe(facetAttribute: facetAttribute)
    cells = V1Cells(displayedAttribute: displayedAttribute)
    let hitsTable = LaidOutHitsTableWidget(frame: .zero, style: .plain)
    let refinementList = LaidOutRefinementTableWidget(frame: .zero, style: .plain)
    self.hitsTable = hitsTable
    self.refinementList = refinementList
    hitsController = HitsController(table: hitsTable)
    refinementController = RefinementController(table: refinementList)

    hitsTable.hitsPerPage = 20
    hitsController.tableDataSource = cells
    hitsTable.dataSource = hitsController
    hitsTable.delegate = hitsController
    refinementList.attribute = facetAttribute
    refinementController.tableDataSource = cells
    refinementList.dataSource = refinementController
    refinementList.delegate = refinementController
    statsLabel.resultTemplate = Self.statsTemplate
    [searchBar, hitsTable, refinementList, statsLabel].forEach(container.addSubview)
    instantSearch.registerAllWidgets(in: container, doSearch: false)
    searcher.delegate = deliveries
  }

  /// v1's stats template showing the hit count and the query (`Optional("…")`, as v1 renders it).
  static let statsTemplate = "{nbHits} results for {query}"

  func type(_ text: String) {
    deliveriesBefore = deliveries.count
    hitsReloadsBefore = hitsTable.reloadCount
    refinementReloadsBefore = refinementList.reloadCount
    expectedStatsSuffix = " results for Optional(\"\(text)\")"
    searchBar.userType(text)
  }

  func shownState(for text: String) -> ShownState? {
    guard deliveries.count > deliveriesBefore, deliveries.query == text,
      hitsTable.reloadCount > hitsReloadsBefore, hitsTable.visible.rowCount == deliveries.hitCount,
      refinementList.reloadCount > refinementReloadsBefore,
      refinementList.visible.rowCount == min(deliveries.facetValueCount, visibleRowCount),
      let stats = statsLabel.text, stats.hasSuffix(expectedStatsSuffix)
    else { return nil }
    return ShownState(
      hitRows: hitsTable.visible.rowCount, firstHit: hitsTable.visible.firstRowText, facetRows: refinementList.visible.rowCount,
      firstFacet: refinementList.visible.firstRowText, stats: stats)
  }

  var progress: String {
    "deliveries \(deliveries.count) (query \(deliveries.query ?? "nil")), hits reloads \(hitsTable.reloadCount) "
      + "(\(hitsTable.visible.rowCount) rows), refinement reloads \(refinementList.reloadCount) "
      + "(\(refinementList.visible.rowCount) rows), stats \(statsLabel.text ?? "nil")"
  }
}

/// The v1 searcher's delegate: records the query and sizes of each delivered response.
///
/// The hit count of the page is computed from `nbHits`, `page` and `hitsPerPage` rather than read from
/// `latestHits`, which would convert the page's hits to Foundation objects: the v2 screen's probe reads its count
/// for free, and the screens' own work is what is compared.
private final class V1DeliveryProbe: SearcherDelegate {
  /// The facet whose values are counted.
  let facetAttribute: String
  /// How many responses were delivered.
  private(set) var count = 0
  /// The query of the last response.
  private(set) var query: String?
  /// The hits of the last response.
  private(set) var hitCount = 0
  /// The number of values of the facet in the last response.
  private(set) var facetValueCount = 0

  init(facetAttribute: String) { self.facetAttribute = facetAttribute }

  func searcher(_ searcher: Searcher, didReceive results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    if let error { print("v1 screen: search error \(error)") }
    count += 1
    query = results?.query
    hitCount = results.map { max(0, min($0.hitsPerPage, $0.nbHits - $0.page * $0.hitsPerPage)) } ?? 0
    facetValueCount = results?.facets(name: facetAttribute)?.count ?? 0
  }
}

/// The cells of the v1 screen's tables: a hit shows one attribute, a facet value shows its value.
private final class V1Cells: HitsTableViewDataSource, RefinementTableViewDataSource {
  /// The hit attribute a hits row shows.
  let displayedAttribute: String
  private let hitCells = CellPool()
  private let facetCells = CellPool()

  init(displayedAttribute: String) { self.displayedAttribute = displayedAttribute }

  func tableView(
    _ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]
  ) -> HeadlessTableViewCell {
    let cell = hitCells.cell(at: indexPath)
    cell.textLabel?.text = hit[displayedAttribute] as? String
    return cell
  }

  func tableView(
    _ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
  ) -> HeadlessTableViewCell {
    let cell = facetCells.cell(at: indexPath)
    cell.textLabel?.text = facet
    return cell
  }
}
