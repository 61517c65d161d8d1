/// Segments that each stand for an ``Index`` of a client, one selected at a time: InstantSearch 7's predecessor of
/// ``SortByInteractor`` (which keys index names).
@available(*, deprecated, message: "Use SortByInteractor")
public typealias IndexSegmentInteractor = SelectableSegmentInteractor<Int, Index>

/// The links of an ``IndexSegmentInteractor``.
@available(*, deprecated, message: "Use SortByInteractor's connections")
public enum IndexSegment {
  /// Links the segments to a hits searcher: selecting an existing key selects it, sets the searcher's index to
  /// that segment's and searches.
  public struct HitsSearcherConnection: Connection {
    /// The interactor.
    public let interactor: IndexSegmentInteractor
    /// The searcher.
    public let searcher: HitsSearcher

    /// Creates the link without connecting it.
    public init(interactor: IndexSegmentInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() { interactor.switchIndex(of: searcher) { $0.name } }

    public func disconnect() { interactor.onSelectedComputed.cancelSubscription(for: searcher) }
  }

  /// InstantSearch 7's name for ``HitsSearcherConnection``.
  public typealias SingleIndexSearcherConnection = HitsSearcherConnection

  /// Links the segments to a segmented view, titled by `presenter` (the index names by default).
  public struct ControllerConnection<Controller: SelectableSegmentController>: Connection where Controller.SegmentKey == Int {
    /// The interactor.
    public let interactor: IndexSegmentInteractor
    /// The view.
    public let controller: Controller
    /// The title of a segment.
    public let presenter: IndexPresenter

    private let link: SelectableSegmentInteractor<Int, Index>.ControllerConnection<Controller>

    /// Creates the link without connecting it.
    public init(interactor: IndexSegmentInteractor, controller: Controller, presenter: @escaping IndexPresenter = DefaultPresenter.Index.present) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
      link = .init(interactor: interactor, controller: controller, presenter: presenter)
    }

    public func connect() { link.connect() }

    public func disconnect() { link.disconnect() }
  }
}

@available(*, deprecated, message: "Use SortByInteractor")
extension SelectableSegmentInteractor where SegmentKey == Int, Segment == Index {
  /// Connects a hits searcher; see ``IndexSegment/HitsSearcherConnection``.
  @discardableResult
  public func connectSearcher(searcher: HitsSearcher) -> IndexSegment.HitsSearcherConnection {
    let connection = IndexSegment.HitsSearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }

  /// Connects a segmented view titled by `presenter`; see ``IndexSegment/ControllerConnection``.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller, presenter: @escaping IndexPresenter = DefaultPresenter.Index.present
  ) -> IndexSegment.ControllerConnection<Controller> where Controller.SegmentKey == SegmentKey {
    let connection = IndexSegment.ControllerConnection(interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}

@available(*, deprecated, message: "Use SortByInteractor")
extension IndexSegment {
  /// Links the segments to one query of a multi-index searcher: a tapped segment sets that query's index and
  /// searches.
  public struct MultiIndexSearcherConnection: Connection {
    /// The interactor.
    public let interactor: IndexSegmentInteractor
    /// The searcher.
    public let searcher: MultiIndexSearcher
    /// The position of the query.
    public let queryIndex: Int

    /// Creates the link without connecting it.
    public init(interactor: IndexSegmentInteractor, searcher: MultiIndexSearcher, queryIndex: Int) {
      self.interactor = interactor
      self.searcher = searcher
      self.queryIndex = queryIndex
    }

    public func connect() {
      let queryIndex = self.queryIndex
      interactor.onSelectedComputed.subscribe(with: searcher) { [weak interactor] searcher, key in
        guard let interactor, let key, let index = interactor.items[key],
          searcher.request.indexQueryStates.indices.contains(queryIndex)
        else { return }
        interactor.selected = key
        searcher.request.indexQueryStates[queryIndex].indexName = index.name
        searcher.request.indexQueryStates[queryIndex].query.page = 0
        searcher.search()
      }
    }

    public func disconnect() { interactor.onSelectedComputed.cancelSubscription(for: searcher) }
  }
}

@available(*, deprecated, message: "Use SortByInteractor")
extension SelectableSegmentInteractor where SegmentKey == Int, Segment == Index {
  /// Connects one query of a multi-index searcher; see ``IndexSegment/MultiIndexSearcherConnection``.
  @discardableResult
  public func connectSearcher(searcher: MultiIndexSearcher, toQueryAtIndex queryIndex: Int) -> IndexSegment.MultiIndexSearcherConnection {
    let connection = IndexSegment.MultiIndexSearcherConnection(interactor: self, searcher: searcher, queryIndex: queryIndex)
    connection.connect()
    return connection
  }
}
