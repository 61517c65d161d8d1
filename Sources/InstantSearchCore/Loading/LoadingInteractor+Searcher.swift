extension LoadingInteractor {
  /// Links the loading state to a searcher's `isLoading`.
  public struct SearcherConnection<S: Searcher>: Connection {
    /// The interactor.
    public let interactor: LoadingInteractor
    /// The searcher.
    public let searcher: S

    /// Creates the link without connecting it.
    public init(interactor: LoadingInteractor, searcher: S) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      searcher.isLoading.subscribePast(with: interactor) { interactor, isLoading in interactor.item = isLoading }
    }

    public func disconnect() {
      searcher.isLoading.cancelSubscription(for: interactor)
    }
  }

  /// Connects a searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher<S: Searcher>(_ searcher: S) -> SearcherConnection<S> {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }
}
