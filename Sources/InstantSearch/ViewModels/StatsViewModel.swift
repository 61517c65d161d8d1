import Foundation

/// The logic of a statistics view: applies the template to results, shows the error text after an error and
/// the clear text before results and after a reset.
public final class StatsViewModel: NSObject, StatsViewModelDelegate, SearchableIndexViewModel, ResultingDelegate,
  ResettableDelegate
{
  private var explicitSearcherId: SearcherId?
  var searcher: Searcher!

  /// The view, held weakly.
  public weak var view: StatsViewDelegate?

  /// Creates a view model without a view.
  public override init() { super.init() }

  /// Creates the view model of a view.
  public init(view: StatsViewDelegate) {
    self.view = view
    super.init()
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
    view?.set(text: searcher.results.map { applyTemplate(resultTemplate: resultTemplate, results: $0) } ?? clearText)
  }

  /// Shows the results through the template, or the error text.
  public func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    if let results {
      view?.set(text: applyTemplate(resultTemplate: resultTemplate, results: results))
    } else if let error {
      debugLog(error)
      view?.set(text: errorText)
    }
  }

  /// Shows the clear text.
  public func onReset() { view?.set(text: clearText) }

  /// Replaces `{hitsPerPage}`, `{processingTimeMS}`, `{nbHits}`, `{nbPages}`, `{page}` and `{query}` (rendered as
  /// v1 did: `Optional("…")` or `nil`); other braces stay.
  func applyTemplate(resultTemplate: String, results: SearchResults) -> String {
    resultTemplate
      .replacingOccurrences(of: "{hitsPerPage}", with: String(results.hitsPerPage))
      .replacingOccurrences(of: "{processingTimeMS}", with: String(results.processingTimeMS))
      .replacingOccurrences(of: "{nbHits}", with: String(results.nbHits))
      .replacingOccurrences(of: "{nbPages}", with: String(results.nbPages))
      .replacingOccurrences(of: "{page}", with: String(results.page))
      .replacingOccurrences(of: "{query}", with: String(describing: results.query))
  }
}
