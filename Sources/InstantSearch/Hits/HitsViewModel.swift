import Foundation
import InstantSearchCore

/// The logic of a hits view, over a v2 `HitsInteractor<JSON>` that holds the pages shown.
///
/// Connections: its interactor to the searcher's `hitsSearcher` (`connectSearcher`, with
/// `startsOverOnEverySearch` on: every search but a load-more page starts the pages over when its results
/// arrive, as in v1), with the interactor's infinite scrolling loading pages through the searcher's
/// `loadMore()`; the interactor's `onResultsUpdated` to the view (reload, scrolling to the top on page 0); the
/// searcher's reset, which forgets the pages as it empties the searcher's hits.
///
/// Every response of the shared search session, v1's or one a v2 component launched, updates the interactor
/// through the connection, before the searcher's delegate hears of it, as v1's views were. Rows are the
/// interactor's hits: the pages loaded for the current search. Reading a row within
/// ``remainingItemsBeforeLoading`` of the end makes the interactor ask for the next page (its infinite
/// scrolling offset is that threshold, and off when ``infiniteScrolling`` is off), which goes through the
/// searcher's `loadMore()` with its notifications, user info and guards; a page it declines is asked for again
/// on a later read. v1's empty-query rule stays in this adapter: with ``showItemsOnEmptyQuery`` off, an empty
/// next query (`searcher.params.query`) shows no rows. The searcher keeps its own accumulated `hits` (v1's
/// `SearchResults.allHits`), which its delegate, handlers and notifications hand out.
public final class HitsViewModel: NSObject, HitsViewModelDelegate, SearchableIndexViewModel, ResultingDelegate,
  ResettableDelegate, SearcherConnectedViewModel
{
  private var explicitSearcherId: SearcherId?
  var searcher: Searcher!
  private var searcherConnection: HitsInteractor<JSON>.HitsSearcherConnection?
  private let pageLoader = V1PageLoader()

  /// The view, held weakly.
  public weak var view: HitsViewDelegate?

  /// The v2 interactor holding the loaded pages.
  public let hitsInteractor: HitsInteractor<JSON>
  /// The rows read so far as Foundation dictionaries, each converted on its first read after the pages changed
  /// (a reload reads every visible row again; the hits themselves stay in the interactor).
  private var foundationRows: [Int: [String: Any]] = [:]

  /// Creates a view model without a view (set ``searcherId`` for multi-index use).
  public override init() {
    hitsInteractor = .v1Pages()
    super.init()
    forgetConvertedRows()
  }

  /// Creates the view model of a view.
  public init(view: HitsViewDelegate) {
    self.view = view
    hitsInteractor = .v1Pages()
    super.init()
    forgetConvertedRows()
  }

  /// Forgets the converted rows when the pages start over. They are released in a later block on the searcher's
  /// completion queue, where responses are delivered (``DeferredRelease``, as the searcher releases the results a
  /// newer one replaced): freeing them would otherwise delay the reload of the new rows.
  private func forgetConvertedRows() {
    hitsInteractor.onRequestChanged.subscribe(with: self) { viewModel, _ in
      let replaced = viewModel.foundationRows
      viewModel.foundationRows = [:]
      DeferredRelease.release(replaced, on: viewModel.searcher?.completionQueue ?? .main)
    }
  }

  /// Reloads the view with each response applied (scrolling to the top on a first page with rows).
  private func presentHits() {
    hitsInteractor.onResultsUpdated.cancelSubscription(for: self)
    hitsInteractor.onResultsUpdated.subscribe(with: self) { viewModel, response in
      viewModel.view?.reloadHits()
      if (response.page ?? 0) == 0 && viewModel.numberOfRows() > 0 { viewModel.view?.scrollTop() }
    }
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

  /// Writes ``hitsPerPage`` into the parameters and connects the interactor to the searcher's `hitsSearcher`,
  /// taking the pages of its current results (and forgetting them when the searcher is reset, which empties its
  /// hits); reloads the view when there are no hits yet. No search.
  public func configure(with searcher: Searcher) {
    searcherConnection?.disconnect()
    self.searcher?.onReset.cancelSubscription(for: self)
    self.searcher = searcher
    searcher.onReset.subscribe(with: self) { viewModel, _ in viewModel.hitsInteractor.notifyQueryChanged() }
    searcher.params.hitsPerPage = hitsPerPage
    hitsInteractor.onResultsUpdated.cancelSubscription(for: self)
    searcherConnection = hitsInteractor.connectV1Searcher(searcher)
    pageLoader.searcher = searcher
    pageLoader.interactor = hitsInteractor
    hitsInteractor.pageLoader = pageLoader
    presentHits()
    if searcher.hits.isEmpty { view?.reloadHits() }
  }

  /// The loaded hits count; 0 before configuration, and for an empty next query when empty queries show
  /// nothing.
  public func numberOfRows() -> Int {
    guard let searcher else { return 0 }
    if !showItemsOnEmptyQuery, (searcher.params.query ?? "").isEmpty { return 0 }
    return hitsInteractor.numberOfHits()
  }

  /// The hit of a row; reading a row within ``remainingItemsBeforeLoading`` of the end loads the next page.
  public func hitForRow(at indexPath: IndexPath) -> [String: Any] {
    guard searcher != nil else { return [:] }
    let row = indexPath.row
    let scrolling: InfiniteScrolling = infiniteScrolling ? .on(withOffset: Int(remainingItemsBeforeLoading)) : .off
    if hitsInteractor.settings.infiniteScrolling != scrolling { hitsInteractor.settings.infiniteScrolling = scrolling }
    if let hit = foundationRows[row] {
      hitsInteractor.notifyDidPresentRow(atIndex: row)
      return hit
    }
    let hit = hitsInteractor.hit(atIndex: row)?.foundationObject ?? [:]
    foundationRows[row] = hit
    return hit
  }

  /// Reloads the view, scrolling to the top on a first page with rows; errors change nothing.
  ///
  /// Registered with ``InstantSearch``, the view model receives its searcher's responses through its
  /// interactor's connection instead; this entry point is for code handing it results itself.
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

/// Loads the pages a v1 hits view's interactor asks for through v1's `loadMore()`: only the next page of the
/// delivered search, with v1's notifications and `isLoadingMore` user info; a page it declines is no longer
/// pending in the interactor.
private final class V1PageLoader: PageLoadable {
  weak var searcher: Searcher?
  weak var interactor: HitsInteractor<JSON>?

  func loadPage(atIndex pageIndex: Int) {
    guard let searcher, searcher.loadMore(page: pageIndex) else {
      interactor?.cancelPendingPage(pageIndex)
      return
    }
  }
}
