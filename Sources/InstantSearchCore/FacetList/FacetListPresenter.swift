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

  /// The values sorted and cut to ``limit``.
  ///
  /// Values are compared by their lower-cased text only when the criteria leave them tied: two ASCII values
  /// byte by byte with their letters folded, any other value through its `lowercased()` text, made once.
  public func transform(refinementFacets: [SelectableItem<Facet>]) -> [SelectableItem<Facet>] {
    let shown = showEmptyFacets ? refinementFacets : refinementFacets.filter { $0.item.count > 0 }
    var keys = SortKeys(shown.map(\.item.value))
    let order = shown.indices.sorted { a, b in
      for criterion in sortBy {
        if let decision = Self.decide(criterion, shown[a], shown[b], a, b, &keys) { return decision }
      }
      return keys.compare(a, b) < 0
    }
    return order.prefix(max(0, limit)).map { shown[$0] }
  }

  /// Whether `a` comes first under one criterion; `nil` when it does not tell them apart.
  private static func decide(
    _ criterion: FacetSortCriterion, _ a: SelectableItem<Facet>, _ b: SelectableItem<Facet>, _ indexA: Int, _ indexB: Int,
    _ keys: inout SortKeys
  ) -> Bool? {
    switch criterion {
    case .isRefined:
      return a.isSelected == b.isSelected ? nil : a.isSelected
    case .count(let order):
      guard a.item.count != b.item.count else { return nil }
      return order == .descending ? a.item.count > b.item.count : a.item.count < b.item.count
    case .alphabetical(let order):
      let comparison = keys.compare(indexA, indexB)
      guard comparison != 0 else { return nil }
      return order == .ascending ? comparison < 0 : comparison > 0
    }
  }

  /// The lower-cased order of the values being sorted, computed as comparisons need it.
  struct SortKeys {
    private let values: [String]
    private var isASCII: [Bool?]
    private var lowercased: [String?]

    init(_ values: [String]) {
      self.values = values
      isASCII = Array(repeating: nil, count: values.count)
      lowercased = Array(repeating: nil, count: values.count)
    }

    /// Negative when value `a` lower-cased sorts before value `b` lower-cased, 0 when they are equal,
    /// positive after; the same order as comparing the `lowercased()` strings.
    mutating func compare(_ a: Int, _ b: Int) -> Int {
      if ascii(a) && ascii(b) { return Self.compareFoldingASCII(values[a], values[b]) }
      let keyA = key(a)
      let keyB = key(b)
      return keyA == keyB ? 0 : (keyA < keyB ? -1 : 1)
    }

    private mutating func ascii(_ index: Int) -> Bool {
      if let known = isASCII[index] { return known }
      let isASCII = values[index].utf8.allSatisfy { $0 < 0x80 }
      self.isASCII[index] = isASCII
      return isASCII
    }

    private mutating func key(_ index: Int) -> String {
      if let key = lowercased[index] { return key }
      let key = values[index].lowercased()
      lowercased[index] = key
      return key
    }

    /// Two ASCII strings compared byte by byte with `A`–`Z` read as `a`–`z`: the order of their lower-cased
    /// forms, which for ASCII text is the order of their bytes.
    static func compareFoldingASCII(_ a: String, _ b: String) -> Int {
      var left = a.utf8.makeIterator()
      var right = b.utf8.makeIterator()
      while true {
        switch (left.next(), right.next()) {
        case (nil, nil): return 0
        case (nil, _): return -1
        case (_, nil): return 1
        case (let x?, let y?):
          let foldedX = x &- 65 < 26 ? x | 0x20 : x
          let foldedY = y &- 65 < 26 ? y | 0x20 : y
          if foldedX != foldedY { return foldedX < foldedY ? -1 : 1 }
        }
      }
    }
  }
}
