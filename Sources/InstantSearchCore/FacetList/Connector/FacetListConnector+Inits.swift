extension FacetListConnector {
  /// Creates a refinement list on a hits searcher with the given interactor, shown in `controller`.
  public convenience init<Controller: FacetListController>(
    searcher: HitsSearcher, filterState: FilterState = .init(), attribute: String, interactor: FacetListInteractor = .init(),
    operator: RefinementOperator, groupName: String? = nil, controller: Controller, presenter: SelectableListPresentable? = nil
  ) {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute, interactor: interactor, operator: `operator`,
      groupName: groupName)
    connectController(controller, with: presenter)
  }

  /// Creates a refinement list on a facet searcher with the given interactor, shown in `controller`.
  public convenience init<Controller: FacetListController>(
    searcher: FacetSearcher, filterState: FilterState = .init(), attribute: String, interactor: FacetListInteractor = .init(),
    operator: RefinementOperator, groupName: String? = nil, controller: Controller, presenter: SelectableListPresentable? = nil
  ) {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute, interactor: interactor, operator: `operator`,
      groupName: groupName)
    connectController(controller, with: presenter)
  }

  /// Creates a refinement list on a facet searcher with its own interactor.
  ///
  /// - Parameters:
  ///   - selectionMode: Single or multiple selection (no default, as in InstantSearch 7.27.1).
  ///   - facets: Values shown before the first results.
  public convenience init(
    searcher: FacetSearcher, filterState: FilterState = .init(), attribute: String, selectionMode: SelectionMode,
    facets: [Facet] = [], operator: RefinementOperator, groupName: String? = nil
  ) {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute,
      interactor: FacetListInteractor(facets: facets, selectionMode: selectionMode), operator: `operator`, groupName: groupName)
  }

  /// Creates a refinement list on a facet searcher with its own interactor and a view.
  public convenience init<Controller: FacetListController>(
    searcher: FacetSearcher, filterState: FilterState = .init(), attribute: String, selectionMode: SelectionMode,
    facets: [Facet] = [], operator: RefinementOperator, groupName: String? = nil, controller: Controller,
    presenter: SelectableListPresentable? = nil
  ) {
    self.init(
      searcher: searcher, filterState: filterState, attribute: attribute, selectionMode: selectionMode, facets: facets,
      operator: `operator`, groupName: groupName)
    connectController(controller, with: presenter)
  }
}

extension FacetListConnector {
  /// The link of a facet list to a view (InstantSearch 7.27.1's name).
  public typealias ControllerConnection<Controller: FacetListController> = FacetListInteractor.ControllerConnection<Controller>
  /// The link of a facet list to a filter state (InstantSearch 7.27.1's name).
  public typealias FilterStateConnection = FacetListInteractor.FilterStateConnection
}
