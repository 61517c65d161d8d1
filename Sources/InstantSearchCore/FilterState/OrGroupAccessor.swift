/// Reads and changes one disjunctive group of a ``FilterState``, holding filters of type `F`.
///
/// Obtained with `filterState[or: "name"]` (or `filterState[or: "name", Filter.Tag.self]`); the group ID is
/// `.or(name:filterType:)` with the kind of `F`. It holds the filter state strongly; its changes never notify.
public struct OrGroupAccessor<F: FilterType> {
  /// The filter state.
  public let filterState: FilterState
  /// The group, `.or(name:filterType:)`.
  public let groupID: FilterGroup.ID

  /// Creates an accessor to the `or` group of `F` filters with this name.
  ///
  /// - Parameters:
  ///   - filterState: The filter state.
  ///   - groupName: The group name.
  /// - Precondition: `F` is ``Filter/Facet``, ``Filter/Numeric`` or ``Filter/Tag``.
  public init(filterState: FilterState, groupName: String) {
    guard let kind = FilterGroup.ID.Filter(F.self) else {
      preconditionFailure("An or group holds facet, numeric or tag filters, not \(F.self)")
    }
    self.filterState = filterState
    self.groupID = .or(name: groupName, filterType: kind)
  }

  /// Whether the group holds no filter.
  public var isEmpty: Bool { filterState.getFilters(forGroupWithID: groupID).isEmpty }

  /// The filters of the group, in unspecified order.
  public func filters() -> [F] { filterState.getFilters(forGroupWithID: groupID).compactMap { $0.filter as? F } }

  /// The filters of the group on an attribute, in unspecified order.
  ///
  /// - Parameter attribute: The attribute.
  public func filters(for attribute: String) -> [F] { filters().filter { $0.attribute == attribute } }

  /// Adds filters to the group.
  ///
  /// - Parameter filters: The filters.
  public func add(_ filters: F...) { addAll(filters) }

  /// Adds filters to the group.
  ///
  /// - Parameter filters: The filters.
  public func addAll<S: Sequence>(_ filters: S) where S.Element == F {
    filterState.addAll(filters: filters.map { $0 as FilterType }, toGroupWithID: groupID)
  }

  /// Whether the group holds a filter.
  ///
  /// - Parameter filter: The filter.
  public func contains(_ filter: F) -> Bool { filterState.contains(filter, inGroupWithID: groupID) }

  /// Removes a filter from the group; the group is deleted when it becomes empty.
  ///
  /// - Parameter filter: The filter.
  /// - Returns: `true` when the group held it.
  @discardableResult
  public func remove(_ filter: F) -> Bool { filterState.remove(filter, fromGroupWithID: groupID) }

  /// Removes filters from the group; the group is deleted when it becomes empty.
  ///
  /// - Parameter filters: The filters.
  /// - Returns: `true` when at least one was removed.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S) -> Bool where S.Element == F {
    filterState.removeAll(filters.map { $0 as FilterType }, fromGroupWithID: groupID)
  }

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
  public func toggle(_ filter: F) { filterState.toggle(filter, inGroupWithID: groupID) }
}
