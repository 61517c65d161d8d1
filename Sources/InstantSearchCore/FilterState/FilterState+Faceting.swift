extension FilterState: DisjunctiveFacetingDelegate, HierarchicalFacetingDelegate {
  /// The name of the hierarchical group backing ``hierarchicalAttributes`` and ``hierarchicalFilters``.
  public static let hierarchicalGroupName = "_hierarchical"

  /// The attributes of the facet filters held by non-empty `or` groups of facets.
  public var disjunctiveFacetsAttributes: Set<String> {
    read(\.disjunctiveFacetsAttributes)
  }

  /// The level attributes of the hierarchical group `"_hierarchical"`; setting them creates the group.
  public var hierarchicalAttributes: [String] {
    get { hierarchicalAttributes(forGroupWithName: Self.hierarchicalGroupName) }
    set { setHierarchicalAttributes(newValue, forGroupWithName: Self.hierarchicalGroupName) }
  }

  /// The selected path of the hierarchical group `"_hierarchical"`; setting it creates the group.
  public var hierarchicalFilters: [Filter.Facet] {
    get { hierarchicalFilters(forGroupWithName: Self.hierarchicalGroupName) }
    set { setHierarchicalFilters(newValue, forGroupWithName: Self.hierarchicalGroupName) }
  }

  /// The level attributes of a hierarchical group.
  ///
  /// - Parameter groupName: The hierarchical group name.
  /// - Returns: The attributes, top level first; empty when none were set.
  public func hierarchicalAttributes(forGroupWithName groupName: String) -> [String] {
    read { $0.hierarchy(forGroupWithName: groupName).attributes }
  }

  /// The selected path of a hierarchical group.
  ///
  /// - Parameter groupName: The hierarchical group name.
  /// - Returns: The facet filters of the path, top level first; empty when none were set.
  public func hierarchicalFilters(forGroupWithName groupName: String) -> [Filter.Facet] {
    read { $0.hierarchy(forGroupWithName: groupName).filters }
  }

  /// Sets the level attributes of a hierarchical group, creating the group if needed. Does not notify.
  ///
  /// - Parameters:
  ///   - attributes: The attributes, top level first.
  ///   - groupName: The hierarchical group name.
  public func setHierarchicalAttributes(_ attributes: [String], forGroupWithName groupName: String) {
    write { $0.setHierarchicalAttributes(attributes, forGroupWithName: groupName) }
  }

  /// Sets the selected path of a hierarchical group, creating the group if needed. Does not notify.
  ///
  /// - Parameters:
  ///   - filters: The facet filters of the path, top level first.
  ///   - groupName: The hierarchical group name.
  public func setHierarchicalFilters(_ filters: [Filter.Facet], forGroupWithName groupName: String) {
    write { $0.setHierarchicalFilters(filters, forGroupWithName: groupName) }
  }
}
