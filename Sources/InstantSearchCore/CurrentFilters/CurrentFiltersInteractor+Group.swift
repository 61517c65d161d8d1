/// A list view of current filters.
public protocol CurrentFiltersController: ItemListController where Item == FilterAndID {}

/// A list view of current filters, under InstantSearch 7.27.1's name.
public typealias CurrentFiltersListController = CurrentFiltersController

extension CurrentFiltersInteractor {
  /// Connects a filter state, listing one group; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, filterGroupID: FilterGroup.ID) -> FilterStateConnection {
    connectFilterState(filterState, filterGroupIDs: [filterGroupID])
  }
}
