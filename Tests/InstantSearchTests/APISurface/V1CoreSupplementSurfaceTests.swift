import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

// API surface, InstantSearchCore v1: the signatures of the "Searcher, results, helpers" block that
// V1CoreSurfaceTests reaches only indirectly (protocols adopted by app code, typealiases, nested types, and the
// less used result accessors), each called or adopted as v1 wrote it.
//
// Index (v1 core reference section titles, in order):
// - "Searcher, results, helpers": test_searcherDelegateAndResultHandler (SearcherDelegate, Searcher.ResultHandler),
//   test_hitMetadataAndFacetStats (HighlightResult, SnippetResult, RankingInfo and their `json`, MatchLevel,
//   FacetStats), test_resultAccessors (queryID, queryAfterRemoval, automaticRadius, serverUsed, parsedQuery,
//   timeoutCounts, timeoutHits), test_historyProtocol (History), test_callerCall (Caller.Call),
//   test_requestStrategy (RequestStrategy, AdaptiveNetworkStrategy.Mode, ResponseTimeStats.RequestStat),
//   test_transformableAndAdvancedSearchClient (Transformable, its handler typealiases, AdvancedSearchClient)
final class V1CoreSupplementSurfaceTests: XCTestCase {
  private final class Delegate: SearcherDelegate {
    var received: [Int] = []
    func searcher(_ searcher: Searcher, didReceive results: SearchResults?, error: Error?, userInfo: [String: Any]) {
      received.append(results?.nbHits ?? -1)
    }
  }

  func test_searcherDelegateAndResultHandler() throws {
    let delegate = Delegate()
    var handled: [Int] = []
    let handler: Searcher.ResultHandler = { results, _, _ in handled.append(results?.nbHits ?? -1) }
    let searcher = Searcher(index: try V1Fixtures.index(), resultHandler: handler)
    searcher.delegate = delegate
    searcher.params.query = "bose"
    awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(handled, [9])
    XCTAssertEqual(delegate.received, [9])
  }

  func test_hitMetadataAndFacetStats() throws {
    let hit: [String: Any] = [
      "objectID": "1",
      "_highlightResult": ["name": ["value": "<em>So</em>ny", "matchLevel": "partial", "matchedWords": ["so"]]],
      "_snippetResult": ["name": ["value": "…<em>So</em>ny", "matchLevel": "full"]],
      "_rankingInfo": ["nbTypos": 1, "words": 2, "filters": 3],
    ]
    let highlight = try XCTUnwrap(SearchResults.highlightResult(hit: hit, path: "name"))
    XCTAssertEqual(highlight.json["value"] as? String, "<em>So</em>ny")
    XCTAssertEqual(highlight.matchLevel, MatchLevel.partial)
    XCTAssertEqual(highlight.matchedWords, ["so"])
    let snippet = try XCTUnwrap(SearchResults.snippetResult(hit: hit, path: "name"))
    XCTAssertEqual(snippet.json["matchLevel"] as? String, "full")
    XCTAssertEqual(snippet.matchLevel, .full)
    let ranking = try XCTUnwrap(SearchResults.rankingInfo(hit: hit))
    XCTAssertEqual(ranking.json["words"] as? Int, 2)
    XCTAssertEqual(ranking.nbTypos, 1)
    XCTAssertEqual(ranking.filters, 3)
    let results = try SearchResults(
      content: ["hits": [hit], "nbHits": 1, "facets_stats": ["price": ["min": 1, "max": 9, "avg": 5, "sum": 10]]], disjunctiveFacets: [])
    let stats: FacetStats = try XCTUnwrap(results.facetStats(name: "price"))
    XCTAssertEqual([stats.min, stats.max, stats.avg, stats.sum], [1, 9, 5, 10])
  }

  func test_resultAccessors() throws {
    let results = try SearchResults(
      content: [
        "hits": [], "nbHits": 0, "queryID": "q1", "queryAfterRemoval": "phone", "automaticRadius": "1500",
        "serverUsed": "c1-eu", "parsedQuery": "phone", "timeoutCounts": true, "timeoutHits": false,
      ], disjunctiveFacets: [])
    XCTAssertEqual(results.queryID, "q1")
    XCTAssertEqual(results.queryAfterRemoval, "phone")
    XCTAssertEqual(results.automaticRadius, 1500)
    XCTAssertEqual(results.serverUsed, "c1-eu")
    XCTAssertEqual(results.parsedQuery, "phone")
    XCTAssertTrue(results.timeoutCounts)
    XCTAssertFalse(results.timeoutHits)
  }

