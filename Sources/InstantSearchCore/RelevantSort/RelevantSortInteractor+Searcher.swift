extension RelevantSortInteractor {
  /// Links the priority to a hits searcher.
  ///
  /// Each result's `appliedRelevancyStrictness` becomes the priority (`nil` when the result has none: the index
  /// is not a virtual replica). A priority set otherwise (``RelevantSortInteractor/toggle()``, or a new
  /// ``ItemInteractor/item``) sets the query's `relevancyStrictness`, fires the searcher's `onQueryChanged` (the
  /// hits start over) and searches.
  public struct HitsSearcherConnection: Connection {
    /// The interactor.
    public let interactor: RelevantSortInteractor
    /// The searcher.
    public let searcher: HitsSearcher

    /// Creates the link without connecting it.
    public init(interactor: RelevantSortInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      searcher.onResults.subscribePast(with: interactor) { interactor, response in
        interactor.applyResult(appliedRelevancyStrictness: response.appliedRelevancyStrictness)
      }
      interactor.onItemChanged.subscribe(with: searcher) { [weak interactor] searcher, priority in
        guard let strictness = interactor?.strictnessToSearch(for: priority) else { return }
        searcher.request.query.relevancyStrictness = strictness
        searcher.onQueryChanged.fire(searcher.query)
        searcher.search()
      }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
      interactor.onItemChanged.cancelSubscription(for: searcher)
    }
  }

  /// InstantSearch 7's name for ``HitsSearcherConnection``.
  @available(*, deprecated, renamed: "HitsSearcherConnection")
  public typealias SingleIndexSearcherConnection = HitsSearcherConnection

  /// Connects a hits searcher; see ``HitsSearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> HitsSearcherConnection {
    let connection = HitsSearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }
}
