import Foundation

/// A table of the hits of one index, with infinite scrolling.
open class HitsTableWidget: HeadlessTableView, HitsViewDelegate, AlgoliaWidget {
  /// The view model answering rows and hits (a ``HitsViewModel``).
  public var viewModel: HitsViewModelDelegate!
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// Hits per page, written into the parameters at registration (20).
  public var hitsPerPage: UInt = Constants.Defaults.hitsPerPage
  /// Whether reading rows near the end loads the next page (true).
  public var infiniteScrolling: Bool = Constants.Defaults.infiniteScrolling
  /// How close to the end a read row loads the next page (5).
  public var remainingItemsBeforeLoading: UInt = Constants.Defaults.remainingItemsBeforeLoading
  /// Whether hits show for an empty query (true).
  public var showItemsOnEmptyQuery: Bool = Constants.Defaults.showItemsOnEmptyQuery

  /// Creates a table with a style.
  public override init(frame: CGRect, style: HeadlessTableView.Style) {
    super.init(frame: frame, style: style)
    viewModel = HitsViewModel(view: self)
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    viewModel = HitsViewModel(view: self)
  }

  /// Scrolls to the first row.
  public func scrollTop() { scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: true) }

  /// Reloads the table.
  public func reloadHits() { reloadData() }
}

/// The short name of ``HitsTableWidget``.
public typealias HitsWidget = HitsTableWidget
