extension DynamicFacetListInteractor {
  /// Links the facet lists to a searcher: each result orders them (``DynamicFacetListInteractor/update(with:)``),
  /// a failed search (for a searcher that reports errors) empties them.
  public struct SearcherConnection<Searcher: SearchResultObservable>: Connection where Searcher.SearchResult == SearchResponse {
    /// The interactor.
    public let interactor: DynamicFacetListInteractor
    /// The searcher.
    public let searcher: Searcher

    /// Creates the link without connecting it.
    public init(interactor: DynamicFacetListInteractor, searcher: Searcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      searcher.onResults.subscribePast(with: interactor) { interactor, response in interactor.update(with: response) }
      (searcher as? ErrorObservable)?.onError.subscribe(with: interactor) { interactor, _ in interactor.orderedFacets = [] }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
      (searcher as? ErrorObservable)?.onError.cancelSubscription(for: interactor)
    }
  }

  /// Links the selections to a filter state.
  ///
  /// A computed selection of an attribute replaces that attribute's facet filters in its group with one
  /// `Filter.Facet(attribute:stringValue:)` per selected value. The group is `filterGroupForAttribute[attribute]`
  /// or, by default, a group named after the attribute combined by `defaultFilterGroupType`. Each change of the
  /// filter state sets the selections to the non-negated facet filters of each attribute in its group.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: DynamicFacetListInteractor
    /// The filter state.
    public let filterState: FilterState
    /// The group of each attribute that does not go to its own `and` group.
    public let filterGroupForAttribute: [Attribute: FilterGroupDescriptor]
    /// How the filters of an attribute's own group combine.
    public let defaultFilterGroupType: RefinementOperator

    /// Creates the link without connecting it.
    public init(
      interactor: DynamicFacetListInteractor, filterState: FilterState,
      filterGroupForAttribute: [Attribute: FilterGroupDescriptor] = [:], defaultFilterGroupType: RefinementOperator = .and
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.filterGroupForAttribute = filterGroupForAttribute
      self.defaultFilterGroupType = defaultFilterGroupType
    }

    /// The group an attribute's selections go to.
    func groupID(for attribute: Attribute) -> FilterGroup.ID {
      let (name, refinementOperator) = filterGroupForAttribute[attribute] ?? (attribute, defaultFilterGroupType)
      return .refinement(name: name, operator: refinementOperator, filterType: .facet)
    }

    public func connect() {
      let connection = self
      interactor.onSelectionsComputed.subscribe(with: filterState) { filterState, selections in
        let attributes = Set(selections.keys).union(connection.interactor.orderedFacets.map(\.attribute))
          .union(connection.filterGroupForAttribute.keys)
        for attribute in attributes {
          let groupID = connection.groupID(for: attribute)
          filterState.removeAll(for: attribute, fromGroupWithID: groupID)
          let filters = (selections[attribute] ?? []).sorted().map { Filter.Facet(attribute: attribute, stringValue: $0) as FilterType }
          if !filters.isEmpty { filterState.addAll(filters: filters, toGroupWithID: groupID) }
        }
        filterState.notifyChange()
      }
      filterState.onChange.subscribePast(with: interactor) { interactor, filters in
        var selections: SelectionsPerAttribute = [:]
        let attributes = Set(interactor.orderedFacets.map(\.attribute)).union(interactor.selections.keys)
          .union(connection.filterGroupForAttribute.keys)
        for attribute in attributes {
          let values = filters.getFilters(forGroupWithID: connection.groupID(for: attribute)).compactMap { filter -> String? in
            guard case .facet(let facet) = filter, facet.attribute == attribute, !facet.isNegated else { return nil }
            return facet.value.description
          }
          if !values.isEmpty { selections[attribute] = Set(values) }
        }
        interactor.selections = selections
      }
    }

    public func disconnect() {
      interactor.onSelectionsComputed.cancelSubscription(for: filterState)
      filterState.onChange.cancelSubscription(for: interactor)
    }
  }

  /// Links the facet lists to a view: it shows the ordered facets and the selections (on the main queue), and
  /// a tap on a value toggles its selection.
  public struct ControllerConnection<Controller: DynamicFacetListController>: Connection {
    /// The interactor.
    public let interactor: DynamicFacetListInteractor
    /// The view.
    public let controller: Controller

    /// Creates the link without connecting it.
    public init(interactor: DynamicFacetListInteractor, controller: Controller) {
      self.interactor = interactor
      self.controller = controller
    }

    public func connect() {
      interactor.onFacetOrderChanged.subscribePast(with: controller) { controller, facets in
        controller.setOrderedFacets(facets)
      }.onQueue(.main)
      interactor.onSelectionsChanged.subscribePast(with: controller) { controller, selections in
        controller.setSelections(selections)
      }.onQueue(.main)
      controller.didSelect = { [weak interactor] attribute, facet in
        interactor?.toggleSelection(ofFacetValue: facet.value, for: attribute)
      }
    }

    public func disconnect() {
      interactor.onFacetOrderChanged.cancelSubscription(for: controller)
      interactor.onSelectionsChanged.cancelSubscription(for: controller)
      controller.didSelect = nil
    }
  }

  /// Connects a searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher<Searcher: SearchResultObservable>(_ searcher: Searcher) -> SearcherConnection<Searcher>
  where Searcher.SearchResult == SearchResponse {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, filterGroupForAttribute: [Attribute: FilterGroupDescriptor] = [:],
    defaultFilterGroupType: RefinementOperator = .and
  ) -> FilterStateConnection {
    let connection = FilterStateConnection(
      interactor: self, filterState: filterState, filterGroupForAttribute: filterGroupForAttribute,
      defaultFilterGroupType: defaultFilterGroupType)
    connection.connect()
    return connection
  }

  /// Connects a view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: DynamicFacetListController>(_ controller: Controller) -> ControllerConnection<Controller> {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
