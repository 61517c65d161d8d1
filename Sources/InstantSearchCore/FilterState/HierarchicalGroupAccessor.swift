/// Reads and changes one hierarchical group of a ``FilterState``, holding facet filters.
///
/// Obtained with `filterState[hierarchical: "name"]`. Changes never notify. It keeps the original API's
/// quirks, which the hierarchical widgets rely on:
/// - ``isEmpty`` tests the **whole** filter state;
/// - ``filters()`` and ``filters(for:)`` return the facet filters of **every** group;
/// - ``removeAll(_:)`` ignores its argument, clears the group and returns `false`.
public struct HierarchicalGroupAccessor {
  /// The filter state.
  public let filterState: FilterState
  /// The group, `.hierarchical(name:)`.
  public let groupID: FilterGroup.ID

  /// Creates an accessor to the hierarchical group with this name.
  ///
  /// - Parameters:
  ///   - filterState: The filter state.
  ///   - groupName: The group name.
  public init(filterState: FilterState, groupName: String) {
    self.filterState = filterState
    self.groupID = .hierarchical(name: groupName)
  }

  /// Whether the whole filter state, not only this group, holds no filter.
  public var isEmpty: Bool { filterState.isEmpty }

  /// The level attributes of the group; setting them creates the group.
  public var hierarchicalAttributes: [String] {
    get { filterState.hierarchicalAttributes(forGroupWithName: groupID.name) }
    nonmutating set { filterState.setHierarchicalAttributes(newValue, forGroupWithName: groupID.name) }
  }

  /// The selected path of the group; setting it creates the group.
  public var hierarchicalFilters: [InstantSearchCore.Filter.Facet] {
    get { filterState.hierarchicalFilters(forGroupWithName: groupID.name) }
    nonmutating set { filterState.setHierarchicalFilters(newValue, forGroupWithName: groupID.name) }
  }

  /// The facet filters of every group of the filter state, in unspecified order.
  public func filters() -> [InstantSearchCore.Filter.Facet] {
    filterState.getFilters().compactMap { $0.filter as? InstantSearchCore.Filter.Facet }
  }

  /// The facet filters on an attribute in every group of the filter state, in unspecified order.
  ///
  /// - Parameter attribute: The attribute.
  public func filters(for attribute: String) -> [InstantSearchCore.Filter.Facet] {
    filterState.getFilters(for: attribute).compactMap { $0.filter as? InstantSearchCore.Filter.Facet }
  }

  /// Adds facet filters to the group.
  ///
  /// - Parameter filters: The filters.
  public func add(_ filters: InstantSearchCore.Filter.Facet...) { addAll(filters) }

  /// Adds facet filters to the group.
  ///
  /// - Parameter filters: The filters.
  public func addAll<S: Sequence>(_ filters: S) where S.Element == InstantSearchCore.Filter.Facet {
    filterState.addAll(filters: filters.map { $0 as FilterType }, toGroupWithID: groupID)
  }

  /// Whether the group holds a filter.
  ///
  /// - Parameter filter: The filter.
  public func contains(_ filter: InstantSearchCore.Filter.Facet) -> Bool { filterState.contains(filter, inGroupWithID: groupID) }

  /// Removes a filter from the group; the group is deleted when it becomes empty (its hierarchy is kept).
  ///
  /// - Parameter filter: The filter.
  /// - Returns: `true` when the group held it.
  @discardableResult
  public func remove(_ filter: InstantSearchCore.Filter.Facet) -> Bool { filterState.remove(filter, fromGroupWithID: groupID) }

  /// Clears the group whatever the argument, like ``removeAll()``, and returns `false`.
  ///
  /// - Parameter filters: Ignored.
  /// - Returns: Always `false`.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S) -> Bool where S.Element == InstantSearchCore.Filter.Facet {
    removeAll()
    return false
  }

  /// Removes the group's filters on an attribute.
  ///
  /// - Parameter attribute: The attribute.
  public func removeAll(for attribute: String) { filterState.removeAll(for: attribute, fromGroupWithID: groupID) }

  /// Clears the group's filters and selected path, keeping the group and its attributes.
  public func removeAll() { filterState.removeAll(fromGroupWithID: groupID) }

  /// Clears every other group of the filter state.
  public func removeAllOthers() { filterState.removeAllExcept(fromGroupWithIDs: [groupID]) }

  /// Removes the filter if the group holds it, adds it otherwise.
  ///
  /// - Parameter filter: The filter.
  public func toggle(_ filter: InstantSearchCore.Filter.Facet) { filterState.toggle(filter, inGroupWithID: groupID) }
}
