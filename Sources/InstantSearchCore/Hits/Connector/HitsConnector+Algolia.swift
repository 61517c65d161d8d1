extension HitsConnector {
  /// Creates a hits list on an index of an Algolia application, with its own searcher and interactor.
  ///
  /// Never throws: with an empty application id or key, each search fails with
  /// ``SearchClientError/invalidConfiguration(message:)``.
  public convenience init(
    appID: ApplicationID, apiKey: APIKey, indexName: IndexName, infiniteScrolling: InfiniteScrolling = .on(withOffset: 5),
    showItemsOnEmptyQuery: Bool = true, filterState: FilterState? = .none
  ) {
    self.init(
      searcher: HitsSearcher(appID: appID, apiKey: apiKey, indexName: indexName),
      interactor: HitsInteractor(infiniteScrolling: infiniteScrolling, showItemsOnEmptyQuery: showItemsOnEmptyQuery),
      filterState: filterState)
  }

  /// Creates a hits list on an index of an Algolia application, shown in `controller`.
  public convenience init<Controller: HitsController>(
    appID: ApplicationID, apiKey: APIKey, indexName: IndexName, infiniteScrolling: InfiniteScrolling = .on(withOffset: 5),
    showItemsOnEmptyQuery: Bool = true, filterState: FilterState? = .none, controller: Controller, externalReload: Bool = false
  ) where Controller.DataSource == HitsInteractor<Record> {
    self.init(
      appID: appID, apiKey: apiKey, indexName: indexName, infiniteScrolling: infiniteScrolling,
      showItemsOnEmptyQuery: showItemsOnEmptyQuery, filterState: filterState)
    connectController(controller, externalReload: externalReload)
  }
}
