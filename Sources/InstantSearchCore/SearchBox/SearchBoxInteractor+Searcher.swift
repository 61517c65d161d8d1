extension SearchBoxInteractor {
  /// Links the search box to a searcher: with `.searchAsYouType` every text change, with `.searchOnSubmit`
  /// every submission, sets the searcher's query and searches.
  public struct SearcherConnection<S: Searchable & QuerySettable>: Connection {
    /// The interactor.
    public let interactor: SearchBoxInteractor
    /// The searcher.
    public let searcher: S
    /// When searches are launched.
    public let searchTriggeringMode: SearchTriggeringMode

    /// Creates the link without connecting it.
    public init(interactor: SearchBoxInteractor, searcher: S, searchTriggeringMode: SearchTriggeringMode = .searchAsYouType) {
      self.interactor = interactor
      self.searcher = searcher
      self.searchTriggeringMode = searchTriggeringMode
    }

    public func connect() {
      let event = searchTriggeringMode == .searchAsYouType ? interactor.onQueryChanged : interactor.onQuerySubmitted
      event.subscribe(with: searcher) { searcher, query in
        searcher.setQuery(query)
        searcher.search()
      }
    }

    /// Clears the query first (which, searching as you type, launches one search with no query), then
    /// stops listening.
    public func disconnect() {
      interactor.query = nil
      interactor.onQueryChanged.cancelSubscription(for: searcher)
      interactor.onQuerySubmitted.cancelSubscription(for: searcher)
    }
  }

  /// Connects a searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher<S: Searchable & QuerySettable>(_ searcher: S, searchTriggeringMode: SearchTriggeringMode = .searchAsYouType)
    -> SearcherConnection<S>
  {
    let connection = SearcherConnection(interactor: self, searcher: searcher, searchTriggeringMode: searchTriggeringMode)
    connection.connect()
    return connection
  }
}
