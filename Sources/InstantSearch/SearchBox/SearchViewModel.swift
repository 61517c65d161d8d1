import Foundation
import InstantSearchCore

/// The logic of a search box, over a v2 `SearchBoxInteractor` connected to every driven searcher.
///
/// Connections: `searchBoxInteractor.connectSearcher` to each driven searcher (submit mode), and each searcher's
/// parameters' query writes to the view.
///
/// ``search(query:)`` sets the interactor's text and submits it; the interactor's searcher connections (in
/// submit mode, so unchanged text searches again, as v1's search box did) write each searcher's query and
/// search. The view shows the query whenever anything writes it.
public final class SearchViewModel: NSObject, SearchControlViewModelDelegate, SearchableIndexViewModel,
  MultiSearchableViewModel, ResettableDelegate
{
  private var explicitSearcherId: SearcherId?
  private var connections: [(target: SearcherQueryTarget, connection: SearchBoxInteractor.SearcherConnection<SearcherQueryTarget>)] = []

  /// The searchers driven: one in single-index mode; every one for an untargeted box in multi-index mode.
  public var searchers: [Searcher] = []
  /// The view, held weakly.
  public weak var view: SearchControlViewDelegate?
  /// The v2 interactor holding the text and searching the driven searchers.
  public let searchBoxInteractor = SearchBoxInteractor()

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
    connections.forEach { searchBoxInteractor.onQuerySubmitted.cancelSubscription(for: $0.target) }
    connections = searchers.map { searcher in
      let target = SearcherQueryTarget(searcher)
      return (target, searchBoxInteractor.connectSearcher(target, searchTriggeringMode: .searchOnSubmit))
    }
    for searcher in searchers {
      searcher.params.onParameterChange.subscribe(with: self) { viewModel, change in
        guard change.name == "query", let query = change.value else { return }
        viewModel.view?.set(text: query, andResignFirstResponder: false)
      }
    }
  }

  /// Sets the query of every driven searcher (`nil` removes it), then searches each.
  public func search(query: String?) {
    searchBoxInteractor.query = query
    searchBoxInteractor.submitQuery()
  }

  /// Empties the view's text and resigns first responder.
  public func onReset() { view?.set(text: "", andResignFirstResponder: true) }
}
