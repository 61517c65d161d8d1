/// Bundles dynamic facet lists: a ``DynamicFacetListInteractor``, the searcher whose results order them, the
/// filter state their selections write to, and the views.
///
/// The searcher and the filter state are connected when the connector is created.
public class DynamicFacetListConnector<Searcher: SearchResultObservable>: Connection where Searcher.SearchResult == SearchResponse {
  /// The searcher.
  public let searcher: Searcher
  /// The filter state.
  public let filterState: FilterState
  /// The interactor.
  public let interactor: DynamicFacetListInteractor
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates the lists over `interactor`.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose results order the lists.
  ///   - filterState: The filter state the selections write to.
  ///   - interactor: The interactor.
  ///   - filterGroupForAttribute: The group of each attribute's filters, by attribute.
  ///   - defaultFilterGroupType: How the filters of an attribute not named there combine in its own group.
  public init(
    searcher: Searcher, filterState: FilterState = .init(), interactor: DynamicFacetListInteractor,
    filterGroupForAttribute: [Attribute: FilterGroupDescriptor] = [:], defaultFilterGroupType: RefinementOperator = .and
  ) {
    self.searcher = searcher
    self.filterState = filterState
    self.interactor = interactor
    searcherConnection = interactor.connectSearcher(searcher)
    filterStateConnection = interactor.connectFilterState(
      filterState, filterGroupForAttribute: filterGroupForAttribute, defaultFilterGroupType: defaultFilterGroupType)
  }

  /// Creates the lists with a new interactor built from the facets, selections and selection modes given.
  public convenience init(
    searcher: Searcher, filterState: FilterState = .init(), orderedFacets: [AttributedFacets] = [],
    selections: [Attribute: Set<String>] = [:], selectionModeForAttribute: [Attribute: SelectionMode] = [:],
    defaultSelectionMode: SelectionMode = .single, filterGroupForAttribute: [Attribute: FilterGroupDescriptor] = [:],
    defaultFilterGroupType: RefinementOperator = .and
  ) {
    let interactor = DynamicFacetListInteractor(
      orderedFacets: orderedFacets, selections: selections, selectionModeForAttribute: selectionModeForAttribute,
      defaultSelectionMode: defaultSelectionMode)
    self.init(
      searcher: searcher, filterState: filterState, interactor: interactor, filterGroupForAttribute: filterGroupForAttribute,
      defaultFilterGroupType: defaultFilterGroupType)
  }

  /// Creates the lists over `interactor`, shown by `controller`.
  public convenience init<Controller: DynamicFacetListController>(
    searcher: Searcher, filterState: FilterState = .init(), interactor: DynamicFacetListInteractor = .init(),
    filterGroupForAttribute: [Attribute: FilterGroupDescriptor] = [:], defaultFilterGroupType: RefinementOperator = .and,
    controller: Controller
  ) {
    self.init(
      searcher: searcher, filterState: filterState, interactor: interactor, filterGroupForAttribute: filterGroupForAttribute,
      defaultFilterGroupType: defaultFilterGroupType)
    connectController(controller)
  }

  /// Creates the lists with a new interactor, shown by `controller`.
  public convenience init<Controller: DynamicFacetListController>(
    searcher: Searcher, filterState: FilterState = .init(), orderedFacets: [AttributedFacets] = [],
    selections: [Attribute: Set<String>] = [:], selectionModeForAttribute: [Attribute: SelectionMode] = [:],
    defaultSelectionMode: SelectionMode = .single, filterGroupForAttribute: [Attribute: FilterGroupDescriptor] = [:],
    defaultFilterGroupType: RefinementOperator = .and, controller: Controller
  ) {
    self.init(
      searcher: searcher, filterState: filterState, orderedFacets: orderedFacets, selections: selections,
      selectionModeForAttribute: selectionModeForAttribute, defaultSelectionMode: defaultSelectionMode,
      filterGroupForAttribute: filterGroupForAttribute, defaultFilterGroupType: defaultFilterGroupType)
    connectController(controller)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: DynamicFacetListController>(
    _ controller: Controller
  ) -> DynamicFacetListInteractor.ControllerConnection<Controller> {
    controllerConnections.keep(interactor.connectController(controller))
  }

  public func connect() { ([searcherConnection, filterStateConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection, filterStateConnection] + controllerConnections).disconnect() }
}
