/// A list view of current filters.
public protocol CurrentFiltersController: ItemListController where Item == FilterAndID {}

extension CurrentFiltersInteractor {
  /// Connects a filter state, listing one group (every group when `nil`); see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, filterGroupID: FilterGroup.ID?) -> FilterStateConnection {
    connectFilterState(filterState, filterGroupIDs: filterGroupID.map { [$0] })
  }
}
