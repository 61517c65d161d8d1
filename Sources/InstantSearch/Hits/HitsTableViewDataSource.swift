import Foundation

/// Cells of a hits table.
public protocol HitsTableViewDataSource: NoResultsTableViewDataSource {
  /// The cell showing a hit.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> HeadlessTableViewCell
}
