/// Bundles a stats label: interactor, searcher and views.
public final class StatsConnector: Connection {
  /// The searcher.
  public let searcher: HitsSearcher
  /// The interactor.
  public let interactor: StatsInteractor
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ views.
  public private(set) var controllerConnections: [Connection] = []

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
    controllerConnections.append(interactor.connectController(controller, presenter: presenter))
  }

  /// Creates stats for `searcher`, shown by `controller` as whatever `presenter` makes of them.
  public convenience init<Controller: ItemController, Output>(
    searcher: HitsSearcher, interactor: StatsInteractor = .init(), controller: Controller,
    presenter: @escaping Presenter<SearchStats?, Output>
  ) where Controller.Item == Output {
    self.init(searcher: searcher, interactor: interactor)
    controllerConnections.append(interactor.connectController(controller, presenter: presenter))
  }

  public func connect() {
    searcherConnection.connect()
    controllerConnections.forEach { $0.connect() }
  }

  public func disconnect() {
    searcherConnection.disconnect()
    controllerConnections.forEach { $0.disconnect() }
  }
}

/// Bundles an activity indicator: interactor and searcher.
public final class LoadingConnector<S: Searcher>: Connection {
  /// The searcher.
  public let searcher: S
  /// The interactor.
  public let interactor: LoadingInteractor
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection

  /// Creates a loading indicator for `searcher`.
  public init(searcher: S, interactor: LoadingInteractor = .init()) {
    self.searcher = searcher
    self.interactor = interactor
    searcherConnection = interactor.connectSearcher(searcher)
  }

  public func connect() { searcherConnection.connect() }

  public func disconnect() { searcherConnection.disconnect() }
}
