extension StatsInteractor {
  /// Links stats to a searcher: each result's stats become the item; an error clears it.
  public struct SearcherConnection<Searcher: SearchResultObservable & ErrorObservable>: Connection
  where Searcher.SearchResult: SearchStatsConvertible {
    /// The interactor.
    public let interactor: StatsInteractor
    /// The searcher.
    public let searcher: Searcher

    /// Creates the link without connecting it.
    public init(interactor: StatsInteractor, searcher: Searcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      searcher.onResults.subscribePast(with: interactor) { interactor, result in interactor.item = result.searchStats }
      searcher.onError.subscribe(with: interactor) { interactor, _ in interactor.item = nil }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
      searcher.onError.cancelSubscription(for: interactor)
    }
  }

  /// Connects a searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher<Searcher: SearchResultObservable & ErrorObservable>(_ searcher: Searcher)
    -> SearcherConnection<Searcher> where Searcher.SearchResult: SearchStatsConvertible
  {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }
}
