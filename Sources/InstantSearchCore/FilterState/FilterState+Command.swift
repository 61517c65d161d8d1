extension FilterState {
  /// A change to run with `FilterState.notify(_:)`.
  ///
  /// ```swift
  /// filterState.notify(
  ///   .removeAll(fromGroupWithID: .or(name: "color", filterType: .facet)),
  ///   .add(filter: Filter.Facet(attribute: "color", stringValue: "red"), toGroupWithID: .or(name: "color", filterType: .facet)))
  /// ```
  public struct Command {
    enum Operation {
      case add([Filter], FilterGroup.ID)
      case remove([Filter], FilterGroup.ID)
      case removeAll
      case removeAllFromGroup(FilterGroup.ID)
      case removeAllForAttribute(String)
      case toggle([Filter], FilterGroup.ID)
    }

    let operation: Operation

    /// Adds a filter to a group.
    ///
    /// - Parameters:
    ///   - filter: The filter.
    ///   - groupID: The group.
    public static func add(filter: FilterType, toGroupWithID groupID: FilterGroup.ID) -> Command {
      Command(operation: .add(FilterState.supported([filter]), groupID))
    }

    /// Adds filters to a group.
    ///
    /// - Parameters:
    ///   - filters: The filters.
    ///   - groupID: The group.
    public static func add(filters: [FilterType], toGroupWithID groupID: FilterGroup.ID) -> Command {
      Command(operation: .add(FilterState.supported(filters), groupID))
    }

    /// Adds filters of one kind, from any sequence (a set, say), to a group, as InstantSearch 7.27.1's generic
    /// form does.
    ///
    /// - Parameters:
    ///   - filters: The filters.
    ///   - groupID: The group.
    public static func add<T: FilterType, S: Sequence>(filters: S, toGroupWithID groupID: FilterGroup.ID) -> Command
    where S.Element == T {
      add(filters: filters.map { $0 as FilterType }, toGroupWithID: groupID)
    }

    /// Removes a filter from a group, deleting the group when it becomes empty.
    ///
    /// - Parameters:
    ///   - filter: The filter.
    ///   - groupID: The group.
    public static func remove(filter: FilterType, fromGroupWithID groupID: FilterGroup.ID) -> Command {
      Command(operation: .remove(FilterState.supported([filter]), groupID))
    }

    /// Removes filters from a group, deleting the group when it becomes empty.
    ///
    /// - Parameters:
    ///   - filters: The filters.
    ///   - groupID: The group.
    public static func remove(filters: [FilterType], fromGroupWithID groupID: FilterGroup.ID) -> Command {
      Command(operation: .remove(FilterState.supported(filters), groupID))
    }

    /// Clears every group, as ``FilterState/removeAll()`` does.
    public static var removeAll: Command { Command(operation: .removeAll) }

    /// Clears a group, as ``FilterState/removeAll(fromGroupWithID:)`` does.
    ///
    /// - Parameter groupID: The group.
    public static func removeAll(fromGroupWithID groupID: FilterGroup.ID) -> Command {
      Command(operation: .removeAllFromGroup(groupID))
    }

    /// Removes every filter on an attribute from **every** group.
    ///
    /// - Parameters:
    ///   - attribute: The attribute.
    ///   - groupID: Ignored, as in the original API: the attribute is cleared everywhere.
    public static func removeAll(for attribute: String, fromGroupWithID groupID: FilterGroup.ID? = nil) -> Command {
      Command(operation: .removeAllForAttribute(attribute))
    }

    /// Removes a filter from a group if it holds it, adds it otherwise.
    ///
    /// - Parameters:
    ///   - filter: The filter.
    ///   - groupID: The group.
    public static func toggle(filter: FilterType, toGroupWithID groupID: FilterGroup.ID) -> Command {
      Command(operation: .toggle(FilterState.supported([filter]), groupID))
    }

    /// Toggles each filter in turn in a group.
    ///
    /// - Parameters:
    ///   - filters: The filters.
    ///   - groupID: The group.
    public static func toggle(filters: [FilterType], toGroupWithID groupID: FilterGroup.ID) -> Command {
      Command(operation: .toggle(FilterState.supported(filters), groupID))
    }

    func execute(on content: inout FilterGroupsContent) {
      switch operation {
      case .add(let filters, let groupID): content.add(filters, toGroupWithID: groupID)
      case .remove(let filters, let groupID): content.remove(filters, fromGroupWithID: groupID)
      case .removeAll: content.removeAll()
      case .removeAllFromGroup(let groupID): content.removeAll(fromGroupWithIDs: [groupID])
      case .removeAllForAttribute(let attribute): content.removeEverywhere(for: attribute)
      case .toggle(let filters, let groupID): content.toggle(filters, inGroupWithID: groupID)
      }
    }
  }
}
