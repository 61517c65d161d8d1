/// A typed view of a conjunctive group: the ``AndGroupAccessor`` API restricted to filters of type `F`.
///
/// The group may hold other kinds too; ``filters()`` returns only the `F` ones. Changes never notify.
public struct SpecializedAndGroupAccessor<F: FilterType> {
  /// The untyped accessor of the group.
  public let accessor: AndGroupAccessor

  /// The group, `.and(name:)`.
  public var groupID: FilterGroup.ID { accessor.groupID }

  /// Wraps an accessor of an `and` group.
  ///
  /// - Parameter accessor: The untyped accessor.
  public init(_ accessor: AndGroupAccessor) {
    self.accessor = accessor
  }

  /// Whether the group holds no filter at all, of any kind.
  public var isEmpty: Bool { accessor.isEmpty }

  /// The group's filters of type `F`, in unspecified order.
  public func filters() -> [F] { accessor.filters().compactMap { $0.filter as? F } }

  /// The group's filters of type `F` on an attribute, in unspecified order.
  ///
  /// - Parameter attribute: The attribute.
  public func filters(for attribute: String) -> [F] { filters().filter { $0.attribute == attribute } }

  /// Adds filters to the group.
  ///
  /// - Parameter filters: The filters.
  public func add(_ filters: F...) { addAll(filters) }

  /// Adds filters to the group.
  ///
  /// - Parameter filters: The filters.
  public func addAll<S: Sequence>(_ filters: S) where S.Element == F { accessor.addAll(filters.map { $0 as FilterType }) }

  /// Whether the group holds a filter.
  ///
  /// - Parameter filter: The filter.
  public func contains(_ filter: F) -> Bool { accessor.contains(filter) }

  /// Removes a filter from the group; the group is deleted when it becomes empty.
  ///
  /// - Parameter filter: The filter.
  /// - Returns: `true` when the group held it.
  @discardableResult
  public func remove(_ filter: F) -> Bool { accessor.remove(filter) }

  /// Removes filters from the group; the group is deleted when it becomes empty.
  ///
  /// - Parameter filters: The filters.
  /// - Returns: `true` when at least one was removed.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S) -> Bool where S.Element == F {
    accessor.removeAll(filters.map { $0 as FilterType })
  }

  /// Removes the group's filters on an attribute, of any kind.
  ///
  /// - Parameter attribute: The attribute.
  public func removeAll(for attribute: String) { accessor.removeAll(for: attribute) }

  /// Clears the group, filters of every kind included.
  public func removeAll() { accessor.removeAll() }

  /// Clears every other group of the filter state.
  public func removeAllOthers() { accessor.removeAllOthers() }

  /// Removes the filter if the group holds it, adds it otherwise.
  ///
  /// - Parameter filter: The filter.
  public func toggle(_ filter: F) { accessor.toggle(filter) }
}
