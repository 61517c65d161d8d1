import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// What `AdvancedSearchClient`, `SearchClient` and `DefaultSearchClient` hand to a v1 completion.
final class SearchClientFamilyTests: XCTestCase {
  private struct Outage: Error {}

  /// Answers with whatever ``answer`` gives, at once.
  private final class Scripted: DefaultSearchClient {
    var answer: () -> (SearchResults?, Error?) = { (nil, nil) }
    private(set) var received: [Query] = []

    override func search(_ query: Query, searchResultsHandler: @escaping SearchResultsHandler) {
      received.append(query)
      let (results, error) = answer()
      searchResultsHandler(results, error)
    }
  }

  /// Facet values of the catalogue's brands containing the text, with their own request and answer types.
  private final class BrandValues: AdvancedSearchClient<Query, SearchResults, (facet: String, text: String, query: String), [FacetValue]> {
    private(set) var mappedQueries: [Query?] = []

    override func map(query: Query?, facetName: String, matching text: String) -> (facet: String, text: String, query: String) {
      mappedQueries.append(query)
      return (facetName, text, query?.query ?? "")
    }

    override func searchForFacetValues(
      _ query: (facet: String, text: String, query: String), sffvResultsHandler: @escaping SFFVResultsHandler
    ) {
      DispatchQueue.global().async {
        let values = V1Fixtures.brands.filter { $0.lowercased().contains(query.text) }
        sffvResultsHandler(values.map { FacetValue(value: $0, count: 9, highlighted: "<em>\($0)</em>") }, nil)
      }
    }

    override func map(results: [FacetValue]) -> FacetResults { FacetResults(facetHits: results) }
  }

