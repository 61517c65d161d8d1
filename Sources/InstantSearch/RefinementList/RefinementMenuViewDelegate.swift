import Foundation

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
