/// What every group accessor of a ``FilterState`` offers (`filterState[and: "brand"]`, `[or: "color"]`,
/// `[hierarchical: "category"]`).
public protocol GroupAccessor {
  /// Whether the group holds no filter.
  var isEmpty: Bool { get }
  /// Removes the group's filters on `attribute`.
  func removeAll(for attribute: Attribute)
  /// Removes the group's filters.
  func removeAll()
  /// Removes every other group.
  func removeAllOthers()
}

/// A group accessor whose filters are of one kind.
///
/// `remove` and `removeAll` say whether something was removed, a result 7.27.1's `remove` does not give (its calls
/// compile unchanged: the result is discardable).
public protocol SpecializedGroupAccessor: GroupAccessor {
  /// The kind of the group's filters.
  associatedtype Filter: FilterType
  /// The group's filters.
  func filters() -> [Filter]
  /// The group's filters on `attribute`.
  func filters(for attribute: Attribute) -> [Filter]
  /// Adds filters.
  func add(_ filters: Filter...)
  /// Adds a sequence of filters.
  func addAll<S: Sequence>(_ filters: S) where S.Element == Filter
  /// Whether the group holds `filter`.
  func contains(_ filter: Filter) -> Bool
  /// Removes `filter`; whether it was there.
  @discardableResult
  func remove(_ filter: Filter) -> Bool
  /// Removes filters; whether any was there.
  @discardableResult
  func removeAll<S: Sequence>(_ filters: S) -> Bool where S.Element == Filter
  /// Adds `filter`, or removes it when the group holds it.
  func toggle(_ filter: Filter)
}

extension AndGroupAccessor: GroupAccessor {}
extension OrGroupAccessor: SpecializedGroupAccessor {}
extension SpecializedAndGroupAccessor: SpecializedGroupAccessor {}
extension HierarchicalGroupAccessor: SpecializedGroupAccessor {}

/// What holds hierarchical groups: their level attributes and selected paths, by group name.
public protocol HierarchicalManageable {
  /// The level attributes of a group, top level first.
  func hierarchicalAttributes(forGroupWithName groupName: String) -> [Attribute]
  /// The selected path of a group, top level first.
  func hierarchicalFilters(forGroupWithName groupName: String) -> [Filter.Facet]
  /// Sets the level attributes of a group.
  mutating func set(_ hierarchicalAttributes: [Attribute], forGroupWithName groupName: String)
  /// Sets the selected path of a group.
  mutating func set(_ hierarchicalFilters: [Filter.Facet], forGroupWithName groupName: String)
}

extension FilterState: HierarchicalManageable {
  /// Sets the level attributes of a hierarchical group, creating it if needed; does not notify.
  public func set(_ hierarchicalAttributes: [Attribute], forGroupWithName groupName: String) {
    setHierarchicalAttributes(hierarchicalAttributes, forGroupWithName: groupName)
  }

  /// Sets the selected path of a hierarchical group, creating it if needed; does not notify.
  public func set(_ hierarchicalFilters: [Filter.Facet], forGroupWithName groupName: String) {
    setHierarchicalFilters(hierarchicalFilters, forGroupWithName: groupName)
  }
}