  private func capturingStandardOutput(_ body: () -> Void) -> String {
    fflush(stdout)
    let pipe = Pipe()
    let saved = dup(STDOUT_FILENO)
    dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
    body()
    fflush(stdout)
    dup2(saved, STDOUT_FILENO)
    close(saved)
    pipe.fileHandleForWriting.closeFile()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  // MARK: DefaultSearchClient

  func test_defaultSearchClient_mappingsAreIdentities() {
    let client = DefaultSearchClient()
    let query = Query(query: "tv")
    let results = SearchResults(nbHits: 1, hits: [["objectID": "1"]])
    XCTAssertTrue(client.map(query: query) === query)
    XCTAssertTrue((client.map(results: results) as SearchResults) === results)
  }

  func test_defaultSearchClient_receivesTheQueryObjectItself() {
    let client = Scripted()
    let query = Query(query: "tv")
    client.search(query, requestOptions: nil) { _, _ in }
    XCTAssertTrue(client.received.first === query)
  }

  func test_search_contentCarriesTheResultsOwnHitsAndCount() throws {
    let client = Scripted()
    let results = try SearchResults(content: ["hits": [["objectID": "a"]], "nbHits": 1, "page": 2], disjunctiveFacets: [])
    results.nbHits = 40
    results.allHits = [["objectID": "z"]]
    client.answer = { (results, nil) }
    var received: [String: Any]?
    client.search(Query(), requestOptions: nil) { content, _ in received = content }
    XCTAssertEqual(received?["nbHits"] as? Int, 40)
    XCTAssertEqual((received?["hits"] as? [[String: Any]])?.compactMap { $0["objectID"] as? String }, ["a"], "latestHits, not allHits")
    XCTAssertEqual(received?["page"] as? Int, 2, "the rest of the content is kept")

    client.answer = { (SearchResults(nbHits: 7, hits: [["objectID": "b"]], extraContent: ["query": "x"]), nil) }
    client.search(Query(), requestOptions: nil) { content, _ in received = content }
    XCTAssertEqual(received?["nbHits"] as? Int, 7, "results built from parts gain hits and nbHits")
    XCTAssertEqual((received?["hits"] as? [[String: Any]])?.count, 1)
    XCTAssertEqual(received?["query"] as? String, "x")
  }

  func test_search_errorWinsAndNothingCompletesWithoutEither() {
    let client = Scripted()
    var calls: [(content: [String: Any]?, error: Error?)] = []
    client.answer = { (SearchResults(nbHits: 0, hits: []), Outage()) }
    client.search(Query(), requestOptions: nil) { calls.append(($0, $1)) }
    XCTAssertEqual(calls.count, 1)
    XCTAssertNil(calls.first?.content)
    XCTAssertTrue(calls.first?.error is Outage)
    client.answer = { (nil, nil) }
    client.search(Query(), requestOptions: nil) { calls.append(($0, $1)) }
    XCTAssertEqual(calls.count, 1)
  }

  func test_cancelledOperation_backendStillCalled_completionNotCalled() {
    let backend = CatalogueBackend()
    let clock = ManualScheduler()
    backend.clock = clock
    backend.delay = 0.05
    var completed = false
    let operation = backend.search(Query(query: "tv"), requestOptions: nil) { _, _ in completed = true }
    operation.cancel()
    XCTAssertEqual(clock.pendingCount, 1, "the backend still answers")
    clock.advance(by: 0.05)
    XCTAssertEqual(clock.pendingCount, 0, "it answered, on this thread")
    XCTAssertEqual(backend.requests.count, 1)
    XCTAssertFalse(completed)
  }

  func test_completion_runsOnTheBackendsThread() {
    let backend = CatalogueBackend()
    let answered = expectation(description: "answered")
    var onMain: Bool?
    backend.search(Query(query: "tv"), requestOptions: nil) { _, _ in
      onMain = Thread.isMainThread
      answered.fulfill()
    }
    wait(for: [answered], timeout: 5)
    XCTAssertEqual(onMain, false)
  }

  // MARK: SearchClient

  func test_searchClient_facetSearch_printsAndNeverCompletes() {
    let backend = CatalogueBackend()
    var completed = false
    let output = capturingStandardOutput {
      backend.searchForFacetValues(of: "brand", matching: "so", query: nil, requestOptions: nil) { _, _ in completed = true }
    }
    XCTAssertEqual(
      output,
      "No implementation for Search for Facet Values with the SearchClient class. Please use the AdvancedSearchClient class to add your Search for facet Values implementation\n")
    let searcher = Searcher(index: backend)
    _ = capturingStandardOutput {
      searcher.searchForFacetValues(of: "brand", matching: "so") { _, _ in completed = true }
    }
    // The base class prints and returns without starting any work, so only what the main queue holds could
    // still complete the call.
    drainMainQueue()
    XCTAssertFalse(completed)
  }

  func test_searchClient_facetMappings() {
    let backend = CatalogueBackend()
    let query = Query(query: "apple")
    query.hitsPerPage = 3
    let mapped = backend.map(query: query, facetName: "brand", matching: "so")
    XCTAssertEqual(mapped.text, "apple", "the facet query is the search translation of the query")
    XCTAssertEqual(mapped.hitsPerPage, 3)
    XCTAssertEqual(backend.map(query: nil, facetName: "brand", matching: "so").text, "", "no query: an empty one")
    let answer = CatalogueBackend.answer(mapped)
    XCTAssertTrue((backend.map(results: answer) as FacetResults).content.isEmpty)
  }

  // MARK: AdvancedSearchClient

  func test_advancedSearchClient_facetSearchThroughTheSearcher() {
    let backend = BrandValues()
    let searcher = Searcher(index: backend)
    searcher.params.query = "tv"
    searcher.params.addFacetRefinement(name: "brand", value: "Bose")
    searcher.params.setFacet(withName: "brand", disjunctive: true)
    var received: [String: Any]?
    let answered = expectation(description: "facet values")
    searcher.searchForFacetValues(of: "brand", matching: "so") { content, _ in
      received = content
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    let values = FacetResults(content: received ?? [:]).getFacetValues()
    XCTAssertEqual(values.map(\.value), ["Sony"])
    XCTAssertEqual(values.first?.highlighted, "<em>Sony</em>")
    let sent = backend.mappedQueries.first as? SearchParameters
    XCTAssertEqual(sent?.query, "tv")
    XCTAssertEqual(sent?.hasFacetRefinements(name: "brand"), false, "a disjunctive facet's own refinements are left out")
  }
}
