import Foundation

/// A table listing the values of one facet; selecting a row toggles the value and searches.
open class RefinementTableWidget: HeadlessTableView, RefinementMenuViewDelegate, AlgoliaWidget {
  /// The view model answering rows and selection (a ``RefinementMenuViewModel``).
  public var viewModel: RefinementMenuViewModelDelegate!
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// The facet listed; required before registration.
  public var attribute: String = Constants.Defaults.attribute
  /// Whether refined values come first (true).
  public var refinedFirst: Bool = Constants.Defaults.refinedFirst
  /// `count:desc` (default), `count:asc`, `name:asc` or `name:desc`.
  public var sortBy: String = Constants.Defaults.sortBy
  /// `or` (default) or `and`.
  public var `operator`: String = Constants.Defaults.operatorRefinement
  /// The most rows shown (10).
  public var limit: Int = Constants.Defaults.limit
  /// Whether several values may be selected (true); an `and` list without it selects one value.
  public var areMultipleSelectionsAllowed: Bool = Constants.Defaults.areMultipleSelectionsAllowed

  /// Creates a table with a style.
  public override init(frame: CGRect, style: HeadlessTableView.Style) {
    super.init(frame: frame, style: style)
    viewModel = RefinementMenuViewModel(view: self)
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    viewModel = RefinementMenuViewModel(view: self)
  }

  /// Reloads the table.
  public func reloadRefinements() { reloadData() }

  /// Deselects a row.
  public func deselectRow(at indexPath: IndexPath) { deselectRow(at: indexPath, animated: true) }
}

/// The short name of ``RefinementTableWidget``.
public typealias RefinementListWidget = RefinementTableWidget
