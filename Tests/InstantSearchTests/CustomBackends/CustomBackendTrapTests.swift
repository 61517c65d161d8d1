import InstantSearch
import XCTest

/// Each requirement of a custom backend left unoverridden stops with v1's message, on the first request that
/// needs it.
final class CustomBackendTrapTests: XCTestCase {
  private typealias Bare = AdvancedSearchClient<Query, SearchResults, Query, FacetResults>

  private final class MapsQueries: AdvancedSearchClient<Query, SearchResults, Query, FacetResults> {
    override func map(query: Query) -> Query { query }
    override func map(query: Query?, facetName: String, matching text: String) -> Query { query ?? Query() }
  }

  private final class CallsBack: AdvancedSearchClient<Query, SearchResults, Query, FacetResults> {
    override func map(query: Query) -> Query { query }
    override func map(query: Query?, facetName: String, matching text: String) -> Query { query ?? Query() }
    override func search(_ query: Query, searchResultsHandler: @escaping SearchResultsHandler) {
      searchResultsHandler(SearchResults(nbHits: 0, hits: []), nil)
    }
    override func searchForFacetValues(_ query: Query, sffvResultsHandler: @escaping SFFVResultsHandler) {
      sffvResultsHandler(FacetResults(facetHits: []), nil)
    }
  }

  private func search(_ backend: Searchable) -> () -> Void {
    { backend.search(Query(query: "q"), requestOptions: nil) { _, _ in } }
  }

  private func searchForFacetValues(_ backend: Searchable) -> () -> Void {
    { backend.searchForFacetValues(of: "brand", matching: "so", query: nil, requestOptions: nil) { _, _ in } }
  }

  func test_mapQuery_isCheckedFirst() {
    XCTAssertEqual(fatalMessage(search(Bare())), "make sure to override map(query:) for custom backend")
    XCTAssertEqual(fatalMessage { Bare().searchDisjunctiveFaceting(Query(), disjunctiveFacets: [], refinements: [:], requestOptions: nil) { _, _ in } },
      "make sure to override map(query:) for custom backend", "the disjunctive translation defaults to map(query:)")
  }

  func test_search() {
    XCTAssertEqual(fatalMessage(search(MapsQueries())), "make sure to override search(query:searchResultsHandler:) for custom backend")
  }

  func test_mapResults() {
    XCTAssertEqual(fatalMessage(search(CallsBack())), "make sure to override map(results:) for custom backend")
  }

  func test_facetSearchMapping() {
    XCTAssertEqual(fatalMessage(searchForFacetValues(Bare())), "make sure to override map(query:facetName:matching:) for custom backend")
  }

  func test_facetSearch_usesTheSearchMessage() {
    XCTAssertEqual(
      fatalMessage(searchForFacetValues(MapsQueries())), "make sure to override search(query:searchResultsHandler:) for custom backend")
  }

  func test_facetResultsMapping() {
    XCTAssertEqual(fatalMessage(searchForFacetValues(CallsBack())), "make sure to override map(results:) for custom backend")
  }

  func test_defaultSearchClient_onlyNeedsSearch() {
    XCTAssertEqual(fatalMessage(search(DefaultSearchClient())), "make sure to override search(query:searchResultsHandler:) for custom backend")
  }

  func test_searchClient_withItsThreeOverrides_doesNotStop() {
    XCTAssertNil(fatalMessage(search(CatalogueBackend())))
  }
}
