import Foundation

/// What a custom backend provides so that v1 code can search it: its own search calls, and the translations
/// between its request and response types and v1's ``Query``, ``SearchResults`` and ``FacetResults``.
///
/// Subclass ``AdvancedSearchClient``, ``SearchClient`` or ``DefaultSearchClient`` rather than adopting this
/// protocol directly: they turn these requirements into a ``Searchable`` a ``Searcher`` can use.
public protocol Transformable {
  /// The backend's answer to a search.
  associatedtype IResults
  /// The backend's search request.
  associatedtype IParameters
  /// The backend's answer to a facet-value search.
  associatedtype ISFFVResults
  /// The backend's facet-value search request.
  associatedtype ISFFVParameters

  /// Receives a backend's search answer, or its error.
  typealias SearchResultsHandler = (_ results: IResults?, _ error: Error?) -> Void
  /// Receives a backend's facet-value search answer, or its error.
  typealias SFFVResultsHandler = (_ results: ISFFVResults?, _ error: Error?) -> Void

  /// Runs a search on the backend and reports its answer once, on any thread.
  func search(_ query: IParameters, searchResultsHandler: @escaping SearchResultsHandler)

  /// Translates a v1 query into the backend's search request.
  func map(query: Query) -> IParameters

  /// Translates a v1 query with disjunctive faceting into the backend's search request.
  ///
  /// - Parameters:
  ///   - query: The rest of the search: text, page, filters and other parameters.
  ///   - disjunctiveFacets: The facets whose counts must ignore their own refinements.
  ///   - refinements: Every refined value by facet (`-value` when exclusive).
  func map(query: Query, disjunctiveFacets: [String], refinements: [String: [String]]) -> IParameters

  /// Translates the backend's search answer into v1 results.
  func map(results: IResults) -> SearchResults

  /// Runs a facet-value search on the backend and reports its answer once, on any thread.
  func searchForFacetValues(_ query: ISFFVParameters, sffvResultsHandler: @escaping SFFVResultsHandler)

  /// Translates a facet-value search into the backend's request.
  ///
  /// - Parameters:
  ///   - query: The parameters restricting the records whose values count; `nil` for all records.
  ///   - facetName: The facet whose values are searched.
  ///   - text: What the values must match.
  func map(query: Query?, facetName: String, matching text: String) -> ISFFVParameters

  /// Translates the backend's facet-value answer into v1 facet results.
  func map(results: ISFFVResults) -> FacetResults
}
