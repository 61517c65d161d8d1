/// Bundles a comparison filter input (`price >= N`): number interactor, searcher (for bounds) and filter state.
public final class FilterComparisonConnector<Number: Comparable & DoubleRepresentable>: Connection {
  /// The interactor.
  public let interactor: NumberInteractor<Number>
  /// Interactor ↔ searcher (bounds).
  public let searcherConnection: Connection
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection

  /// Creates the input, connected; an initial `number` is computed and `bounds` applied when given.
  public init(
    searcher: HitsSearcher, filterState: FilterState, attribute: String, numericOperator: Filter.Numeric.NumericOperator,
    number: Number? = nil, bounds: ClosedRange<Number>? = nil, operator: RefinementOperator = .and, groupName: String? = nil
  ) {
    interactor = NumberInteractor<Number>()
    searcherConnection = interactor.connectSearcher(searcher, attribute: attribute)
    filterStateConnection = interactor.connectFilterState(
      filterState, attribute: attribute, numericOperator: numericOperator, operator: `operator`, groupName: groupName)
    if let number { interactor.computeNumber(number: number) }
    if let bounds { interactor.applyBounds(bounds: bounds) }
  }

  public func connect() {
    searcherConnection.connect()
    filterStateConnection.connect()
  }

  public func disconnect() {
    searcherConnection.disconnect()
    filterStateConnection.disconnect()
  }
}

/// Bundles a range filter input (`price:low TO high`): range interactor, searcher and filter state.
public final class NumberRangeConnector<Number: Comparable & DoubleRepresentable>: Connection {
  /// The interactor.
  public let interactor: NumberRangeInteractor<Number>
  /// Interactor ↔ searcher (bounds).
  public let searcherConnection: Connection
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection

  /// Creates the input on a given interactor, connected.
  public init(
    searcher: HitsSearcher, filterState: FilterState, attribute: String, interactor: NumberRangeInteractor<Number>,
    operator: RefinementOperator = .and, groupName: String? = nil
  ) {
    self.interactor = interactor
    searcherConnection = interactor.connectSearcher(searcher, attribute: attribute)
    filterStateConnection = interactor.connectFilterState(filterState, attribute: attribute, operator: `operator`, groupName: groupName)
  }

  /// Creates the input, connected; `bounds` are applied before connecting, an initial `range` is held.
  public convenience init(
    searcher: HitsSearcher, filterState: FilterState, attribute: String, bounds: ClosedRange<Number>? = nil,
    range: ClosedRange<Number>? = nil, operator: RefinementOperator = .and, groupName: String? = nil
  ) {
    let interactor = NumberRangeInteractor<Number>(item: range)
    if let bounds { interactor.applyBounds(bounds: bounds) }
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute, interactor: interactor, operator: `operator`,
      groupName: groupName)
  }

  public func connect() { filterStateConnection.connect() }

  public func disconnect() { filterStateConnection.disconnect() }
}

/// Bundles a filter toggle: selectable interactor and filter state. The group is an `and` group
/// by default; `isSelected` is overwritten by the filter state at connection, as in InstantSearch.
public final class FilterToggleConnector<F: FilterType & Hashable>: Connection {
  /// The interactor.
  public let interactor: SelectableInteractor<F>
  /// The filter state.
  public let filterState: FilterState
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection

  /// Creates a toggle on a given interactor.
  public init(filterState: FilterState, interactor: SelectableInteractor<F>, operator: RefinementOperator = .and, groupName: String? = nil) {
    self.interactor = interactor
    self.filterState = filterState
    filterStateConnection = interactor.connectFilterState(filterState, operator: `operator`, groupName: groupName)
  }

  /// Creates a toggle for `filter`.
  public convenience init(filterState: FilterState, filter: F, isSelected: Bool = false, operator: RefinementOperator = .and, groupName: String? = nil) {
    let interactor = SelectableInteractor(item: filter)
    interactor.isSelected = isSelected
    self.init(filterState: filterState, interactor: interactor, operator: `operator`, groupName: groupName)
  }

  public func connect() { filterStateConnection.connect() }

  public func disconnect() { filterStateConnection.disconnect() }
}

/// Bundles a clear button: interactor and filter state.
public final class FilterClearConnector: Connection {
  /// The interactor.
  public let interactor: FilterClearInteractor
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection

  /// Creates a clear button acting on `filterGroupIDs` (every group when `nil`).
  public init(filterState: FilterState, interactor: FilterClearInteractor = .init(), clearMode: ClearMode = .specified, filterGroupIDs: [FilterGroup.ID]? = nil) {
    self.interactor = interactor
    filterStateConnection = interactor.connectFilterState(filterState, filterGroupIDs: filterGroupIDs, clearMode: clearMode)
  }

  public func connect() { filterStateConnection.connect() }

  public func disconnect() { filterStateConnection.disconnect() }
}

/// Bundles a current-filters view: interactor and filter state.
public final class CurrentFiltersConnector: Connection {
  /// The interactor.
  public let interactor: CurrentFiltersInteractor
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection

  /// Creates the view's model, listing `groupIDs` (every group when `nil`).
  public init(filterState: FilterState, groupIDs: Set<FilterGroup.ID>? = nil, interactor: CurrentFiltersInteractor = .init()) {
    self.interactor = interactor
    filterStateConnection = interactor.connectFilterState(filterState, filterGroupIDs: groupIDs)
  }

  public func connect() { filterStateConnection.connect() }

  public func disconnect() { filterStateConnection.disconnect() }
}
