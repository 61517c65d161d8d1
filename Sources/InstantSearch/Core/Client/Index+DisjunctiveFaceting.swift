import Foundation

// v1's disjunctive-faceting helper (v1-core §2.4.4): one multi-query, merged into one content dictionary.
extension Index {
  @discardableResult
  public func searchDisjunctiveFaceting(
    _ query: Query, disjunctiveFacets: [String], refinements: [String: [String]], requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    let global = Query(copy: query)
    global.facetFilters = Index.facetFilters(refinements, disjunctiveFacets: disjunctiveFacets, omitting: nil)
    let facetQueries = disjunctiveFacets.map { facet -> Query in
      let counting = Query(copy: query)
      counting.facets = [facet]
      counting.facetFilters = Index.facetFilters(refinements, disjunctiveFacets: disjunctiveFacets, omitting: facet)
      counting.hitsPerPage = 0
      counting.attributesToRetrieve = []
      counting.attributesToHighlight = []
      counting.attributesToSnippet = []
      counting.analytics = false
      return counting
    }
    return multipleQueries([global] + facetQueries) { content, error in
      guard let content else { return completionHandler(nil, error) }
      do {
        completionHandler(try Index.mergeDisjunctive(content, disjunctiveFacets: disjunctiveFacets, refinements: refinements), nil)
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  /// The `facetFilters` of the refinements: an OR array per disjunctive facet, flat strings otherwise, attributes
  /// in sorted order; `omitting` leaves one facet out.
  static func facetFilters(_ refinements: [String: [String]], disjunctiveFacets: [String], omitting: String?) -> [Any] {
    var filters: [Any] = []
    for name in refinements.keys.sorted() where name != omitting {
      let values = refinements[name]!.map { "\(name):\($0)" }
      if disjunctiveFacets.contains(name) { filters.append(values) } else { filters.append(contentsOf: values) }
    }
    return filters
  }

  /// Merges the answers: the first result, with every result's facet stats, the counting queries' facets under
  /// `disjunctiveFacets` (refined values missing from them at 0), and a false `exhaustiveFacetsCount` if any
  /// counting query's was false.
  static func mergeDisjunctive(_ content: [String: Any], disjunctiveFacets: [String], refinements: [String: [String]]) throws -> [String: Any] {
    guard let results = content["results"] as? [Any] else { throw InvalidJSONError(description: "No results in response") }
    let objects = try results.map { result -> [String: Any] in
      guard let object = result as? [String: Any] else { throw InvalidJSONError(description: "Invalid results in response") }
      return object
    }
    guard var base = objects.first else { throw InvalidJSONError(description: "No results in response") }
    var stats: [String: Any] = [:]
    for object in objects { (object["facets_stats"] as? [String: Any])?.forEach { stats[$0.key] = $0.value } }
    base["facets_stats"] = stats
    var merged: [String: [String: Any]] = [:]
    for object in objects.dropFirst() {
      guard let facets = object["facets"] as? [String: Any] else { throw InvalidJSONError(description: "Invalid results in response") }
      for (facet, counts) in facets {
        guard let counts = counts as? [String: Any] else { throw InvalidJSONError(description: "Invalid results in response") }
        merged[facet, default: [:]].merge(counts) { _, later in later }
        if disjunctiveFacets.contains(facet) {
          for value in refinements[facet] ?? [] where merged[facet]?[value] == nil { merged[facet]?[value] = 0 }
        }
      }
      if (object["exhaustiveFacetsCount"] as? Bool) == false { base["exhaustiveFacetsCount"] = false }
    }
    base["disjunctiveFacets"] = merged
    return base
  }
}
