extension StatsInteractor {
  /// Links stats to a searcher: each result's stats become the item; an error clears it unless
  /// ``clearsOnError`` is off.
  public struct SearcherConnection<Searcher: SearchResultObservable & ErrorObservable>: Connection
  where Searcher.SearchResult: SearchStatsConvertible {
    /// The interactor.
    public let interactor: StatsInteractor
    /// The searcher.
    public let searcher: Searcher
    /// Whether a failed search clears the stats (`true`). Off, the stats of the last results stay, for a view
    /// that shows its own error text over them and the next results' stats after it.
    public let clearsOnError: Bool

    /// Creates the link without connecting it.
    public init(interactor: StatsInteractor, searcher: Searcher, clearsOnError: Bool = true) {
      self.interactor = interactor
      self.searcher = searcher
      self.clearsOnError = clearsOnError
    }

    public func connect() {
      searcher.onResults.subscribePast(with: interactor) { interactor, result in interactor.item = result.searchStats }
      guard clearsOnError else { return }
      searcher.onError.subscribe(with: interactor) { interactor, _ in interactor.item = nil }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
      searcher.onError.cancelSubscription(for: interactor)
    }
  }

  /// InstantSearch 7's link of stats to a hits searcher, the same as ``SearcherConnection``.
  @available(*, deprecated, message: "Use SearcherConnection")
  public typealias SingleIndexSearcherConnection = SearcherConnection<HitsSearcher>

  /// Connects a searcher; see ``SearcherConnection``.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose results' stats the interactor holds.
  ///   - clearsOnError: Whether a failed search clears the stats (`true`).
  @discardableResult
  public func connectSearcher<Searcher: SearchResultObservable & ErrorObservable>(
    _ searcher: Searcher, clearsOnError: Bool = true
  ) -> SearcherConnection<Searcher> where Searcher.SearchResult: SearchStatsConvertible {
    let connection = SearcherConnection(interactor: self, searcher: searcher, clearsOnError: clearsOnError)
    connection.connect()
    return connection
  }
}
