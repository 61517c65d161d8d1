/// The mutations of a ``FilterState``'s content.
///
/// Removing from one group deletes the group when it becomes empty; removing across every group leaves
/// empty groups in place. Clearing a hierarchical group keeps it, and its attributes, but empties its filters
/// and its selected path.
extension FilterGroupsContent {
  mutating func add<S: Sequence>(_ filters: S, toGroupWithID groupID: FilterGroup.ID) where S.Element == Filter {
    let accepted = filters.filter(groupID.accepts)
    guard !accepted.isEmpty else { return }
    groups[groupID, default: []].formUnion(accepted)
  }

  @discardableResult
  mutating func remove<S: Sequence>(_ filters: S, fromGroupWithID groupID: FilterGroup.ID) -> Bool
  where S.Element == Filter {
    guard let existing = groups[groupID] else { return false }
    let remaining = existing.subtracting(filters)
    groups[groupID] = remaining.isEmpty ? nil : remaining
    return remaining.count < existing.count
  }

  mutating func removeAll<S: Sequence>(fromGroupWithIDs groupIDs: S) where S.Element == FilterGroup.ID {
    for groupID in groupIDs {
      guard case .hierarchical(let name) = groupID else {
        groups[groupID] = nil
        continue
      }
      if groups[groupID] != nil { groups[groupID] = [] }
      hierarchies[name]?.filters = []
    }
  }

  mutating func removeAllExcept<S: Sequence>(fromGroupWithIDs kept: S) where S.Element == FilterGroup.ID {
    removeAll(fromGroupWithIDs: groupIDs.subtracting(kept))
  }

  mutating func removeAll(for attribute: String, fromGroupWithID groupID: FilterGroup.ID) {
    guard let existing = groups[groupID] else { return }
    let remaining = existing.filter { $0.attribute != attribute }
    groups[groupID] = remaining.isEmpty ? nil : remaining
  }

  @discardableResult
  mutating func removeEverywhere<S: Sequence>(_ filters: S) -> Bool where S.Element == Filter {
    let removed = Set(filters)
    var didRemove = false
    for (groupID, existing) in groups {
      let remaining = existing.subtracting(removed)
      didRemove = didRemove || remaining.count < existing.count
      groups[groupID] = remaining
    }
    return didRemove
  }

  mutating func removeEverywhere(for attribute: String) {
    for (groupID, existing) in groups {
      groups[groupID] = existing.filter { $0.attribute != attribute }
    }
  }

  mutating func removeAll() {
    removeAll(fromGroupWithIDs: groupIDs)
    for name in hierarchies.keys { hierarchies[name]?.filters = [] }
  }

  mutating func toggle<S: Sequence>(_ filters: S, inGroupWithID groupID: FilterGroup.ID) where S.Element == Filter {
    for filter in filters {
      if contains(filter, inGroupWithID: groupID) {
        remove([filter], fromGroupWithID: groupID)
      } else {
        add([filter], toGroupWithID: groupID)
      }
    }
  }

  mutating func setHierarchicalAttributes(_ attributes: [String], forGroupWithName name: String) {
    hierarchies[name, default: HierarchyDescription()].attributes = attributes
    createGroupIfNeeded(.hierarchical(name: name))
  }

  mutating func setHierarchicalFilters(_ filters: [Filter.Facet], forGroupWithName name: String) {
    hierarchies[name, default: HierarchyDescription()].filters = filters
    createGroupIfNeeded(.hierarchical(name: name))
  }

  private mutating func createGroupIfNeeded(_ groupID: FilterGroup.ID) {
    if groups[groupID] == nil { groups[groupID] = [] }
  }
}
