/// Reads one group of a ``ReadOnlyFiltersContainer`` snapshot.
public struct ReadOnlyGroupAccessor<F: FilterType> {
  /// Which filters `isEmpty` and `filters()` look at.
  enum Scope {
    /// The group's own filters.
    case group
    /// Every group's filters (the hierarchical accessor quirk).
    case wholeState
  }

  let content: FilterGroupsContent
  /// The group read.
  public let groupID: FilterGroup.ID
  let scope: Scope

  init(content: FilterGroupsContent, groupID: FilterGroup.ID, scope: Scope) {
    self.content = content
    self.groupID = groupID
    self.scope = scope
  }

  private var scopedFilters: Set<Filter> {
    switch scope {
    case .group: return content.filters(inGroupWithID: groupID)
    case .wholeState: return content.allFilters
    }
  }

  /// Whether the group (every group, for a hierarchical one) held no filter at all.
  public var isEmpty: Bool { scopedFilters.isEmpty }

  /// The filters of type `F`, in unspecified order.
  public func filters() -> [F] { scopedFilters.compactMap { $0.filter as? F } }

  /// The filters of type `F` on an attribute, in unspecified order.
  ///
  /// - Parameter attribute: The attribute.
  public func filters(for attribute: String) -> [F] { filters().filter { $0.attribute == attribute } }

  /// Whether the group held a filter.
  ///
  /// - Parameter filter: The filter.
  public func contains(_ filter: F) -> Bool {
    guard let filter = Filter(converting: filter) else { return false }
    return content.contains(filter, inGroupWithID: groupID)
  }
}
