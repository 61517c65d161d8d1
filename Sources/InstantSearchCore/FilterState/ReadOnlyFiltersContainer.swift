/// A read-only copy of a ``FilterState``'s content, taken when ``FilterState/onChange`` fired.
///
/// Later changes to the filter state do not show through it.
public struct ReadOnlyFiltersContainer {
  let content: FilterGroupsContent

  init(content: FilterGroupsContent) {
    self.content = content
  }

  /// Whether no group held any filter.
  public var isEmpty: Bool { content.isEmpty }

  /// How many writes the filter state had made when the snapshot was taken; a snapshot with the same
  /// revision as an earlier read saw no change since.
  public var revision: Int { content.revision }

  /// The IDs of the groups that existed.
  ///
  /// - Returns: The group IDs, empty groups included.
  public func getGroupIDs() -> Set<FilterGroup.ID> { content.groupIDs }

  /// The filters of one group.
  ///
  /// - Parameter groupID: The group.
  /// - Returns: Its filters; empty when the group did not exist.
  public func getFilters(forGroupWithID groupID: FilterGroup.ID) -> Set<Filter> {
    content.filters(inGroupWithID: groupID)
  }

  /// Every filter paired with the ID of each group holding it.
  ///
  /// - Returns: The pairs, with empty texts.
  public func getFiltersAndID() -> Set<FilterAndID> { content.filtersAndIDs }

  /// The filters of type `F` in the `and` group with this name.
  ///
  /// - Parameter groupName: The group name.
  public subscript<F: FilterType>(and groupName: String) -> ReadOnlyGroupAccessor<F> {
    ReadOnlyGroupAccessor(content: content, groupID: .and(name: groupName), scope: .group)
  }

  /// The filters of type `F` in the `and` group with this name, the type given explicitly.
  ///
  /// - Parameters:
  ///   - groupName: The group name.
  ///   - filterType: The filter type.
  public subscript<F: FilterType>(and groupName: String, _ filterType: F.Type) -> ReadOnlyGroupAccessor<F> {
    self[and: groupName]
  }

  /// The `or` group of `F` filters with this name.
  ///
  /// `F` must be ``Filter/Facet``, ``Filter/Numeric`` or ``Filter/Tag``.
  ///
  /// - Parameter groupName: The group name.
  public subscript<F: FilterType>(or groupName: String) -> ReadOnlyGroupAccessor<F> {
    guard let kind = FilterGroup.ID.Filter(F.self) else {
      preconditionFailure("An or group holds facet, numeric or tag filters, not \(F.self)")
    }
    return ReadOnlyGroupAccessor(content: content, groupID: .or(name: groupName, filterType: kind), scope: .group)
  }

  /// The `or` group of `F` filters with this name, the type given explicitly.
  ///
  /// - Parameters:
  ///   - groupName: The group name.
  ///   - filterType: The filter type.
  public subscript<F: FilterType>(or groupName: String, _ filterType: F.Type) -> ReadOnlyGroupAccessor<F> {
    self[or: groupName]
  }

  /// The hierarchical group with this name, with the quirks of ``HierarchicalGroupAccessor``: `isEmpty`,
  /// `filters()` and `filters(for:)` look at every group.
  ///
  /// - Parameter groupName: The group name.
  public subscript(hierarchical groupName: String) -> ReadOnlyGroupAccessor<Filter.Facet> {
    ReadOnlyGroupAccessor(content: content, groupID: .hierarchical(name: groupName), scope: .wholeState)
  }
}

extension ReadOnlyFiltersContainer: FilterGroupsConvertible {
  /// The non-empty groups in output order, as ``FilterState/toFilterGroups()`` gave them at snapshot time.
  public func toFilterGroups() -> [FilterGroupType] {
    content.toFilterGroups()
  }
}

extension ReadOnlyFiltersContainer: CustomStringConvertible {
  /// The `filters` string of the snapshot; `""` when empty.
  public var description: String {
    FilterGroupConverter().sql(toFilterGroups()) ?? ""
  }
}
