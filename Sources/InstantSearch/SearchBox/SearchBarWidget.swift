import Foundation

/// A search bar driving the query: every text change searches (no debounce), and so does gaining focus.
open class SearchBarWidget: HeadlessSearchBar, SearchControlViewDelegate, AlgoliaWidget, HeadlessSearchBarDelegate {
  /// The searching view model (a ``SearchViewModel``).
  public var viewModel: SearchControlViewModelDelegate!
  /// The index targeted in multi-index mode; `""` drives every searcher.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant

  /// Creates a search bar that is its own delegate.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    delegate = self
    viewModel = SearchViewModel(view: self)
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    delegate = self
    viewModel = SearchViewModel(view: self)
  }

  /// Searches the new text.
  open func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
    viewModel.search(query: searchText)
  }

  /// Searches the current text when the bar gains focus.
  open func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {
    viewModel.search(query: searchBar.text)
  }

  /// Shows a text, resigning first responder when asked.
  public func set(text: String, andResignFirstResponder resignFirstResponder: Bool) {
    self.text = text
    if resignFirstResponder { _ = self.resignFirstResponder() }
  }
}
