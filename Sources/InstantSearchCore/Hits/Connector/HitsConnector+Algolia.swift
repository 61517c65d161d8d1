extension HitsConnector {
  /// Creates a hits list on an index of an Algolia application, with its own searcher and interactor.
  ///
  /// - Throws: ``SearchClientError/invalidConfiguration(message:)`` for an empty application id or key.
  public convenience init(
    appID: String, apiKey: String, indexName: String, infiniteScrolling: InfiniteScrolling = .on(withOffset: 5),
    showItemsOnEmptyQuery: Bool = true, filterState: FilterState? = .none
  ) throws {
    self.init(
      searcher: try HitsSearcher(appID: appID, apiKey: apiKey, indexName: indexName),
      interactor: HitsInteractor(infiniteScrolling: infiniteScrolling, showItemsOnEmptyQuery: showItemsOnEmptyQuery),
      filterState: filterState)
  }

  /// Creates a hits list on an index of an Algolia application, shown in `controller`.
  ///
  /// - Throws: ``SearchClientError/invalidConfiguration(message:)`` for an empty application id or key.
  public convenience init<Controller: HitsController>(
    appID: String, apiKey: String, indexName: String, infiniteScrolling: InfiniteScrolling = .on(withOffset: 5),
    showItemsOnEmptyQuery: Bool = true, filterState: FilterState? = .none, controller: Controller, externalReload: Bool = false
  ) throws where Controller.DataSource == HitsInteractor<Record> {
    try self.init(
      appID: appID, apiKey: apiKey, indexName: indexName, infiniteScrolling: infiniteScrolling,
      showItemsOnEmptyQuery: showItemsOnEmptyQuery, filterState: filterState)
    connectController(controller, externalReload: externalReload)
  }
}
