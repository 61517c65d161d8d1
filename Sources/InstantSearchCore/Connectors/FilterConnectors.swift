/// Bundles a comparison filter input (`price >= N`): number interactor, searcher (for bounds) and filter state.
public final class FilterComparisonConnector<Number: Comparable & DoubleRepresentable>: Connection {
  /// The searcher giving the bounds.
  public let searcher: HitsSearcher
  /// The filter state written.
  public let filterState: FilterState
  /// The numeric attribute.
  public let attribute: Attribute
  /// The comparison written.
  public let numericOperator: Filter.Numeric.NumericOperator
  /// The group's kind.
  public let `operator`: RefinementOperator
  /// The group's name; the attribute when none was given.
  public let groupName: String
  /// The interactor.
  public let interactor: NumberInteractor<Number>
  /// Interactor ↔ searcher (bounds).
  public let searcherConnection: Connection
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates the input, connected; an initial `number` is computed and `bounds` applied when given.
  public init(
    searcher: HitsSearcher, filterState: FilterState, attribute: String, numericOperator: Filter.Numeric.NumericOperator,
    number: Number? = nil, bounds: ClosedRange<Number>? = nil, operator: RefinementOperator = .and, groupName: String? = nil
  ) {
    self.searcher = searcher
    self.filterState = filterState
    self.attribute = attribute
    self.numericOperator = numericOperator
    self.operator = `operator`
    self.groupName = groupName ?? attribute
    interactor = NumberInteractor<Number>()
    searcherConnection = interactor.connectSearcher(searcher, attribute: attribute)
    filterStateConnection = interactor.connectFilterState(
      filterState, attribute: attribute, numericOperator: numericOperator, operator: `operator`, groupName: groupName)
    if let number { interactor.computeNumber(number: number) }
    if let bounds { interactor.applyBounds(bounds: bounds) }
  }

  /// Creates the input, connected and shown by `controller`.
  public convenience init<Controller: NumberController>(
    searcher: HitsSearcher, filterState: FilterState, attribute: Attribute, numericOperator: Filter.Numeric.NumericOperator,
    number: Number, bounds: ClosedRange<Number>?, operator: RefinementOperator, groupName: String? = nil, controller: Controller
  ) where Controller.Item == Number {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute, numericOperator: numericOperator, number: number,
      bounds: bounds, operator: `operator`, groupName: groupName)
    connectNumberController(controller)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectNumberController<Controller: NumberController>(_ controller: Controller)
    -> NumberInteractor<Number>.ControllerConnection<Controller> where Controller.Item == Number
  {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([searcherConnection, filterStateConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection, filterStateConnection] + controllerConnections).disconnect() }
}

