/// Changes to one group at a time. None of them notifies.
///
/// Filters of a type other than ``Filter/Facet``, ``Filter/Numeric``, ``Filter/Tag`` or ``Filter`` are
/// ignored; an `or` group ignores filters of another kind, a `hierarchical` group non-facet filters.
extension FilterState {
  /// Adds a filter to a group, creating the group if needed.
  ///
  /// - Parameters:
  ///   - filter: The filter.
  ///   - groupID: The group.
  public func add(_ filter: FilterType, toGroupWithID groupID: FilterGroup.ID) {
    addAll(filters: [filter], toGroupWithID: groupID)
  }

  /// Adds filters of any kinds to a group, creating the group if needed.
  ///
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group.
  public func addAll<S: Sequence>(filters: S, toGroupWithID groupID: FilterGroup.ID) where S.Element == FilterType {
    let filters = Self.supported(filters)
    write { $0.add(filters, toGroupWithID: groupID) }
  }

  /// Adds filters of one kind to a group, creating the group if needed.
  ///
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group.
  public func addAll<S: Sequence>(filters: S, toGroupWithID groupID: FilterGroup.ID) where S.Element: FilterType {
    addAll(filters: filters.map { $0 as FilterType }, toGroupWithID: groupID)
  }

  /// Removes a filter from a group; the group is deleted when it becomes empty.
  ///
  /// - Parameters:
  ///   - filter: The filter.
  ///   - groupID: The group.
  /// - Returns: `true` when the group held the filter.
  @discardableResult
  public func remove(_ filter: FilterType, fromGroupWithID groupID: FilterGroup.ID) -> Bool {
    removeAll([filter], fromGroupWithID: groupID)
  }

  /// Removes filters of any kinds from a group; the group is deleted when it becomes empty.
  ///
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group.
  /// - Returns: `true` when at least one of them was removed.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S, fromGroupWithID groupID: FilterGroup.ID) -> Bool
  where S.Element == FilterType {
    let filters = Self.supported(filters)
    return write { $0.remove(filters, fromGroupWithID: groupID) }
  }

  /// Removes filters of one kind from a group; the group is deleted when it becomes empty.
  ///
  /// - Parameters:
  ///   - filters: The filters.
  ///   - groupID: The group.
  /// - Returns: `true` when at least one of them was removed.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S, fromGroupWithID groupID: FilterGroup.ID) -> Bool
  where S.Element: FilterType {
    removeAll(filters.map { $0 as FilterType }, fromGroupWithID: groupID)
  }

  /// Clears a group.
  ///
  /// An `and` or `or` group is deleted. A `hierarchical` group is kept with its hierarchical attributes; its
  /// filters and its hierarchical filters are cleared.
  ///
  /// - Parameter groupID: The group.
  public func removeAll(fromGroupWithID groupID: FilterGroup.ID) {
    removeAll(fromGroupWithIDs: [groupID])
  }

  /// Clears several groups, as ``removeAll(fromGroupWithID:)`` does for each.
  ///
  /// - Parameter groupIDs: The groups.
  public func removeAll<S: Sequence>(fromGroupWithIDs groupIDs: S) where S.Element == FilterGroup.ID {
    write { $0.removeAll(fromGroupWithIDs: groupIDs) }
  }

  /// Clears every group except the given ones, as ``removeAll(fromGroupWithID:)`` does for each.
  ///
  /// - Parameter groupIDs: The groups to keep.
  public func removeAllExcept<S: Sequence>(fromGroupWithIDs groupIDs: S) where S.Element == FilterGroup.ID {
    write { $0.removeAllExcept(fromGroupWithIDs: groupIDs) }
  }

  /// Removes a group's filters on an attribute; the group is deleted when it becomes empty.
  ///
  /// - Parameters:
  ///   - attribute: The attribute.
  ///   - groupID: The group.
  public func removeAll(for attribute: String, fromGroupWithID groupID: FilterGroup.ID) {
    write { $0.removeAll(for: attribute, fromGroupWithID: groupID) }
  }

  /// Removes a filter from a group if the group holds it, adds it otherwise.
  ///
  /// - Parameters:
  ///   - filter: The filter.
  ///   - groupID: The group.
  public func toggle(_ filter: FilterType, inGroupWithID groupID: FilterGroup.ID) {
    toggle([filter], inGroupWithID: groupID)
  }

  /// Toggles each filter in turn, as `toggle(_:inGroupWithID:)` does.
  ///
  /// - Parameters:
  ///   - filters: The filters of any kinds.
  ///   - groupID: The group.
  public func toggle<S: Sequence>(_ filters: S, inGroupWithID groupID: FilterGroup.ID) where S.Element == FilterType {
    let filters = Self.supported(filters)
    write { $0.toggle(filters, inGroupWithID: groupID) }
  }

  /// Toggles each filter in turn, as `toggle(_:inGroupWithID:)` does.
  ///
  /// - Parameters:
  ///   - filters: The filters of one kind.
  ///   - groupID: The group.
  public func toggle<S: Sequence>(_ filters: S, inGroupWithID groupID: FilterGroup.ID) where S.Element: FilterType {
    toggle(filters.map { $0 as FilterType }, inGroupWithID: groupID)
  }

  /// The filters of supported types, wrapped.
  static func supported<S: Sequence>(_ filters: S) -> [Filter] where S.Element == FilterType {
    filters.compactMap(Filter.init(converting:))
  }
}
