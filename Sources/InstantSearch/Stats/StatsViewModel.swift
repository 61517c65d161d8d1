import Foundation
import InstantSearchCore

/// The logic of a statistics view, over a v2 `StatsInteractor` holding the stats shown.
///
/// Connections: its interactor's `onItemChanged` to the view, through v1's template; the binder hands it each
/// delivery of its searcher.
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
  ///
  /// One pass over the template's scalars; a query containing a placeholder's text is not replaced again, as
  /// in v1, which replaced `{query}` last.
  private func applyTemplate(_ stats: SearchStats) -> String {
    let template = resultTemplate
    guard template.unicodeScalars.contains("{") else { return template }
    var rendered = String.UnicodeScalarView()
    let scalars = template.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      if scalars[index] == "{", let close = scalars[index...].firstIndex(of: "}"),
        let value = Self.placeholderValue(String(scalars[scalars.index(after: index)..<close]), stats)
      {
        rendered.append(contentsOf: value.unicodeScalars)
        index = scalars.index(after: close)
      } else {
        rendered.append(scalars[index])
        index = scalars.index(after: index)
      }
    }
    return String(rendered)
  }

  /// The text of one placeholder's value; `nil` for a name v1's template did not know.
  private static func placeholderValue(_ name: String, _ stats: SearchStats) -> String? {
    switch name {
    case "hitsPerPage": return String(stats.hitsPerPage)
    case "processingTimeMS": return String(stats.processingTimeMS)
    case "nbHits": return String(stats.totalHitsCount)
    case "nbPages": return String(stats.pagesCount)
    case "page": return String(stats.page)
    case "query": return String(describing: stats.query)
    default: return nil
    }
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
