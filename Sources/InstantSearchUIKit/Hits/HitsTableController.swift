import Foundation
import InstantSearchCore

/// Shows the hits of a ``InstantSearchCore/HitsSource`` (a `HitsInteractor`) in a table view: InstantSearch 7's
/// UIKit hits controller, on the headless table view.
///
/// Connect it with `hitsInteractor.connectController(_:)`; the connection sets ``hitsSource`` and reloads the
/// table on each result. The table's rows come from ``dataSource`` and taps go to ``delegate``, closure-based
/// helpers that read the hits from the same source.
open class HitsTableController<Source: HitsSource>: NSObject, HitsController {
  /// The table showing the hits.
  public let tableView: UITableView

  /// The source of the hits, set by the connection; handed on to ``dataSource`` and ``delegate``.
  public weak var hitsSource: Source? {
    didSet {
      dataSource?.hitsSource = hitsSource
      delegate?.hitsSource = hitsSource
    }
  }

  /// Builds the table's cells; becomes the table's data source when set.
  public var dataSource: HitsTableViewDataSource<Source>? {
    didSet {
      dataSource?.hitsSource = hitsSource
      tableView.dataSource = dataSource
    }
  }

  /// Handles taps on the table's rows; becomes the table's delegate when set.
  public var delegate: HitsTableViewDelegate<Source>? {
    didSet {
      delegate?.hitsSource = hitsSource
      tableView.delegate = delegate
    }
  }

  /// Creates a controller of a table view.
  public init(tableView: UITableView) {
    self.tableView = tableView
    super.init()
  }

  /// Reloads the table.
  open func reload() {
    tableView.reloadData()
  }

  /// Scrolls back to the first row, when there is one.
  open func scrollToTop() {
    guard tableView.numberOfSections > 0, tableView.numberOfRows(inSection: 0) != 0 else { return }
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
  }
}
