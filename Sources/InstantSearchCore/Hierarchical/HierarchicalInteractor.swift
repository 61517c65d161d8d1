/// A hierarchical menu: one list of facets per level, and the selected path.
///
/// Levels are attributes such as `category.lvl0`, `category.lvl1`, whose values spell the path with a
/// separator (`"A > B > C"`).
public final class HierarchicalInteractor: ItemInteractor<[[Facet]]> {
  /// The level attributes, top first.
  public let hierarchicalAttributes: [String]
  /// The separator inside values.
  public let separator: String
  private let storedSelections = Locked<[String]>([])

  /// The selected path, one value per level; setting fires ``onSelectionsChanged`` when it differs.
  public var selections: [String] {
    get { storedSelections.value }
    set { if storedSelections.exchange(newValue) != newValue { onSelectionsChanged.fire(newValue) } }
  }

  /// Fires with the new selected path.
  public let onSelectionsChanged = Observer<[String]>()
  /// Fires with the path a click asks for, as facet filters top level first.
  public let onSelectionsComputed = Observer<[Filter.Facet]>()

  /// Creates a menu.
  public init(hierarchicalAttributes: [String], separator: String) {
    self.hierarchicalAttributes = hierarchicalAttributes
    self.separator = separator
    super.init(item: [])
  }

  /// Computes the path a click on `key` asks for: its successive prefixes paired with the levels; clicking
  /// the selected level collapses it (its last level is dropped).
  public func computeSelection(key: String) {
    let parts = key.components(separatedBy: separator)
    let prefixes = parts.indices.map { parts[...$0].joined(separator: separator) }
    var path = zip(hierarchicalAttributes, prefixes).map { Filter.Facet(attribute: $0.0, stringValue: $0.1) }
    if prefixes == selections { path.removeLast() }
    onSelectionsComputed.fire(path)
  }
}

extension HierarchicalInteractor {
  /// Links the menu to a filter state: the levels are declared on the `_hierarchical` group; a computed
  /// path keeps only its deepest filter in the group; an emptied state clears the selection.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: HierarchicalInteractor
    /// The filter state.
    public let filterState: FilterState

    /// Creates the link without connecting it.
    public init(interactor: HierarchicalInteractor, filterState: FilterState) {
      self.interactor = interactor
      self.filterState = filterState
    }

    public func connect() {
      filterState.hierarchicalAttributes = interactor.hierarchicalAttributes
      let groupID = FilterGroup.ID.hierarchical(name: "_hierarchical")
      interactor.onSelectionsComputed.subscribe(with: filterState) { [weak interactor] filterState, path in
        interactor?.selections = path.compactMap {
          if case .string(let value) = $0.value { return value }
          return nil
        }
        filterState.removeAll(fromGroupWithID: groupID)
        if let deepest = path.last { filterState.add(deepest, toGroupWithID: groupID) }
        filterState.hierarchicalFilters = path
        filterState.notifyChange()
      }
      filterState.onChange.subscribePast(with: interactor) { interactor, filters in
        if filters.getFilters(forGroupWithID: groupID).isEmpty { interactor.selections = [] }
      }
    }

    public func disconnect() {
      interactor.onSelectionsComputed.cancelSubscription(for: filterState)
      filterState.onChange.cancelSubscription(for: interactor)
    }
  }

  /// Links the menu to a hits searcher: every level joins the facets; each result's counts per level
  /// become the item.
  public struct SearcherConnection: Connection {
    /// The interactor.
    public let interactor: HierarchicalInteractor
    /// The searcher.
    public let searcher: HitsSearcher

    /// Creates the link without connecting it.
    public init(interactor: HierarchicalInteractor, searcher: HitsSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      searcher.addFacets(interactor.hierarchicalAttributes)
      let attributes = interactor.hierarchicalAttributes
      searcher.onResults.subscribePast(with: interactor) { interactor, response in
        // The levels counted by the hierarchical queries; without them (no level selected, or a searcher not
        // faceting disjunctively), the first level as the results query counted it.
        if let levels = response.hierarchicalFacets {
          interactor.item = attributes.compactMap { levels[$0] }
        } else {
          interactor.item = attributes.first.flatMap { response.facets?[$0] }.map { [$0] } ?? []
        }
      }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> FilterStateConnection {
    let connection = FilterStateConnection(interactor: self, filterState: filterState)
    connection.connect()
    return connection
  }

  /// Connects a hits searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> SearcherConnection {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }
}
