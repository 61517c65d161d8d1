import Foundation

// What a view model asks of its view (v1's "View–ViewModel" protocols, view side).

/// A view refining one attribute; widgets adopting it are input controls, and registering them searches.
public protocol RefinementViewDelegate: AlgoliaIndexWidget {
  /// The attribute refined.
  var attribute: String { get set }
}

/// A view showing the hits of one index.
public protocol HitsViewDelegate: AlgoliaIndexWidget {
  /// The view model answering rows and hits.
  var viewModel: HitsViewModelDelegate! { get set }
  /// Shows the current hits again.
  func reloadHits()
  /// Scrolls back to the first hit.
  func scrollTop()
  /// Hits requested per page (written into the parameters at registration).
  var hitsPerPage: UInt { get set }
  /// Whether reading rows near the end loads the next page.
  var infiniteScrolling: Bool { get set }
  /// How close to the end a read row triggers loading.
  var remainingItemsBeforeLoading: UInt { get set }
  /// Whether hits show when the query is empty.
  var showItemsOnEmptyQuery: Bool { get set }
}

/// A view showing the hits of several indices, one section each.
public protocol MultiHitsViewDelegate: AlgoliaMultiIndexWidget {
  /// The view model answering sections, rows and hits.
  var viewModel: MultiHitsViewModelDelegate! { get set }
  /// Shows the current hits again.
  func reloadHits()
  /// Hits requested per section.
  var hitsPerSectionArray: [UInt] { get set }
  /// Whether hits show when the query is empty.
  var showItemsOnEmptyQuery: Bool { get set }
}

/// A view showing statistics text.
public protocol StatsViewDelegate: AlgoliaIndexWidget {
  /// The view model producing the text.
  var viewModel: StatsViewModelDelegate! { get set }
  /// Shows a text.
  func set(text: String)
  /// The template applied to results (`{nbHits}`, `{page}`, …).
  var resultTemplate: String { get set }
  /// The text shown after an error.
  var errorText: String { get set }
  /// The text shown before results and after a reset.
  var clearText: String { get set }
}

/// A view listing the values of a facet.
public protocol RefinementMenuViewDelegate: RefinementViewDelegate {
  /// The view model answering rows and selection.
  var viewModel: RefinementMenuViewModelDelegate! { get set }
  /// Shows the current values again.
  func reloadRefinements()
  /// Deselects a row.
  func deselectRow(at: IndexPath)
  /// Whether refined values come first.
  var refinedFirst: Bool { get set }
  /// The sort: `count:desc`, `count:asc`, `name:asc` or `name:desc`.
  var sortBy: String { get set }
  /// `or` (disjunctive) or `and` (conjunctive).
  var `operator`: String { get set }
  /// The most rows shown.
  var limit: Int { get set }
  /// Whether several values may be selected (an `and` list without it selects one value).
  var areMultipleSelectionsAllowed: Bool { get set }
}

/// A control setting one numeric refinement.
public protocol NumericControlViewDelegate: RefinementViewDelegate {
  /// The view model writing the refinement.
  var viewModel: NumericControlViewModelDelegate { get set }
  /// Registers the control's actions.
  func configureView()
  /// Shows a value.
  func set(value: NSNumber)
  /// Declared by v1, never read.
  var clearValue: NSNumber { get set }
  /// The comparison: `<`, `<=`, `==`, `!=`, `>=`, `>` or their names (`lessThan`, …).
  var `operator`: String { get set }
  /// Whether the refinement is inclusive (`false` negates it).
  var inclusive: Bool { get set }
}

/// A control setting facet refinements of one attribute.
public protocol FacetControlViewDelegate: RefinementViewDelegate {
  /// The view model writing the refinements.
  var viewModel: FacetControlViewModelDelegate { get set }
  /// Registers the control's actions and writes its initial state.
  func configureView()
  /// Shows a value.
  func set(value: String)
  /// Whether the refinement is inclusive (`false` negates it).
  var inclusive: Bool { get set }
}

/// A text input driving the query.
public protocol SearchControlViewDelegate: AlgoliaIndexWidget {
  /// The view model searching.
  var viewModel: SearchControlViewModelDelegate! { get set }
  /// Shows a text, resigning first responder when asked.
  func set(text: String, andResignFirstResponder resignFirstResponder: Bool)
}
