extension HitsSearcher {
  /// Links a hits searcher to a filter state.
  ///
  /// Installs the filter state as the faceting delegates (disjunctive and hierarchical faceting), and on
  /// every notified change (also the last one, at connect) writes the `filters` string, goes back to page 0
  /// and searches.
  public struct FilterStateConnection: Connection {
    /// The searcher.
    public let hitsSearcher: HitsSearcher
    /// InstantSearch 7's name of ``hitsSearcher``.
    @available(*, deprecated, renamed: "hitsSearcher")
    public var singleIndexSearcher: HitsSearcher { hitsSearcher }
    /// The filter state.
    public let filterState: FilterState

    /// Creates the link without connecting it.
    public init(hitsSearcher: HitsSearcher, filterState: FilterState) {
      self.hitsSearcher = hitsSearcher
      self.filterState = filterState
    }

    public func connect() {
      hitsSearcher.disjunctiveFacetingDelegate = filterState
      hitsSearcher.hierarchicalFacetingDelegate = filterState
      filterState.onChange.subscribePast(with: hitsSearcher) { searcher, filters in
        searcher.request.query.filters = FilterGroupConverter().sql(filters.toFilterGroups())
        searcher.request.query.page = 0
        searcher.search()
      }
    }

    public func disconnect() {
      hitsSearcher.disjunctiveFacetingDelegate = nil
      hitsSearcher.hierarchicalFacetingDelegate = nil
      filterState.onChange.cancelSubscription(for: hitsSearcher)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> FilterStateConnection {
    let connection = FilterStateConnection(hitsSearcher: self, filterState: filterState)
    connection.connect()
    return connection
  }
}

extension FacetSearcher {
  /// Links a facet searcher to a filter state: each notified change writes the `filters` of the facet
  /// search's context and, if asked, searches. No page reset, no faceting delegates.
  public struct FilterStateConnection: Connection {
    /// The searcher.
    public let facetSearcher: FacetSearcher
    /// The filter state.
    public let filterState: FilterState
    /// Whether a change launches a search.
    public let triggerSearchOnFilterStateChange: Bool

    /// Creates the link without connecting it.
    public init(facetSearcher: FacetSearcher, filterState: FilterState, triggerSearchOnFilterStateChange: Bool) {
      self.facetSearcher = facetSearcher
      self.filterState = filterState
      self.triggerSearchOnFilterStateChange = triggerSearchOnFilterStateChange
    }

    public func connect() {
      let trigger = triggerSearchOnFilterStateChange
      filterState.onChange.subscribePast(with: facetSearcher) { searcher, filters in
        searcher.request.context.filters = FilterGroupConverter().sql(filters.toFilterGroups())
        if trigger { searcher.search() }
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: facetSearcher)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, triggerSearchOnFilterStateChange: Bool = true)
    -> FilterStateConnection
  {
    let connection = FilterStateConnection(
      facetSearcher: self, filterState: filterState, triggerSearchOnFilterStateChange: triggerSearchOnFilterStateChange)
    connection.connect()
    return connection
  }
}

extension FilterState {
  /// Links a filter state to any searcher that takes a `filters` string (a multi-searcher, say): each
  /// notified change sets the filters and searches. Installs no faceting delegates.
  public struct SearcherConnection<Searcher: Searchable & FiltersSettable>: Connection {
    /// The searcher.
    public let searcher: Searcher
    /// The filter state.
    public let filterState: FilterState

    /// Creates the link without connecting it.
    public init(searcher: Searcher, filterState: FilterState) {
      self.searcher = searcher
      self.filterState = filterState
    }

    public func connect() {
      filterState.onChange.subscribePast(with: searcher) { searcher, filters in
        searcher.setFilters(FilterGroupConverter().sql(filters.toFilterGroups()))
        searcher.search()
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: searcher)
    }
  }

  /// Connects a searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher<Searcher: Searchable & FiltersSettable>(_ searcher: Searcher) -> SearcherConnection<Searcher> {
    let connection = SearcherConnection(searcher: searcher, filterState: self)
    connection.connect()
    return connection
  }
}
