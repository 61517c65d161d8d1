import Foundation

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
