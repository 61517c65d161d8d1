extension FilterGroup.ID {
  /// The group a refinement component writes to: an `and` group, or an `or` group of the given filter
  /// kind, named `name`.
  static func refinement(name: String, operator: RefinementOperator, filterType: FilterGroup.ID.Filter) -> FilterGroup.ID {
    `operator` == .and ? .and(name: name) : .or(name: name, filterType: filterType)
  }
}

extension HitsSearcher {
  /// Adds attributes to the request's `facets`, keeping their order and skipping those already there; no search.
  func addFacets(_ attributes: [String]) {
    var facets = request.query.facets ?? []
    for attribute in attributes where !facets.contains(attribute) { facets.append(attribute) }
    request.query.facets = facets
  }
}
