import Foundation

/// Rows and hits of one index.
public protocol HitsViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: HitsViewDelegate? { get set }
  /// The number of rows to show.
  func numberOfRows() -> Int
  /// The hit of a row (reading it may load the next page).
  func hitForRow(at indexPath: IndexPath) -> [String: Any]
}
