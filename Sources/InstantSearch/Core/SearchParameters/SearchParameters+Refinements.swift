import Foundation
import InstantSearchCore

// v1's refinement maps read from the filter state, and the writes that keep their order and repeats there.
//
// A facet refinement is a string facet filter (`inclusive: false` negates it), a numeric refinement a
// comparison filter. v1 writes put an attribute's refinements in one group named after it: `.and(name:)` when
// conjunctive, `.or(name:filterType:)` when disjunctive. Reading takes every such filter of every group, so
// filters other components add show up too; tags, ranges and non-string facet values have no v1 form.
extension SearchParameters {
  /// The facet refinements of the filter state, by attribute, in group then insertion order.
  func readFacetRefinements() -> [String: [FacetRefinement]] {
    Dictionary(grouping: filterState.orderedEntries().flatMap { $0.filters.compactMap(\.facetRefinement) }, by: \.name)
  }

  /// The numeric refinements of the filter state, by attribute, in group then insertion order.
  func readNumericRefinements() -> [String: [NumericRefinement]] {
    Dictionary(grouping: filterState.orderedEntries().flatMap { $0.filters.compactMap(\.numericRefinement) }, by: \.name)
  }

  /// The attributes of the filters sitting in disjunctive groups of one kind.
  func attributesInDisjunctiveGroups(of kind: FilterGroup.ID.Filter) -> Set<String> {
    var names = Set<String>()
    for (groupID, filters) in filterState.orderedEntries() {
      guard case .or(_, kind) = groupID else { continue }
      names.formUnion(filters.map(\.attribute))
    }
    return names
  }

  // MARK: Writing

  /// The group a v1 write of an attribute's facet refinement goes to.
  func facetGroupID(_ name: String) -> FilterGroup.ID {
    explicitDisjunctiveFacets.contains(name) ? .or(name: name, filterType: .facet) : .and(name: name)
  }

  /// The group a v1 write of an attribute's numeric refinement goes to.
  func numericGroupID(_ name: String) -> FilterGroup.ID {
    numericGroupOperator(name) == .or ? .or(name: name, filterType: .numeric) : .and(name: name)
  }

  /// The kind of the group a v1 write of an attribute's numeric refinement goes to (the group is named after
  /// the attribute).
  func numericGroupOperator(_ name: String) -> RefinementOperator {
    explicitDisjunctiveNumerics.contains(name) ? .or : .and
  }

  /// Removes the first entry, in v1 order, of the filters matching `matches`; `false` when none matches.
  @discardableResult
  func removeFirstEntry(where matches: (Filter) -> Bool) -> Bool {
    for (groupID, filters) in filterState.orderedEntries() {
      if let filter = filters.first(where: matches) {
        return filterState.removeFirstEntry(of: filter.filter, fromGroupWithID: groupID)
      }
    }
    return false
  }

  /// Removes every entry of the filters matching `matches`, from every group.
  func removeEntries(where matches: (Filter) -> Bool) {
    for (groupID, filters) in filterState.orderedEntries() {
      let removed = filters.filter(matches)
      if !removed.isEmpty { filterState.removeAll(removed.map(\.filter), fromGroupWithID: groupID) }
    }
  }

  /// Moves the entries of one attribute's filters of a kind from one group to another, keeping their order.
  func moveEntries(from source: FilterGroup.ID, to target: FilterGroup.ID, where matches: (Filter) -> Bool) {
    guard source != target, let filters = filterState.orderedEntries().first(where: { $0.groupID == source })?.filters else { return }
    let moved = filters.filter(matches)
    guard !moved.isEmpty else { return }
    filterState.removeAll(moved.map(\.filter), fromGroupWithID: source)
    for filter in moved { filterState.append(filter.filter, toGroupWithID: target) }
  }
}

extension FacetRefinement {
  /// The refinement as a string facet filter.
  var facetFilter: Filter.Facet { Filter.Facet(attribute: name, stringValue: value, isNegated: !inclusive) }
}

extension NumericRefinement {
  /// The refinement as a comparison filter, its number read back from v1's text of it (what the engine reads).
  var numericFilter: Filter.Numeric {
    Filter.Numeric(attribute: name, operator: op.filterOperator, value: Self.filterNumber(value), isNegated: !inclusive)
  }

  /// The number a comparison filter holds for a v1 number: read back from v1's text of it, so that a Float
  /// 5.5 is 5.5 and a Float 0.1 is 0.1.
  static func filterNumber(_ value: NSNumber) -> Double { Double(NumberText.v1(value)) ?? value.doubleValue }
}

extension NumericRefinement.Operator {
  init(_ op: Filter.Numeric.NumericOperator) {
    switch op {
    case .lessThan: self = .lessThan
    case .lessThanOrEqual: self = .lessThanOrEqual
    case .equals: self = .equal
    case .notEquals: self = .notEqual
    case .greaterThanOrEqual: self = .greaterThanOrEqual
    case .greaterThan: self = .greaterThan
    }
  }

  var filterOperator: Filter.Numeric.NumericOperator {
    switch self {
    case .lessThan: return .lessThan
    case .lessThanOrEqual: return .lessThanOrEqual
    case .equal: return .equals
    case .notEqual: return .notEquals
    case .greaterThanOrEqual: return .greaterThanOrEqual
    case .greaterThan: return .greaterThan
    }
  }
}
