import Foundation
import InstantSearch
import InstantSearchCore
import LocalSearch

/// The screens' views filled by hand, without a searcher, component or event of the library: the floor of any
/// screen that shows what the v1 and v2 screens show. A keystroke calls `LocalClient.search` with the screens' query
/// (text, 20 hits per page, the facet) and hands the response to a block on the main queue, which fills the same
/// headless tables and label the v2 screen uses: the hits table reads the response's hits, the facet list shows the
/// first ``visibleRowCount`` values by count, then lower-cased value, and the stats label gets the v2 screen's text.
///
/// The facet values are ordered by the core's `FacetListPresenter`, called as a function: a hand-written ordering
/// (lower-casing the values whose counts tie with the last one shown, then sorting) took about a sixth more
/// instructions, taking the facet values from the response included. What the screen takes beyond
/// ``EngineOnMainScreen`` is the views' own work (ordering the facet values, laying out the rows, writing the
/// labels); what the v2 screen takes beyond it is the library's: its searcher, components, connections and events.
final class HandWrittenScreen: KeystrokeScreen {
  let name = "hand-written"

  private let client: LocalClient
  private let indexName: String
  private let facetAttribute: String
  /// The hits table: each row shows the hit's displayed attribute.
  private let hitsTable: HandWrittenTable<Hit<JSON>>
  /// The facet list: each row shows its value.
  private let facetTable = HandWrittenTable<String> { $0 }
  private let statsLabel = HeadlessLabel(frame: .zero)
  private var record = DeliveryRecord()

  /// Builds the views without searching.
  ///
  /// - Parameters:
  ///   - client: The engine.
  ///   - indexName: The index searched.
  ///   - facetAttribute: The facet list's attribute.
  ///   - displayedAttribute: The hit attribute a hits row shows.
  init(client: LocalClient, indexName: String, facetAttribute: String, displayedAttribute: String) {
    self.client = client
    self.indexName = indexName
    self.facetAttribute = facetAttribute
    hitsTable = HandWrittenTable { $0.object[displayedAttribute]?.stringValue }
  }

  func type(_ text: String) {
    record.keystrokeTyped()
    client.search(text, indexName: indexName, facetAttribute: facetAttribute, onMainFor: name) { [weak self] response in
      self?.show(response)
    }
  }

  /// Fills the views with a response, on the main queue.
  private func show(_ response: SearchResponse) {
    hitsTable.show(response.hits)
    facetTable.show(Self.firstValues(response.facets?[facetAttribute] ?? [], count: visibleRowCount))
    statsLabel.text = "\(response.nbHits ?? 0) results for \(String(describing: response.query))"
    record.delivered(query: response.query, hitCount: response.hits.count)
  }

  /// The first `count` values of a facet ordered as the v2 screen's presenter orders them (by count descending,
  /// then lower-cased value), by the same presenter: the fastest ordering the package has, used as a function.
  private static func firstValues(_ facets: [Facet], count: Int) -> [String] {
    let items = facets.map { SelectableItem(item: $0, isSelected: false) }
    let presenter = FacetListPresenter(sortBy: [.count(order: .descending)], limit: count)
    return presenter.transform(refinementFacets: items).map(\.item.value)
  }

  func shownState(for text: String) -> ShownState? {
    guard record.shownState(for: text) != nil, let stats = statsLabel.text else { return nil }
    return ShownState(
      hitRows: hitsTable.tableView.visible.rowCount, firstHit: hitsTable.tableView.visible.firstRowText,
      facetRows: facetTable.tableView.visible.rowCount, firstFacet: facetTable.tableView.visible.firstRowText,
      stats: stats)
  }

  var progress: String { record.progress }
}

/// A table of the hand-written screen: the rows it was last shown, each showing its text.
private final class HandWrittenTable<Row>: HeadlessTableViewDataSource {
  /// The table showing the rows.
  let tableView = LaidOutTableView(frame: .zero, style: .plain)
  private let text: (Row) -> String?
  private var rows: [Row] = []
  private let cells = CellPool()

  /// A table showing `text` of each row.
  init(text: @escaping (Row) -> String?) {
    self.text = text
    tableView.dataSource = self
  }

  /// Shows `rows` and lays out the visible ones.
  func show(_ rows: [Row]) {
    self.rows = rows
    tableView.reloadData()
  }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    let cell = cells.cell(at: indexPath)
    cell.textLabel?.text = text(rows[indexPath.row])
    return cell
  }
}
