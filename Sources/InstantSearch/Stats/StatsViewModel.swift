import Foundation
import InstantSearchCore

/// The logic of a statistics view, over a v2 `StatsInteractor` holding the stats shown.
///
/// Connections: its interactor to the searcher's `hitsSearcher` (`connectSearcher`, keeping the last stats
/// when a search fails), and the interactor's `onItemChanged` to the view through v1's template; the
/// searcher's deliveries for errors, which show v1's error text.
///
/// Every response of the shared search session, v1's or one a v2 component launched, sets the interactor's
/// stats, which the view shows through v1's template (the clear text when there are none); a reset clears
/// them; an error shows the error text instead, as in v1. Responses reach it through the connection, not the
/// binder, before the searcher's delegate hears of them, as v1's views did.
public final class StatsViewModel: NSObject, StatsViewModelDelegate, SearchableIndexViewModel, ResultingDelegate,
  ResettableDelegate, SearcherConnectedViewModel
{
  private var explicitSearcherId: SearcherId?
  var searcher: Searcher!
  private var searcherConnection: StatsInteractor.SearcherConnection<HitsSearcher>?

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

  /// Connects the interactor to the searcher's `hitsSearcher`, showing its current results through the
  /// template, or the clear text when there are none.
  public func configure(with searcher: Searcher) {
    self.searcher?.onDelivery.cancelSubscription(for: self)
    searcherConnection?.disconnect()
    self.searcher = searcher
    searcherConnection = statsInteractor.connectSearcher(searcher.hitsSearcher, clearsOnError: false)
    if searcher.hitsSearcher.onResults.lastDataFired == nil { statsInteractor.item = nil }
    searcher.onDelivery.subscribe(with: self) { viewModel, delivery in
      guard let error = delivery.error else { return }
      debugLog(error)
      viewModel.view?.set(text: viewModel.errorText)
    }
  }

  /// Shows the results through the template, or the error text.
  ///
  /// Registered with ``InstantSearch``, the view model receives its searcher's responses through its
  /// interactor's connection instead; this entry point is for code handing it results itself.
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
    // The text between placeholders is copied a run at a time, not scalar by scalar.
    var rendered = ""
    let scalars = template.unicodeScalars
    var literalStart = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      if scalars[index] == "{", let close = scalars[index...].firstIndex(of: "}"),
        let value = Self.placeholderValue(String(scalars[scalars.index(after: index)..<close]), stats)
      {
        rendered += String(scalars[literalStart..<index])
        rendered += value
        index = scalars.index(after: close)
        literalStart = index
      } else {
        index = scalars.index(after: index)
      }
    }
    rendered += String(scalars[literalStart...])
    return rendered
  }

  /// The text of one placeholder's value; `nil` for a name v1's template did not know.
  private static func placeholderValue(_ name: String, _ stats: SearchStats) -> String? {
    switch name {
    case "hitsPerPage": return String(stats.hitsPerPage)
    case "processingTimeMS": return String(stats.processingTimeMS)
    case "nbHits": return String(stats.totalHitsCount)
    case "nbPages": return String(stats.pagesCount)
    case "page": return String(stats.page)
    case "query": return stats.query.map { "Optional(\($0.debugDescription))" } ?? "nil"
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
