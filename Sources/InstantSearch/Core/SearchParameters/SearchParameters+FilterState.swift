import Foundation
import InstantSearchCore

// Mirroring the v1 refinement lists into the shared v2 FilterState, and folding back changes other components
// make to it (v1-core §2.2.1, v1-widget-layer §4.8).
extension SearchParameters {
  /// What a v1 refinement and a v2 filter have in common: a filter of the state maps to a refinement when
  /// their keys are equal. Tags, numeric ranges and typed facet values other than strings have no v1 form and
  /// are left alone.
  enum RefinementKey: Hashable {
    case facet(name: String, value: String, inclusive: Bool)
    case numeric(name: String, op: NumericRefinement.Operator, value: Double, inclusive: Bool)

    init(_ refinement: FacetRefinement) {
      self = .facet(name: refinement.name, value: refinement.value, inclusive: refinement.inclusive)
    }

    init(_ refinement: NumericRefinement) {
      self = .numeric(name: refinement.name, op: refinement.op, value: refinement.value.doubleValue, inclusive: refinement.inclusive)
    }

    init?(_ filter: Filter) {
      switch filter {
      case .facet(let facet):
        guard case .string(let value) = facet.value else { return nil }
        self = .facet(name: facet.attribute, value: value, inclusive: !facet.isNegated)
      case .numeric(let numeric):
        guard case .comparison(let op, let value) = numeric.value else { return nil }
        self = .numeric(name: numeric.attribute, op: NumericRefinement.Operator(op), value: value, inclusive: !numeric.isNegated)
      case .tag:
        return nil
      }
    }

    var name: String {
      switch self {
      case .facet(let name, _, _), .numeric(let name, _, _, _): return name
      }
    }

    var filter: Filter {
      switch self {
      case .facet(let name, let value, let inclusive):
        return .facet(Filter.Facet(attribute: name, stringValue: value, isNegated: !inclusive))
      case .numeric(let name, let op, let value, let inclusive):
        return .numeric(Filter.Numeric(attribute: name, operator: op.filterOperator, value: value, isNegated: !inclusive))
      }
    }
  }

  /// The group a refinement of this key belongs to.
  func groupID(for key: RefinementKey) -> FilterGroup.ID {
    switch key {
    case .facet(let name, _, _):
      return disjunctiveFacets.contains(name) ? .or(name: name, filterType: .facet) : .and(name: name)
    case .numeric(let name, _, _, _):
      return disjunctiveNumerics.contains(name) ? .or(name: name, filterType: .numeric) : .and(name: name)
    }
  }

  /// The keys of the v1 lists, in attribute then insertion order, without duplicates.
  var refinementKeys: [RefinementKey] {
    var seen = Set<RefinementKey>()
    let facets = facetRefinements.keys.sorted().flatMap { facetRefinements[$0]!.map(RefinementKey.init) }
    let numerics = numericRefinements.keys.sorted().flatMap { numericRefinements[$0]!.map(RefinementKey.init) }
    return (facets + numerics).filter { seen.insert($0).inserted }
  }

  /// Makes the filter state hold exactly the v1 refinements: filters with no refinement are removed, missing
  /// ones added to their attribute's group, and filters in the other group of their own attribute moved.
  /// Filters with no v1 form, and v1 filters another component put in a group of its own, are kept.
  func writeFilterState(notify: Bool) {
    let desired = refinementKeys
    let desiredSet = Set(desired)
    var changed = false
    let current = filterState.getFiltersAndID()
    for entry in current {
      guard let key = RefinementKey(entry.filter) else { continue }
      let target = groupID(for: key)
      let isOwnGroup = entry.id.name == key.name && entry.id != target && !(entry.id.isHierarchical)
      if !desiredSet.contains(key) || isOwnGroup {
        changed = filterState.remove(entry.filter.filter, fromGroupWithID: entry.id) || changed
      }
    }
    for key in desired where !filterState.contains(key.filter) {
      filterState.add(key.filter.filter, toGroupWithID: groupID(for: key))
      changed = true
    }
    guard changed, notify else { return }
    isWritingFilterState = true
    filterState.notifyChange()
    isWritingFilterState = false
  }

  /// Starts folding back changes other components make to the filter state.
  func observeFilterState() {
    filterState.onChange.subscribe(with: self) { parameters, _ in
      guard !parameters.isWritingFilterState else { return }
      if parameters.foldFilterState() { parameters.postRefinementChange() }
    }
  }

  /// Brings the v1 lists in line with the filter state: refinements whose filter is gone are dropped, filters
  /// with no refinement are appended in the state's order; an attribute whose new filters sit in an `or` group
  /// becomes disjunctive. Writes each map at most once, without notifications.
  ///
  /// - Returns: Whether a list changed.
  @discardableResult
  func foldFilterState() -> Bool {
    var stateKeys: [(key: RefinementKey, disjunctive: Bool)] = []
    for group in filterState.toFilterGroups() {
      for filter in group.filters {
        guard let key = RefinementKey(Filter(filter)) else { continue }
        stateKeys.append((key, group.isDisjunctive))
      }
    }
    let present = Set(stateKeys.map(\.key))
    var facets = facetRefinements.compactMapValues { list -> [FacetRefinement]? in
      let kept = list.filter { present.contains(RefinementKey($0)) }
      return kept.isEmpty ? nil : kept
    }
    var numerics = numericRefinements.compactMapValues { list -> [NumericRefinement]? in
      let kept = list.filter { present.contains(RefinementKey($0)) }
      return kept.isEmpty ? nil : kept
    }
    var known = Set(facets.values.joined().map(RefinementKey.init)).union(numerics.values.joined().map(RefinementKey.init))
    for (key, disjunctive) in stateKeys where known.insert(key).inserted {
      switch key {
      case .facet(let name, let value, let inclusive):
        facets[name, default: []].append(FacetRefinement(name: name, value: value, inclusive: inclusive))
        if disjunctive { disjunctiveFacets.insert(name) }
      case .numeric(let name, let op, let value, let inclusive):
        numerics[name, default: []].append(NumericRefinement(name, op, NSNumber(value: value), inclusive: inclusive))
        if disjunctive { disjunctiveNumerics.insert(name) }
      }
    }
    let changed = facets != facetRefinements || numerics != numericRefinements
    guard changed else { return false }
    let posts = postsRefinementChanges
    postsRefinementChanges = false
    facetRefinements = facets
    numericRefinements = numerics
    postsRefinementChanges = posts
    return true
  }
}

extension FilterGroup.ID {
  var isHierarchical: Bool {
    if case .hierarchical = self { return true }
    return false
  }
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
