/// The facet values of one attribute, in the order a view shows them.
public struct AttributedFacets: Codable, Equatable {
  /// The faceted attribute.
  public let attribute: Attribute
  /// Its values with their counts.
  public let facets: [Facet]

  /// Creates the values of an attribute.
  public init(attribute: Attribute, facets: [Facet] = []) {
    self.attribute = attribute
    self.facets = facets
  }
}

/// Where a dynamic facet list writes an attribute's selections: a group name and whether its filters are
/// combined with `and` or `or`.
public typealias FilterGroupDescriptor = (String, RefinementOperator)
