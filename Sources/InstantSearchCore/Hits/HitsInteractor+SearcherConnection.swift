import Foundation

extension HitsInteractor {
  /// Links the interactor to any searcher answering a ``SearchResponse``, such as one of a custom
  /// ``SearchService``: its results update the interactor, a text-query or index change starts the pages over,
  /// its errors clear the pending page of their request (when the request is paged as the package's are), and a searcher that loads pages (``PageLoadable``) loads the further
  /// ones.
  public struct SearcherConnection<Service: SearchService>: Connection
  where Service.Process == Operation, Service.Result == SearchResponse {
    /// The interactor.
    public let interactor: HitsInteractor<Record>
    /// The searcher.
    public let searcher: AbstractSearcher<Service>

    /// Creates the link without connecting it.
    public init(interactor: HitsInteractor<Record>, searcher: AbstractSearcher<Service>) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      if let pageLoader = searcher as? PageLoadable { interactor.pageLoader = pageLoader }
      searcher.onResults.subscribePast(with: interactor) { interactor, response in interactor.update(response) }
      searcher.onError.subscribe(with: interactor) { interactor, error in
        guard let error = error as? AbstractSearcher<Service>.RequestError else { return }
        interactor.process(error.underlyingError, forPage: (error.request as? PagedRequest)?.page)
      }
      searcher.onIndexChanged.subscribe(with: interactor) { interactor, _ in interactor.notifyQueryChanged() }
      searcher.onQueryChanged.subscribe(with: interactor) { interactor, _ in interactor.notifyQueryChanged() }
    }

    public func disconnect() {
      if interactor.pageLoader === searcher { interactor.pageLoader = nil }
      searcher.onResults.cancelSubscription(for: interactor)
      searcher.onError.cancelSubscription(for: interactor)
      searcher.onIndexChanged.cancelSubscription(for: interactor)
      searcher.onQueryChanged.cancelSubscription(for: interactor)
    }
  }

  /// Connects a searcher answering a ``SearchResponse``; see ``SearcherConnection``. A ``HitsSearcher`` gets
  /// its own link (``connectSearcher(_:startsOverOnEverySearch:)``).
  @discardableResult
  public func connectSearcher<Service: SearchService>(_ searcher: AbstractSearcher<Service>) -> SearcherConnection<Service> {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }
}

/// A request that asks for one page of results.
protocol PagedRequest {
  /// The page asked for; `nil` for the first.
  var page: Int? { get }
}

extension AlgoliaSearchService.Request: PagedRequest {
  var page: Int? { query.page }
}
