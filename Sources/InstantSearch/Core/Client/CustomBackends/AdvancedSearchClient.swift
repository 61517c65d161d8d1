import Foundation

/// The base class of a custom backend with its own types for searches and for facet-value searches.
///
/// Override the ``Transformable`` requirements: the two backend calls and the five translations (the
/// disjunctive-faceting translation defaults to ``map(query:)``). A requirement left alone stops the program
/// through ``FatalErrorUtil`` with a message naming it. The class is a ``Searchable``, so a ``Searcher`` or an
/// ``InstantSearch`` takes it like an ``Index``.
///
/// A ``Searcher`` sends every query through ``search(_:searchResultsHandler:)``: with disjunctive facets it asks
/// once for the hits and once per disjunctive facet for that facet's counts (only that facet in `facets`, no hits,
/// its own refinements left out of `filters`), then merges the answers itself. The disjunctive translation is used
/// by direct calls of ``searchDisjunctiveFaceting(_:disjunctiveFacets:refinements:requestOptions:completionHandler:)``.
///
/// The backend may report on any thread, even before its search call returns (v1 dropped such synchronous
/// answers; here they are delivered, because a ``Searcher`` registers a request before sending it).
open class AdvancedSearchClient<Parameters, Results, SFFVParameters, SFFVResults>: Transformable, Searchable {
  /// The backend's search request.
  public typealias IParameters = Parameters
  /// The backend's answer to a search.
  public typealias IResults = Results
  /// The backend's facet-value search request.
  public typealias ISFFVParameters = SFFVParameters
  /// The backend's answer to a facet-value search.
  public typealias ISFFVResults = SFFVResults

  /// Creates a backend.
  public init() {
    recordMigration(MigrationCatalogue.customBackend, by: self)
  }

  /// Runs a search on the backend; override it (the default stops the program).
  open func search(_ query: Parameters, searchResultsHandler: @escaping SearchResultsHandler) {
    fatalError("make sure to override search(query:searchResultsHandler:) for custom backend")
  }

  /// Translates a v1 query into the backend's request; override it (the default stops the program).
  open func map(query: Query) -> Parameters {
    fatalError("make sure to override map(query:) for custom backend")
  }

  /// Translates a v1 query with disjunctive faceting into the backend's request; by default the facet
  /// information is ignored and the query translated by ``map(query:)``.
  open func map(query: Query, disjunctiveFacets: [String], refinements: [String: [String]]) -> Parameters {
    map(query: query)
  }

  /// Translates the backend's search answer into v1 results; override it (the default stops the program).
  open func map(results: Results) -> SearchResults {
    fatalError("make sure to override map(results:) for custom backend")
  }

  /// Runs a facet-value search on the backend; override it (the default stops the program, with the message of
  /// an unimplemented search).
  open func searchForFacetValues(_ query: SFFVParameters, sffvResultsHandler: @escaping SFFVResultsHandler) {
    fatalError("make sure to override search(query:searchResultsHandler:) for custom backend")
  }

  /// Translates a facet-value search into the backend's request; override it (the default stops the program).
  open func map(query: Query?, facetName: String, matching text: String) -> SFFVParameters {
    fatalError("make sure to override map(query:facetName:matching:) for custom backend")
  }

  /// Translates the backend's facet-value answer into v1 facet results; override it (the default stops the
  /// program).
  open func map(results: SFFVResults) -> FacetResults {
    fatalError("make sure to override map(results:) for custom backend")
  }
}
