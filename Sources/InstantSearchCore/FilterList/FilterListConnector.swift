/// Bundles a list of predefined filters: the filter-list interactor and the filter state it writes.
public final class FilterListConnector<F: FilterType & Hashable>: Connection {
  /// The filter state.
  public let filterState: FilterState
  /// The interactor.
  public let interactor: FilterListInteractor<F>
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ views.
  public private(set) var controllerConnections: [Connection] = []

  /// Creates the list on a given interactor, writing to the group `groupName` (`""` by default).
  public init(filterState: FilterState, interactor: FilterListInteractor<F>, operator: RefinementOperator, groupName: String = "") {
    self.filterState = filterState
    self.interactor = interactor
    filterStateConnection = interactor.connectFilterState(filterState, operator: `operator`, groupName: groupName)
  }

  /// Creates the list of `filters`, writing to the group `groupName` (`""` by default).
  public convenience init(
    filterState: FilterState, filters: [F], selectionMode: SelectionMode, operator: RefinementOperator, groupName: String = ""
  ) {
    self.init(
      filterState: filterState, interactor: FilterListInteractor(items: filters, selectionMode: selectionMode), operator: `operator`,
      groupName: groupName)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: SelectableListController>(_ controller: Controller)
    -> FilterListInteractor<F>.ControllerConnection<Controller> where Controller.Item == F
  {
    let connection = interactor.connectController(controller)
    controllerConnections.append(connection)
    return connection
  }

  public func connect() {
    filterStateConnection.connect()
    controllerConnections.forEach { $0.connect() }
  }

  public func disconnect() {
    filterStateConnection.disconnect()
    controllerConnections.forEach { $0.disconnect() }
  }
}
