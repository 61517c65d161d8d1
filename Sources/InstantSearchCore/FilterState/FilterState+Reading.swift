extension FilterState: FilterGroupsConvertible {
  /// The non-empty groups, ready to be rendered as the `filters` string.
  ///
  /// Groups are sorted by name (Swift `String` order); for equal names `or` groups come before the `and`
  /// group (then the `hierarchical` one). Each group's filters are sorted by their `filters` rendering.
  /// Hierarchical groups come out as ``FilterGroup/And`` groups of the same name.
  ///
  /// - Returns: The groups, in output order.
  public func toFilterGroups() -> [FilterGroupType] {
    read { $0.toFilterGroups() }
  }
}

extension FilterState {
  /// Whether no group holds any filter (empty groups may still exist).
  public var isEmpty: Bool { read(\.isEmpty) }

  /// Every filter of every group.
  ///
  /// - Returns: The filters; one held by several groups appears once.
  public func getFilters() -> Set<Filter> { read(\.allFilters) }

  /// The filters of every group that apply to an attribute.
  ///
  /// - Parameter attribute: The attribute.
  /// - Returns: The filters whose attribute is `attribute`.
  public func getFilters(for attribute: String) -> Set<Filter> {
    read { $0.filters(for: attribute) }
  }

  /// The filters of one group.
  ///
  /// - Parameter groupID: The group.
  /// - Returns: Its filters; empty when the group does not exist.
  public func getFilters(forGroupWithID groupID: FilterGroup.ID) -> Set<Filter> {
    read { $0.filters(inGroupWithID: groupID) }
  }

  /// Every filter paired with the ID of each group holding it.
  ///
  /// - Returns: The pairs, with empty texts.
  public func getFiltersAndID() -> Set<FilterAndID> { read(\.filtersAndIDs) }

  /// The IDs of the existing groups, including groups left empty by removals across every group.
  ///
  /// - Returns: The group IDs.
  public func getGroupIDs() -> Set<FilterGroup.ID> { read(\.groupIDs) }

  /// Whether some group holds a filter.
  ///
  /// - Parameter filter: The filter; every field counts (negation, score).
  /// - Returns: `true` when at least one group holds it.
  public func contains(_ filter: FilterType) -> Bool {
    guard let filter = Filter(converting: filter) else { return false }
    return read { $0.contains(filter) }
  }

  /// Whether a group holds a filter.
  ///
  /// - Parameters:
  ///   - filter: The filter; every field counts (negation, score).
  ///   - groupID: The group.
  /// - Returns: `true` when the group holds it.
  public func contains(_ filter: FilterType, inGroupWithID groupID: FilterGroup.ID) -> Bool {
    guard let filter = Filter(converting: filter) else { return false }
    return read { $0.contains(filter, inGroupWithID: groupID) }
  }
}