  private final class ListHistory: History {
    var added: [String] = []
    var onAdd: () -> Void = {}
    func add(_ params: SearchParameters) {
      added.append(params.query ?? "")
      onAdd()
    }
    func search(query: SearchParameters, options: HistorySearchOptions) -> [HistoryHit] {
      added.filter { $0.hasPrefix(query.query ?? "") }.prefix(options.maxHits).map {
        HistoryHit(params: SearchParameters(), highlightedText: options.highlightPreTag + $0 + options.highlightPostTag)
      }
    }
  }

  func test_historyProtocol() throws {
    let history = ListHistory()
    let searcher = Searcher(index: try V1Fixtures.index())
    let recorder = HistoryRecorder(searcher: searcher, history: history)
    recorder.delay = 0
    let recorded = expectation(description: "the history recorded the search")
    history.onAdd = { recorded.fulfill() }
    searcher.params.query = "sony"
    searcher.search()
    wait(for: [recorded], timeout: 10)
    XCTAssertEqual(history.added, ["sony"])
    let query = SearchParameters()
    query.query = "so"
    XCTAssertEqual(history.search(query: query, options: HistorySearchOptions()).map(\.highlightedText), ["<em>sony</em>"])
  }

  func test_callerCall() {
    var calls = 0
    let called = expectation(description: "the debounced call ran")
    let call: Caller.Call = {
      calls += 1
      called.fulfill()
    }
    let debouncer: Caller = Debouncer(delay: 0.01)
    debouncer.call(call)
    wait(for: [called], timeout: 10)
    XCTAssertEqual(calls, 1)
  }

  private final class Gate: RequestStrategy {
    var held: [() -> Void] = []
    func performSearch(from searcher: Searcher, userInfo: [String: Any], with callback: @escaping ([String: Any]) -> Void) {
      held.append { callback(userInfo) }
    }
  }

  func test_requestStrategy() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let gate = Gate()
    searcher.strategy = gate
    let stats = ResponseTimeStats(searcher: searcher)
    searcher.search()
    XCTAssertFalse(searcher.hasPendingRequests, "the strategy holds the search")
    XCTAssertEqual(gate.held.count, 1)
    awaitNextResults(of: searcher) { gate.held[0]() }
    XCTAssertNotNil(searcher.results)
    let stat: ResponseTimeStats.RequestStat = try XCTUnwrap(stats.requestStats.last)
    XCTAssertTrue(stat.completed)
    XCTAssertFalse(stat.cancelled)
    XCTAssertNotNil(stat.stopDate)
    XCTAssertLessThanOrEqual(stat.startDate, stat.stopDate ?? .distantPast)
    XCTAssertGreaterThanOrEqual(stat.duration, 0)
    let strategy = AdaptiveNetworkStrategy(stats: stats)
    XCTAssertEqual(strategy.mode, AdaptiveNetworkStrategy.Mode.Realtime)
    XCTAssertEqual([AdaptiveNetworkStrategy.Mode.Realtime, .Throttled, .Manual].map(\.rawValue), [1, 2, 3])
  }

  /// A backend written against `Transformable`'s own names: the brands of the catalogue as facet values.
  private final class Brands: AdvancedSearchClient<Query, SearchResults, String, [FacetValue]> {
    override func search(_ query: Query, searchResultsHandler: @escaping SearchResultsHandler) {
      searchResultsHandler(SearchResults(nbHits: 1, hits: [["objectID": "1", "name": query.query ?? ""]]), nil)
    }
    override func map(query: Query) -> Query { query }
    override func map(results: SearchResults) -> SearchResults { results }
    override func map(query: Query?, facetName: String, matching text: String) -> String { text }
    override func searchForFacetValues(_ query: String, sffvResultsHandler: @escaping SFFVResultsHandler) {
      sffvResultsHandler(V1Fixtures.brands.filter { $0.lowercased().hasPrefix(query) }.map { FacetValue(value: $0, count: 9) }, nil)
    }
    override func map(results: [FacetValue]) -> FacetResults { FacetResults(facetHits: results) }
  }

  func test_transformableAndAdvancedSearchClient() {
    let backend = Brands()
    let transformable: Brands.SearchResultsHandler = { results, _ in XCTAssertEqual(results?.nbHits, 1) }
    backend.search(Query(query: "x"), searchResultsHandler: transformable)
    let searcher = Searcher(index: backend)
    var values: [String] = []
    let answered = expectation(description: "searchForFacetValues answered")
    searcher.searchForFacetValues(of: "brand", matching: "so") { content, _ in
      values = (content?["facetHits"] as? [[String: Any]])?.compactMap { $0["value"] as? String } ?? []
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(values, ["Sony"])
    let sffv: Brands.SFFVResultsHandler = { results, _ in XCTAssertEqual(results?.count, 1) }
    backend.searchForFacetValues("bo", sffvResultsHandler: sffv)
  }
}
