import Foundation
import InstantSearchCore

// v1's disjunctive-faceting helper, run by the core's query builder: one multi-query, merged into one content
// dictionary.
extension Index {
  /// Searches with disjunctive faceting: the hits query and one counting query per disjunctive facet, built and
  /// merged by the core's `QueryBuilder`; the merged content carries the counts under `disjunctiveFacets`, with
  /// refined values missing from them at 0.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - disjunctiveFacets: The facets counted disjunctively.
  ///   - refinements: Every refined value by facet; `-value` refines it out.
  @discardableResult
  public func searchDisjunctiveFaceting(
    _ query: Query, disjunctiveFacets: [String], refinements: [String: [String]], requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    let operation = RequestOperation()
    let queue = completionQueue
    var builder: QueryBuilder
    do {
      builder = QueryBuilder(
        query: try query.coreQuery(), disjunctiveFacets: Set(disjunctiveFacets),
        filterGroups: Index.filterState(of: refinements, disjunctiveFacets: Set(disjunctiveFacets)).toFilterGroups())
    } catch {
      operation.complete(on: queue) { completionHandler(nil, error) }
      return operation
    }
    builder.keepSelectedEmptyFacets = true
    let request = MultiSearchRequest(queries: builder.build().map { .hits(IndexedQuery(indexName: name, query: $0)) })
    let cancellable = searchClient.search(request, requestOptions: requestOptions?.coreOptions) { result in
      let merged = result.flatMap { response in
        Result { try builder.aggregate(response.results.compactMap(\.hitsResponse)) }.mapError { SearchClientError.decoding(message: "\($0)") }
      }
      operation.complete(on: queue) { Index.deliver(merged, to: completionHandler) }
    }
    operation.onCancel { cancellable.cancel() }
    return operation
  }

  /// The refinements as filters: each facet in its own group, disjunctive or not; `-value` is negated.
  static func filterState(of refinements: [String: [String]], disjunctiveFacets: Set<String>) -> FilterState {
    let state = FilterState()
    for (name, values) in refinements {
      let groupID: FilterGroup.ID = disjunctiveFacets.contains(name) ? .or(name: name, filterType: .facet) : .and(name: name)
      for value in values {
        let isNegated = value.unicodeScalars.first == "-"
        let text = isNegated ? String(String.UnicodeScalarView(value.unicodeScalars.dropFirst())) : value
        state.add(Filter.Facet(attribute: name, stringValue: text, isNegated: isNegated), toGroupWithID: groupID)
      }
    }
    return state
  }
}
