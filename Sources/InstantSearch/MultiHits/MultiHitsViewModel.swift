import Foundation
import InstantSearchCore

/// The logic of a multi-index hits view: one section per index of the widget, each the hits of its own searcher
/// held by a v2 `HitsInteractor` of its own (no infinite scrolling).
///
/// Connections: each section's interactor to its searcher's `hitsSearcher` (`connectSearcher`, with
/// `startsOverOnEverySearch` on: every search but a load-more page starts the section's pages over when its
/// results arrive, as in v1); each interactor's `onResultsUpdated` to the view (reload); each searcher's reset,
/// which empties its section as it empties the searcher's hits.
///
/// A response updates the section whose searcher delivered it, v1's or one a v2 component launched on that
/// `hitsSearcher`, before the searcher's delegate hears of it; sections are independent v1 searchers, not one
/// multi-query.
public final class MultiHitsViewModel: NSObject, MultiHitsViewModelDelegate, SearchableMultiIndexViewModel,
  ResultingDelegate, ResettableDelegate, SearcherConnectedViewModel
{
  private var explicitSearcherIds: [SearcherId]?
  private var searcherConnections: [HitsInteractor<JSON>.HitsSearcherConnection] = []

  /// The searchers of the sections, in section order.
  public var searchers: [Searcher] = []
  /// The v2 interactors holding each section's pages, in section order.
  public private(set) var hitsInteractors: [HitsInteractor<JSON>] = []
  /// The view, held weakly (v1 held it strongly, a leak nothing relied on).
  public weak var view: MultiHitsViewDelegate?

  /// Creates a view model without a view (set ``searcherIds`` explicitly).
  public override init() { super.init() }

  /// Creates the view model of a view.
  public init(view: MultiHitsViewDelegate) {
    self.view = view
    super.init()
  }

  /// The sections' searchers: set explicitly, else the view's indices with its variants (ignored unless there is
  /// one per index).
  public var searcherIds: [SearcherId] {
    get {
      if let explicitSearcherIds { return explicitSearcherIds }
      guard let view else {
        debugLog("ERROR - ViewModel not associated to any searcherId or View, so it cannot operate")
        return []
      }
      let variants = view.variantsArray.count == view.indicesArray.count ? view.variantsArray : nil
      return view.indicesArray.enumerated().map { SearcherId(index: $0.element, variant: variants?[$0.offset] ?? "") }
    }
    set { explicitSearcherIds = newValue }
  }

  /// The view's hits per section, else `[20]`.
  public var hitsPerSectionArray: [UInt] { view?.hitsPerSectionArray ?? [Constants.Defaults.hitsPerPage] }
  /// The view's empty-query flag, else true.
  public var showItemsOnEmptyQuery: Bool { view?.showItemsOnEmptyQuery ?? Constants.Defaults.showItemsOnEmptyQuery }

  /// Appends the searcher of each id, in id order, connecting a section interactor to each, and writes each
  /// section's hits per page (the section's entry, else the last one, else 20); reloads when the first section
  /// has no hits yet.
  public func configure(withSearchers searchers: [Searcher]) {
    guard !searchers.isEmpty else { return }
    for id in searcherIds {
      guard let searcher = searchers.first(where: { $0.indexName == id.index && $0.variant == id.variant }) else {
        fatalError("Index name not declared when configuring InstantSearch")
      }
      self.searchers.append(searcher)
      let interactor = HitsInteractor<JSON>.v1Pages()
      searcherConnections.append(interactor.connectV1Searcher(searcher))
      interactor.onResultsUpdated.subscribe(with: self) { viewModel, _ in viewModel.view?.reloadHits() }
      searcher.onReset.subscribe(with: interactor) { interactor, _ in interactor.notifyQueryChanged() }
      hitsInteractors.append(interactor)
    }
    guard !self.searchers.isEmpty else { fatalError("No index associated with this widget. Please add at least one index.") }
    let perSection = hitsPerSectionArray
    for (section, searcher) in self.searchers.enumerated() {
      searcher.params.hitsPerPage = section < perSection.count ? perSection[section] : perSection.last ?? Constants.Defaults.hitsPerPage
    }
    if self.searchers[0].hits.isEmpty { view?.reloadHits() }
  }

  /// One section per searcher.
  public func numberOfSections() -> Int { searchers.count }

  /// The hits count of a section (0 for an empty next query when empty queries show nothing, or past the last
  /// section).
  public func numberOfRows(in section: Int) -> Int {
    guard section < searchers.count else {
      debugLog("Warning - When accessing numberOfRows in MultiHitsViewModel, the section number provided is bigger than the number of provided indices")
      return 0
    }
    let searcher = searchers[section]
    if !showItemsOnEmptyQuery, (searcher.params.query ?? "").isEmpty { return 0 }
    return hitsInteractors[section].numberOfHits()
  }

  /// The hit of a row of a section.
  public func hitForRow(at indexPath: IndexPath) -> [String: Any] {
    hitsInteractors[indexPath.section].hit(atIndex: indexPath.row)?.foundationObject ?? [:]
  }

  /// Reloads the view; errors change nothing.
  ///
  /// Registered with ``InstantSearch``, the view model receives its searchers' responses through its
  /// interactors' connections instead; this entry point is for code handing it results itself.
  public func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    guard results != nil else {
      if let error { debugLog(error) }
      return
    }
    view?.reloadHits()
  }

  /// Reloads the view.
  public func onReset() { view?.reloadHits() }
}
