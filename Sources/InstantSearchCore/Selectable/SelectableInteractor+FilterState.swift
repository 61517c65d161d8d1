extension SelectableInteractor where Item: FilterType {
  /// Links a filter toggle to a filter state: the state says whether the filter is in its group;
  /// a computed selection adds or removes it.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: SelectableInteractor<Item>
    /// The filter state.
    public let filterState: FilterState
    /// The group's kind.
    public let `operator`: RefinementOperator
    /// The group's name; the filter's attribute when `nil`.
    public let groupName: String?

    /// Creates the link without connecting it.
    public init(interactor: SelectableInteractor<Item>, filterState: FilterState, operator: RefinementOperator = .or, groupName: String? = nil) {
      self.interactor = interactor
      self.filterState = filterState
      self.operator = `operator`
      self.groupName = groupName
    }

    /// The group the filter lives in.
    public var groupID: FilterGroup.ID {
      let name = groupName ?? interactor.item.attribute
      guard `operator` == .or, let kind = FilterGroup.ID.Filter(Item.self) else { return .and(name: name) }
      return .or(name: name, filterType: kind)
    }

    public func connect() {
      let groupID = self.groupID
      interactor.isSelected = filterState.contains(interactor.item, inGroupWithID: groupID)
      filterState.onChange.subscribePast(with: interactor) { [weak filterState] interactor, _ in
        guard let filterState else { return }
        interactor.isSelected = filterState.contains(interactor.item, inGroupWithID: groupID)
      }
      interactor.onSelectedComputed.subscribePast(with: filterState) { [weak interactor] filterState, selecting in
        guard let item = interactor?.item else { return }
        if selecting { filterState.add(item, toGroupWithID: groupID) } else { filterState.remove(item, fromGroupWithID: groupID) }
        filterState.notifyChange()
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: interactor)
      interactor.onSelectedComputed.cancelSubscription(for: filterState)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``. The group is an `or` group by default.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, operator: RefinementOperator = .or, groupName: String? = nil)
    -> FilterStateConnection
  {
    let connection = FilterStateConnection(interactor: self, filterState: filterState, operator: `operator`, groupName: groupName)
    connection.connect()
    return connection
  }
}
