import Foundation
import InstantSearchCore

/// A refinement list's values in v1's form, sorted by a v2 `FacetListPresenter` only as far as they are read.
///
/// A list shows its first rows: reading a row sorts the first rows up to the list's limit (the presenter orders
/// only those), and reading every value sorts the whole list once. Each value becomes a ``FacetValue`` when first
/// read, and stays the same object afterwards. Used on the thread delivering the searcher's results.
final class PresentedRefinementList {
  /// The values not sorted yet.
  private let items: [SelectableItem<Facet>]
  /// The presenter's criteria.
  private let sortBy: [FacetSortCriterion]
  /// The first values, in order.
  private var sorted: [FacetValue]
  /// Whether ``sorted`` holds every value.
  private var isComplete: Bool

  /// An empty list.
  static var empty: PresentedRefinementList { PresentedRefinementList(values: []) }

  /// A list of values already in order.
  init(values: [FacetValue]) {
    items = []
    sortBy = []
    sorted = values
    isComplete = true
  }

  /// The list of `items`, to be sorted by `sortBy` (the presenter's criteria).
  init(items: [SelectableItem<Facet>], sortBy: [FacetSortCriterion]) {
    self.items = items
    self.sortBy = sortBy
    sorted = []
    isComplete = items.isEmpty
  }

  /// The number of values.
  var count: Int { isComplete ? sorted.count : items.count }

  /// The value at `row`, sorting at least the first `atLeast` values when the row is not sorted yet.
  func value(at row: Int, sortingAtLeast atLeast: Int) -> FacetValue {
    if row >= sorted.count && !isComplete { sort(first: max(row + 1, atLeast)) }
    return sorted[row]
  }

  /// Every value, in order.
  var all: [FacetValue] {
    if !isComplete { sort(first: items.count) }
    return sorted
  }

  /// Sorts the first `count` values, keeping the objects of the values already sorted.
  private func sort(first count: Int) {
    let presenter = FacetListPresenter(sortBy: sortBy, limit: count, showEmptyFacets: true)
    let ordered = presenter.transform(refinementFacets: items)
    let known = sorted
    sorted = ordered.enumerated().map { position, entry in
      position < known.count ? known[position] : FacetValue(value: entry.item.value, count: entry.item.count)
    }
    isComplete = sorted.count == items.count
  }
}
