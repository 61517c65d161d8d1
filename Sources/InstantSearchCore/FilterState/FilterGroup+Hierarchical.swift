extension FilterGroup {
  /// A conjunctive group of facet filters used by hierarchical faceting.
  ///
  /// Besides its filters it carries the hierarchy description a hierarchical searcher needs: the attributes
  /// of the levels (`category.lvl0`, `category.lvl1`, …) and the facet filters of the selected path.
  public struct Hierarchical: FilterGroupType {
    /// The group name, if any.
    public let name: String?
    /// The facet filters with their concrete type, in the order given.
    public let typedFilters: [Filter.Facet]
    /// The filters, in the order given.
    public var filters: [FilterType] { typedFilters }
    /// Always `false`.
    public var isDisjuncitve: Bool { false }
    /// The attributes of the hierarchy levels, top level first.
    public var hierarchicalAttributes: [String]
    /// The facet filters of the selected path, top level first.
    public var hierarchicalFilters: [Filter.Facet]

    /// Creates a hierarchical group.
    ///
    /// - Parameters:
    ///   - filters: The facet filters, kept in order.
    ///   - name: The group name.
    ///   - hierarchicalAttributes: The attributes of the levels.
    ///   - hierarchicalFilters: The filters of the selected path.
    public init<S: Sequence>(
      filters: S, name: String? = nil, hierarchicalAttributes: [String] = [],
      hierarchicalFilters: [Filter.Facet] = []
    ) where S.Element == Filter.Facet {
      self.typedFilters = Array(filters)
      self.name = name
      self.hierarchicalAttributes = hierarchicalAttributes
      self.hierarchicalFilters = hierarchicalFilters
    }

    /// A hierarchical group with the same name and hierarchy holding the facet filters among `filters`.
    ///
    /// - Parameter filters: The new filters; non-facet filters are dropped.
    /// - Returns: The new group.
    public func withFilters<S: Sequence>(_ filters: S) -> FilterGroup.Hierarchical where S.Element == FilterType {
      FilterGroup.Hierarchical(
        filters: filters.compactMap { $0.unwrapped as? Filter.Facet }, name: name,
        hierarchicalAttributes: hierarchicalAttributes, hierarchicalFilters: hierarchicalFilters)
    }
  }
}
