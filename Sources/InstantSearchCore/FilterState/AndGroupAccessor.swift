/// Reads and changes one conjunctive group of a ``FilterState``, holding filters of any kind.
///
/// Obtained with `filterState[and: "name"]`. It holds the filter state strongly; its changes never notify.
public struct AndGroupAccessor {
  /// The filter state.
  public let filterState: FilterState
  /// The group, `.and(name:)`.
  public let groupID: FilterGroup.ID

  /// Creates an accessor to the `and` group with this name.
  ///
  /// - Parameters:
  ///   - filterState: The filter state.
  ///   - groupName: The group name.
  public init(filterState: FilterState, groupName: String) {
    self.filterState = filterState
    self.groupID = .and(name: groupName)
  }

  /// Whether the group holds no filter.
  public var isEmpty: Bool { filterState.getFilters(forGroupWithID: groupID).isEmpty }

  /// The filters of the group, in unspecified order.
  public func filters() -> [Filter] { Array(filterState.getFilters(forGroupWithID: groupID)) }

  /// The filters of the group on an attribute, in unspecified order.
  ///
  /// - Parameter attribute: The attribute.
  public func filters(for attribute: String) -> [Filter] { filters().filter { $0.attribute == attribute } }

  /// Adds filters to the group.
  ///
  /// - Parameter filters: The filters, of any kinds.
  public func add(_ filters: FilterType...) { addAll(filters) }

  /// Adds filters to the group.
  ///
  /// - Parameter filters: The filters, of any kinds.
  public func addAll(_ filters: [FilterType]) { filterState.addAll(filters: filters, toGroupWithID: groupID) }

  /// Whether the group holds a filter.
  ///
  /// - Parameter filter: The filter.
  public func contains(_ filter: FilterType) -> Bool { filterState.contains(filter, inGroupWithID: groupID) }

  /// Removes a filter from the group; the group is deleted when it becomes empty.
  ///
  /// - Parameter filter: The filter.
  /// - Returns: `true` when the group held it.
  @discardableResult
  public func remove(_ filter: FilterType) -> Bool { filterState.remove(filter, fromGroupWithID: groupID) }

  /// Removes filters from the group; the group is deleted when it becomes empty.
  ///
  /// - Parameter filters: The filters.
  /// - Returns: `true` when at least one was removed.
  @discardableResult
  public func removeAll(_ filters: [FilterType]) -> Bool { filterState.removeAll(filters, fromGroupWithID: groupID) }

  /// Removes filters, from any sequence, from the group, as InstantSearch 7.27.1's generic form does.
  ///
  /// - Parameter filters: The filters.
  /// - Returns: `true` when at least one was removed.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S) -> Bool where S.Element == FilterType { removeAll(Array(filters)) }

  /// Removes the group's filters on an attribute.
  ///
  /// - Parameter attribute: The attribute.
  public func removeAll(for attribute: String) { filterState.removeAll(for: attribute, fromGroupWithID: groupID) }

  /// Clears the group.
  public func removeAll() { filterState.removeAll(fromGroupWithID: groupID) }

  /// Clears every other group of the filter state.
  public func removeAllOthers() { filterState.removeAllExcept(fromGroupWithIDs: [groupID]) }

  /// Removes the filter if the group holds it, adds it otherwise.
  ///
  /// - Parameter filter: The filter.
  public func toggle(_ filter: FilterType) { filterState.toggle(filter, inGroupWithID: groupID) }
}
