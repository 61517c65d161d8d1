extension SelectableSegmentInteractor where SegmentKey: Comparable, Segment: FilterType & Hashable {
  /// Links segments that each stand for a filter (a ``FilterMapInteractor``, a facet control keyed by value) to a
  /// filter state.
  ///
  /// The link follows the filter state: on connect and on each change it notifies, the selection becomes the key
  /// of a segment whose filter the filter state holds. A key the interactor computes is written to the filter
  /// state, which the link then notifies.
  ///
  /// With the default settings it reads its own group, selects the lowest key whose filter is there, clears the
  /// selection when none is, keeps its segments as given, and a computed key swaps the selected segment's filter
  /// for the new one (`nil` removes it). Five settings change that:
  /// - ``selectionOrder``: ``SelectionOrder/filterStateOrder`` selects the segment whose filter comes first in the
  ///   filter state (groups in output order, filters in insertion order) instead of the lowest key.
  /// - ``scope``: ``FilterStateScope/allGroups`` reads, and removes filters from, every group (new filters still go
  ///   to the link's group).
  /// - ``writing``: ``Writing/toggling`` makes a computed key add its segment's filter when the filter state does
  ///   not hold it and remove its first entry when it does, leaving the other segments' filters: several segments'
  ///   filters may be present, and the selection is the one ``selectionOrder`` picks.
  /// - ``absence``: ``Absence/keepsSelection`` leaves the selection as it is when a change the link did not write
  ///   leaves none of the segments' filters (cleared filters leave the control showing its value); a write of the
  ///   link that leaves none still clears it.
  /// - ``itemGrowth``: ``ItemGrowth/keyed(by:)`` adds a segment for each filter of type `Segment` read in the scope
  ///   that the given function keys, so filters other components write can be selected; segments are never
  ///   removed.
  public struct FilterStateConnection: Connection {
    /// Which segment's filter decides the selection when the filter state holds several.
    public enum SelectionOrder: Sendable, Equatable {
      /// The lowest key (the default).
      case lowestKey
      /// The segment whose filter comes first in the filter state: groups in output order, filters in insertion
      /// order.
      case filterStateOrder
    }

    /// Where the link reads filters and removes them: its group (the default) or every group; new filters go to
    /// the link's group.
    public typealias Scope = FilterStateScope

    /// How a computed key is written.
    public enum Writing: Sendable, Equatable {
      /// The selected segment's filter is removed, then the computed segment's filter added; `nil` only removes
      /// (the default).
      case replacingSelected
      /// The computed segment's filter is added when the scope does not hold it, else its first entry (in output
      /// order) is removed; the other segments' filters stay. `nil` removes the first entry of the selected
      /// segment's filter.
      case toggling
    }

    /// What the selection becomes when a change the link did not write leaves none of the segments' filters.
    public enum Absence: Sendable, Equatable {
      /// It becomes `nil` (the default).
      case clearsSelection
      /// It stays as it is.
      case keepsSelection
    }

    /// Whether filters read in the scope add segments.
    public struct ItemGrowth {
      /// The key of a read filter's segment, `nil` for filters that are not the link's.
      let key: ((Segment) -> SegmentKey?)?

      /// The segments stay as given (the default).
      public static var fixed: ItemGrowth { ItemGrowth(key: nil) }

      /// Each filter of type `Segment` read in the scope that `key` keys, and whose key is not a segment yet,
      /// becomes a segment under that key.
      ///
      /// - Parameter key: The key of a filter's segment; `nil` for filters the link ignores.
      public static func keyed(by key: @escaping (Segment) -> SegmentKey?) -> ItemGrowth { ItemGrowth(key: key) }
    }

    /// The interactor.
    public let interactor: SelectableSegmentInteractor<SegmentKey, Segment>
    /// The filter state.
    public let filterState: FilterState
    /// The filtered attribute.
    public let attribute: String
    /// The group's kind.
    public let `operator`: RefinementOperator
    /// The group's name: the attribute's unless given.
    public let groupName: String
    /// The group the link adds filters to.
    public let groupID: FilterGroup.ID
    /// Which segment's filter decides the selection.
    public let selectionOrder: SelectionOrder
    /// Where the link reads and removes filters.
    public let scope: Scope
    /// How a computed key is written.
    public let writing: Writing
    /// What the selection becomes when a change the link did not write leaves none of the segments' filters.
    public let absence: Absence
    /// Whether filters read in the scope add segments.
    public let itemGrowth: ItemGrowth

    /// Creates the link without connecting it.
    ///
    /// - Parameters:
    ///   - interactor: The interactor.
    ///   - filterState: The filter state.
    ///   - attribute: The filtered attribute; it names the group unless `groupName` does.
    ///   - operator: The group's kind; an `or` group holds filters of the segments' type.
    ///   - groupName: The group's name; the attribute when `nil`.
    ///   - selectionOrder: Which segment's filter decides the selection.
    ///   - scope: Where the link reads and removes filters.
    ///   - writing: How a computed key is written.
    ///   - absence: What the selection becomes when a change the link did not write leaves none of the filters.
    ///   - itemGrowth: Whether filters read in the scope add segments.
    public init(
      interactor: SelectableSegmentInteractor<SegmentKey, Segment>, filterState: FilterState, attribute: String,
      operator: RefinementOperator = .and, groupName: String? = nil, selectionOrder: SelectionOrder = .lowestKey,
      scope: Scope = .group, writing: Writing = .replacingSelected, absence: Absence = .clearsSelection,
      itemGrowth: ItemGrowth = .fixed
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.attribute = attribute
      self.operator = `operator`
      let name = groupName ?? attribute
      self.groupName = name
      if `operator` == .or, let kind = FilterGroup.ID.Filter(Segment.self) {
        groupID = .or(name: name, filterType: kind)
      } else {
        groupID = .and(name: name)
      }
      self.selectionOrder = selectionOrder
      self.scope = scope
      self.writing = writing
      self.absence = absence
      self.itemGrowth = itemGrowth
    }

    /// The groups the scope reads, in output order, with their filters in insertion order.
    private static func entries(of filterState: FilterState, groupID: FilterGroup.ID, scope: Scope) -> [(
      groupID: FilterGroup.ID, filters: [Filter]
    )] {
      scope.covered(filterState.orderedEntries(), linkGroup: groupID)
    }

    /// Adds the segments the growth keys for the filters read; fires the items once when any was added.
    private static func grow(
      _ interactor: SelectableSegmentInteractor<SegmentKey, Segment>, entries: [(groupID: FilterGroup.ID, filters: [Filter])],
      growth: ItemGrowth
    ) {
      guard let key = growth.key else { return }
      var items = interactor.items
      var grown = false
      for filter in entries.flatMap(\.filters) {
        guard let segment = (filter as? Segment) ?? (filter.filter as? Segment), let newKey = key(segment), items[newKey] == nil else {
          continue
        }
        items[newKey] = segment
        grown = true
      }
      if grown { interactor.items = items }
    }

    /// The key the order picks among the segments whose filters the entries hold; `nil` when none is held.
    private static func selection(
      in entries: [(groupID: FilterGroup.ID, filters: [Filter])], items: [SegmentKey: Segment], order: SelectionOrder
    ) -> SegmentKey? {
      let keyed = items.sorted { $0.key < $1.key }.compactMap { item in Filter(converting: item.value).map { (item.key, $0) } }
      switch order {
      case .lowestKey:
        let held = Set(entries.flatMap(\.filters))
        return keyed.first { held.contains($0.1) }?.0
      case .filterStateOrder:
        for filter in entries.flatMap(\.filters) {
          if let key = keyed.first(where: { $0.1 == filter })?.0 { return key }
        }
        return nil
      }
    }

    public func connect() {
      let (groupID, order, scope, writing, absence, growth) = (self.groupID, selectionOrder, self.scope, self.writing, self.absence, itemGrowth)
      let follow = { (interactor: SelectableSegmentInteractor<SegmentKey, Segment>, filterState: FilterState) in
        let entries = Self.entries(of: filterState, groupID: groupID, scope: scope)
        Self.grow(interactor, entries: entries, growth: growth)
        let selected = Self.selection(in: entries, items: interactor.items, order: order)
        if selected == nil && absence == .keepsSelection { return }
        interactor.selected = selected
      }
      follow(interactor, filterState)
      filterState.onChange.subscribePast(with: interactor) { [weak filterState] interactor, _ in
        guard let filterState else { return }
        follow(interactor, filterState)
      }
      interactor.onSelectedComputed.subscribe(with: filterState) { [weak interactor] filterState, key in
        guard let interactor else { return }
        let computed = key.flatMap { interactor.items[$0] }
        switch writing {
        case .replacingSelected:
          if let selected = interactor.selected, let filter = interactor.items[selected] {
            for group in scope.groupIDs(in: filterState, linkGroup: groupID) { filterState.remove(filter, fromGroupWithID: group) }
          }
          if let computed { filterState.add(computed, toGroupWithID: groupID) }
        case .toggling:
          let toggled = key == nil ? interactor.selected.flatMap { interactor.items[$0] } : computed
          if let toggled, let filter = Filter(converting: toggled) {
            let holder = Self.entries(of: filterState, groupID: groupID, scope: scope).first { $0.filters.contains(filter) }
            if let holder {
              filterState.removeFirstEntry(of: filter, fromGroupWithID: holder.groupID)
            } else if key != nil {
              filterState.add(filter, toGroupWithID: groupID)
            }
          }
        }
        let written = Self.selection(in: Self.entries(of: filterState, groupID: groupID, scope: scope), items: interactor.items, order: order)
        if written == nil && absence == .keepsSelection && interactor.selected != nil { interactor.selected = nil }
        filterState.notifyChange()
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: interactor)
      interactor.onSelectedComputed.cancelSubscription(for: filterState)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection`` for the settings.
  ///
  /// - Parameters:
  ///   - filterState: The filter state.
  ///   - attribute: The filtered attribute; it names the group unless `groupName` does.
  ///   - operator: The group's kind.
  ///   - groupName: The group's name; the attribute when `nil`.
  ///   - selectionOrder: Which segment's filter decides the selection.
  ///   - scope: Where the link reads and removes filters.
  ///   - writing: How a computed key is written.
  ///   - absence: What the selection becomes when a change the link did not write leaves none of the filters.
  ///   - itemGrowth: Whether filters read in the scope add segments.
  /// - Returns: The connected link.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, attribute: String, operator: RefinementOperator = .and, groupName: String? = nil,
    selectionOrder: FilterStateConnection.SelectionOrder = .lowestKey, scope: FilterStateConnection.Scope = .group,
    writing: FilterStateConnection.Writing = .replacingSelected, absence: FilterStateConnection.Absence = .clearsSelection,
    itemGrowth: FilterStateConnection.ItemGrowth = .fixed
  ) -> FilterStateConnection {
    let connection = FilterStateConnection(
      interactor: self, filterState: filterState, attribute: attribute, operator: `operator`, groupName: groupName,
      selectionOrder: selectionOrder, scope: scope, writing: writing, absence: absence, itemGrowth: itemGrowth)
    connection.connect()
    return connection
  }
}
