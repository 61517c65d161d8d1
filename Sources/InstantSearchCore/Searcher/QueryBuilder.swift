import Foundation

/// Builds the queries of one hits search with disjunctive and hierarchical faceting, and merges their
/// responses back into one.
///
/// The engine knows nothing of disjunctive facets: the counts of an attribute refined with OR come from an
/// extra query without that attribute's OR filters; the counts of each hierarchical level from an extra
/// query filtered on the level above.
public struct QueryBuilder {
  /// The searcher's parameters.
  public let query: Query
  /// The filter groups (a FilterState's sorted, non-empty groups).
  public let filterGroups: [FilterGroupType]
  /// Whether selected values missing from the disjunctive counts are added back with count 0.
  public var keepSelectedEmptyFacets: Bool = false
  /// The hierarchical attributes, top level first.
  public let hierarchicalAttributes: [String]
  /// The selected hierarchical path, top level first.
  public let hierarchicalFilters: [Filter.Facet]
  /// The disjunctive attributes: the manual ones and every attribute of facet filters in OR groups.
  public let disjunctiveFacets: Set<String>

  /// The results query.
  public let resultQueriesCount = 1
  /// One per disjunctive attribute.
  public var disjunctiveFacetingQueriesCount: Int { disjunctiveFacets.count }
  /// `|H|` when every level is selected, else the selected levels plus one; 0 without a selection.
  public var hierarchicalFacetingQueriesCount: Int {
    guard !hierarchicalFilters.isEmpty else { return 0 }
    return hierarchicalAttributes.count == hierarchicalFilters.count ? hierarchicalAttributes.count : hierarchicalFilters.count + 1
  }
  /// Every query built.
  public var totalQueriesCount: Int { resultQueriesCount + disjunctiveFacetingQueriesCount + hierarchicalFacetingQueriesCount }

  /// Why responses could not be merged.
  public enum Error: Swift.Error, Equatable, CustomStringConvertible, LocalizedError {
    /// No response at all.
    case emptyResults
    /// A response count different from the queries sent (expected, actual).
    case queriesResultsCountMismatch(Int, Int)

    public var description: String {
      switch self {
      case .emptyResults: return "No search response to merge."
      case .queriesResultsCountMismatch(let expected, let actual):
        return "Expected \(expected) search responses, one per query sent, but got \(actual)."
      }
    }

    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
  }

  /// The selected hierarchical path under InstantSearch's original, misspelt name.
  public var hierachicalFilters: [Filter.Facet] { hierarchicalFilters }

  /// Creates a builder, with the hierarchical path under InstantSearch 7.27.1's misspelt label.
  public init(
    query: Query, disjunctiveFacets: Set<String> = [], filterGroups: [FilterGroupType] = [],
    hierarchicalAttributes: [String] = [], hierachicalFilters: [Filter.Facet] = []
  ) {
    self.init(
      query: query, disjunctiveFacets: disjunctiveFacets, filterGroups: filterGroups,
      hierarchicalAttributes: hierarchicalAttributes, hierarchicalFilters: hierachicalFilters)
  }

  /// Creates a builder with a hierarchical path.
  public init(
    query: Query, disjunctiveFacets: Set<String> = [], filterGroups: [FilterGroupType] = [],
    hierarchicalAttributes: [String] = [], hierarchicalFilters: [Filter.Facet]
  ) {
    self.query = query
    self.filterGroups = filterGroups
    self.hierarchicalAttributes = hierarchicalAttributes
    self.hierarchicalFilters = hierarchicalFilters
    let fromGroups = filterGroups.compactMap { $0 as? FilterGroup.Or<Filter.Facet> }.flatMap { $0.typedFilters.map(\.attribute) }
    self.disjunctiveFacets = disjunctiveFacets.union(fromGroups)
  }

  /// The disjunctive attributes in the order their queries are sent (sorted, so requests are reproducible).
  public var orderedDisjunctiveFacets: [String] { disjunctiveFacets.sorted() }

