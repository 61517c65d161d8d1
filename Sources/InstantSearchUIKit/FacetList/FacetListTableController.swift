import Foundation
import InstantSearchCore

/// Shows facet values in a table view, a check mark on the selected ones, and reports taps: InstantSearch 7's
/// UIKit facet list controller, on the headless table view.
///
/// Connect it with `FacetListConnector(…, controller:)` or `facetListInteractor.connectController(_:)`. Each row
/// reads `"value (count)"`, or the text ``facetFormatter`` gives when it is set.
open class FacetListTableController: NSObject, FacetListController {
  /// Set by the connection: called with the facet of a tapped row.
  public var onClick: ((Facet) -> Void)?
  /// The table showing the values.
  public let tableView: UITableView
  /// The values shown, with their selection state, in display order.
  public private(set) var selectableItems: [SelectableItem<Facet>] = []
  /// The text of a row; `"value (count)"` when `nil`.
  public var facetFormatter: ((Facet) -> String)?
  /// The reuse identifier of the rows' cells.
  public let cellID: String

  /// Creates a controller of a table view; it becomes the table's data source and delegate.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cellID: The reuse identifier registered for the rows' cells.
  public init(tableView: UITableView, cellID: String = "FacetList") {
    self.tableView = tableView
    self.cellID = cellID
    super.init()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellID)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// Keeps the values to show; ``reload()`` shows them.
  open func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
    self.selectableItems = selectableItems
  }

  /// Reloads the table.
  open func reload() {
    tableView.reloadData()
  }
}

extension FacetListTableController: UITableViewDataSource {
  /// One row per value.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    selectableItems.count
  }

  /// The value's text, checked when it is selected.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
    let item = selectableItems[indexPath.row]
    cell.textLabel?.text = facetFormatter?(item.item) ?? "\(item.item.value) (\(item.item.count))"
    cell.accessoryType = item.isSelected ? .checkmark : .none
    return cell
  }
}

extension FacetListTableController: UITableViewDelegate {
  /// Reports the tapped value through ``onClick``.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard selectableItems.indices.contains(indexPath.row) else { return }
    onClick?(selectableItems[indexPath.row].item)
  }
}
