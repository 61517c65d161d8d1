/// Bundles the custom data of query rules: a ``QueryRuleCustomDataInteractor`` decoding `Model`, its searcher
/// and the views.
public class QueryRuleCustomDataConnector<Model: Decodable>: Connection {
  /// The interactor.
  public typealias Interactor = QueryRuleCustomDataInteractor<Model>

  /// The interactor.
  public let interactor: Interactor
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates the custom data of `searcher`'s results.
  public convenience init(searcher: HitsSearcher, interactor: Interactor = .init()) {
    self.init(interactor: interactor, searcherConnection: interactor.connectSearcher(searcher))
  }

  /// Creates the custom data of `searcher`'s results, shown by `controller` as whatever `presenter` makes of it.
  public convenience init<Controller: ItemController, Output>(
    searcher: HitsSearcher, interactor: Interactor = .init(), controller: Controller,
    presenter: @escaping (Model?) -> Output
  ) where Controller.Item == Output {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  /// Creates the custom data of `searcher`'s results, shown by `controller` as it is.
  public convenience init<Controller: ItemController>(
    searcher: HitsSearcher, interactor: Interactor = .init(), controller: Controller
  ) where Controller.Item == Model? {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller)
  }

  fileprivate init(interactor: Interactor, searcherConnection: Connection) {
    self.interactor = interactor
    self.searcherConnection = searcherConnection
  }

  /// Connects a view through a presenter; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: ItemController, Output>(
    _ controller: Controller, presenter: @escaping (Model?) -> Output
  ) -> QueryRuleCustomDataInteractor<Model>.ControllerConnection<Controller, Output> where Controller.Item == Output {
    controllerConnections.keep(interactor.connectController(controller, presenter: presenter))
  }

  /// Connects a view showing the data as it is; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: ItemController>(_ controller: Controller)
    -> QueryRuleCustomDataInteractor<Model>.ControllerConnection<Controller, Model?> where Controller.Item == Model?
  {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([searcherConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection] + controllerConnections).disconnect() }
}

@available(*, deprecated, message: "Use MultiSearcher with a HitsSearcher child")
extension QueryRuleCustomDataConnector {
  /// Creates the custom data of one query of a multi-index searcher.
  public convenience init(searcher: MultiIndexSearcher, queryIndex: Int, interactor: Interactor = .init()) {
    self.init(interactor: interactor, searcherConnection: interactor.connectSearcher(searcher, toQueryAtIndex: queryIndex))
  }

  /// Creates the custom data of one query of a multi-index searcher, shown by `controller` through `presenter`.
  public convenience init<Controller: ItemController, Output>(
    searcher: MultiIndexSearcher, queryIndex: Int, interactor: Interactor = .init(), controller: Controller,
    presenter: @escaping (Model?) -> Output
  ) where Controller.Item == Output {
    self.init(searcher: searcher, queryIndex: queryIndex, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  /// Creates the custom data of one query of a multi-index searcher, shown by `controller` as it is.
  public convenience init<Controller: ItemController>(
    searcher: MultiIndexSearcher, queryIndex: Int, interactor: Interactor = .init(), controller: Controller
  ) where Controller.Item == Model? {
    self.init(searcher: searcher, queryIndex: queryIndex, interactor: interactor)
    connectController(controller)
  }
}
