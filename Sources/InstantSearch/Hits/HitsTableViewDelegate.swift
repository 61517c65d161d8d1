import Foundation

/// Selection in a hits table.
public protocol HitsTableViewDelegate: AnyObject {
  /// A hit's row was selected.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any])
}
