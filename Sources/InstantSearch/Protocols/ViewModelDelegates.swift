import Foundation

// What a view asks of its view model (v1's "View–ViewModel" protocols, view-model side).

/// Rows and hits of one index.
public protocol HitsViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: HitsViewDelegate? { get set }
  /// The number of rows to show.
  func numberOfRows() -> Int
  /// The hit of a row (reading it may load the next page).
  func hitForRow(at indexPath: IndexPath) -> [String: Any]
}

/// Sections, rows and hits of several indices.
public protocol MultiHitsViewModelDelegate: AnyObject {
  /// The view.
  var view: MultiHitsViewDelegate? { get set }
  /// The number of rows of a section.
  func numberOfRows(in section: Int) -> Int
  /// The number of sections.
  func numberOfSections() -> Int
  /// The hit of a row.
  func hitForRow(at indexPath: IndexPath) -> [String: Any]
}

/// The statistics text.
public protocol StatsViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: StatsViewDelegate? { get set }
}

/// The values of a facet and their selection.
public protocol RefinementMenuViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: RefinementMenuViewDelegate? { get set }
  /// The number of rows to show.
  func numberOfRows() -> Int
  /// The value of a row.
  func facetForRow(at indexPath: IndexPath) -> FacetValue
  /// Whether the value of a row is refined.
  func isRefined(at indexPath: IndexPath) -> Bool
  /// Toggles the value of a row and searches.
  func didSelectRow(at indexPath: IndexPath)
}

/// Writes one numeric refinement.
public protocol NumericControlViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: NumericControlViewDelegate? { get set }
  /// Replaces the refinement with one on `value`, searching when asked.
  func updateNumeric(value: NSNumber, doSearch: Bool)
  /// Removes the refinement on `value` and searches.
  func removeNumeric(value: NSNumber)
}

/// Writes facet refinements of one attribute.
public protocol FacetControlViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: FacetControlViewDelegate? { get set }
  /// Refines a value (nothing when already refined), searching when asked.
  func addFacet(value: String, doSearch: Bool)
  /// Replaces a refined value, searching when asked.
  func updateFacet(oldValue: String, newValue: String, doSearch: Bool)
  /// Removes a value and searches.
  func removeFacet(value: String)
}

/// Searches a text.
public protocol SearchControlViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: SearchControlViewDelegate? { get set }
  /// Sets the query of every driven searcher and searches.
  func search(query: String?)
}
