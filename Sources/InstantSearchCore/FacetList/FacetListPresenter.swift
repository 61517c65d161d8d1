/// How facet values are ordered.
public enum FacetSortCriterion: Equatable, Sendable {
  /// Ascending or descending.
  public enum Order: Equatable, Sendable { case ascending, descending }
  /// By count.
  case count(order: Order)
  /// By lower-cased value.
  case alphabetical(order: Order)
  /// Selected values first.
  case isRefined
}

/// Sorts facet values by criteria, hides empty ones if asked, and keeps the first `limit` (§8.5).
public struct FacetListPresenter: SelectableListPresentable {
  /// The criteria, the first that tells two values apart decides; then lower-cased value ascending.
  public let sortBy: [FacetSortCriterion]
  /// How many values to keep.
  public let limit: Int
  /// Whether values with count 0 are shown.
  public let showEmptyFacets: Bool

  /// Creates a presenter; by default count descending, no limit, empty values shown.
  public init(sortBy: [FacetSortCriterion] = [.count(order: .descending)], limit: Int = .max, showEmptyFacets: Bool = true) {
    self.sortBy = sortBy
    self.limit = limit
    self.showEmptyFacets = showEmptyFacets
  }

  public func transform(refinementFacets: [SelectableItem<Facet>]) -> [SelectableItem<Facet>] {
    let shown = showEmptyFacets ? refinementFacets : refinementFacets.filter { $0.item.count > 0 }
    let sorted = shown.sorted { a, b in
      for criterion in sortBy {
        if let decision = Self.decide(criterion, a, b) { return decision }
      }
      return a.item.value.lowercased() < b.item.value.lowercased()
    }
    return Array(sorted.prefix(max(0, limit)))
  }

  /// Whether `a` comes first under one criterion; `nil` when it does not tell them apart.
  private static func decide(_ criterion: FacetSortCriterion, _ a: SelectableItem<Facet>, _ b: SelectableItem<Facet>) -> Bool? {
    switch criterion {
    case .isRefined:
      return a.isSelected == b.isSelected ? nil : a.isSelected
    case .count(let order):
      guard a.item.count != b.item.count else { return nil }
      return order == .descending ? a.item.count > b.item.count : a.item.count < b.item.count
    case .alphabetical(let order):
      let (x, y) = (a.item.value.lowercased(), b.item.value.lowercased())
      guard x != y else { return nil }
      return order == .ascending ? x < y : x > y
    }
  }
}
