extension FilterGroup.ID {
  /// The group a refinement component writes to: an `and` group, or an `or` group of the given filter
  /// kind, named `name`.
  static func refinement(name: String, operator: RefinementOperator, filterType: FilterGroup.ID.Filter) -> FilterGroup.ID {
    `operator` == .and ? .and(name: name) : .or(name: name, filterType: filterType)
  }
}

extension Query {
  /// Adds attributes to `facets`, keeping their order and skipping those already there.
  mutating func addFacets(_ attributes: [String]) {
    var facets = self.facets ?? []
    for attribute in attributes where !facets.contains(attribute) { facets.append(attribute) }
    self.facets = facets
  }
}

extension HitsSearcher {
  /// Adds attributes to the request's `facets`, keeping their order and skipping those already there; no search.
  func addFacets(_ attributes: [String]) {
    request.query.addFacets(attributes)
  }
}
