/// Which groups of a filter state a link reads its filters from and removes them from; new filters always go to
/// the link's own group. The number link and the segment link take it as their `scope` setting.
public enum FilterStateScope: Sendable, Equatable {
  /// The link's group only (the default).
  case group
  /// Every group of the filter state, in output order.
  case allGroups

  /// The entries this scope covers, in their order, for a link whose group is `linkGroup`.
  func covered(
    _ entries: [(groupID: FilterGroup.ID, filters: [Filter])], linkGroup: FilterGroup.ID
  ) -> [(groupID: FilterGroup.ID, filters: [Filter])] {
    self == .allGroups ? entries : entries.filter { $0.groupID == linkGroup }
  }

  /// The groups a link whose group is `linkGroup` removes filters from: its own, or every group of the filter
  /// state.
  func groupIDs(in filterState: FilterState, linkGroup: FilterGroup.ID) -> [FilterGroup.ID] {
    self == .allGroups ? filterState.orderedEntries().map(\.groupID) : [linkGroup]
  }
}
