import Foundation

/// The object told of a ``HeadlessTableView``'s user interaction: the headless `UITableViewDelegate`.
///
/// Every member has a default implementation doing nothing. A default is chosen for the class adopting the
/// protocol: declare the callbacks in that class, not only in a subclass.
public protocol HeadlessTableViewDelegate: AnyObject {
  /// The user selected a row (``HeadlessTableView/userSelectRow(at:)``); programmatic selection does not call it.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath)
}

extension HeadlessTableViewDelegate {
  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {}
}
