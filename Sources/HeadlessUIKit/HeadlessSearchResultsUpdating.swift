import Foundation

/// The object a ``HeadlessSearchController`` asks to update results: the headless `UISearchResultsUpdating`.
public protocol HeadlessSearchResultsUpdating: AnyObject {
  /// The search controller was activated or deactivated, or the user edited its bar's text.
  func updateSearchResults(for searchController: HeadlessSearchController)
}
