import Foundation

/// The logic of a hits view: rows are the searcher's accumulated hits, reading rows near the end loads the next
/// page, new results reload the view (and scroll to the top on page 0).
public final class HitsViewModel: NSObject, HitsViewModelDelegate, SearchableIndexViewModel, ResultingDelegate,
  ResettableDelegate
{
  private var explicitSearcherId: SearcherId?
  var searcher: Searcher!

  /// The view, held weakly.
  public weak var view: HitsViewDelegate?

  /// Creates a view model without a view (set ``searcherId`` for multi-index use).
  public override init() { super.init() }

  /// Creates the view model of a view.
  public init(view: HitsViewDelegate) {
    self.view = view
    super.init()
  }

  /// The searcher targeted: set explicitly, else the view's index and variant.
  public var searcherId: SearcherId {
    get { resolveSearcherId(explicit: explicitSearcherId, view: view) }
    set { explicitSearcherId = newValue }
  }

  /// The view's hits per page, else 20.
  public var hitsPerPage: UInt { view?.hitsPerPage ?? Constants.Defaults.hitsPerPage }
  /// The view's infinite scrolling flag, else true.
  public var infiniteScrolling: Bool { view?.infiniteScrolling ?? Constants.Defaults.infiniteScrolling }
  /// The view's loading threshold, else 5.
  public var remainingItemsBeforeLoading: UInt { view?.remainingItemsBeforeLoading ?? Constants.Defaults.remainingItemsBeforeLoading }
  /// The view's empty-query flag, else true.
  public var showItemsOnEmptyQuery: Bool { view?.showItemsOnEmptyQuery ?? Constants.Defaults.showItemsOnEmptyQuery }
  /// The searcher's parameters (available once configured).
  public var params: SearchParameters { searcher.params }

  /// Writes ``hitsPerPage`` into the parameters and reloads the view when there are no hits yet. No search.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    searcher.params.hitsPerPage = hitsPerPage
    if searcher.hits.isEmpty { view?.reloadHits() }
  }

  /// The accumulated hits count; 0 before configuration, and for an empty next query when empty queries show
  /// nothing.
  public func numberOfRows() -> Int {
    guard let searcher else { return 0 }
    if !showItemsOnEmptyQuery, (searcher.params.query ?? "").isEmpty { return 0 }
    return searcher.hits.count
  }

  /// The hit of a row; reading a row within ``remainingItemsBeforeLoading`` of the end loads the next page.
  public func hitForRow(at indexPath: IndexPath) -> [String: Any] {
    guard let searcher else { return [:] }
    loadMoreIfNecessary(rowNumber: indexPath.row)
    return searcher.hits[indexPath.row]
  }

  func loadMoreIfNecessary(rowNumber: Int) {
    guard infiniteScrolling, rowNumber + Int(remainingItemsBeforeLoading) >= searcher.hits.count else { return }
    searcher.loadMore()
  }

  /// Reloads the view on results (and scrolls to the top on a first page with rows); errors change nothing.
  public func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    guard let results else {
      if let error { debugLog(error) }
      return
    }
    view?.reloadHits()
    if results.page == 0 && numberOfRows() > 0 { view?.scrollTop() }
  }

  /// Reloads the view.
  public func onReset() { view?.reloadHits() }
}
