/// A list of predefined filters the user selects from.
///
/// The kind-specific initialisers give InstantSearch 7.27.1's selection modes: `FilterListInteractor<Filter.Facet>()`
/// and `<Filter.Tag>()` select several filters, `<Filter.Numeric>()` one.
public final class FilterListInteractor<F: FilterType & Hashable>: SelectableListInteractor<F, F> {
  /// Creates a list of filters.
  ///
  /// - Parameters:
  ///   - items: The filters.
  ///   - selectionMode: Single or multiple selection (no default, as in InstantSearch 7.27.1).
  public override init(items: [F] = [], selectionMode: SelectionMode) {
    super.init(items: items, selectionMode: selectionMode)
  }
}

/// A list of facet filters, several selectable.
public typealias FacetFilterListInteractor = FilterListInteractor<Filter.Facet>
/// A list of numeric filters, one selectable.
public typealias NumericFilterListInteractor = FilterListInteractor<Filter.Numeric>
/// A list of tag filters, several selectable.
public typealias TagFilterListInteractor = FilterListInteractor<Filter.Tag>

/// The link of a filter list to a filter state (InstantSearch 7.27.1's name).
public typealias FilterListFilterStateConnection<Filter: FilterType & Hashable> = SelectableListInteractor<Filter, Filter>.FilterStateConnection

extension SelectableListInteractor where Key == Item, Key: FilterType {
  /// Links the list to a filter state: a computed selection rewrites the group (the whole group in
  /// multiple mode, only the list's filters in single mode); a change selects the group's filters.
  ///
  /// InstantSearch 7.27.1 names it `FilterListFilterStateConnection`.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: SelectableListInteractor<Key, Key>
    /// The filter state.
    public let filterState: FilterState
    /// The group's kind.
    public let `operator`: RefinementOperator
    /// The group's name.
    public let groupName: String
    /// The group's ID.
    public let groupID: FilterGroup.ID

    /// Creates the link without connecting it.
    public init(
      interactor: SelectableListInteractor<Key, Key>, filterState: FilterState, operator: RefinementOperator, groupName: String = ""
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.operator = `operator`
      self.groupName = groupName
      if `operator` == .or, let kind = FilterGroup.ID.Filter(Key.self) {
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
        interactor.selections = Set(filters.getFilters(forGroupWithID: groupID).compactMap { $0.filter as? Key })
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
