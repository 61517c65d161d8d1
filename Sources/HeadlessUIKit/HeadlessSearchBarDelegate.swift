import Foundation

/// The delegate of a ``HeadlessSearchBar``: the headless `UISearchBarDelegate`, with v1's spellings.
///
/// Every member has a default implementation doing nothing. A default is chosen for the class adopting the
/// protocol: declare the callbacks in that class, not only in a subclass.
public protocol HeadlessSearchBarDelegate: AnyObject {
  /// The user changed the text (``HeadlessSearchBar/userType(_:)``); programmatic changes do not call it.
  func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String)
  /// Editing began: the search bar became first responder.
  func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar)
  /// Editing ended: the search bar resigned first responder.
  func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar)
  /// The user tapped the cancel button.
  func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar)
  /// The user tapped the search key.
  func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar)
}

extension HeadlessSearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) {}
}