  /// The queries, in order: results, one per disjunctive attribute, hierarchical levels.
  public func build() -> [Query] {
    let converter = FilterGroupConverter()
    var results = query
    results.filters = converter.sql(filterGroups)
    var queries = [results]
    for attribute in orderedDisjunctiveFacets {
      let groups = filterGroups.compactMap { group -> FilterGroupType? in
        guard let or = group as? FilterGroup.Or<Filter.Facet> else { return group }
        let kept = or.typedFilters.filter { $0.attribute != attribute }
        return kept.isEmpty ? nil : FilterGroup.Or(filters: kept, name: or.name)
      }
      var disjunctive = facetingQuery(facet: attribute)
      disjunctive.filters = converter.sql(groups)
      queries.append(disjunctive)
    }
    if let last = hierarchicalFilters.last {
      let withoutDeepest: [FilterGroupType] = filterGroups.map { group in
        guard group is FilterGroup.And else { return group }
        let kept = group.filters.filter { ($0 as? Filter.Facet) != last }
        return FilterGroup.And(filters: kept, name: group.name)
      }
      for level in 0..<hierarchicalFacetingQueriesCount {
        var groups = withoutDeepest
        if level > 0 { groups.append(FilterGroup.And(filters: [hierarchicalFilters[level - 1]], name: "_hierarchical")) }
        var hierarchical = facetingQuery(facet: hierarchicalAttributes[level])
        hierarchical.filters = converter.sql(groups)
        queries.append(hierarchical)
      }
    }
    return queries
  }

  private func facetingQuery(facet: String) -> Query {
    var faceting = query
    faceting.facets = [facet]
    faceting.attributesToRetrieve = []
    faceting.attributesToHighlight = []
    faceting.hitsPerPage = 0
    faceting.analytics = false
    return faceting
  }

  /// Merges the responses of ``build()``'s queries, as InstantSearch 7 does: the results query's response
  /// keeps its own `facets`; `disjunctiveFacets` holds the disjunctive queries' counts (with each refined value
  /// a disjunctive query no longer counts kept at 0 when ``keepSelectedEmptyFacets`` is on),
  /// `hierarchicalFacets` the hierarchical queries' counts, and `facetStats` the statistics of all of them
  /// (a later query's win per attribute).
  public func aggregate(_ responses: [SearchResponse]) throws -> SearchResponse {
    guard var output = responses.first else { throw Error.emptyResults }
    guard responses.count == totalQueriesCount else {
      throw Error.queriesResultsCountMismatch(totalQueriesCount, responses.count)
    }
    let disjunctive = responses.dropFirst().prefix(disjunctiveFacetingQueriesCount)
    let hierarchical = responses.suffix(hierarchicalFacetingQueriesCount)
    var stats: [Attribute: FacetStats] = [:]
    for response in responses { stats.merge(response.facetStats ?? [:]) { _, later in later } }
    var disjunctiveFacets: [Attribute: [Facet]] = [:]
    for response in disjunctive { disjunctiveFacets.merge(response.facets ?? [:]) { _, later in later } }
    var hierarchicalFacets: [Attribute: [Facet]] = [:]
    for response in hierarchical { hierarchicalFacets.merge(response.facets ?? [:]) { _, later in later } }
    let flags = disjunctive.compactMap { $0.exhaustive?.facetsCount }
    if !flags.isEmpty { output.exhaustiveFacetsCount = flags.allSatisfy { $0 } }
    if keepSelectedEmptyFacets {
      for attribute in self.disjunctiveFacets.sorted() {
        for group in filterGroups {
          for case let facet as Filter.Facet in group.filters where facet.attribute == attribute {
            let value = facet.value.description
            if disjunctiveFacets[attribute]?.contains(where: { $0.value == value }) != true {
              disjunctiveFacets[attribute, default: []].append(Facet(value: value, count: 0))
            }
          }
        }
      }
    }
    output.facetStats = stats.isEmpty ? nil : stats
    output.disjunctiveFacets = disjunctiveFacets
    output.hierarchicalFacets = hierarchicalFacets.isEmpty ? nil : hierarchicalFacets
    return output
  }
}
