/// The hierarchical menu's connections under the names InstantSearch 7.27.1 gives them.
public enum Hierarchical {
  /// The link of a menu to a filter state.
  public typealias FilterStateConnection = HierarchicalInteractor.FilterStateConnection
  /// The link of a menu to a view.
  public typealias ControllerConnection<Controller: HierarchicalController> = HierarchicalInteractor.ControllerConnection<Controller>
}

extension HierarchicalInteractor {
  /// The link of a menu to a hits searcher, under InstantSearch 7.27.1's name.
  public typealias HitsSearcherConnection = SearcherConnection

  /// InstantSearch 7's name for the link of a menu to a hits searcher.
  @available(*, deprecated, renamed: "HitsSearcherConnection")
  public typealias SingleIndexSearcherConnection = SearcherConnection

  /// Connects a hits searcher, with InstantSearch 7.27.1's label; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher(searcher: HitsSearcher) -> HitsSearcherConnection {
    connectSearcher(searcher)
  }
}

/// Bundles a hierarchical menu: its interactor, connected at creation to a hits searcher (every level joins
/// the facets, each result's counts per level become the menu) and to a filter state (the selected path as
/// the `_hierarchical` group), and the views showing it.
///
/// It does **not** connect the searcher to the filter state (call `searcher.connectFilterState(filterState)`).
public final class HierarchicalConnector: Connection {
  /// Turns the menu's facets into what a view shows.
  public typealias HierarchicalPresenter<Output> = ([HierarchicalFacet]) -> Output

  /// The searcher.
  public let searcher: HitsSearcher
  /// The filter state holding the selected path.
  public let filterState: FilterState
  /// The interactor.
  public let interactor: HierarchicalInteractor
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates a menu of `hierarchicalAttributes` (top level first) whose values spell the path with `separator`.
  public init(searcher: HitsSearcher, filterState: FilterState, hierarchicalAttributes: [Attribute], separator: String) {
    self.searcher = searcher
    self.filterState = filterState
    interactor = HierarchicalInteractor(hierarchicalAttributes: hierarchicalAttributes, separator: separator)
    searcherConnection = interactor.connectSearcher(searcher)
    filterStateConnection = interactor.connectFilterState(filterState)
  }

  /// Creates a menu shown by `controller` through `presenter`.
  public convenience init<Controller: HierarchicalController, Output>(
    searcher: HitsSearcher, filterState: FilterState, hierarchicalAttributes: [Attribute], separator: String, controller: Controller,
    presenter: @escaping HierarchicalPresenter<Output>
  ) where Controller.Item == Output {
    self.init(searcher: searcher, filterState: filterState, hierarchicalAttributes: hierarchicalAttributes, separator: separator)
    connectController(controller, presenter: presenter)
  }

  /// Connects a view showing the menu through `presenter`; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: HierarchicalController, Output>(
    _ controller: Controller, presenter: @escaping HierarchicalPresenter<Output>
  ) -> HierarchicalInteractor.ControllerConnection<Controller> where Controller.Item == Output {
    controllerConnections.keep(interactor.connectController(controller, presenter: presenter))
  }

  public func connect() { ([searcherConnection, filterStateConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection, filterStateConnection] + controllerConnections).disconnect() }
}
