/// The order of the facets and of each facet's values (`renderingContent.facetOrdering`).
public struct FacetOrdering: Codable, Hashable, Sendable {
  /// The order of the facets themselves.
  public var facets: FacetsOrder
  /// The order of the values, per facet attribute.
  public var values: [Attribute: FacetValuesOrder]

  /// Creates a facet ordering.
  ///
  /// - Parameters:
  ///   - facets: The order of the facets; by default none is pinned.
  ///   - values: The order of the values per attribute; by default no attribute has one.
  public init(facets: FacetsOrder = .init(), values: [Attribute: FacetValuesOrder] = [:]) {
    self.facets = facets
    self.values = values
  }

  enum CodingKeys: String, CodingKey {
    case facets, values
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    facets = try container.decodeIfPresent(FacetsOrder.self, forKey: .facets) ?? .init()
    values = try container.decodeIfPresent([Attribute: FacetValuesOrder].self, forKey: .values) ?? [:]
  }
}

/// The facets to show first, in this order (`facetOrdering.facets`); `"*"` stands for every other facet.
public struct FacetsOrder: Codable, Hashable, Sendable {
  /// The pinned facet attributes, in display order.
  public var order: [Attribute]

  /// Creates a facets order; by default none is pinned.
  public init(order: [Attribute] = []) {
    self.order = order
  }

  enum CodingKeys: String, CodingKey {
    case order
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    order = try container.decodeIfPresent([Attribute].self, forKey: .order) ?? []
  }
}

/// The order of one facet's values (`facetOrdering.values[attribute]`): the pinned values first, then the
/// others as ``sortRemainingBy`` says.
public struct FacetValuesOrder: Codable, Hashable, Sendable {
  /// The pinned values, in display order.
  public var order: [String]
  /// How the values that are not pinned are shown; `nil` leaves them in the order the response gives.
  public var sortRemainingBy: SortRule?

  /// Creates a facet values order.
  ///
  /// - Parameters:
  ///   - order: The pinned values; by default none.
  ///   - sortRemainingBy: The rule for the other values; by default none.
  public init(order: [String] = [], sortRemainingBy: SortRule? = nil) {
    self.order = order
    self.sortRemainingBy = sortRemainingBy
  }

  enum CodingKeys: String, CodingKey {
    case order, sortRemainingBy
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    order = try container.decodeIfPresent([String].self, forKey: .order) ?? []
    sortRemainingBy = try container.decodeIfPresent(SortRule.self, forKey: .sortRemainingBy)
  }

  /// How the values a ``FacetValuesOrder`` does not pin are shown.
  public enum SortRule: String, Codable, Hashable, Sendable {
    /// Alphabetically.
    case alpha
    /// By count, the largest first.
    case count
    /// Not at all: only the pinned values are shown.
    case hidden
  }
}
