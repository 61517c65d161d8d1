/// Orders a response's facets as the index's merchandising rules say (`renderingContent.facetOrdering`).
///
/// Attributes come in the order of `facets.order`; one the facets do not hold is skipped, one the order does not
/// name is left out. An attribute's values start with those its `values[attribute].order` pins, in that order,
/// then the others by `sortRemainingBy`: count, highest first, by default (ties by value); `alpha`, by value;
/// `hidden` leaves them out.
public struct FacetsOrderer {
  /// The merchandising order.
  public let facetOrder: FacetOrdering
  /// The facet values by attribute.
  public let facets: [Attribute: [Facet]]

  /// Creates an orderer of `facets` by `facetOrder`.
  public init(facetOrder: FacetOrdering, facets: [Attribute: [Facet]]) {
    self.facetOrder = facetOrder
    self.facets = facets
  }

  /// The ordered attributes with their ordered values.
  public var orderedFacets: [AttributedFacets] {
    facetOrder.facets.order.compactMap { attribute in
      facets[attribute].map { AttributedFacets(attribute: attribute, facets: ordered($0, by: facetOrder.values[attribute])) }
    }
  }

  private func ordered(_ values: [Facet], by order: FacetValuesOrder?) -> [Facet] {
    let pinned = order?.order ?? []
    let byValue = Dictionary(values.map { ($0.value, $0) }) { first, _ in first }
    let head = pinned.compactMap { byValue[$0] }
    let pinnedSet = Set(pinned)
    let rest = values.filter { !pinnedSet.contains($0.value) }
    switch order?.sortRemainingBy ?? .count {
    case .count:
      return head + rest.sorted { $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value }
    case .alpha:
      return head + rest.sorted { $0.value < $1.value }
    case .hidden:
      return head
    }
  }
}
