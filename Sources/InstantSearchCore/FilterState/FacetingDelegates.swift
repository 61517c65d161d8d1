/// Something that can list its filters as groups, ready to be converted into a `filters` string.
public protocol FilterGroupsConvertible {
  /// The filter groups, in output order.
  func toFilterGroups() -> [FilterGroupType]
}

/// Provides a searcher with what disjunctive faceting needs: the filter groups and the disjunctive attributes.
///
/// ``FilterState`` conforms: its groups come sorted and its attributes are those
/// of the facet filters in non-empty `or` groups of facets.
public protocol DisjunctiveFacetingDelegate: AnyObject, FilterGroupsConvertible {
  /// The attributes faceted disjunctively.
  var disjunctiveFacetsAttributes: Set<String> { get }
}

/// Provides a searcher with what hierarchical faceting needs: the level attributes and the selected path.
///
/// ``FilterState`` conforms through its hierarchical group named `"_hierarchical"`.
public protocol HierarchicalFacetingDelegate: AnyObject {
  /// The attributes of the hierarchy levels, top level first.
  var hierarchicalAttributes: [String] { get set }
  /// The facet filters of the selected path, top level first.
  var hierarchicalFilters: [Filter.Facet] { get set }
}
