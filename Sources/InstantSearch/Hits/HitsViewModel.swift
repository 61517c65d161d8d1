import Foundation
import InstantSearchCore

/// The logic of a hits view, over a v2 `HitsInteractor<JSON>` that holds the pages shown.
///
/// Connections: none of the core's; the binder hands it each delivery of its searcher, which it applies to the
/// interactor.
///
/// Each delivered response is applied to the interactor (a new query first invalidates its pages, a
/// load-more response adds a page), so rows are the hits of every page loaded for the current query. v1's
/// rules stay in this adapter: reading a row within ``remainingItemsBeforeLoading`` of the end asks the
/// searcher for the next page (`loadMore()`; the interactor's own infinite scrolling is off), an empty next
/// query shows no rows when ``showItemsOnEmptyQuery`` is off, and results reload the view (scrolling to the top
/// on page 0).
public final class HitsViewModel: NSObject, HitsViewModelDelegate, SearchableIndexViewModel, ResultingDelegate,
  ResettableDelegate
{
  private var explicitSearcherId: SearcherId?
  var searcher: Searcher!

  /// The view, held weakly.
  public weak var view: HitsViewDelegate?

  /// The v2 interactor holding the loaded pages.
  public let hitsInteractor: HitsInteractor<JSON>
  /// The interactor's loaded hits, read once after each response applied (rows are read many times a reload).
  private var rows: [JSON] = []
  /// The rows read so far as Foundation dictionaries, each converted on its first read after a response.
  private var foundationRows: [Int: [String: Any]] = [:]

  /// Creates a view model without a view (set ``searcherId`` for multi-index use).
  public override init() {
    hitsInteractor = .v1Pages()
    super.init()
  }

  /// Creates the view model of a view.
  public init(view: HitsViewDelegate) {
    self.view = view
    hitsInteractor = .v1Pages()
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

  /// Writes ``hitsPerPage`` into the parameters, takes the searcher's current results, and reloads the view
  /// when there are no hits yet. No search.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    searcher.params.hitsPerPage = hitsPerPage
    if let results = searcher.results { apply(results, isLoadingMore: false) }
    if searcher.hits.isEmpty { view?.reloadHits() }
  }

  /// The loaded hits count; 0 before configuration, and for an empty next query when empty queries show
  /// nothing.
  public func numberOfRows() -> Int {
    guard let searcher else { return 0 }
    if !showItemsOnEmptyQuery, (searcher.params.query ?? "").isEmpty { return 0 }
    return rows.count
  }

  /// The hit of a row; reading a row within ``remainingItemsBeforeLoading`` of the end loads the next page.
  public func hitForRow(at indexPath: IndexPath) -> [String: Any] {
    guard searcher != nil else { return [:] }
    let row = indexPath.row
    let hit = foundationRows[row] ?? rows[row].foundationObject ?? [:]
    foundationRows[row] = hit
    loadMoreIfNecessary(rowNumber: row, rowCount: rows.count)
    return hit
  }

  func loadMoreIfNecessary(rowNumber: Int, rowCount: Int) {
    guard infiniteScrolling, rowNumber + Int(remainingItemsBeforeLoading) >= rowCount else { return }
    searcher.loadMore()
  }

  /// Applies results to the interactor and reloads the view (scrolling to the top on a first page with rows);
  /// errors change nothing.
  public func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    guard let results else {
      if let error { debugLog(error) }
      return
    }
    apply(results, isLoadingMore: userInfo[Searcher.userInfoIsLoadingMoreKey] as? Bool ?? false)
    view?.reloadHits()
    if results.page == 0 && numberOfRows() > 0 { view?.scrollTop() }
  }

  private func apply(_ results: SearchResults, isLoadingMore: Bool) {
    hitsInteractor.apply(results, isLoadingMore: isLoadingMore)
    rows = hitsInteractor.getCurrentHits()
    // A further page adds rows after the loaded ones; a new query replaces them all.
    if !isLoadingMore { foundationRows.removeAll(keepingCapacity: true) }
  }

  /// Reloads the view.
  public func onReset() { view?.reloadHits() }
}
