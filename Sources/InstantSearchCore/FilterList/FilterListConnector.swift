/// Bundles a list of predefined filters: the filter-list interactor and the filter state it writes.
public final class FilterListConnector<F: FilterType & Hashable>: Connection {
  /// The filter state.
  public let filterState: FilterState
  /// The interactor.
  public let interactor: FilterListInteractor<F>
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Interactor ↔ filter state, under InstantSearch 7.27.1's name.
  public var connectionFilterState: Connection { filterStateConnection }

  /// Creates the list on a given interactor, writing to the group `groupName`.
  public init(filterState: FilterState, interactor: FilterListInteractor<F>, operator: RefinementOperator, groupName: String) {
    self.filterState = filterState
    self.interactor = interactor
    filterStateConnection = interactor.connectFilterState(filterState, operator: `operator`, groupName: groupName)
  }

  /// Creates the list on a given interactor, writing to the group `groupName`, shown in `controller`.
  public convenience init<Controller: SelectableListController>(
    filterState: FilterState, interactor: FilterListInteractor<F>, operator: RefinementOperator, groupName: String,
    controller: Controller
  ) where Controller.Item == F {
    self.init(filterState: filterState, interactor: interactor, operator: `operator`, groupName: groupName)
    connectController(controller)
  }

  /// Creates the list of `filters`, writing to the group `groupName`.
  public convenience init(
    filterState: FilterState, filters: [F], selectionMode: SelectionMode, operator: RefinementOperator, groupName: String
  ) {
    self.init(
      filterState: filterState, interactor: FilterListInteractor(items: filters, selectionMode: selectionMode), operator: `operator`,
      groupName: groupName)
  }

  /// Creates the list of `filters`, writing to the group `groupName`, shown in `controller`.
  public convenience init<Controller: SelectableListController>(
    filterState: FilterState, filters: [F], selectionMode: SelectionMode, operator: RefinementOperator, groupName: String,
    controller: Controller
  ) where Controller.Item == F {
    self.init(filterState: filterState, filters: filters, selectionMode: selectionMode, operator: `operator`, groupName: groupName)
    connectController(controller)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: SelectableListController>(_ controller: Controller)
    -> FilterListControllerConnection<F, Controller> where Controller.Item == F
  {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([filterStateConnection] + controllerConnections).connect() }

  public func disconnect() { ([filterStateConnection] + controllerConnections).disconnect() }
}

/// A list of facet filters (InstantSearch 7.27.1's name).
public typealias FacetFilterListConnector = FilterListConnector<Filter.Facet>
/// A list of numeric filters (InstantSearch 7.27.1's name).
public typealias NumericFilterListConnector = FilterListConnector<Filter.Numeric>
/// A list of tag filters (InstantSearch 7.27.1's name).
public typealias TagFilterListConnector = FilterListConnector<Filter.Tag>

extension FilterListConnector where F == Filter.Facet {
  /// Creates a list of facet filters, several selectable by default.
  public convenience init(
    facetFilters: [FacetFilter] = [], selectionMode: SelectionMode = .multiple, filterState: FilterState, operator: RefinementOperator,
    groupName: String
  ) {
    self.init(filterState: filterState, filters: facetFilters, selectionMode: selectionMode, operator: `operator`, groupName: groupName)
  }

  /// Creates a list of facet filters, several selectable by default, shown in `controller`.
  public convenience init<Controller: SelectableListController>(
    facetFilters: [FacetFilter] = [], selectionMode: SelectionMode = .multiple, filterState: FilterState, operator: RefinementOperator,
    groupName: String, controller: Controller
  ) where Controller.Item == FacetFilter {
    self.init(facetFilters: facetFilters, selectionMode: selectionMode, filterState: filterState, operator: `operator`, groupName: groupName)
    connectController(controller)
  }
}

extension FilterListConnector where F == Filter.Numeric {
  /// Creates a list of numeric filters, one selectable by default.
  public convenience init(
    numericFilters: [NumericFilter] = [], selectionMode: SelectionMode = .single, filterState: FilterState,
    operator: RefinementOperator, groupName: String
  ) {
    self.init(filterState: filterState, filters: numericFilters, selectionMode: selectionMode, operator: `operator`, groupName: groupName)
  }

  /// Creates a list of numeric filters, one selectable by default, shown in `controller`.
  public convenience init<Controller: SelectableListController>(
    numericFilters: [NumericFilter] = [], selectionMode: SelectionMode = .single, filterState: FilterState,
    operator: RefinementOperator, groupName: String, controller: Controller
  ) where Controller.Item == NumericFilter {
    self.init(
      numericFilters: numericFilters, selectionMode: selectionMode, filterState: filterState, operator: `operator`, groupName: groupName)
    connectController(controller)
  }
}

extension FilterListConnector where F == Filter.Tag {
  /// Creates a list of tag filters, several selectable by default.
  public convenience init(
    tagFilters: [TagFilter] = [], selectionMode: SelectionMode = .multiple, filterState: FilterState, operator: RefinementOperator,
    groupName: String
  ) {
    self.init(filterState: filterState, filters: tagFilters, selectionMode: selectionMode, operator: `operator`, groupName: groupName)
  }

  /// Creates a list of tag filters, several selectable by default, shown in `controller`.
  public convenience init<Controller: SelectableListController>(
    tagFilters: [TagFilter] = [], selectionMode: SelectionMode = .multiple, filterState: FilterState, operator: RefinementOperator,
    groupName: String, controller: Controller
  ) where Controller.Item == TagFilter {
    self.init(tagFilters: tagFilters, selectionMode: selectionMode, filterState: filterState, operator: `operator`, groupName: groupName)
    connectController(controller)
  }
}
