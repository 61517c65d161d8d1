extension NumberInteractor {
  /// Links the number to a comparison filter `attribute op number` in a filter state.
  ///
  /// The link follows the filter state: on each change it notifies, the number becomes the one of the last
  /// matching filter (same attribute, operator and negation), in insertion order. A number the interactor
  /// computes replaces the link's filters in the link's group and notifies the filter state.
  ///
  /// With the default settings it reads and writes its own group, replaces the filter on the current number,
  /// clears the number when no matching filter remains and notifies once per computed number. Five settings
  /// change that:
  /// - ``isNegated``: the filter is `NOT attribute op number`; only negated filters match.
  /// - ``scope``: ``FilterStateScope/allGroups`` reads and replaces matching filters in every group (new filters
  ///   still go to the link's group).
  /// - ``replacement``: ``Replacement/everyMatchingFilter`` removes every matching filter, whatever its
  ///   number, before adding the new one last.
  /// - ``absence``: ``Absence/keepsNumber`` leaves the number as it is when the filter state holds no matching
  ///   filter (cleared filters leave the control showing its last number).
  /// - ``notification``: ``NotificationPolicy/afterEachStep`` notifies after the removal (when it removed
  ///   something) and again after the addition, so that observers counting changes see two.
  public struct FilterStateConnection: Connection {
    /// Where the link reads and replaces its filters: its group (the default) or every group; new filters go to
    /// the link's group.
    public typealias Scope = FilterStateScope

    /// Which filters a computed number replaces.
    public enum Replacement: Sendable, Equatable {
      /// The filter on the interactor's current number (the default).
      case currentNumber
      /// Every matching filter (same attribute, operator and negation), whatever its number.
      case everyMatchingFilter
    }

    /// What the number becomes when the filter state holds no matching filter.
    public enum Absence: Sendable, Equatable {
      /// It becomes `nil` (the default).
      case clearsNumber
      /// It stays as it is.
      case keepsNumber
    }

    /// How many times a computed number notifies the filter state.
    public enum NotificationPolicy: Sendable, Equatable {
      /// Once, after the removal and the addition (the default).
      case once
      /// After the removal when it changed the filter state, then after the addition.
      case afterEachStep
    }

    /// The interactor.
    public let interactor: NumberInteractor<Number>
    /// The filter state.
    public let filterState: FilterState
    /// The filtered attribute.
    public let attribute: String
    /// The comparison.
    public let numericOperator: Filter.Numeric.NumericOperator
    /// The group's kind.
    public let `operator`: RefinementOperator
    /// The group's name; the attribute when `nil`.
    public let groupName: String?
    /// Whether the filter is negated (`NOT attribute op number`); only filters with this negation match.
    public let isNegated: Bool
    /// Where the link reads and replaces its filters.
    public let scope: Scope
    /// Which filters a computed number replaces.
    public let replacement: Replacement
    /// What the number becomes when no matching filter remains.
    public let absence: Absence
    /// How many times a computed number notifies.
    public let notification: NotificationPolicy

    /// Creates the link without connecting it.
    ///
    /// - Parameters:
    ///   - interactor: The interactor.
    ///   - filterState: The filter state.
    ///   - attribute: The filtered attribute.
    ///   - numericOperator: The comparison.
    ///   - operator: The group's kind.
    ///   - groupName: The group's name; the attribute when `nil`.
    ///   - isNegated: Whether the filter is negated.
    ///   - scope: Where the link reads and replaces its filters.
    ///   - replacement: Which filters a computed number replaces.
    ///   - absence: What the number becomes when no matching filter remains.
    ///   - notification: How many times a computed number notifies.
    public init(
      interactor: NumberInteractor<Number>, filterState: FilterState, attribute: String,
      numericOperator: Filter.Numeric.NumericOperator, operator: RefinementOperator = .and, groupName: String? = nil,
      isNegated: Bool = false, scope: Scope = .group, replacement: Replacement = .currentNumber,
      absence: Absence = .clearsNumber, notification: NotificationPolicy = .once
    ) {
      self.interactor = interactor
      self.filterState = filterState
      self.attribute = attribute
      self.numericOperator = numericOperator
      self.operator = `operator`
      self.groupName = groupName
      self.isNegated = isNegated
      self.scope = scope
      self.replacement = replacement
      self.absence = absence
      self.notification = notification
    }

    /// The group the link adds its filters to.
    public var groupID: FilterGroup.ID {
      .refinement(name: groupName ?? attribute, operator: `operator`, filterType: .numeric)
    }

    /// Whether a filter is one of the link's: a comparison on the attribute with the operator and negation.
    private static func number(
      of filter: Filter, attribute: String, operator op: Filter.Numeric.NumericOperator, isNegated: Bool
    ) -> Double? {
      guard case .numeric(let numeric) = filter, numeric.attribute == attribute, numeric.isNegated == isNegated,
        case .comparison(let filterOperator, let value) = numeric.value, filterOperator == op
      else { return nil }
      return value
    }

    public func connect() {
      let (groupID, attribute, op, isNegated) = (self.groupID, self.attribute, numericOperator, self.isNegated)
      let (scope, replacement, absence, notification) = (self.scope, self.replacement, self.absence, self.notification)
      let matches = { (filter: Filter) in Self.number(of: filter, attribute: attribute, operator: op, isNegated: isNegated) != nil }
      filterState.onChange.subscribePast(with: interactor) { interactor, filters in
        let groups = scope.covered(filters.content.orderedEntries, linkGroup: groupID)
        let value = groups.flatMap(\.filters).lazy.reversed().compactMap {
          Self.number(of: $0, attribute: attribute, operator: op, isNegated: isNegated)
        }.first
        if value == nil && absence == .keepsNumber { return }
        interactor.item = value.map(Number.init)
      }
      interactor.onNumberComputed.subscribePast(with: filterState) { [weak interactor] filterState, number in
        let revision = filterState.revision
        switch (replacement, scope) {
        case (.currentNumber, _):
          if let current = interactor?.item {
            let filter = Filter.Numeric(attribute: attribute, operator: op, value: current.toDouble(), isNegated: isNegated)
            for group in scope.groupIDs(in: filterState, linkGroup: groupID) { filterState.remove(filter, fromGroupWithID: group) }
          }
        case (.everyMatchingFilter, .group):
          let removed = filterState.getFilters(forGroupWithID: groupID).filter(matches)
          filterState.removeAll(removed.map(\.filter), fromGroupWithID: groupID)
        case (.everyMatchingFilter, .allGroups):
          for group in filterState.orderedEntries() {
            let removed = group.filters.filter(matches)
            if !removed.isEmpty { filterState.removeAll(removed.map(\.filter), fromGroupWithID: group.groupID) }
          }
        }
        if notification == .afterEachStep && filterState.revision != revision { filterState.notifyChange() }
        if let number {
          filterState.add(
            Filter.Numeric(attribute: attribute, operator: op, value: number.toDouble(), isNegated: isNegated), toGroupWithID: groupID)
        }
        filterState.notifyChange()
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: interactor)
      interactor.onNumberComputed.cancelSubscription(for: filterState)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection`` for the settings.
  ///
  /// - Parameters:
  ///   - filterState: The filter state.
  ///   - attribute: The filtered attribute.
  ///   - numericOperator: The comparison.
  ///   - operator: The group's kind.
  ///   - groupName: The group's name; the attribute when `nil`.
  ///   - isNegated: Whether the filter is negated.
  ///   - scope: Where the link reads and replaces its filters.
  ///   - replacement: Which filters a computed number replaces.
  ///   - absence: What the number becomes when no matching filter remains.
  ///   - notification: How many times a computed number notifies.
  /// - Returns: The connected link.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, attribute: String, numericOperator: Filter.Numeric.NumericOperator,
    operator: RefinementOperator = .and, groupName: String? = nil, isNegated: Bool = false,
    scope: FilterStateConnection.Scope = .group, replacement: FilterStateConnection.Replacement = .currentNumber,
    absence: FilterStateConnection.Absence = .clearsNumber, notification: FilterStateConnection.NotificationPolicy = .once
  ) -> FilterStateConnection {
    let connection = FilterStateConnection(
      interactor: self, filterState: filterState, attribute: attribute, numericOperator: numericOperator,
      operator: `operator`, groupName: groupName, isNegated: isNegated, scope: scope, replacement: replacement,
      absence: absence, notification: notification)
    connection.connect()
    return connection
  }
}

/// Links a number or range input to a hits searcher: the attribute joins the searcher's facets, and the
/// first results' `facets_stats` give the bounds.
public struct BoundableHitsSearcherConnection<Interactor: Boundable>: Connection {
  /// The interactor.
  public let interactor: Interactor
  /// InstantSearch 7's name of ``interactor``.
  public var boundable: Interactor { interactor }
  /// The searcher.
  public let searcher: HitsSearcher
  /// The numeric attribute.
  public let attribute: String

  /// Creates the link without connecting it.
  public init(interactor: Interactor, searcher: HitsSearcher, attribute: String) {
    self.interactor = interactor
    self.searcher = searcher
    self.attribute = attribute
  }

  public func connect() {
    let attribute = self.attribute
    searcher.addFacets([attribute])
    searcher.onResults.subscribePastOnce(with: interactor) { interactor, response in
      let bounds = response.facetStats?[attribute].map { Interactor.Number($0.min)...Interactor.Number($0.max) }
      interactor.applyBounds(bounds: bounds)
    }
  }

  public func disconnect() {
    searcher.onResults.cancelSubscription(for: interactor)
  }
}

extension Boundable {
  /// Connects a hits searcher whose first results give the bounds; see ``BoundableHitsSearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: String) -> BoundableHitsSearcherConnection<Self> {
    let connection = BoundableHitsSearcherConnection(interactor: self, searcher: searcher, attribute: attribute)
    connection.connect()
    return connection
  }
}

/// InstantSearch 7's name for ``BoundableHitsSearcherConnection``.
@available(*, deprecated, renamed: "BoundableHitsSearcherConnection")
public typealias BoundableSingleIndexSearcherConnection<Interactor: Boundable> = BoundableHitsSearcherConnection<Interactor>
