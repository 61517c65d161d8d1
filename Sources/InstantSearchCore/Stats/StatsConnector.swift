/// Bundles a stats label: interactor, searcher and views.
public final class StatsConnector: Connection {
  /// The searcher.
  public let searcher: HitsSearcher
  /// The interactor.
  public let interactor: StatsInteractor
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates stats for `searcher`.
  public init(searcher: HitsSearcher, interactor: StatsInteractor = .init()) {
    self.searcher = searcher
    self.interactor = interactor
    searcherConnection = interactor.connectSearcher(searcher)
  }

  /// Creates stats for `searcher`, shown as text by `controller` through `presenter` (the default text
  /// `"1000 results (3ms)"` unless given).
  public convenience init<Controller: ItemController>(
    searcher: HitsSearcher, interactor: StatsInteractor = .init(), controller: Controller,
    presenter: @escaping Presenter<SearchStats?, String?> = DefaultPresenter.Stats.present
  ) where Controller.Item == String? {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  /// Creates stats for `searcher`, shown by `controller` as whatever `presenter` makes of them.
  public convenience init<Controller: ItemController, Output>(
    searcher: HitsSearcher, interactor: StatsInteractor = .init(), controller: Controller,
    presenter: @escaping Presenter<SearchStats?, Output>
  ) where Controller.Item == Output {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  /// Connects a view showing whatever `presenter` makes of the stats; the link is kept in
  /// ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: ItemController, Output>(
    _ controller: Controller, presenter: @escaping Presenter<SearchStats?, Output>
  ) -> ItemInteractor<SearchStats?>.ControllerConnection<Controller, Output> where Controller.Item == Output {
    controllerConnections.keep(interactor.connectController(controller, presenter: presenter))
  }

  /// Connects a text view showing the stats through `presenter` (by default `"1000 results (3ms)"`); the link is
  /// kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: ItemController>(
    _ controller: Controller, presenter: @escaping Presenter<SearchStats?, String?> = DefaultPresenter.Stats.present
  ) -> ItemInteractor<SearchStats?>.ControllerConnection<Controller, String?> where Controller.Item == String? {
    controllerConnections.keep(interactor.connectController(controller, presenter: presenter))
  }

  public func connect() { ([searcherConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection] + controllerConnections).disconnect() }
}

/// Bundles an activity indicator: interactor, searcher and views.
public final class LoadingConnector: Connection {
  /// The searcher.
  public let searcher: Searcher
  /// The interactor.
  public let interactor: LoadingInteractor
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates a loading indicator for `searcher`.
  public init(searcher: Searcher, interactor: LoadingInteractor = .init()) {
    self.searcher = searcher
    self.interactor = interactor
    searcherConnection = interactor.connectSearcher(searcher)
  }

  /// Creates a loading indicator for `searcher`, shown by `controller`.
  public convenience init<Controller: LoadingController>(searcher: Searcher, interactor: LoadingInteractor = .init(), controller: Controller) {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: LoadingController>(_ controller: Controller) -> LoadingInteractor.ControllerConnection<Controller, Bool> {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([searcherConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection] + controllerConnections).disconnect() }
}
