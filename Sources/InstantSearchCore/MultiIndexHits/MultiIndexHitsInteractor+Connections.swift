import Foundation

@available(*, deprecated, message: "Use one HitsInteractor per HitsSearcher of a MultiSearcher")
extension MultiIndexHitsInteractor {
  /// Loads a further page of one section through the searcher.
  final class SectionPageLoader: PageLoadable {
    weak var searcher: MultiIndexSearcher?
    let section: Int

    init(searcher: MultiIndexSearcher, section: Int) {
      self.searcher = searcher
      self.section = section
    }

    func loadPage(atIndex pageIndex: Int) { searcher?.loadPage(atIndex: pageIndex, forQueryAtIndex: section) }
  }

  /// Links the sections to a multi-index searcher: response `i` of each result goes to section `i`, a failed
  /// search reaches every section, a query change starts them over, and each section loads its further pages
  /// through the searcher.
  public struct SearcherConnection: Connection {
    /// The interactor.
    public let interactor: MultiIndexHitsInteractor
    /// The searcher.
    public let searcher: MultiIndexSearcher

    /// Creates the link without connecting it.
    public init(interactor: MultiIndexHitsInteractor, searcher: MultiIndexSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      let loaders = interactor.hitsInteractors.indices.map { SectionPageLoader(searcher: searcher, section: $0) }
      interactor.pageLoaders = loaders
      for (hits, loader) in zip(interactor.hitsInteractors, loaders) { hits.pageLoader = loader }
      searcher.onResults.subscribePast(with: interactor) { interactor, response in interactor.update(response.results) }
      searcher.onError.subscribe(with: interactor) { interactor, error in
        let queries = (error as? MultiIndexSearcher.RequestError)?.request.indexQueryStates.map(\.query) ?? []
        interactor.process(error, for: queries)
      }
      searcher.onQueryChanged.subscribe(with: interactor) { interactor, _ in interactor.notifyQueryChanged() }
    }

    public func disconnect() {
      for hits in interactor.hitsInteractors where interactor.pageLoaders.contains(where: { $0 === hits.pageLoader }) {
        hits.pageLoader = nil
      }
      interactor.pageLoaders = []
      searcher.onResults.cancelSubscription(for: interactor)
      searcher.onError.cancelSubscription(for: interactor)
      searcher.onQueryChanged.cancelSubscription(for: interactor)
    }
  }

  /// Links the sections to a filter state: each change it notifies starts them over.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: MultiIndexHitsInteractor
    /// The filter state.
    public let filterState: FilterState

    /// Creates the link without connecting it.
    public init(interactor: MultiIndexHitsInteractor, filterState: FilterState) {
      self.interactor = interactor
      self.filterState = filterState
    }

    public func connect() {
      filterState.onChange.subscribePast(with: interactor) { interactor, _ in interactor.notifyQueryChanged() }
    }

    public func disconnect() { filterState.onChange.cancelSubscription(for: interactor) }
  }

  /// Links the sections to a sectioned view: it reads the hits from the interactor, reloads (on the main queue)
  /// with each result and scrolls to the top when the query changes.
  public struct ControllerConnection<Controller: MultiIndexHitsController>: Connection {
    /// The interactor.
    public let interactor: MultiIndexHitsInteractor
    /// The view.
    public let controller: Controller

    /// Creates the link without connecting it.
    public init(interactor: MultiIndexHitsInteractor, controller: Controller) {
      self.interactor = interactor
      self.controller = controller
    }

    public func connect() {
      controller.hitsSource = interactor
      interactor.onResultsUpdated.subscribePast(with: controller) { controller, _ in controller.reload() }.onQueue(.main)
      interactor.onRequestChanged.subscribe(with: controller) { controller, _ in controller.scrollToTop() }.onQueue(.main)
    }

    public func disconnect() {
      if controller.hitsSource === interactor { controller.hitsSource = nil }
      interactor.onResultsUpdated.cancelSubscription(for: controller)
      interactor.onRequestChanged.cancelSubscription(for: controller)
    }
  }

  /// Connects a multi-index searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: MultiIndexSearcher) -> SearcherConnection {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
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

  /// Connects a sectioned view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: MultiIndexHitsController>(_ controller: Controller) -> ControllerConnection<Controller> {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
