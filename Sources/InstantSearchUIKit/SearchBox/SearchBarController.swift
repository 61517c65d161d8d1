import Foundation
import InstantSearchCore

/// Drives searches from a search bar: InstantSearch 7's UIKit search box controller, on the headless search bar.
///
/// Connect it with `SearchBoxConnector(…, controller:)` or `searchBoxInteractor.connectController(_:)`. It becomes
/// the bar's delegate: an edit reports the text through ``onQueryChanged``, the search key through
/// ``onQuerySubmitted``, and the cancel button clears the text and reports `""`.
open class SearchBarController: NSObject, SearchBoxController {
  /// Set by the connection: called with the text after each edit.
  public var onQueryChanged: ((String?) -> Void)?
  /// Set by the connection: called with the text when the user submits it.
  public var onQuerySubmitted: ((String?) -> Void)?
  /// The search bar.
  public let searchBar: UISearchBar

  /// Creates a controller of a search bar; it becomes the bar's delegate.
  public init(searchBar: UISearchBar) {
    self.searchBar = searchBar
    super.init()
    searchBar.delegate = self
  }

  /// Shows a text in the bar (without reporting it).
  open func setQuery(_ query: String?) {
    searchBar.text = query
  }
}

extension SearchBarController: UISearchBarDelegate {
  /// Reports the edited text.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    onQueryChanged?(searchText)
  }

  /// Reports the submitted text.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    onQuerySubmitted?(searchBar.text)
  }

  /// Clears the text and reports `""`.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    searchBar.text = ""
    onQueryChanged?("")
  }
}
