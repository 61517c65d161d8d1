import Foundation

/// A controller managing a search bar and result updates: the headless stand-in for `UISearchController`.
///
/// Its ``searchResultsUpdater`` is asked to update when the controller is activated or deactivated (including
/// by its bar becoming first responder, or the cancel button) and on each ``HeadlessSearchBar/userType(_:)``.
open class HeadlessSearchController: HeadlessViewController {
  /// The search bar of the controller.
  public let searchBar: HeadlessSearchBar

  /// The controller showing results, if any.
  public let searchResultsController: HeadlessViewController?

  /// The object updating results, held weakly.
  open weak var searchResultsUpdater: HeadlessSearchResultsUpdating?

  /// Whether the search interface is shown; `false` by default. Changing it asks the updater to update.
  open var isActive: Bool = false {
    didSet {
      if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) }
    }
  }

  /// Whether the underlying content is obscured while searching; `true` by default. Stored only.
  open var obscuresBackgroundDuringPresentation: Bool = true

  /// Whether the navigation bar hides while searching; `true` by default. Stored only.
  open var hidesNavigationBarDuringPresentation: Bool = true

  /// Whether the results controller shows even while the search text is empty; `false` by default.
  open var showsSearchResultsController: Bool = false

  /// Whether the search bar shows its cancel button while the search is active; `true` by default.
  open var automaticallyShowsCancelButton: Bool = true

  /// Creates a search controller with its search bar.
  ///
  /// - Parameter searchResultsController: The controller showing results; `nil` to show them in place.
  public init(searchResultsController: HeadlessViewController?) {
    self.searchResultsController = searchResultsController
    searchBar = HeadlessSearchBar(frame: .zero)
    super.init(nibName: nil, bundle: nil)
    searchBar.owningSearchController = self
  }

  /// Creates it as a storyboard would, as a search controller without results controller; the coder is unread.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    searchBar = HeadlessSearchBar(frame: .zero)
    super.init(coder: coder)
    searchBar.owningSearchController = self
  }

  /// Creates a search controller without results controller.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  /// Tells the updater that the user edited the bar's text.
  func searchBarTextDidChange() {
    searchResultsUpdater?.updateSearchResults(for: self)
  }
}
