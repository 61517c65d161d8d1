/// A list of predefined filters the user selects from.
public final class FilterListInteractor<F: FilterType & Hashable>: SelectableListInteractor<F, F> {
  /// Creates a list of filters.
  public override init(items: [F] = [], selectionMode: SelectionMode = .multiple) {
    super.init(items: items, selectionMode: selectionMode)
  }
}

/// A list of facet filters, several selectable.
public typealias FacetFilterListInteractor = FilterListInteractor<Filter.Facet>
/// A list of numeric filters, one selectable.
public typealias NumericFilterListInteractor = FilterListInteractor<Filter.Numeric>
/// A list of tag filters, several selectable.
public typealias TagFilterListInteractor = FilterListInteractor<Filter.Tag>

extension FilterListInteractor {
  /// Links the list to a filter state: a computed selection rewrites the group (the whole group in
  /// multiple mode, only the list's filters in single mode); a change selects the group's filters.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: FilterListInteractor<F>
    /// The filter state.
    public let filterState: FilterState
    /// The group's ID.
    public let groupID: FilterGroup.ID

    /// Creates the link without connecting it.
    public init(interactor: FilterListInteractor<F>, filterState: FilterState, operator: RefinementOperator, groupName: String = "") {
      self.interactor = interactor
      self.filterState = filterState
      if `operator` == .or, let kind = FilterGroup.ID.Filter(F.self) {
        groupID = .or(name: groupName, filterType: kind)
      } else {
        groupID = .and(name: groupName)
      }
    }

    public func connect() {
      let groupID = self.groupID
      interactor.onSelectionsComputed.subscribePast(with: filterState) { [weak interactor] filterState, selections in
        guard let interactor else { return }
        switch interactor.selectionMode {
        case .multiple: filterState.removeAll(fromGroupWithID: groupID)
        case .single: filterState.removeAll(interactor.items.map { $0 as FilterType }, fromGroupWithID: groupID)
        }
        filterState.addAll(filters: selections.map { $0 as FilterType }, toGroupWithID: groupID)
        filterState.notifyChange()
      }
      filterState.onChange.subscribePast(with: interactor) { interactor, filters in
        interactor.selections = Set(filters.getFilters(forGroupWithID: groupID).compactMap { $0.filter as? F })
      }
    }

    public func disconnect() {
      interactor.onSelectionsComputed.cancelSubscription(for: filterState)
      filterState.onChange.cancelSubscription(for: interactor)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, operator: RefinementOperator, groupName: String = "") -> FilterStateConnection {
    let connection = FilterStateConnection(interactor: self, filterState: filterState, operator: `operator`, groupName: groupName)
    connection.connect()
    return connection
  }
}
