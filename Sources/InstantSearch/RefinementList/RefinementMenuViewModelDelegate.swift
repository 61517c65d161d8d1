import Foundation

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
