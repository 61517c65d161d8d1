import Foundation
import InstantSearch

/// How many rows a table lays out after each reload: the rows a phone screen shows.
let visibleRowCount = 10

/// Reused cells, one per visible row, so that laying out rows sets labels instead of creating views (as a
/// table's reuse queue does; headless tables create a cell on every dequeue).
final class CellPool {
  private var cells: [HeadlessTableViewCell] = []

  /// The cell of a row, created on first use.
  func cell(at indexPath: IndexPath) -> HeadlessTableViewCell {
    while cells.count <= indexPath.row { cells.append(HeadlessTableViewCell(style: .default, reuseIdentifier: "row")) }
    return cells[indexPath.row]
  }
}

/// What laying out a table's visible rows read: its row count and the first row's text.
struct VisibleRows {
  /// The row count read by the last layout.
  private(set) var rowCount = 0
  /// The text of the first row at the last layout; `nil` when there was no row.
  private(set) var firstRowText: String?

  /// Asks the table's data source for the visible rows' cells, as a table's layout pass after `reloadData()`
  /// does.
  mutating func layOut(_ table: HeadlessTableView) {
    let cells = table.displayRows(0..<visibleRowCount)
    rowCount = table.numberOfRows(inSection: 0)
    firstRowText = cells.first?.textLabel?.text
  }
}

/// A v1 hits table whose reload also lays out the visible rows.
final class LaidOutHitsTableWidget: HitsTableWidget {
  /// What the last layout read.
  private(set) var visible = VisibleRows()

  override func reloadData() {
    super.reloadData()
    visible.layOut(self)
  }
}

/// A v1 refinement table whose reload also lays out the visible rows.
final class LaidOutRefinementTableWidget: RefinementTableWidget {
  /// What the last layout read.
  private(set) var visible = VisibleRows()

  override func reloadData() {
    super.reloadData()
    visible.layOut(self)
  }
}

/// A plain table (the v2 screen's hits and facet list) whose reload also lays out the visible rows.
final class LaidOutTableView: HeadlessTableView {
  /// What the last layout read.
  private(set) var visible = VisibleRows()

  override func reloadData() {
    super.reloadData()
    visible.layOut(self)
  }
}
