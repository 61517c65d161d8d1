import InstantSearch
import InstantSearchTestKit
import XCTest

/// Disjunctive faceting with a custom backend: called directly, and run by a v1 `Searcher`.
final class CustomBackendDisjunctiveTests: XCTestCase {
  /// Records what the disjunctive translation received; the request is the query text and the facets.
  private final class FacetAware: SearchClient<(text: String, facets: [String]), SearchResults> {
    private(set) var disjunctive: [(facets: [String], refinements: [String: [String]])] = []
    private(set) var plainMappings = 0

    override func map(query: Query) -> (text: String, facets: [String]) {
      plainMappings += 1
      return (query.query ?? "", [])
    }

    override func map(query: Query, disjunctiveFacets: [String], refinements: [String: [String]]) -> (text: String, facets: [String]) {
      disjunctive.append((disjunctiveFacets, refinements))
      return (query.query ?? "", disjunctiveFacets)
    }

    override func search(_ query: (text: String, facets: [String]), searchResultsHandler: @escaping SearchResultsHandler) {
      let counts = Dictionary(uniqueKeysWithValues: query.facets.map { ($0, ["Sony": 3, "Bose": 2]) })
      searchResultsHandler(SearchResults(nbHits: 3, hits: [[:], [:], [:]], extraContent: ["query": query.text, "disjunctiveFacets": counts]), nil)
    }

    override func map(results: SearchResults) -> SearchResults { results }
  }

  func test_direct_usesTheDisjunctiveTranslation() {
    let backend = FacetAware()
    var received: [String: Any]?
    backend.searchDisjunctiveFaceting(Query(query: "tv"), disjunctiveFacets: ["brand"], refinements: ["brand": ["Sony"]], requestOptions: nil) {
      content, _ in received = content
    }
    XCTAssertEqual(backend.disjunctive.first?.facets, ["brand"])
    XCTAssertEqual(backend.disjunctive.first?.refinements, ["brand": ["Sony"]])
    XCTAssertEqual(backend.plainMappings, 0)
    let results = SearchResults(nbHits: 0, hits: [], extraContent: received ?? [:], disjunctiveFacets: ["brand"])
    XCTAssertEqual(results.facets(name: "brand"), ["Sony": 3, "Bose": 2])
    XCTAssertEqual(received?["query"] as? String, "tv")
    XCTAssertEqual(received?["nbHits"] as? Int, 3)
  }

  func test_direct_defaultTranslationIsMapQuery() {
    final class Recording: DefaultSearchClient {
      var received: [Query] = []
      override func search(_ query: Query, searchResultsHandler: @escaping SearchResultsHandler) {
        received.append(query)
        searchResultsHandler(SearchResults(nbHits: 0, hits: []), nil)
      }
    }
    let backend = Recording()
    let query = Query(query: "tv")
    var completed = false
    backend.searchDisjunctiveFaceting(query, disjunctiveFacets: ["brand"], refinements: ["brand": ["Sony"]], requestOptions: nil) { content, _ in
      completed = content != nil
    }
    XCTAssertTrue(completed)
    XCTAssertTrue(backend.received.first === query, "the facets and refinements are ignored")
  }

  func test_searcher_asksForHitsThenForEachDisjunctiveFacetsCounts() {
    let backend = CatalogueBackend()
    let searcher = Searcher(index: backend)
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.setFacet(withName: "brand", disjunctive: true)
    searcher.params.addFacetRefinement(name: "brand", value: "Sony")
    searcher.params.addFacetRefinement(name: "brand", value: "Bose")
    searcher.params.addFacetRefinement(name: "category", value: "tv")
    searcher.params.facets = ["category"]
    searcher.search()
    awaitCondition { log.results.count == 1 }
    let results = log.results[0]
    XCTAssertEqual(results.nbHits, 6, "Sony or Bose, and tv")
    XCTAssertEqual(results.disjunctiveFacets, ["brand"])
    XCTAssertEqual(results.facets(name: "brand"), ["Apple": 3, "Samsung": 3, "Sony": 3, "Bose": 3], "counts ignore the brand refinements")
    XCTAssertEqual(results.facets(name: "category"), ["tv": 6])
    let requests = backend.requests
    XCTAssertEqual(requests.count, 2)
    XCTAssertEqual(requests[0].accepted, ["brand": ["Sony", "Bose"], "category": ["tv"]])
    XCTAssertEqual(requests[1].accepted, ["category": ["tv"]])
    XCTAssertEqual(requests[1].facets, ["brand"])
    XCTAssertEqual(requests[1].hitsPerPage, 0)
  }
}
