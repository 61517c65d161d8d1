extension NumberRangeInteractor {
  /// Links the range to a range filter `attribute:low TO high` in a filter state.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: NumberRangeInteractor<Number>
    /// The filter state.
    public let filterState: FilterState
    /// The filtered attribute.
    public let attribute: String
    /// The group's kind.
    public let `operator`: RefinementOperator
    /// The group's name; the attribute when `nil`.
    public let groupName: String?

    /// Creates the link without connecting it.
    public init(
      interactor: NumberRangeInteractor<Number>, filterState: FilterState, attribute: String,
      operator: RefinementOperator = .and, groupName: String? = nil
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.attribute = attribute
      self.operator = `operator`
      self.groupName = groupName
    }

    private var groupID: FilterGroup.ID {
      .refinement(name: groupName ?? attribute, operator: `operator`, filterType: .numeric)
    }

    public func connect() {
      let (groupID, attribute) = (self.groupID, self.attribute)
      filterState.onChange.subscribePast(with: interactor) { interactor, filters in
        let range = filters.getFilters(forGroupWithID: groupID).lazy.compactMap { filter -> ClosedRange<Double>? in
          guard case .numeric(let numeric) = filter, numeric.attribute == attribute, case .range(let range) = numeric.value
          else { return nil }
          return range
        }.first
        interactor.item = range.map { Number($0.lowerBound)...Number($0.upperBound) }
      }
      interactor.onNumberRangeComputed.subscribePast(with: filterState) { [weak interactor] filterState, range in
        if let current = interactor?.item {
          filterState.remove(
            Filter.Numeric(attribute: attribute, range: current.lowerBound.toDouble()...current.upperBound.toDouble()),
            fromGroupWithID: groupID)
        }
        if let range {
          filterState.add(
            Filter.Numeric(attribute: attribute, range: range.lowerBound.toDouble()...range.upperBound.toDouble()),
            toGroupWithID: groupID)
        }
        filterState.notifyChange()
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: interactor)
      interactor.onNumberRangeComputed.cancelSubscription(for: filterState)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, attribute: String, operator: RefinementOperator = .and, groupName: String? = nil
  ) -> FilterStateConnection {
    let connection = FilterStateConnection(
      interactor: self, filterState: filterState, attribute: attribute, operator: `operator`, groupName: groupName)
    connection.connect()
    return connection
  }
}
