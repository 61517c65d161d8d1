/// The wire form of a response's facet maps, attribute → value → count, and its conversion to and from the
/// ordered lists of ``SearchResponse/facets``.
struct FacetCounts: Codable {
  /// Attribute → value → count.
  var counts: [Attribute: [String: Int]]

  /// The counts of ordered lists (a value listed twice keeps its first count).
  init(_ lists: [Attribute: [Facet]]) {
    counts = lists.mapValues(Facet.counts(of:))
  }

  init(from decoder: Decoder) throws {
    counts = try decoder.singleValueContainer().decode([Attribute: [String: Int]].self)
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(counts)
  }

  /// Each attribute's values as a list: ``SortFacetValuesBy/count``: count descending, then value ascending;
  /// ``SortFacetValuesBy/alpha``: value ascending. Values compare by Unicode code points, as Algolia's engine
  /// and `LocalSearch` order them.
  func lists(sortedBy order: SortFacetValuesBy) -> [Attribute: [Facet]] {
    counts.mapValues { values in
      Facet.list(from: values) { a, b in
        if order == .count, a.count != b.count { return a.count > b.count }
        return a.value.unicodeScalars.lexicographicallyPrecedes(b.value.unicodeScalars)
      }
    }
  }
}

extension SearchResponse {
  /// The `sortFacetValuesBy` value of a response's echoed `params`; `nil` when it is absent, unknown, or
  /// `params` is absent or does not decode. A response's facet maps have no order on the wire, so this is the
  /// order their lists are given when decoded; an order set in the index's settings is not echoed, and lists
  /// then come by count.
  static func facetValueOrder(requestedIn params: String?) -> SortFacetValuesBy? {
    guard let params, let pairs = try? ParamsText.pairs(of: params) else { return nil }
    return pairs["sortFacetValuesBy"].flatMap(SortFacetValuesBy.init)
  }
}
