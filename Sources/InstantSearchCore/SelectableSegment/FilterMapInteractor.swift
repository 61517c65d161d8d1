/// Segments that each stand for a filter, one selected at a time.
public final class FilterMapInteractor<F: FilterType & Hashable>: SelectableSegmentInteractor<Int, F> {
  /// Creates an interactor from keyed filters.
  public override init(items: [Int: F], selected: Int? = .none) {
    super.init(items: items, selected: selected)
  }
}

extension FilterMapInteractor {
  /// Links the segments to a filter state: the selected segment is the first whose filter is in the group;
  /// a computed selection swaps the selected segment's filter for the new one.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: FilterMapInteractor<F>
    /// The filter state.
    public let filterState: FilterState
    /// The group's ID.
    public let groupID: FilterGroup.ID

    /// Creates the link without connecting it.
    public init(interactor: FilterMapInteractor<F>, filterState: FilterState, attribute: String, operator: RefinementOperator = .and, groupName: String? = nil) {
      self.interactor = interactor
      self.filterState = filterState
      let name = groupName ?? attribute
      if `operator` == .or, let kind = FilterGroup.ID.Filter(F.self) {
        groupID = .or(name: name, filterType: kind)
      } else {
        groupID = .and(name: name)
      }
    }

    public func connect() {
      let groupID = self.groupID
      let select = { (interactor: FilterMapInteractor<F>, filterState: FilterState) in
        interactor.selected = interactor.items.sorted { $0.key < $1.key }
          .first { filterState.contains($0.value, inGroupWithID: groupID) }?.key
      }
      select(interactor, filterState)
      filterState.onChange.subscribePast(with: interactor) { [weak filterState] interactor, _ in
        guard let filterState else { return }
        select(interactor, filterState)
      }
      interactor.onSelectedComputed.subscribe(with: filterState) { [weak interactor] filterState, key in
        guard let interactor else { return }
        if let selected = interactor.selected, let filter = interactor.items[selected] {
          filterState.remove(filter, fromGroupWithID: groupID)
        }
        if let key, let filter = interactor.items[key] { filterState.add(filter, toGroupWithID: groupID) }
        filterState.notifyChange()
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: interactor)
      interactor.onSelectedComputed.cancelSubscription(for: filterState)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, attribute: String, operator: RefinementOperator = .and, groupName: String? = nil)
    -> FilterStateConnection
  {
    let connection = FilterStateConnection(interactor: self, filterState: filterState, attribute: attribute, operator: `operator`, groupName: groupName)
    connection.connect()
    return connection
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

    public func connect() {
      interactor.onSelectedComputed.subscribe(with: searcher) { [weak interactor] searcher, key in
        guard let interactor, let key, let indexName = interactor.items[key] else { return }
        interactor.selected = key
        searcher.setIndexName(indexName)
        searcher.search()
      }
    }

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
