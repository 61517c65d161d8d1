/// Bundles a refinement list: the facet-list interactor with its searcher, filter state and views.
///
/// Connects the interactor to the searcher and to the filter state in its initialiser; it does **not**
/// connect the searcher to the filter state (call `searcher.connectFilterState(filterState)`).
public final class FacetListConnector: Connection {
  /// The searcher feeding the list.
  public enum Searcher {
    /// Counts from a hits search.
    case hits(HitsSearcher)
    /// Values from a search for facet values.
    case facet(FacetSearcher)
  }

  /// The searcher.
  public let searcher: Searcher
  /// The filter state the selection is written to.
  public let filterState: FilterState
  /// The interactor.
  public let interactor: FacetListInteractor
  /// The facet attribute.
  public let attribute: String
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates a refinement list on a hits searcher.
  public init(
    searcher: HitsSearcher, filterState: FilterState = .init(), attribute: String, interactor: FacetListInteractor = .init(),
    operator: RefinementOperator, groupName: String? = nil
  ) {
    self.searcher = .hits(searcher)
    self.filterState = filterState
    self.interactor = interactor
    self.attribute = attribute
    filterStateConnection = interactor.connectFilterState(filterState, with: attribute, operator: `operator`, groupName: groupName)
    searcherConnection = interactor.connectSearcher(searcher, with: attribute)
  }

  /// Creates a refinement list on a facet searcher.
  public init(
    searcher: FacetSearcher, filterState: FilterState = .init(), attribute: String, interactor: FacetListInteractor = .init(),
    operator: RefinementOperator, groupName: String? = nil
  ) {
    self.searcher = .facet(searcher)
    self.filterState = filterState
    self.interactor = interactor
    self.attribute = attribute
    filterStateConnection = interactor.connectFilterState(filterState, with: attribute, operator: `operator`, groupName: groupName)
    searcherConnection = interactor.connectFacetSearcher(searcher)
  }

  /// Creates a refinement list on a hits searcher with its own interactor.
  ///
  /// - Parameters:
  ///   - selectionMode: Single or multiple selection (no default, as in InstantSearch 7.27.1).
  ///   - facets: Values shown before the first results.
  public convenience init(
    searcher: HitsSearcher, filterState: FilterState = .init(), attribute: String, selectionMode: SelectionMode,
    facets: [Facet] = [], operator: RefinementOperator, groupName: String? = nil
  ) {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute,
      interactor: FacetListInteractor(facets: facets, selectionMode: selectionMode), operator: `operator`, groupName: groupName)
  }

  /// Creates a refinement list on a hits searcher with its own interactor and a view.
  public convenience init<Controller: FacetListController>(
    searcher: HitsSearcher, filterState: FilterState = .init(), attribute: String, selectionMode: SelectionMode,
    facets: [Facet] = [], operator: RefinementOperator, groupName: String? = nil, controller: Controller,
    presenter: SelectableListPresentable? = nil
  ) {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute, selectionMode: selectionMode, facets: facets,
      operator: `operator`, groupName: groupName)
    connectController(controller, with: presenter)
  }

  /// Connects a view; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: FacetListController>(_ controller: Controller, with presenter: SelectableListPresentable? = nil)
    -> FacetListConnector.ControllerConnection<Controller>
  {
    controllerConnections.keep(interactor.connectController(controller, with: presenter))
  }

  public func connect() { ([filterStateConnection, searcherConnection] + controllerConnections).connect() }

  public func disconnect() { ([filterStateConnection, searcherConnection] + controllerConnections).disconnect() }
}
