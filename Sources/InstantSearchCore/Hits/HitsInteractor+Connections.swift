import Foundation

extension HitsInteractor {
  /// Links the interactor to a hits searcher: the searcher loads pages, its results update the
  /// interactor, its errors clear pending pages, and the pages start over on a new query.
  ///
  /// When the pages start over is the link's ``startsOverOnEverySearch`` setting: by default a text-query or
  /// index change invalidates them at once, and a search of the same query keeps the pages loaded (its page
  /// replaces the one stored); with the setting on, the results of every search that does not load a further
  /// page (`HitsSearcher.loadPage(atIndex:)`) replace the pages, which stay readable until then.
  public struct HitsSearcherConnection: Connection {
    /// The interactor.
    public let interactor: HitsInteractor<Record>
    /// The searcher.
    public let searcher: HitsSearcher
    /// Whether the results of every search that does not load a further page start the pages over (the same
    /// query searched again included), instead of a query or index change invalidating them at once; `false`
    /// by default. On, the pages of the previous search stay readable until the new results arrive.
    public let startsOverOnEverySearch: Bool

    /// Creates the link without connecting it.
    ///
    /// - Parameter startsOverOnEverySearch: Whether every search but a further page's starts the pages over
    ///   when its results arrive (``startsOverOnEverySearch``); `false` by default.
    public init(interactor: HitsInteractor<Record>, searcher: HitsSearcher, startsOverOnEverySearch: Bool = false) {
      self.interactor = interactor
      self.searcher = searcher
      self.startsOverOnEverySearch = startsOverOnEverySearch
    }

    public func connect() {
      interactor.pageLoader = searcher
      searcher.onResults.subscribePast(with: interactor) { interactor, response in interactor.update(response) }
      searcher.onError.subscribe(with: interactor) { interactor, error in
        if let error = error as? HitsSearcher.RequestError { interactor.process(error.underlyingError, forPage: error.request.query.page) }
      }
      if startsOverOnEverySearch {
        searcher.onDeliveringResults.subscribe(with: interactor) { interactor, search in
          if !search.loadsFurtherPage { interactor.notifyQueryChanged() }
        }
      } else {
        searcher.onIndexChanged.subscribePast(with: interactor) { interactor, _ in interactor.notifyQueryChanged() }
        searcher.onQueryChanged.subscribePast(with: interactor) { interactor, _ in interactor.notifyQueryChanged() }
      }
    }

    public func disconnect() {
      if interactor.pageLoader === searcher { interactor.pageLoader = nil }
      searcher.onResults.cancelSubscription(for: interactor)
      searcher.onDeliveringResults.cancelSubscription(for: interactor)
      searcher.onError.cancelSubscription(for: interactor)
      searcher.onIndexChanged.cancelSubscription(for: interactor)
      searcher.onQueryChanged.cancelSubscription(for: interactor)
    }
  }

  /// Links the interactor to a filter state: each notified change invalidates the pages.
  public typealias FilterStateConnection = HitsInteractorFilterStateConnection<HitsInteractor<Record>>

  /// Links the interactor to a hits view: the view reads rows from the interactor, reloads on results and
  /// scrolls to the top on a new query, on the main queue.
  public struct ControllerConnection<Controller: HitsController>: Connection where Controller.DataSource == HitsInteractor<Record> {
    /// The interactor.
    public let interactor: HitsInteractor<Record>
    /// The view.
    public let controller: Controller
    /// Whether the app reloads the view itself.
    public let externalReload: Bool

    /// Creates the link without connecting it.
    public init(interactor: HitsInteractor<Record>, controller: Controller, externalReload: Bool = false) {
      self.interactor = interactor
      self.controller = controller
      self.externalReload = externalReload
    }

    public func connect() {
      controller.hitsSource = interactor
      interactor.onRequestChanged.subscribe(with: controller) { controller, _ in controller.scrollToTop() }.onQueue(.main)
      if !externalReload {
        interactor.onResultsUpdated.subscribePast(with: controller) { controller, _ in controller.reload() }.onQueue(.main)
      }
    }

    public func disconnect() {
      if controller.hitsSource === interactor { controller.hitsSource = nil }
      interactor.onRequestChanged.cancelSubscription(for: controller)
      interactor.onResultsUpdated.cancelSubscription(for: controller)
    }
  }

  /// InstantSearch 7's name for ``HitsSearcherConnection``.
  @available(*, deprecated, renamed: "HitsSearcherConnection")
  public typealias SingleIndexSearcherConnection = HitsSearcherConnection

  /// Connects a hits searcher; see ``HitsSearcherConnection``.
  ///
  /// - Parameter startsOverOnEverySearch: Whether the results of every search that does not load a further page
  ///   start the pages over, instead of a query or index change invalidating them at once; `false` by default.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, startsOverOnEverySearch: Bool = false) -> HitsSearcherConnection {
    let connection = HitsSearcherConnection(interactor: self, searcher: searcher, startsOverOnEverySearch: startsOverOnEverySearch)
    connection.connect()
    return connection
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> FilterStateConnection {
    let connection = FilterStateConnection(interactor: self, filterState: filterState)
    connection.connect()
    return connection
  }

  /// Connects a hits view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: HitsController>(_ controller: Controller, externalReload: Bool = false)
    -> ControllerConnection<Controller> where Controller.DataSource == HitsInteractor<Record>
  {
    let connection = ControllerConnection(interactor: self, controller: controller, externalReload: externalReload)
    connection.connect()
    return connection
  }
}

