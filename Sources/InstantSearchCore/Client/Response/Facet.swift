/// One value of a facet with its count, as a facet list shows it.
///
/// Facet counts in a search response and facet hits of a search for facet values both become `Facet`s.
/// The name and initialiser follow InstantSearch 7 (`Facet(value:count:highlighted:)`), which the v2 seeds
/// use; ``FacetHits`` is InstantSearch 8's name for the same type.
public struct Facet: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The facet value as stored in the records.
  public var value: String
  /// The number of matching records with this value.
  public var count: Int
  /// The value with the matched parts wrapped in highlight tags (facet search only).
  public var highlighted: String?

  /// Creates a facet value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - count: The number of records with it.
  ///   - highlighted: The highlighted form; `nil` when the value was not searched.
  public init(value: String, count: Int, highlighted: String? = nil) {
    self.value = value
    self.count = count
    self.highlighted = highlighted
  }

  /// Whether no record has this value (`count < 1`), as for selected values kept in a list after they
  /// stopped matching.
  public var isEmpty: Bool { count < 1 }

  /// `"value (count)"`.
  public var description: String { "\(value) (\(count))" }
}

/// InstantSearch 8's name for ``Facet``.
public typealias FacetHits = Facet

extension Facet {
  /// Facet values from a value → count map (the wire form of a response's facets), in the order given by
  /// `order`.
  ///
  /// - Parameters:
  ///   - counts: Value → count, as a response's `facets.brand` object holds them.
  ///   - order: How to order them; the default is count descending, then value ascending, which is how
  ///     Algolia orders facet values with `sortFacetValuesBy=count`.
  /// - Returns: One facet per value.
  public static func list(
    from counts: [String: Int],
    ordered order: (Facet, Facet) -> Bool = { $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value }
  ) -> [Facet] {
    counts.map { Facet(value: $0.key, count: $0.value) }.sorted(by: order)
  }

  /// The value → count map of a list (the wire form of a response's facets); a value listed twice keeps its
  /// first count.
  public static func counts(of facets: [Facet]) -> [String: Int] {
    Dictionary(facets.lazy.map { ($0.value, $0.count) }, uniquingKeysWith: { first, _ in first })
  }
}

extension SearchResponse {
  /// The counts a facet list shows for `attribute`: its disjunctive counts when the search computed them, else
  /// its counts in the results; none when the response has neither.
  func facetListValues(of attribute: Attribute) -> [Facet] {
    disjunctiveFacets?[attribute] ?? facets?[attribute] ?? []
  }
}