/// Bundles a range filter input (`price:low TO high`): range interactor, searcher and filter state.
public final class NumberRangeConnector<Number: Comparable & DoubleRepresentable>: Connection {
  /// The searcher giving the bounds.
  public let searcher: HitsSearcher
  /// The filter state written.
  public let filterState: FilterState
  /// The numeric attribute.
  public let attribute: Attribute
  /// The interactor.
  public let interactor: NumberRangeInteractor<Number>
  /// Interactor ↔ searcher (bounds).
  public let searcherConnection: Connection
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates the input on a given interactor, connected.
  public init(
    searcher: HitsSearcher, filterState: FilterState, attribute: String, interactor: NumberRangeInteractor<Number>,
    operator: RefinementOperator = .and, groupName: String? = nil
  ) {
    self.searcher = searcher
    self.filterState = filterState
    self.attribute = attribute
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

  /// Creates the input, connected and shown by `controller`.
  public convenience init<Controller: NumberRangeController>(
    searcher: HitsSearcher, filterState: FilterState, attribute: Attribute, bounds: ClosedRange<Number>? = nil,
    range: ClosedRange<Number>? = nil, operator: RefinementOperator = .and, groupName: String? = nil, controller: Controller
  ) where Controller.Number == Number {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute, bounds: bounds, range: range, operator: `operator`,
      groupName: groupName)
    connectController(controller)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: NumberRangeController>(_ controller: Controller) -> NumberRange.ControllerConnection<Number, Controller>
  where Controller.Number == Number {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([searcherConnection, filterStateConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection, filterStateConnection] + controllerConnections).disconnect() }
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
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

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

  /// Creates a toggle for `filter`, shown by `controller`.
  public convenience init<Controller: SelectableController>(
    filterState: FilterState, filter: F, isSelected: Bool = false, operator: RefinementOperator = .and, groupName: String? = nil,
    controller: Controller
  ) where Controller.Item == F {
    self.init(filterState: filterState, filter: filter, isSelected: isSelected, operator: `operator`, groupName: groupName)
    connectController(controller)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: SelectableController>(_ controller: Controller) -> FilterToggle.ControllerConnection<F, Controller>
  where Controller.Item == F {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([filterStateConnection] + controllerConnections).connect() }

  public func disconnect() { ([filterStateConnection] + controllerConnections).disconnect() }
}

/// Bundles a clear button: interactor, filter state and views.
public final class FilterClearConnector: Connection {
  /// The filter state cleared.
  public let filterState: FilterState
  /// The interactor.
  public let interactor: FilterClearInteractor
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates a clear button acting on `filterGroupIDs` (every group when `nil`).
  public init(filterState: FilterState, interactor: FilterClearInteractor = .init(), clearMode: ClearMode = .specified, filterGroupIDs: [FilterGroup.ID]? = nil) {
    self.filterState = filterState
    self.interactor = interactor
    filterStateConnection = interactor.connectFilterState(filterState, filterGroupIDs: filterGroupIDs, clearMode: clearMode)
  }

  /// Creates a clear button acting on `filterGroupIDs` (every group when `nil`), shown by `controller`.
  public convenience init<Controller: FilterClearController>(
    filterState: FilterState, interactor: FilterClearInteractor = .init(), clearMode: ClearMode = .specified,
    filterGroupIDs: [FilterGroup.ID]? = nil, controller: Controller
  ) {
    self.init(filterState: filterState, interactor: interactor, clearMode: clearMode, filterGroupIDs: filterGroupIDs)
    connectController(controller)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController(_ controller: FilterClearController) -> FilterClearInteractor.ControllerConnection {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([filterStateConnection] + controllerConnections).connect() }

  public func disconnect() { ([filterStateConnection] + controllerConnections).disconnect() }
}

/// Bundles a current-filters view: interactor and filter state.
public final class CurrentFiltersConnector: Connection {
  /// The filter state listed.
  public let filterState: FilterState
  /// The groups listed; every group when `nil`.
  public let groupIDs: Set<FilterGroup.ID>?
  /// The interactor.
  public let interactor: CurrentFiltersInteractor
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates the view's model, listing `groupIDs` (every group when `nil`).
  public init(filterState: FilterState, groupIDs: Set<FilterGroup.ID>? = nil, interactor: CurrentFiltersInteractor = .init()) {
    self.filterState = filterState
    self.groupIDs = groupIDs
    self.interactor = interactor
    filterStateConnection = interactor.connectFilterState(filterState, filterGroupIDs: groupIDs)
  }

  /// Creates the view's model, shown by `controller` (when given) with each filter's text from `presenter`.
  public convenience init<Controller: ItemListController>(
    filterState: FilterState, groupIDs: Set<FilterGroup.ID>? = nil, interactor: CurrentFiltersInteractor = .init(),
    controller: Controller? = nil, presenter: @escaping Presenter<Filter, String> = DefaultPresenter.Filter.present
  ) where Controller.Item == FilterAndID {
    self.init(filterState: filterState, groupIDs: groupIDs, interactor: interactor)
    if let controller { connectController(controller, presenter: presenter) }
  }

  /// Connects a list view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: ItemListController>(
    _ controller: Controller, presenter: @escaping Presenter<Filter, String> = DefaultPresenter.Filter.present
  ) -> CurrentFiltersInteractor.ControllerConnection<Controller> where Controller.Item == FilterAndID {
    controllerConnections.keep(interactor.connectController(controller, presenter: presenter))
  }

  public func connect() { ([filterStateConnection] + controllerConnections).connect() }

  public func disconnect() { ([filterStateConnection] + controllerConnections).disconnect() }
}
