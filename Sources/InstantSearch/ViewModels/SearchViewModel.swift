import Foundation

/// The logic of a search box: writes the query of every driven searcher and searches, and shows the query
/// whenever anything writes it.
public final class SearchViewModel: NSObject, SearchControlViewModelDelegate, SearchableIndexViewModel,
  MultiSearchableViewModel, ResettableDelegate
{
  private var explicitSearcherId: SearcherId?

  /// The searchers driven: one in single-index mode; every one for an untargeted box in multi-index mode.
  public var searchers: [Searcher] = []
  /// The view, held weakly.
  public weak var view: SearchControlViewDelegate?

  /// Creates a view model without a view.
  public override init() { super.init() }

  /// Creates the view model of a view.
  public convenience init(view: SearchControlViewDelegate) {
    self.init()
    self.view = view
  }

  /// The searcher targeted: set explicitly, else the view's index and variant.
  public var searcherId: SearcherId {
    get { resolveSearcherId(explicit: explicitSearcherId, view: view) }
    set { explicitSearcherId = newValue }
  }

  /// Drives one searcher.
  public func configure(with searcher: Searcher) { configure(withSearchers: [searcher]) }

  /// Drives these searchers (replacing earlier ones) and follows each one's query: every non-nil write shows in
  /// the view. Observations accumulate across calls and watch the parameters objects present now.
  public func configure(withSearchers searchers: [Searcher]) {
    self.searchers = searchers
    for searcher in searchers {
      searcher.params.observeQuery(owner: self) { [weak self] query in
        guard let query else { return }
        self?.view?.set(text: query, andResignFirstResponder: false)
      }
    }
  }

  /// Sets the query of every driven searcher (`nil` removes it), then searches each.
  public func search(query: String?) {
    for searcher in searchers {
      searcher.params.query = query
      searcher.search()
    }
  }

  /// Empties the view's text and resigns first responder.
  public func onReset() { view?.set(text: "", andResignFirstResponder: true) }
}
