/// Bundles a hits list: interactor, searcher, optional filter state and views.
///
/// Connects the interactor to the searcher and, when given, to the filter state (which resets the hits on
/// a filter change); it does not connect the searcher to the filter state.
public final class HitsConnector<Record: Codable>: Connection {
  /// The searcher.
  public let searcher: HitsSearcher
  /// The interactor.
  public let interactor: HitsInteractor<Record>
  /// The filter state, if any.
  public let filterState: FilterState?
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection?
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates a hits list on `searcher`.
  public init(searcher: HitsSearcher, interactor: HitsInteractor<Record> = .init(), filterState: FilterState? = nil) {
    self.searcher = searcher
    self.interactor = interactor
    self.filterState = filterState
    searcherConnection = interactor.connectSearcher(searcher)
    filterStateConnection = filterState.map { interactor.connectFilterState($0) }
  }

  /// Creates a hits list on `searcher` shown in `controller`.
  public convenience init<Controller: HitsController>(
    searcher: HitsSearcher, interactor: HitsInteractor<Record> = .init(), filterState: FilterState? = nil, controller: Controller,
    externalReload: Bool = false
  ) where Controller.DataSource == HitsInteractor<Record> {
    self.init(searcher: searcher, interactor: interactor, filterState: filterState)
    connectController(controller, externalReload: externalReload)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: HitsController>(_ controller: Controller, externalReload: Bool = false)
    -> HitsInteractor<Record>.ControllerConnection<Controller> where Controller.DataSource == HitsInteractor<Record>
  {
    controllerConnections.keep(interactor.connectController(controller, externalReload: externalReload))
  }

  public func connect() { ([searcherConnection] + (filterStateConnection.map { [$0] } ?? []) + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection] + (filterStateConnection.map { [$0] } ?? []) + controllerConnections).disconnect() }
}
