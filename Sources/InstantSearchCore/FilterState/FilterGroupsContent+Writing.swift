/// The mutations of a ``FilterState``'s content.
///
/// Removing from one group deletes the group when it becomes empty; removing across every group leaves
/// empty groups in place. Clearing a hierarchical group keeps it, and its attributes, but empties its filters
/// and its selected path.
extension FilterGroupsContent {
  mutating func add<S: Sequence>(_ filters: S, toGroupWithID groupID: FilterGroup.ID) where S.Element == Filter {
    let accepted = filters.filter(groupID.accepts)
    guard !accepted.isEmpty else { return }
    for filter in accepted where groups[groupID, default: []].insert(filter).inserted {
      entries[groupID, default: []].append(filter)
    }
  }

  /// Appends an entry for the filter even when the group holds it already; `false` when the group does not
  /// accept the filter's type.
  @discardableResult
  mutating func append(_ filter: Filter, toGroupWithID groupID: FilterGroup.ID) -> Bool {
    guard groupID.accepts(filter) else { return false }
    groups[groupID, default: []].insert(filter)
    entries[groupID, default: []].append(filter)
    return true
  }

  /// Removes the first entry of the filter; the group keeps the filter while another entry remains.
  @discardableResult
  mutating func removeFirstEntry(of filter: Filter, fromGroupWithID groupID: FilterGroup.ID) -> Bool {
    guard var list = entries[groupID], let position = list.firstIndex(of: filter) else { return false }
    list.remove(at: position)
    setEntries(list, of: groupID)
    guard !list.contains(filter) else { return true }
    groups[groupID]?.remove(filter)
    if case .hierarchical = groupID { return true }
    if groups[groupID]?.isEmpty == true { groups[groupID] = nil }
    return true
  }

  @discardableResult
  mutating func remove<S: Sequence>(_ filters: S, fromGroupWithID groupID: FilterGroup.ID) -> Bool
  where S.Element == Filter {
    guard let existing = groups[groupID] else { return false }
    let removed = Set(filters)
    let remaining = existing.subtracting(removed)
    groups[groupID] = remaining.isEmpty ? nil : remaining
    setEntries(entries[groupID, default: []].filter { !removed.contains($0) }, of: groupID)
    return remaining.count < existing.count
  }

  mutating func removeAll<S: Sequence>(fromGroupWithIDs groupIDs: S) where S.Element == FilterGroup.ID {
    for groupID in groupIDs {
      entries[groupID] = nil
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
    setEntries(entries[groupID, default: []].filter { $0.attribute != attribute }, of: groupID)
  }

  @discardableResult
  mutating func removeEverywhere<S: Sequence>(_ filters: S) -> Bool where S.Element == Filter {
    let removed = Set(filters)
    var didRemove = false
    for (groupID, existing) in groups {
      let remaining = existing.subtracting(removed)
      didRemove = didRemove || remaining.count < existing.count
      groups[groupID] = remaining
      setEntries(entries[groupID, default: []].filter { !removed.contains($0) }, of: groupID)
    }
    return didRemove
  }

  mutating func removeEverywhere(for attribute: String) {
    for (groupID, existing) in groups {
      groups[groupID] = existing.filter { $0.attribute != attribute }
      setEntries(entries[groupID, default: []].filter { $0.attribute != attribute }, of: groupID)
    }
  }

  /// Stores a group's entries, forgetting the list when it is empty.
  private mutating func setEntries(_ list: [Filter], of groupID: FilterGroup.ID) {
    entries[groupID] = list.isEmpty ? nil : list
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
