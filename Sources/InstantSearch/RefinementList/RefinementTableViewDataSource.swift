import Foundation

/// Cells of a refinement table.
public protocol RefinementTableViewDataSource: NoResultsTableViewDataSource {
  /// The cell showing a facet value, its count and whether it is refined.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
    -> HeadlessTableViewCell
}
