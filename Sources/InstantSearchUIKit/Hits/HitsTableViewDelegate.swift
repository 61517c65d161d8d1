import Foundation
import InstantSearchCore

/// Handles a tap on a hit: the table, the hit's record and its index path.
public typealias TableViewClickHandler<Item> = (UITableView, Item, IndexPath) -> Void

/// A table view delegate calling a closure with the hit of a tapped row: InstantSearch 7's closure-based
/// alternative to writing a `UITableViewDelegate`.
open class HitsTableViewDelegate<DataSource: HitsSource>: NSObject, UITableViewDelegate {
  /// Handles a tap on a hit.
  public var clickHandler: TableViewClickHandler<DataSource.Record>
  /// The source of the hits, held weakly; set by ``HitsTableController``.
  public weak var hitsSource: DataSource?

  /// Creates a delegate calling `clickHandler` with the hit of each tapped row.
  public init(clickHandler: @escaping TableViewClickHandler<DataSource.Record>) {
    self.clickHandler = clickHandler
    super.init()
  }

  /// Calls ``clickHandler`` with the row's hit; nothing when it is not loaded.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let hit = hitsSource?.hit(atIndex: indexPath.row) else { return }
    clickHandler(tableView, hit, indexPath)
  }
}
