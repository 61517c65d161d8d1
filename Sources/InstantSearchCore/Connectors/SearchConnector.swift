/// Bundles a whole search screen: a searcher, a search box and a hits list with their views and, when
/// given, a filter state driving both the searcher and the hits.
public final class SearchConnector<Record: Codable>: Connection {
  /// The searcher.
  public let searcher: HitsSearcher
  /// The search box.
  public let searchBoxConnector: SearchBoxConnector
  /// The hits list.
  public let hitsConnector: HitsConnector<Record>
  /// The filter state, if any.
  public let filterState: FilterState?
  /// Searcher ↔ filter state, when there is a filter state.
  public let filterStateConnection: Connection?
  /// Hits ↔ their view.
  public var hitsControllerConnection: Connection { hitsConnector.controllerConnections[0] }
  /// Search box ↔ its view.
  public var searchBoxControllerConnection: Connection { searchBoxConnector.controllerConnections[0] }
  /// Filter state ↔ hits, when there is a filter state.
  public var filterStateHitsInteractorConnection: Connection? { hitsConnector.filterStateConnection }
  /// Filter state ↔ searcher, when there is a filter state.
  public var filterStateSearcherConnection: Connection? { filterStateConnection }
  /// InstantSearch 7's name of ``searchBoxConnector``.
  @available(*, deprecated, renamed: "searchBoxConnector")
  public var queryInputConnector: SearchBoxConnector { searchBoxConnector }
  /// InstantSearch 7's name of ``searchBoxControllerConnection``.
  @available(*, deprecated, renamed: "searchBoxControllerConnection")
  public var queryInputControllerConnection: Connection { searchBoxControllerConnection }

  /// Creates the screen's parts, connected.
  public init<SearchBox: SearchBoxController, Hits: HitsController>(
    searcher: HitsSearcher, searchBoxInteractor: SearchBoxInteractor = .init(), searchBoxController: SearchBox,
    hitsInteractor: HitsInteractor<Record>, hitsController: Hits, filterState: FilterState? = nil
  ) where Hits.DataSource == HitsInteractor<Record> {
    self.searcher = searcher
    self.filterState = filterState
    searchBoxConnector = SearchBoxConnector(searcher: searcher, interactor: searchBoxInteractor, controller: searchBoxController)
    hitsConnector = HitsConnector(searcher: searcher, interactor: hitsInteractor, filterState: filterState, controller: hitsController)
    filterStateConnection = filterState.map { searcher.connectFilterState($0) }
  }

  /// Creates the screen's parts on an index of an Algolia application, connected.
  ///
  /// Never throws: with an empty application id or key, each search fails with
  /// ``SearchClientError/invalidConfiguration(message:)``.
  public convenience init<SearchBox: SearchBoxController, Hits: HitsController>(
    appID: ApplicationID, apiKey: APIKey, indexName: IndexName, searchBoxInteractor: SearchBoxInteractor = .init(),
    searchBoxController: SearchBox, hitsInteractor: HitsInteractor<Record>, hitsController: Hits, filterState: FilterState? = nil
  ) where Hits.DataSource == HitsInteractor<Record> {
    self.init(
      searcher: HitsSearcher(appID: appID, apiKey: apiKey, indexName: indexName), searchBoxInteractor: searchBoxInteractor,
      searchBoxController: searchBoxController, hitsInteractor: hitsInteractor, hitsController: hitsController, filterState: filterState)
  }

  /// Disconnects every part first (which clears the search box's query), then connects them again.
  public func connect() {
    disconnect()
    searchBoxConnector.connect()
    hitsConnector.connect()
    filterStateConnection?.connect()
  }

  public func disconnect() {
    searchBoxConnector.disconnect()
    hitsConnector.disconnect()
    filterStateConnection?.disconnect()
  }
}
