import Foundation

/// A collection listing the values of one facet; selecting an item toggles the value and searches.
open class RefinementCollectionWidget: HeadlessCollectionView, RefinementMenuViewDelegate, AlgoliaWidget {
  /// The view model answering items and selection (a ``RefinementMenuViewModel``).
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
  /// The most items shown (10).
  public var limit: Int = Constants.Defaults.limit
  /// Whether several values may be selected (true); an `and` list without it selects one value.
  public var areMultipleSelectionsAllowed: Bool = Constants.Defaults.areMultipleSelectionsAllowed

  /// Creates a collection with a layout.
  public override init(frame: CGRect, collectionViewLayout layout: HeadlessCollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
    viewModel = RefinementMenuViewModel(view: self)
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    viewModel = RefinementMenuViewModel(view: self)
  }

  /// Reloads the collection.
  public func reloadRefinements() { reloadData() }

  /// Deselects an item.
  public func deselectRow(at indexPath: IndexPath) { deselectItem(at: indexPath, animated: true) }
}
