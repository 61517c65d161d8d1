import Foundation

// Driving the query from a plain search bar or search controller.
extension InstantSearch: HeadlessSearchBarDelegate, HeadlessSearchResultsUpdating {
  /// Becomes the search controller's results updater: each activation and text change searches its bar's text.
  public func register(searchController: HeadlessSearchController, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.registerSearchInput, file: file, line: line)
    searchController.searchResultsUpdater = self
  }

  /// Searches the search controller's bar text, when it has one.
  public func updateSearchResults(for searchController: HeadlessSearchController) {
    guard let text = searchController.searchBar.text else { return }
    search(with: text)
  }

  /// Becomes the search bar's delegate (replacing any other): every text change searches, no debounce.
  public func register(searchBar: HeadlessSearchBar, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.registerSearchInput, file: file, line: line)
    searchBar.delegate = self
  }

  /// Searches the new text.
  public func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
    search(with: searchText)
  }

  /// Searches the bar's text when it gains focus.
  public func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {
    guard let text = searchBar.text else { return }
    search(with: text)
  }
}
