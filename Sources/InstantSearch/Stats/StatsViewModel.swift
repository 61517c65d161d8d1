import Foundation
import InstantSearchCore

/// The logic of a statistics view, over a v2 `StatsInteractor` holding the stats shown.
///
/// Results set the interactor's stats, a reset clears them, and the view shows each value set through v1's
/// template (the clear text when there are none); an error shows the error text instead, as in v1.
public final class StatsViewModel: NSObject, StatsViewModelDelegate, SearchableIndexViewModel, ResultingDelegate,
  ResettableDelegate
{
  private var explicitSearcherId: SearcherId?
  var searcher: Searcher!

  /// The view, held weakly.
  public weak var view: StatsViewDelegate?

  /// The v2 interactor holding the stats of the latest results.
  public let statsInteractor = StatsInteractor()

  /// Creates a view model without a view.
  public override init() {
    super.init()
    presentStats()
  }

  /// Creates the view model of a view.
  public init(view: StatsViewDelegate) {
    self.view = view
    super.init()
    presentStats()
  }

  /// Shows every stats value set through the template.
  private func presentStats() {
    statsInteractor.onItemChanged.subscribe(with: self) { viewModel, stats in
      viewModel.view?.set(text: stats.map(viewModel.applyTemplate) ?? viewModel.clearText)
    }
  }

  /// The searcher targeted: set explicitly, else the view's index and variant.
  public var searcherId: SearcherId {
    get { resolveSearcherId(explicit: explicitSearcherId, view: view) }
    set { explicitSearcherId = newValue }
  }

  /// The view's template, else `{nbHits} results`.
  public var resultTemplate: String { view?.resultTemplate ?? Constants.Defaults.resultTemplate }
  /// The view's error text, else `Error in fetching results`.
  public var errorText: String { view?.errorText ?? Constants.Defaults.errorText }
  /// The view's clear text, else `""`.
  public var clearText: String { view?.clearText ?? Constants.Defaults.clearText }

  /// Shows the searcher's current results through the template, or the clear text when there are none.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    statsInteractor.item = searcher.results.map(SearchStats.init(v1:))
  }

  /// Shows the results through the template, or the error text.
  public func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    if let results {
      statsInteractor.item = SearchStats(v1: results)
    } else if let error {
      debugLog(error)
      view?.set(text: errorText)
    }
  }

  /// Shows the clear text.
  public func onReset() { statsInteractor.item = nil }

  /// The view's template with `{hitsPerPage}`, `{processingTimeMS}`, `{nbHits}`, `{nbPages}`, `{page}` and
  /// `{query}` (rendered as v1 did: `Optional("…")` or `nil`) replaced; other braces stay.
  private func applyTemplate(_ stats: SearchStats) -> String {
    let template = resultTemplate
    guard template.contains("{") else { return template }
    return template
      .replacingOccurrences(of: "{hitsPerPage}", with: String(stats.hitsPerPage))
      .replacingOccurrences(of: "{processingTimeMS}", with: String(stats.processingTimeMS))
      .replacingOccurrences(of: "{nbHits}", with: String(stats.totalHitsCount))
      .replacingOccurrences(of: "{nbPages}", with: String(stats.pagesCount))
      .replacingOccurrences(of: "{page}", with: String(stats.page))
      .replacingOccurrences(of: "{query}", with: String(describing: stats.query))
  }
}

extension SearchStats {
  /// The stats of v1 results, as v1's template reads them.
  init(v1 results: SearchResults) {
    self.init(
      totalHitsCount: results.nbHits, hitsPerPage: results.hitsPerPage, pagesCount: results.nbPages, page: results.page,
      processingTimeMS: results.processingTimeMS, query: results.query, queryID: results.queryID)
  }
}
