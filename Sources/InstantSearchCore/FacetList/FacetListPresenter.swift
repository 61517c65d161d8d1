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
  /// Each value's lower-cased text is made once, before sorting: for ASCII text by folding `A`–`Z` into a new
  /// string, for any other text with `lowercased()`.
  public func transform(refinementFacets: [SelectableItem<Facet>]) -> [SelectableItem<Facet>] {
    let shown = showEmptyFacets ? refinementFacets : refinementFacets.filter { $0.item.count > 0 }
    let counts = shown.map(\.item.count)
    let selected = shown.map(\.isSelected)
    let keys = shown.map { Self.lowercasedKey($0.item.value) }
    let order = shown.indices.sorted { a, b in
      for criterion in sortBy {
        switch criterion {
        case .isRefined:
          if selected[a] != selected[b] { return selected[a] }
        case .count(let order):
          if counts[a] != counts[b] { return order == .descending ? counts[a] > counts[b] : counts[a] < counts[b] }
        case .alphabetical(let order):
          if keys[a] != keys[b] { return order == .ascending ? keys[a] < keys[b] : keys[a] > keys[b] }
        }
      }
      return keys[a] < keys[b]
    }
    return order.prefix(max(0, limit)).map { shown[$0] }
  }

  /// `value.lowercased()`, made without the Unicode case tables when the value is ASCII.
  static func lowercasedKey(_ value: String) -> String {
    var value = value
    let folding = value.withUTF8 { bytes -> ASCIIFolding in
      if bytes.contains(where: { $0 >= 0x80 }) { return .notASCII }
      guard bytes.contains(where: { $0 &- 65 < 26 }) else { return .unchanged }
      return .folded(
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
          for (index, byte) in bytes.enumerated() { buffer[index] = byte &- 65 < 26 ? byte | 0x20 : byte }
          return bytes.count
        })
    }
    switch folding {
    case .unchanged: return value
    case .folded(let folded): return folded
    case .notASCII: return value.lowercased()
    }
  }

  /// What lower-casing an ASCII text takes.
  private enum ASCIIFolding {
    /// No upper-case letter: the text is its own lower-cased form.
    case unchanged
    /// The text with `A`–`Z` replaced by `a`–`z`.
    case folded(String)
    /// Not ASCII: the Unicode case mapping decides.
    case notASCII
  }
}
