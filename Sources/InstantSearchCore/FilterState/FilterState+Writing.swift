/// Changes across every group. None of them notifies.
extension FilterState {
  /// Removes a filter from every group; groups left empty stay (invisible in the output).
  ///
  /// - Parameter filter: The filter.
  /// - Returns: `true` when at least one group held it.
  @discardableResult
  public func remove(_ filter: FilterType) -> Bool {
    removeAll([filter])
  }

  /// Removes filters of any kinds from every group; groups left empty stay.
  ///
  /// - Parameter filters: The filters.
  /// - Returns: `true` when at least one filter was removed from at least one group.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S) -> Bool where S.Element == FilterType {
    let filters = Self.supported(filters)
    return write { $0.removeEverywhere(filters) }
  }

  /// Removes filters of one kind from every group; groups left empty stay.
  ///
  /// - Parameter filters: The filters.
  /// - Returns: `true` when at least one filter was removed from at least one group.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S) -> Bool where S.Element: FilterType {
    removeAll(filters.map { $0 as FilterType })
  }

  /// Removes every filter on an attribute from every group; groups left empty stay.
  ///
  /// - Parameter attribute: The attribute.
  public func removeAll(for attribute: String) {
    write { $0.removeEverywhere(for: attribute) }
  }

  /// Clears every group.
  ///
  /// `and` and `or` groups are deleted; `hierarchical` groups are kept with their hierarchical attributes,
  /// their filters and hierarchical filters cleared.
  public func removeAll() {
    write { $0.removeAll() }
  }
}
