/// A result that holds the statistics of numeric facets, which a number or range input reads its bounds from.
public protocol FacetStatsProvider {
  /// The minimum, maximum, average and sum of each numeric facet.
  var facetStats: [Attribute: FacetStats]? { get }
}

extension SearchResponse: FacetStatsProvider {}
