import Foundation

/// The base class of a custom backend that only searches, with one request type and one answer type.
///
/// Override ``search(_:searchResultsHandler:)``, ``map(query:)`` and ``map(results:)`` (to ``SearchResults``).
/// Facet-value searches are not supported: one prints a message and never completes. Subclass
/// ``AdvancedSearchClient`` to answer them.
///
/// Inside this module an unqualified `SearchClient` means this class; the core's client protocol is
/// `InstantSearchCore.SearchBackend`.
open class SearchClient<Parameters, Results>: AdvancedSearchClient<Parameters, Results, Parameters, Results> {
  /// Prints that facet-value searches need an ``AdvancedSearchClient``; the handler is never called.
  open override func searchForFacetValues(_ query: Parameters, sffvResultsHandler: @escaping SFFVResultsHandler) {
    print(unsupportedFacetSearchMessage)
  }

  /// The query, or an empty one, translated by ``map(query:)``; the facet and the text are left out.
  open override func map(query: Query?, facetName: String, matching text: String) -> Parameters {
    map(query: query ?? Query(query: ""))
  }

  /// Facet results without values.
  open override func map(results: Results) -> FacetResults {
    FacetResults(content: [:])
  }
}

/// What a ``SearchClient`` prints when asked for facet values.
private let unsupportedFacetSearchMessage =
  "No implementation for Search for Facet Values with the SearchClient class. Please use the AdvancedSearchClient class to add your Search for facet Values implementation"
