import Foundation

/// The empty-state view of a table; the hits and refinement data sources share it, so one object may serve both.
public protocol NoResultsTableViewDataSource: AnyObject {
  /// The view shown when there is nothing to list; by default a centred `No results available` label.
  func viewForNoResults(in tableView: HeadlessTableView) -> HeadlessView
}

extension NoResultsTableViewDataSource {
  /// A centred `No results available` label.
  public func viewForNoResults(in tableView: HeadlessTableView) -> HeadlessView { defaultNoResultsView(in: tableView) }
}
