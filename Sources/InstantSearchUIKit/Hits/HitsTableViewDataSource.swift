import Foundation
import InstantSearchCore

/// Builds the cell of one hit: the table, the hit's record and its index path.
public typealias TableViewCellConfigurator<Item> = (UITableView, Item, IndexPath) -> UITableViewCell

/// A table view data source showing one row per hit of a ``InstantSearchCore/HitsSource``, each built by a
/// closure: InstantSearch 7's closure-based alternative to writing a `UITableViewDataSource`.
open class HitsTableViewDataSource<DataSource: HitsSource>: NSObject, UITableViewDataSource {
  /// Builds the cell of a hit.
  public var cellConfigurator: TableViewCellConfigurator<DataSource.Record>
  /// The cell of a row whose hit is not loaded (yet).
  public var templateCellProvider: () -> UITableViewCell
  /// The source of the hits, held weakly; set by ``HitsTableController``.
  public weak var hitsSource: DataSource?

  /// Creates a data source.
  ///
  /// - Parameters:
  ///   - cellConfigurator: Builds the cell of a hit.
  ///   - templateCellProvider: The cell of a row whose hit is not loaded; an empty cell by default.
  public init(
    cellConfigurator: @escaping TableViewCellConfigurator<DataSource.Record>,
    templateCellProvider: @escaping () -> UITableViewCell = { UITableViewCell() }
  ) {
    self.cellConfigurator = cellConfigurator
    self.templateCellProvider = templateCellProvider
    super.init()
  }

  /// The number of hits of the source; 0 without one.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    hitsSource?.numberOfHits() ?? 0
  }

  /// The configured cell of the row's hit, the template cell when the hit is not loaded.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let hit = hitsSource?.hit(atIndex: indexPath.row) else { return templateCellProvider() }
    return cellConfigurator(tableView, hit, indexPath)
  }
}
