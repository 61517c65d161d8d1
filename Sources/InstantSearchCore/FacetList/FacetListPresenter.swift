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

/// Sorts facet values by criteria, hides empty ones if asked, and keeps the first `limit`.
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

  /// The values sorted and cut to ``limit``; each value is lower-cased once, before sorting.
  public func transform(refinementFacets: [SelectableItem<Facet>]) -> [SelectableItem<Facet>] {
    let shown = showEmptyFacets ? refinementFacets : refinementFacets.filter { $0.item.count > 0 }
    let keyed = shown.map { (entry: $0, key: $0.item.value.lowercased()) }
    let sorted = keyed.sorted { a, b in
      for criterion in sortBy {
        if let decision = Self.decide(criterion, a, b) { return decision }
      }
      return a.key < b.key
    }
    return sorted.prefix(max(0, limit)).map(\.entry)
  }

  /// Whether `a` comes first under one criterion; `nil` when it does not tell them apart.
  private static func decide(
    _ criterion: FacetSortCriterion, _ a: (entry: SelectableItem<Facet>, key: String), _ b: (entry: SelectableItem<Facet>, key: String)
  ) -> Bool? {
    switch criterion {
    case .isRefined:
      return a.entry.isSelected == b.entry.isSelected ? nil : a.entry.isSelected
    case .count(let order):
      guard a.entry.item.count != b.entry.item.count else { return nil }
      return order == .descending ? a.entry.item.count > b.entry.item.count : a.entry.item.count < b.entry.item.count
    case .alphabetical(let order):
      guard a.key != b.key else { return nil }
      return order == .ascending ? a.key < b.key : a.key > b.key
    }
  }
}
