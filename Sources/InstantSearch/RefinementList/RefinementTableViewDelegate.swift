import Foundation

/// Selection in a refinement table.
public protocol RefinementTableViewDelegate: AnyObject {
  /// A value was selected; `refined` is its new state.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
}
