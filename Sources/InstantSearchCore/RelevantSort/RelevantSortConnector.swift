/// Bundles a relevant-sort toggle: interactor, hits searcher and views.
public class RelevantSortConnector: Connection {
  /// The presenter of a priority.
  public typealias Presenter<Output> = RelevantSortPresenter<Output>
  /// The presenter of a priority as text.
  public typealias TextualPresenter = RelevantSortTextualPresenter
  /// A priority as text.
  public typealias TextualRepresentation = RelevantSortTextualRepresentation
  /// The link of the interactor to a view.
  public typealias ControllerConnection = RelevantSortInteractor.ControllerConnection

  /// The searcher.
  public let searcher: Searcher
  /// The interactor.
  public let interactor: RelevantSortInteractor
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates the toggle for `searcher`, connected to it.
  public convenience init(searcher: HitsSearcher, interactor: RelevantSortInteractor = .init()) {
    self.init(searcher: searcher, interactor: interactor, searcherConnection: interactor.connectSearcher(searcher))
  }

  /// Creates the toggle for `searcher`, shown by `controller` as whatever `presenter` makes of the priority.
  public convenience init<Controller: RelevantSortController, Output>(
    searcher: HitsSearcher, interactor: RelevantSortInteractor = .init(), controller: Controller,
    presenter: @escaping Presenter<Output>
  ) where Controller.Item == Output {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  /// Creates the toggle for `searcher`, shown by a text view (English hints and titles unless given).
  public convenience init<Controller: RelevantSortController>(
    searcher: HitsSearcher, interactor: RelevantSortInteractor = .init(), controller: Controller,
    presenter: @escaping TextualPresenter = DefaultPresenter.RelevantSort.present
  ) where Controller.Item == TextualRepresentation? {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  fileprivate init(searcher: Searcher, interactor: RelevantSortInteractor, searcherConnection: Connection) {
    self.searcher = searcher
    self.interactor = interactor
    self.searcherConnection = searcherConnection
  }

  /// Connects a view through a presenter; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: RelevantSortController, Output>(
    _ controller: Controller, presenter: @escaping Presenter<Output>
  ) -> ControllerConnection<Controller, Output> where Controller.Item == Output {
    controllerConnections.keep(interactor.connectController(controller, presenter: presenter))
  }

  /// Connects a text view (English hints and titles unless given); the link is kept in
  /// ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: RelevantSortController>(
    _ controller: Controller, presenter: @escaping TextualPresenter = DefaultPresenter.RelevantSort.present
  ) -> ControllerConnection<Controller, TextualRepresentation?> where Controller.Item == TextualRepresentation? {
    controllerConnections.keep(interactor.connectController(controller, presenter: presenter))
  }

  public func connect() { ([searcherConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection] + controllerConnections).disconnect() }
}

@available(*, deprecated, message: "Use MultiSearcher with a HitsSearcher child")
extension RelevantSortConnector {
  /// Creates the toggle for one query of a multi-index searcher, connected to it.
  public convenience init(searcher: MultiIndexSearcher, queryIndex: Int, interactor: RelevantSortInteractor = .init()) {
    self.init(searcher: searcher, interactor: interactor, searcherConnection: interactor.connectSearcher(searcher, queryIndex: queryIndex))
  }

  /// Creates the toggle for one query of a multi-index searcher, shown by `controller` through `presenter`.
  public convenience init<Controller: RelevantSortController, Output>(
    searcher: MultiIndexSearcher, queryIndex: Int, interactor: RelevantSortInteractor = .init(), controller: Controller,
    presenter: @escaping Presenter<Output>
  ) where Controller.Item == Output {
    self.init(searcher: searcher, queryIndex: queryIndex, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  /// Creates the toggle for one query of a multi-index searcher, shown by a text view.
  public convenience init<Controller: RelevantSortController>(
    searcher: MultiIndexSearcher, queryIndex: Int, interactor: RelevantSortInteractor = .init(), controller: Controller,
    presenter: @escaping TextualPresenter = DefaultPresenter.RelevantSort.present
  ) where Controller.Item == TextualRepresentation? {
    self.init(searcher: searcher, queryIndex: queryIndex, interactor: interactor)
    connectController(controller, presenter: presenter)
  }
}
