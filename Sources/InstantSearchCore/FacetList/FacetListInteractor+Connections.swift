/// Whether values of a refinement list combine with AND or OR.
public enum RefinementOperator: Sendable {
  /// Records must have every selected value; counts shrink with the selection.
  case and
  /// Records may have any selected value; counts stay disjunctive.
  case or
}

extension FacetListInteractor {
  /// Which filters a filter-state connection reads the selections from.
  public enum SelectionScope: Sendable {
    /// Every string facet filter of the connection's group.
    case group
    /// Every string facet filter on the attribute, in any group: values other components refined in groups of
    /// their own show as selected too.
    case attribute
  }

  /// How a filter-state connection writes a computed selection.
  public enum SelectionWriting: Sendable {
    /// Replaces every filter of the group with one facet filter per selected value, in value order.
    case replacingGroup
    /// Changes only the values whose selection changed: the filters of the values no longer selected are
    /// removed (from the group, or from every group with the ``SelectionScope/attribute`` scope), negated ones
    /// included, and a facet filter for each newly selected value is appended to the group. The filters of the
    /// values still selected keep their place in the group's insertion order (and their repeats), and the
    /// group's other filters stay.
    case changedValuesOnly
  }

  /// Links the list to a filter state: a computed selection is written as string facet filters on `attribute`
  /// in the group (how: ``writing``); each change sets the selections from the values of the string facet
  /// filters in the group, or on the attribute in every group (where: ``selectionScope``). Negated filters
  /// count as selections of their value. InstantSearch 7.27.1 names it `FacetListConnector.FilterStateConnection`.
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
    /// Where the selections are read; ``SelectionScope/group`` by default.
    public let selectionScope: SelectionScope
    /// How a computed selection is written; ``SelectionWriting/replacingGroup`` by default.
    public let writing: SelectionWriting

    /// The group written and read.
    public var groupID: FilterGroup.ID {
      .refinement(name: groupName ?? attribute, operator: `operator`, filterType: .facet)
    }

    /// Creates the link without connecting it.
    public init(
      interactor: FacetListInteractor, filterState: FilterState, attribute: String, operator: RefinementOperator, groupName: String? = nil,
      selectionScope: SelectionScope = .group, writing: SelectionWriting = .replacingGroup
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.attribute = attribute
      self.operator = `operator`
      self.groupName = groupName
      self.selectionScope = selectionScope
      self.writing = writing
    }

    public func connect() {
      let groupID = self.groupID
      let attribute = self.attribute
      let scope = self.selectionScope
      let writing = self.writing
      interactor.onSelectionsComputed.subscribePast(with: filterState) { filterState, selections in
        switch writing {
        case .replacingGroup:
          filterState.removeAll(fromGroupWithID: groupID)
          let filters: [FilterType] = selections.sorted().map { Filter.Facet(attribute: attribute, stringValue: $0) }
          filterState.addAll(filters: filters, toGroupWithID: groupID)
        case .changedValuesOnly:
          let current = Self.selections(in: filterState.snapshot(), groupID: groupID, attribute: attribute, scope: scope)
          let groups = scope == .group ? [groupID] : Array(filterState.getGroupIDs())
          for value in current.subtracting(selections) {
            let filters: [FilterType] = [
              Filter.Facet(attribute: attribute, stringValue: value), Filter.Facet(attribute: attribute, stringValue: value, isNegated: true),
            ]
            for group in groups { filterState.removeAll(filters, fromGroupWithID: group) }
          }
          for value in selections.subtracting(current).sorted() {
            filterState.add(Filter.Facet(attribute: attribute, stringValue: value), toGroupWithID: groupID)
          }
        }
        filterState.notifyChange()
      }
      filterState.onChange.subscribePast(with: interactor) { interactor, filters in
        interactor.selections = Self.selections(in: filters, groupID: groupID, attribute: attribute, scope: scope)
      }
    }

    public func disconnect() {
      interactor.onSelectionsComputed.cancelSubscription(for: filterState)
      filterState.onChange.cancelSubscription(for: interactor)
    }

    /// The values of the string facet filters the scope reads.
    private static func selections(in filters: ReadOnlyFiltersContainer, groupID: FilterGroup.ID, attribute: String, scope: SelectionScope)
      -> Set<String>
    {
      let read: Set<Filter>
      switch scope {
      case .group: read = filters.getFilters(forGroupWithID: groupID)
      case .attribute: read = Set(filters.getFiltersAndID().map(\.filter).filter { $0.attribute == attribute })
      }
      return Set(
        read.compactMap { filter -> String? in
          guard case .facet(let facet) = filter, case .string(let value) = facet.value else { return nil }
          return value
        })
    }
  }

  /// Links the list to a hits searcher: adds `attribute` to the searcher's facets and takes the counts of
  /// each result as items (unordered; presenters sort): the disjunctive counts of the attribute when the
  /// searcher computed them, else its counts in `facets`, as InstantSearch 7 reads them.
  public struct HitsSearcherConnection: Connection {
    /// The interactor.
    public let interactor: FacetListInteractor
    /// The searcher.
    public let searcher: HitsSearcher
    /// The facet attribute.
    public let attribute: String

    /// The interactor, under InstantSearch 7.27.1's name.
    public var facetListInteractor: FacetListInteractor { interactor }

    /// Creates the link without connecting it.
    public init(interactor: FacetListInteractor, searcher: HitsSearcher, attribute: String) {
      self.interactor = interactor
      self.searcher = searcher
      self.attribute = attribute
    }

    /// Creates the link without connecting it, with InstantSearch 7.27.1's labels.
    public init(facetListInteractor: FacetListInteractor, searcher: HitsSearcher, attribute: Attribute) {
      self.init(interactor: facetListInteractor, searcher: searcher, attribute: attribute)
    }

    public func connect() {
      let attribute = self.attribute
      searcher.addFacets([attribute])
      searcher.onResults.subscribePast(with: interactor) { interactor, response in
        interactor.items = response.facetListValues(of: attribute)
      }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
    }
  }

  /// The hits searcher connection under its InstantSearch 7 name.
  @available(*, deprecated, renamed: "HitsSearcherConnection")
  public typealias SingleIndexSearcherConnection = HitsSearcherConnection

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
  ///
  /// - Parameters:
  ///   - selectionScope: Where the selections are read: the group (default) or the attribute in every group.
  ///   - writing: How a computed selection is written: replacing the group (default) or changing only the
  ///     values whose selection changed.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, with attribute: String, operator: RefinementOperator, groupName: String? = nil,
    selectionScope: SelectionScope = .group, writing: SelectionWriting = .replacingGroup
  ) -> FilterStateConnection {
    let connection = FilterStateConnection(
      interactor: self, filterState: filterState, attribute: attribute, operator: `operator`, groupName: groupName,
      selectionScope: selectionScope, writing: writing)
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
