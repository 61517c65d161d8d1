/// Whether values of a refinement list combine with AND or OR.
public enum RefinementOperator: Sendable {
  /// Records must have every selected value; counts shrink with the selection.
  case and
  /// Records may have any selected value; counts stay disjunctive.
  case or
}

extension FacetListInteractor {
  /// Links the list to a filter state: a computed selection replaces the group's filters with string
  /// facet filters on `attribute`; each change sets the selections from every facet filter of the group.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: FacetListInteractor
    /// The filter state.
    public let filterState: FilterState
    /// The facet attribute.
    public let attribute: String
    /// The group's kind.
    public let `operator`: RefinementOperator
    /// The group's name; the attribute when `nil`.
    public let groupName: String?

    /// The group written and read.
    public var groupID: FilterGroup.ID {
      .refinement(name: groupName ?? attribute, operator: `operator`, filterType: .facet)
    }

    /// Creates the link without connecting it.
    public init(interactor: FacetListInteractor, filterState: FilterState, attribute: String, operator: RefinementOperator, groupName: String? = nil) {
      self.interactor = interactor
      self.filterState = filterState
      self.attribute = attribute
      self.operator = `operator`
      self.groupName = groupName
    }

    public func connect() {
      let groupID = self.groupID
      let attribute = self.attribute
      interactor.onSelectionsComputed.subscribePast(with: filterState) { filterState, selections in
        filterState.removeAll(fromGroupWithID: groupID)
        let filters: [FilterType] = selections.sorted().map { Filter.Facet(attribute: attribute, stringValue: $0) }
        filterState.addAll(filters: filters, toGroupWithID: groupID)
        filterState.notifyChange()
      }
      filterState.onChange.subscribePast(with: interactor) { interactor, filters in
        let values = filters.getFilters(forGroupWithID: groupID).compactMap { filter -> String? in
          guard case .facet(let facet) = filter, case .string(let value) = facet.value else { return nil }
          return value
        }
        interactor.selections = Set(values)
      }
    }

    public func disconnect() {
      interactor.onSelectionsComputed.cancelSubscription(for: filterState)
      filterState.onChange.cancelSubscription(for: interactor)
    }
  }

  /// Links the list to a hits searcher: adds `attribute` to the searcher's facets and takes the counts of
  /// each result as items (unordered; presenters sort).
  public struct HitsSearcherConnection: Connection {
    /// The interactor.
    public let interactor: FacetListInteractor
    /// The searcher.
    public let searcher: HitsSearcher
    /// The facet attribute.
    public let attribute: String

    /// Creates the link without connecting it.
    public init(interactor: FacetListInteractor, searcher: HitsSearcher, attribute: String) {
      self.interactor = interactor
      self.searcher = searcher
      self.attribute = attribute
    }

    public func connect() {
      let attribute = self.attribute
      searcher.addFacets([attribute])
      searcher.onResults.subscribePast(with: interactor) { interactor, response in
        interactor.items = (response.facets?[attribute] ?? [:]).map { Facet(value: $0.key, count: $0.value) }
      }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
    }
  }

  /// Links the list to a facet searcher: each result's facet hits become the items, in server order.
  public struct FacetSearcherConnection: Connection {
    /// The interactor.
    public let interactor: FacetListInteractor
    /// The searcher.
    public let searcher: FacetSearcher

    /// Creates the link without connecting it.
    public init(interactor: FacetListInteractor, searcher: FacetSearcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      searcher.onResults.subscribePast(with: interactor) { interactor, response in interactor.update(response) }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, with attribute: String, operator: RefinementOperator, groupName: String? = nil)
    -> FilterStateConnection
  {
    let connection = FilterStateConnection(interactor: self, filterState: filterState, attribute: attribute, operator: `operator`, groupName: groupName)
    connection.connect()
    return connection
  }

  /// Connects a hits searcher; see ``HitsSearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, with attribute: String) -> HitsSearcherConnection {
    let connection = HitsSearcherConnection(interactor: self, searcher: searcher, attribute: attribute)
    connection.connect()
    return connection
  }

  /// Connects a facet searcher; see ``FacetSearcherConnection``.
  @discardableResult
  public func connectFacetSearcher(_ facetSearcher: FacetSearcher) -> FacetSearcherConnection {
    let connection = FacetSearcherConnection(interactor: self, searcher: facetSearcher)
    connection.connect()
    return connection
  }
}
