/// Filters in insertion order, with repeats, for lists that keep both (InstantSearch v1's refinements).
///
/// Every group remembers the order its filters were added in; ``append(_:toGroupWithID:)`` adds a repeat of
/// a filter the group holds already, and the group holds a filter while one of its entries remains. The other
/// mutations add a filter once and remove all its entries. None of these methods notifies.
extension FilterState {
  /// Every group holding filters, in output order, with its filters in insertion order and repeats kept.
  public func orderedEntries() -> [(groupID: FilterGroup.ID, filters: [Filter])] {
    read { $0.orderedEntries }
  }

  /// How many changes this filter state has gone through: it grows with every mutation that changes its
  /// filters, their order or a hierarchy, and stays when a mutation changes nothing (removing a filter it does
  /// not hold, adding one a group holds already). Compare it with a snapshot's to tell whether anything
  /// changed since.
  public var revision: Int { read { $0.revision } }

  /// Appends an entry for a filter, even when the group holds the filter already.
  ///
  /// - Parameters:
  ///   - filter: A facet, numeric or tag filter.
  ///   - groupID: The group; an `or` group takes filters of its own type only.
  /// - Returns: `false` when the filter's type is not supported or the group does not accept it.
  @discardableResult
  public func append(_ filter: FilterType, toGroupWithID groupID: FilterGroup.ID) -> Bool {
    guard let filter = Filter(converting: filter) else { return false }
    return write { $0.append(filter, toGroupWithID: groupID) }
  }

  /// Removes the first entry of a filter from a group; the group keeps the filter while another entry
  /// remains.
  ///
  /// - Returns: `true` when the group had an entry of the filter.
  @discardableResult
  public func removeFirstEntry(of filter: FilterType, fromGroupWithID groupID: FilterGroup.ID) -> Bool {
    guard let filter = Filter(converting: filter) else { return false }
    return write { $0.removeFirstEntry(of: filter, fromGroupWithID: groupID) }
  }
}
