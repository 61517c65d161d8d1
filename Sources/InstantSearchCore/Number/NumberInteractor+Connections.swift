extension NumberInteractor {
  /// Links the number to a comparison filter `attribute op number` in a filter state.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: NumberInteractor<Number>
    /// The filter state.
    public let filterState: FilterState
    /// The filtered attribute.
    public let attribute: String
    /// The comparison.
    public let numericOperator: Filter.Numeric.NumericOperator
    /// The group's kind.
    public let `operator`: RefinementOperator
    /// The group's name; the attribute when `nil`.
    public let groupName: String?

    /// Creates the link without connecting it.
    public init(
      interactor: NumberInteractor<Number>, filterState: FilterState, attribute: String,
      numericOperator: Filter.Numeric.NumericOperator, operator: RefinementOperator = .and, groupName: String? = nil
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.attribute = attribute
      self.numericOperator = numericOperator
      self.operator = `operator`
      self.groupName = groupName
    }

    private var groupID: FilterGroup.ID {
      .refinement(name: groupName ?? attribute, operator: `operator`, filterType: .numeric)
    }

    public func connect() {
      let (groupID, attribute, op) = (self.groupID, self.attribute, numericOperator)
      filterState.onChange.subscribePast(with: interactor) { interactor, filters in
        let value = filters.getFilters(forGroupWithID: groupID).lazy.compactMap { filter -> Double? in
          guard case .numeric(let numeric) = filter, numeric.attribute == attribute,
            case .comparison(let filterOperator, let value) = numeric.value, filterOperator == op
          else { return nil }
          return value
        }.first
        interactor.item = value.map(Number.init)
      }
      interactor.onNumberComputed.subscribePast(with: filterState) { [weak interactor] filterState, number in
        if let current = interactor?.item {
          filterState.remove(Filter.Numeric(attribute: attribute, operator: op, value: current.toDouble()), fromGroupWithID: groupID)
        }
        if let number {
          filterState.add(Filter.Numeric(attribute: attribute, operator: op, value: number.toDouble()), toGroupWithID: groupID)
        }
        filterState.notifyChange()
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: interactor)
      interactor.onNumberComputed.cancelSubscription(for: filterState)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, attribute: String, numericOperator: Filter.Numeric.NumericOperator,
    operator: RefinementOperator = .and, groupName: String? = nil
  ) -> FilterStateConnection {
    let connection = FilterStateConnection(
      interactor: self, filterState: filterState, attribute: attribute, numericOperator: numericOperator,
      operator: `operator`, groupName: groupName)
    connection.connect()
    return connection
  }
}

/// Links a number or range input to a hits searcher: the attribute joins the searcher's facets, and the
/// first results' `facets_stats` give the bounds.
public struct BoundsSearcherConnection<Interactor: Boundable>: Connection {
  /// The interactor.
  public let interactor: Interactor
  /// The searcher.
  public let searcher: HitsSearcher
  /// The numeric attribute.
  public let attribute: String

  /// Creates the link without connecting it.
  public init(interactor: Interactor, searcher: HitsSearcher, attribute: String) {
    self.interactor = interactor
    self.searcher = searcher
    self.attribute = attribute
  }

  public func connect() {
    let attribute = self.attribute
    searcher.addFacets([attribute])
    searcher.onResults.subscribePastOnce(with: interactor) { interactor, response in
      let bounds = response.facetsStats?[attribute].map { Interactor.Number($0.min)...Interactor.Number($0.max) }
      interactor.applyBounds(bounds: bounds)
    }
  }

  public func disconnect() {
    searcher.onResults.cancelSubscription(for: interactor)
  }
}

extension Boundable {
  /// Connects a hits searcher whose first results give the bounds; see ``BoundsSearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: String) -> BoundsSearcherConnection<Self> {
    let connection = BoundsSearcherConnection(interactor: self, searcher: searcher, attribute: attribute)
    connection.connect()
    return connection
  }
}
