/// The hierarchy description attached to a hierarchical group name.
struct HierarchyDescription: Hashable {
  var attributes: [String] = []
  var filters: [Filter.Facet] = []
}

/// The content of a ``FilterState``: a value, so that copies and snapshots are independent.
///
/// Groups are sets of filters keyed by group ID. Hierarchy descriptions are kept apart, keyed by group
/// name, so that they survive the group's filters being removed.
///
/// Each group also keeps its filters in insertion order, with repeats (``entries``): a filter added to a
/// group that holds it already appends an entry only through ``append(_:toGroupWithID:)``, and the group
/// holds a filter while at least one of its entries remains. Equality and hashing look at the sets only.
struct FilterGroupsContent: Hashable {
  var groups: [FilterGroup.ID: Set<Filter>] = [:]
  var hierarchies: [String: HierarchyDescription] = [:]
  /// Every group's filters in insertion order, with repeats.
  var entries: [FilterGroup.ID: [Filter]] = [:]
  /// How many writes the owning ``FilterState`` made before this content was read.
  var revision = 0

  static func == (lhs: FilterGroupsContent, rhs: FilterGroupsContent) -> Bool {
    lhs.groups == rhs.groups && lhs.hierarchies == rhs.hierarchies
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(groups)
    hasher.combine(hierarchies)
  }

  var isEmpty: Bool { groups.values.allSatisfy(\.isEmpty) }

  var groupIDs: Set<FilterGroup.ID> { Set(groups.keys) }

  func filters(inGroupWithID groupID: FilterGroup.ID) -> Set<Filter> {
    groups[groupID] ?? []
  }

  var allFilters: Set<Filter> {
    groups.values.reduce(into: Set<Filter>()) { $0.formUnion($1) }
  }

  func filters(for attribute: String) -> Set<Filter> {
    allFilters.filter { $0.attribute == attribute }
  }

  var filtersAndIDs: Set<FilterAndID> {
    var pairs = Set<FilterAndID>()
    for (groupID, filters) in groups {
      for filter in filters { pairs.insert(FilterAndID(filter: filter, id: groupID)) }
    }
    return pairs
  }

  func contains(_ filter: Filter, inGroupWithID groupID: FilterGroup.ID) -> Bool {
    groups[groupID]?.contains(filter) ?? false
  }

  func contains(_ filter: Filter) -> Bool {
    groups.values.contains { $0.contains(filter) }
  }

  var disjunctiveFacetsAttributes: Set<String> {
    var attributes = Set<String>()
    for (groupID, filters) in groups {
      guard case .or(_, .facet) = groupID else { continue }
      attributes.formUnion(filters.map(\.attribute))
    }
    return attributes
  }

  func hierarchy(forGroupWithName name: String) -> HierarchyDescription {
    hierarchies[name] ?? HierarchyDescription()
  }

  /// The non-empty groups in output order, their filters sorted by their rendering; hierarchical groups
  /// come out as `and` groups.
  func toFilterGroups() -> [FilterGroupType] {
    groups
      .filter { !$0.value.isEmpty }
      .sorted { Self.precedes($0.key, $1.key) }
      .map { Self.outputGroup(id: $0.key, filters: $0.value) }
  }

  /// The groups holding filters, in output order, each with its filters in insertion order (repeats kept).
  var orderedEntries: [(groupID: FilterGroup.ID, filters: [Filter])] {
    entries.filter { !$0.value.isEmpty }.sorted { Self.precedes($0.key, $1.key) }.map { ($0.key, $0.value) }
  }

  /// Name order; for equal names `or` groups (facet, numeric, tag), then `and`, then `hierarchical`.
  private static func precedes(_ lhs: FilterGroup.ID, _ rhs: FilterGroup.ID) -> Bool {
    if lhs.name != rhs.name { return lhs.name < rhs.name }
    return rank(lhs) < rank(rhs)
  }

  private static func rank(_ groupID: FilterGroup.ID) -> Int {
    switch groupID {
    case .or(_, .facet): return 0
    case .or(_, .numeric): return 1
    case .or(_, .tag): return 2
    case .and: return 3
    case .hierarchical: return 4
    }
  }

  private static func outputGroup(id: FilterGroup.ID, filters: Set<Filter>) -> FilterGroupType {
    let sorted = filters
      .map { (rendered: FilterConverter.sql($0), filter: $0.filter) }
      .sorted { $0.rendered < $1.rendered }
      .map(\.filter)
    switch id {
    case .and(let name), .hierarchical(let name):
      return FilterGroup.And(filters: sorted, name: name)
    case .or(let name, .facet):
      return FilterGroup.Or(filters: sorted.compactMap { $0 as? Filter.Facet }, name: name)
    case .or(let name, .numeric):
      return FilterGroup.Or(filters: sorted.compactMap { $0 as? Filter.Numeric }, name: name)
    case .or(let name, .tag):
      return FilterGroup.Or(filters: sorted.compactMap { $0 as? Filter.Tag }, name: name)
    }
  }
}
