/// Bundles a whole multi-index search screen: a search box driving a ``MultiIndexSearcher`` and the sectioned
/// hits list of its indices.
@available(*, deprecated, message: "Use a MultiSearcher with a SearchBoxConnector and one HitsConnector per child")
public struct MultiIndexSearchConnector: Connection {
  /// The sectioned hits list.
  public let hitsConnector: MultiIndexHitsConnector
  /// Hits ↔ their view.
  public let hitsControllerConnection: Connection
  /// The search box.
  public let queryInputConnector: SearchBoxConnector
  /// Search box ↔ its view.
  public let queryInputControllerConnection: Connection

  /// Creates the screen's parts over a searcher, connected.
  public init<QI: QueryInputController, HC: MultiIndexHitsController>(
    searcher: MultiIndexSearcher, indexModules: [MultiIndexHitsConnector.IndexModule], hitsController: HC,
    queryInputInteractor: QueryInputInteractor = .init(), queryInputController: QI
  ) {
    hitsConnector = MultiIndexHitsConnector(
      searcher: searcher, interactor: MultiIndexHitsInteractor(hitsInteractors: indexModules.map(\.hitsInteractor)),
      filterStates: indexModules.map(\.filterState))
    hitsControllerConnection = hitsConnector.connectController(hitsController)
    queryInputConnector = SearchBoxConnector(searcher: searcher, interactor: queryInputInteractor)
    queryInputControllerConnection = queryInputConnector.connectController(queryInputController)
  }

  /// Creates the screen's parts over indices of an Algolia application, connected.
  public init<QI: QueryInputController, HC: MultiIndexHitsController>(
    appID: ApplicationID, apiKey: APIKey, indexModules: [MultiIndexHitsConnector.IndexModule], hitsController: HC,
    queryInputInteractor: QueryInputInteractor = .init(), queryInputController: QI
  ) {
    self.init(
      searcher: MultiIndexSearcher(appID: appID, apiKey: apiKey, indexNames: indexModules.map(\.indexName)),
      indexModules: indexModules, hitsController: hitsController, queryInputInteractor: queryInputInteractor,
      queryInputController: queryInputController)
  }

  public func connect() {
    hitsConnector.connect()
    queryInputConnector.connect()
  }

  public func disconnect() {
    hitsConnector.disconnect()
    queryInputConnector.disconnect()
  }
}

/// InstantSearch 7's name for ``SearchConnector``.
@available(*, deprecated, renamed: "SearchConnector")
public typealias SingleIndexSearchConnector = SearchConnector
