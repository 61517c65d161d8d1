import Foundation

/// Bundles a multi-index hits list: a ``MultiIndexSearcher``, the ``MultiIndexHitsInteractor`` of its sections,
/// their filter states and the views.
@available(*, deprecated, message: "Use a MultiSearcher with one HitsConnector per child")
public class MultiIndexHitsConnector: Connection {
  /// One section: an index, the list of its hits and, optionally, the filter state of its parameters.
  public struct IndexModule {
    /// The index.
    public let indexName: IndexName
    /// The list of its hits.
    public let hitsInteractor: AnyHitsInteractor
    /// The filter state of its parameters; `nil` for none.
    public let filterState: FilterState?

    /// A section over a list of records.
    public init<Hit: Codable>(indexName: IndexName, hitsInteractor: HitsInteractor<Hit>, filterState: FilterState? = .none) {
      self.indexName = indexName
      self.hitsInteractor = hitsInteractor
      self.filterState = filterState
    }

    /// A section of raw JSON hits.
    public init(
      indexName: IndexName, infiniteScrolling: InfiniteScrolling = .on(withOffset: 10), showItemsOnEmptyQuery: Bool = true,
      filterState: FilterState? = .none
    ) {
      self.init(
        indexName: indexName,
        hitsInteractor: HitsInteractor<JSON>(infiniteScrolling: infiniteScrolling, showItemsOnEmptyQuery: showItemsOnEmptyQuery),
        filterState: filterState)
    }

    /// A section of query suggestions.
    public init(
      suggestionsIndexName: IndexName,
      hitsInteractor: HitsInteractor<Hit<QuerySuggestion>> = .init(infiniteScrolling: .off, showItemsOnEmptyQuery: true),
      filterState: FilterState? = .none
    ) {
      self.init(indexName: suggestionsIndexName, hitsInteractor: hitsInteractor, filterState: filterState)
    }
  }

  /// The searcher.
  public let searcher: MultiIndexSearcher
  /// The interactor.
  public let interactor: MultiIndexHitsInteractor
  /// The filter state of each section, in order; `nil` for a section without one.
  public let filterStates: [FilterState?]
  /// Searcher ↔ filter states.
  public let filterStatesConnections: [Connection]
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates the list over a searcher and its sections' interactor; each filter state sets the parameters of the
  /// section at its position.
  public init(searcher: MultiIndexSearcher, interactor: MultiIndexHitsInteractor, filterStates: [FilterState?] = []) {
    self.searcher = searcher
    self.interactor = interactor
    self.filterStates = filterStates
    searcherConnection = interactor.connectSearcher(searcher)
    filterStatesConnections = filterStates.enumerated().compactMap { index, filterState in
      filterState.map { searcher.connectFilterState($0, withQueryAtIndex: index) }
    }
  }

  /// Creates the list over sections of an Algolia application's indices.
  public convenience init(appID: ApplicationID, apiKey: APIKey, indexModules: [IndexModule]) {
    self.init(client: SearchClient(appID: appID, apiKey: apiKey), indexModules: indexModules)
  }

  /// Creates the list over sections of indices of any backend (the embedded engine included).
  public convenience init(client: SearchBackend, indexModules: [IndexModule]) {
    self.init(
      searcher: MultiIndexSearcher(client: client, indexNames: indexModules.map(\.indexName)),
      interactor: MultiIndexHitsInteractor(hitsInteractors: indexModules.map(\.hitsInteractor)),
      filterStates: indexModules.map(\.filterState))
  }

  /// Creates the list over sections of an Algolia application's indices, shown by `controller`.
  public convenience init<Controller: MultiIndexHitsController>(
    appID: ApplicationID, apiKey: APIKey, indexModules: [IndexModule], controller: Controller
  ) {
    self.init(appID: appID, apiKey: apiKey, indexModules: indexModules)
    connectController(controller)
  }

  /// Connects a sectioned view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: MultiIndexHitsController>(
    _ controller: Controller
  ) -> MultiIndexHitsInteractor.ControllerConnection<Controller> {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([searcherConnection] + filterStatesConnections + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection] + filterStatesConnections + controllerConnections).disconnect() }
}
