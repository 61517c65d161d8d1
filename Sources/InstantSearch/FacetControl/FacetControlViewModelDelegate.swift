import Foundation

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
