import Foundation
import InstantSearch

/// Refinement cells showing a facet value with its count, checked when refined, so a snapshot shows the rows a
/// person sees.
final class FacetCountCells: RefinementTableViewDataSource {
  /// The controllers wired to tables (a table holds its data source weakly, as in UIKit).
  private var controllers: [RefinementController] = []

  /// Makes these cells the rows of `table`, through a v1 `RefinementController`.
  func show(in table: RefinementTableWidget) {
    let controller = RefinementController(table: table)
    controller.tableDataSource = self
    table.dataSource = controller
    table.delegate = controller
    controllers.append(controller)
  }

  func tableView(
    _ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
  ) -> HeadlessTableViewCell {
    let cell = HeadlessTableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = facet
    cell.detailTextLabel?.text = "\(count)"
    cell.accessoryType = refined ? .checkmark : .none
    return cell
  }
}
