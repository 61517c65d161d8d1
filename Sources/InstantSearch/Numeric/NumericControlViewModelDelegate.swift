import Foundation

/// Writes one numeric refinement.
public protocol NumericControlViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: NumericControlViewDelegate? { get set }
  /// Replaces the refinement with one on `value`, searching when asked.
  func updateNumeric(value: NSNumber, doSearch: Bool)
  /// Removes the refinement on `value` and searches.
  func removeNumeric(value: NSNumber)
}
