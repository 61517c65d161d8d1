import Foundation

/// A collection of the hits of one index, with infinite scrolling.
open class HitsCollectionWidget: HeadlessCollectionView, HitsViewDelegate, AlgoliaWidget {
  /// The view model answering rows and hits (a ``HitsViewModel``).
  public var viewModel: HitsViewModelDelegate!
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// Hits per page, written into the parameters at registration (20).
  public var hitsPerPage: UInt = Constants.Defaults.hitsPerPage
  /// Whether reading items near the end loads the next page (true).
  public var infiniteScrolling: Bool = Constants.Defaults.infiniteScrolling
  /// How close to the end a read item loads the next page (5).
  public var remainingItemsBeforeLoading: UInt = Constants.Defaults.remainingItemsBeforeLoading
  /// Whether hits show for an empty query (true).
  public var showItemsOnEmptyQuery: Bool = Constants.Defaults.showItemsOnEmptyQuery

  /// Creates a collection with a layout.
  public override init(frame: CGRect, collectionViewLayout layout: HeadlessCollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
    viewModel = HitsViewModel(view: self)
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    viewModel = HitsViewModel(view: self)
  }

  /// Scrolls back to the top, above the content inset.
  public func scrollTop() { setContentOffset(CGPoint(x: 0, y: -contentInset.top), animated: true) }

  /// Reloads the collection.
  public func reloadHits() { reloadData() }
}
