import Foundation

// The filter strings v1 generated from refinements, rendered from the filter state's refinements.
extension SearchParameters {
  /// The `filters` expression of every refinement: facets, then numerics, joined with ` AND `; `nil` when
  /// there is none.
  public func buildFilters(file: StaticString = #fileID, line: UInt = #line) -> String? {
    recordMigration(MigrationCatalogue.buildFilters, file: file, line: line)
    let parts = [buildFiltersFromFacets(), buildFiltersFromNumerics()].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " AND ")
  }

  /// The facet part: attributes in sorted order, a disjunctive one as `( … OR … )` (even alone), a conjunctive
  /// one as its filters joined with ` AND `.
  public func buildFiltersFromFacets() -> String? {
    SearchParameters.expression(facetRefinements, disjunctive: disjunctiveFacets) { $0.buildFilter() }
  }

  /// The numeric part, built as the facet part.
  public func buildFiltersFromNumerics() -> String? {
    SearchParameters.expression(numericRefinements, disjunctive: disjunctiveNumerics) { $0.buildFilter() }
  }

  static func expression<R>(_ refinements: [String: [R]], disjunctive: Set<String>, filter: (R) -> String) -> String? {
    let groups = refinements.keys.sorted().compactMap { name -> String? in
      guard let list = refinements[name], !list.isEmpty else { return nil }
      let filters = list.map(filter)
      return disjunctive.contains(name) ? "(" + filters.joined(separator: " OR ") + ")" : filters.joined(separator: " AND ")
    }
    return groups.isEmpty ? nil : groups.joined(separator: " AND ")
  }

  /// Every facet's values as the disjunctive-faceting helper takes them (`-value` when exclusive).
  public func buildFacetRefinements() -> [String: [String]] {
    facetRefinements.mapValues { $0.map { $0.buildFacetRefinement() } }
  }

  /// The legacy `facetFilters` array: a nested OR array per disjunctive facet, flat `name:value` strings for
  /// conjunctive ones (attributes in sorted order), each written by ``FacetRefinement/buildFacetFilter()``.
  public func buildFacetFilters() -> [Any] {
    let refinements = facetRefinements
    let disjunctive = disjunctiveFacets
    var filters: [Any] = []
    for name in refinements.keys.sorted() {
      let values = refinements[name]!.map { $0.buildFacetFilter() }
      if disjunctive.contains(name) { filters.append(values) } else { filters.append(contentsOf: values) }
    }
    return filters
  }

  /// Writes ``buildFilters()`` into `filters` (`nil` removes it).
  public func update() { filters = buildFilters() }

  /// Writes ``buildFiltersFromFacets()`` into `filters`.
  public func updateFromFacets() { filters = buildFiltersFromFacets() }

  /// Writes ``buildFiltersFromNumerics()`` into `filters`.
  public func updateFromNumerics() { filters = buildFiltersFromNumerics() }
}
