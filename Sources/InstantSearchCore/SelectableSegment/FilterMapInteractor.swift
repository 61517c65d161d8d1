/// Segments that each stand for a filter, one selected at a time.
///
/// Its filter-state link is the segments' ``SelectableSegmentInteractor/FilterStateConnection``
/// (`connectFilterState(_:attribute:operator:groupName:)`): with the default settings, the selected segment is
/// the lowest key whose filter is in the group, and a computed selection swaps the selected segment's filter for
/// the new one.
public final class FilterMapInteractor<F: FilterType & Hashable>: SelectableSegmentInteractor<Int, F> {
  /// Creates an interactor from keyed filters.
  public override init(items: [Int: F], selected: Int? = .none) {
    super.init(items: items, selected: selected)
  }
}

/// Segments that each stand for an index (sort orders as replicas), one selected at a time.
public final class SortByInteractor: SelectableSegmentInteractor<Int, String> {
  /// Creates an interactor from keyed index names.
  public override init(items: [Int: String], selected: Int? = .none) {
    super.init(items: items, selected: selected)
  }

  /// Links the sort menu to a searcher: selecting an existing key selects it, switches the index and searches.
  public struct SearcherConnection<S: Searchable & IndexNameSettable>: Connection {
    /// The interactor.
    public let interactor: SortByInteractor
    /// The searcher.
    public let searcher: S

    /// Creates the link without connecting it.
    public init(interactor: SortByInteractor, searcher: S) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() { interactor.switchIndex(of: searcher) { $0 } }

    public func disconnect() {
      interactor.onSelectedComputed.cancelSubscription(for: searcher)
    }
  }

  /// Connects a searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher<S: Searchable & IndexNameSettable>(_ searcher: S) -> SearcherConnection<S> {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }
}

/// InstantSearch 7.27.1's name for the link of a ``FilterMapInteractor`` to a segmented view.
public typealias FilterMapInteractorControllerConnection<Filter: FilterType & Hashable, Controller: SelectableSegmentController> =
  SelectableSegmentInteractor<Int, Filter>.ControllerConnection<Controller> where Controller.SegmentKey == Int

/// InstantSearch 7.27.1's name for the link of a ``FilterMapInteractor`` to a filter state.
public typealias FilterMapInteractorFilterStateConnection<Filter: FilterType & Hashable> =
  SelectableSegmentInteractor<Int, Filter>.FilterStateConnection

/// InstantSearch 7.27.1's name for the link of a ``FilterMapInteractor`` to a hits searcher.
public typealias FilterMapInteractorSearcherConnection<Filter: FilterType & Hashable> =
  SelectableSegmentInteractor<Int, Filter>.HitsSearcherConnection

extension SelectableSegmentInteractor.ControllerConnection where SegmentKey == Int, Segment: FilterType {
  /// The interactor type of a ``FilterMapInteractorControllerConnection``.
  public typealias Interactor = SelectableSegmentInteractor<Int, Segment>
}

extension SelectableSegmentInteractor where SegmentKey == Int {
  /// Makes `searcher` follow the selections the segments compute: an existing key is selected, its segment's
  /// index (`indexName(segment)`) becomes the searcher's, which searches. Cancelled with the interactor's
  /// `onSelectedComputed` subscription of `searcher`.
  func switchIndex<S: AnyObject & Searchable & IndexNameSettable>(of searcher: S, indexName: @escaping (Segment) -> String) {
    onSelectedComputed.subscribe(with: searcher) { [weak self] searcher, key in
      guard let self, let key, let segment = self.items[key] else { return }
      self.selected = key
      searcher.setIndexName(indexName(segment))
      searcher.search()
    }
  }
}
