import Foundation

/// The object answering a ``HeadlessTableView``'s rows: the headless `UITableViewDataSource`.
///
/// UIKit's optional members are requirements with default implementations. A default is chosen for the class
/// adopting the protocol: declare the optional members in that class, not only in a subclass.
public protocol HeadlessTableViewDataSource: AnyObject {
  /// The number of rows of a section.
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell
  /// The number of sections; `1` by default.
  func numberOfSections(in tableView: HeadlessTableView) -> Int
  /// The title of a section's header; `nil` by default.
  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String?
}

extension HeadlessTableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? { nil }
}
