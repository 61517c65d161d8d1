/// Bundles a search box: its interactor, the searcher it drives and its text fields.
public final class SearchBoxConnector: Connection {
  /// The searcher driven.
  public let searcher: QuerySettable & Searchable
  /// The interactor.
  public let interactor: SearchBoxInteractor
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ text fields.
  public var controllerConnections: [Connection] = []

  /// Creates a search box driving `searcher`.
  public init<S: Searchable & QuerySettable>(
    searcher: S, interactor: SearchBoxInteractor = .init(), searchTriggeringMode: SearchTriggeringMode = .searchAsYouType
  ) {
    self.searcher = searcher
    self.interactor = interactor
    searcherConnection = interactor.connectSearcher(searcher, searchTriggeringMode: searchTriggeringMode)
  }

  /// Creates a search box driving `searcher`, shown in `controller`.
  public convenience init<S: Searchable & QuerySettable, C: SearchBoxController>(
    searcher: S, interactor: SearchBoxInteractor = .init(), searchTriggeringMode: SearchTriggeringMode = .searchAsYouType,
    controller: C
  ) {
    self.init(searcher: searcher, interactor: interactor, searchTriggeringMode: searchTriggeringMode)
    connectController(controller)
  }

  /// Connects a text field; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<C: SearchBoxController>(_ controller: C) -> SearchBoxInteractor.ControllerConnection<C> {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([searcherConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection] + controllerConnections).disconnect() }
}

/// InstantSearch's earlier name for ``SearchBoxConnector``.
public typealias QueryInputConnector = SearchBoxConnector
