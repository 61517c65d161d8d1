import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

// API surface, InstantSearchCore v1: each public signature called as v1 wrote it, with `import InstantSearch`
// alone (the embedded engine stands in for the Algolia client).
//
// Index (v1 reference section titles, in order):
// - "Refinements and parameters": test_facetRefinement_*, test_numericRefinement_*, test_searchParameters_*
// - "Searcher, results, helpers": test_searcher_*, test_results_*, test_facets_*, test_highlighter_*,
//   test_progress_*, test_history_*, test_callers_*, test_strategy_*, test_customBackend_*; the protocols,
//   typealiases, nested types and rarer accessors of that block in V1CoreSupplementSurfaceTests
// - "Client surface the core depends on" and "Query serialisation": V1ClientSurfaceTests
// - Not offered, with why: V1SurfaceUnsupported.swift
final class V1CoreSurfaceTests: XCTestCase {
  private final class Progress: SearchProgressDelegate {
    var events: [String] = []
    func searchDidStart(_ searchProgressController: SearchProgressController) { events.append("start") }
    func searchDidStop(_ searchProgressController: SearchProgressController) { events.append("stop") }
  }

  private final class ArrayBackend: SearchClient<Query, SearchResults> {
    override func search(_ query: Query, searchResultsHandler: @escaping SearchResultsHandler) {
      searchResultsHandler(SearchResults(nbHits: 1, hits: [["objectID": "1", "name": query.query ?? ""]]), nil)
    }
    override func map(query: Query) -> Query { query }
    override func map(results: SearchResults) -> SearchResults { results }
  }

  func test_facetRefinement_api() {
    let refinement = FacetRefinement(name: "brand", value: "Apple", inclusive: false)
    XCTAssertEqual(refinement.buildFilter(), #"NOT "brand":"Apple""#)
    XCTAssertEqual(refinement.description, #"FacetRefinement{NOT "brand":"Apple"}"#)
    XCTAssertEqual(refinement.buildFacetRefinement(), "-Apple")
    XCTAssertEqual(refinement.buildFacetFilter(), "brand:-Apple")
    let copy = FacetRefinement(copy: refinement)
    XCTAssertTrue(copy.isEqual(refinement))
    copy.inclusive = true
    copy.name = "maker"
    copy.value = "Sony"
    XCTAssertEqual(copy.buildFilter(), #""maker":"Sony""#)
  }

  func test_numericRefinement_api() {
    let byNumber = NumericRefinement("price", .greaterThanOrEqual, NSNumber(value: 10), inclusive: true)
    let byInt = NumericRefinement("price", .lessThan, 20)
    let byDouble = NumericRefinement("price", .notEqual, 1.5, inclusive: false)
    XCTAssertEqual(byNumber.buildFilter(), #""price" >= 10"#)
    XCTAssertEqual(byInt.buildFilter(), #""price" < 20"#)
    XCTAssertEqual(byDouble.buildFilter(), #"NOT "price" != 1.5"#)
    XCTAssertEqual(NumericRefinement.Operator.greaterThan.rawValue, 5)
    XCTAssertTrue(NumericRefinement(copy: byInt).isEqual(byInt))
    XCTAssertEqual(byInt.description, #"NumericRefinement{"price" < 20}"#)
    XCTAssertEqual(byInt.buildNumericFilter(), "price < 20)", "v1's stray parenthesis")
    byInt.op = .equal
    byInt.value = 3
    byInt.name = "qty"
    byInt.inclusive = true
    XCTAssertEqual(byInt.buildFilter(), #""qty" = 3"#)
  }

  func test_searchParameters_facetsAndNumerics() {
    let params = SearchParameters()
    params.setFacet(withName: "brand", disjunctive: true)
    XCTAssertTrue(params.isDisjunctiveFacet(name: "brand"))
    params.addFacetRefinement(name: "brand", value: "Apple", inclusive: true)
    params.addFacetRefinement(name: "brand", value: "Sony")
    params.toggleFacetRefinement(name: "brand", value: "Sony")
    XCTAssertTrue(params.hasFacetRefinement(name: "brand", value: "Apple"))
    XCTAssertTrue(params.hasFacetRefinements(name: "brand"))
    XCTAssertTrue(params.hasFacetRefinements())
    XCTAssertEqual(params.buildFacetRefinements(), ["brand": ["Apple"]])
    XCTAssertEqual(params.buildFiltersFromFacets(), #"("brand":"Apple")"#)
    XCTAssertEqual(params.buildFacetFilters().count, 1)
    params.removeFacetRefinement(name: "brand", value: "Apple")
    params.addFacetRefinement(name: "color", value: "red")
    params.removeFacetRefinements { $0.value == "red" }
    params.addFacetRefinement(name: "color", value: "red")
    params.clearFacetRefinements(name: "color")
    params.clearFacetRefinements()
    XCTAssertFalse(params.hasFacetRefinements())
    params.setNumeric(withName: "price", disjunctive: false)
    XCTAssertFalse(params.isDisjunctiveNumeric(name: "price"))
    params.addNumericRefinement("price", .greaterThan, NSNumber(value: 1), inclusive: true)
    params.addNumericRefinement("price", .lessThan, 100)
    params.addNumericRefinement("price", .lessThanOrEqual, 99.5, inclusive: true)
    params.addNumericRefinement(NumericRefinement("rating", .equal, 5))
    params.removeNumericRefinement("price", .greaterThan, 1, inclusive: true)
    params.removeNumericRefinement(NumericRefinement("rating", .equal, 5))
    params.removeNumericRefinements { $0.op == .lessThanOrEqual }
    params.updateNumericRefinement("price", .lessThan, 50, inclusive: true)
    XCTAssertEqual(params.buildFiltersFromNumerics(), #""price" < 50"#)
    XCTAssertTrue(params.hasNumericRefinements(name: "price"))
    XCTAssertTrue(params.hasNumericRefinements())
    XCTAssertEqual(params.buildFilters(), #""price" < 50"#)
    params.update()
    params.updateFromFacets()
    params.updateFromNumerics()
    XCTAssertEqual(params.filters, #""price" < 50"#)
    XCTAssertTrue(params.hasRefinements())
    XCTAssertEqual(params.numericRefinements["price"]?.count, 1)
    XCTAssertTrue(params.facetRefinements.isEmpty)
    XCTAssertTrue(params.disjunctiveNumerics.isEmpty)
    XCTAssertEqual(params.disjunctiveFacets, ["brand"])
    let copy = SearchParameters(from: params)
    XCTAssertTrue(copy.isEqual(params))
    XCTAssertTrue((params.copy(with: nil) as? SearchParameters)?.isEqual(params) ?? false)
    XCTAssertTrue(params.build().contains("filters="))
    params.clearNumericRefinements(name: "price")
    params.clearNumericRefinements()
    params.query = "x"
    params.clearRefinements()
    XCTAssertEqual(params.query, "x")
    params.clear()
    XCTAssertNil(params.query)
  }

  func test_searcher_api() throws {
    var handled = 0
    let searcher = Searcher(index: try V1Fixtures.index()) { results, error, _ in
      if results != nil, error == nil { handled += 1 }
    }
    searcher.addResultHandler { _, _, _ in handled += 1 }
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.query = "phone"
    searcher.params.hitsPerPage = 5
    searcher.indexName = "products"
    searcher.variant = "v"
    searcher.debuggingEnabled = false
    searcher.maxPendingRequests = 2
    XCTAssertEqual(searcher.maxPendingRequests, 2)
    awaitNextResults(of: searcher) { searcher.search(userInfo: ["origin": "test"]) }
    XCTAssertEqual(log.results.count, 1)
    XCTAssertEqual(handled, 2)
    XCTAssertEqual(searcher.results?.nbHits, 12)
    XCTAssertEqual(searcher.hits.count, 5)
    XCTAssertEqual(log.userInfos.first?["origin"] as? String, "test")
    awaitNextResults(of: searcher) { searcher.loadMore() }
    XCTAssertEqual(log.results.count, 2)
    XCTAssertEqual(searcher.hits.count, 10)
    var facetContent: [String: Any]?
    let facetsAnswered = expectation(description: "searchForFacetValues answered")
    searcher.searchForFacetValues(of: "brand", matching: "app") { content, _ in
      facetContent = content
      facetsAnswered.fulfill()
    }
    wait(for: [facetsAnswered], timeout: 10)
    XCTAssertNotNil(facetContent)
    XCTAssertEqual(FacetResults(content: facetContent ?? [:]).getFacetValues().first?.value, "Apple")
    searcher.search()
    searcher.cancelPendingRequests()
    XCTAssertFalse(searcher.hasPendingRequests)
    searcher.cancelRequest(seqNo: 999)
    searcher.clearResultHandlers()
    searcher.reset()
    XCTAssertNil(searcher.results)
    let names: [Notification.Name] = [
      Searcher.SearchNotification, Searcher.ResultNotification, Searcher.CancelNotification, Searcher.ErrorNotification,
      Searcher.RefinementChangeNotification,
    ]
    XCTAssertEqual(names.map(\.rawValue), ["search", "result", "cancel", "error", "refinementChange"])
    let keys = [
      Searcher.resultNotificationResultsKey, Searcher.errorNotificationErrorKey, Searcher.userInfoNumericRefinementChangeKey,
      Searcher.userInfoFacetRefinementChangeKey, Searcher.userInfoSeqNoKey, Searcher.userInfoParamsKey,
      Searcher.userInfoIsLoadingMoreKey, Searcher.userInfoIsFinalKey,
    ]
    XCTAssertEqual(keys.count, Set(keys).count)
    XCTAssertNil(searcher.strategy)
    XCTAssertTrue(searcher.index is Index)
  }

  func test_results_accessors() throws {
    let content: [String: Any] = [
      "hits": [["objectID": "1", "_highlightResult": ["name": ["value": "<em>a</em>", "matchLevel": "full", "matchedWords": ["a"]]],
                "_snippetResult": ["name": ["value": "a…", "matchLevel": "partial"]], "_rankingInfo": ["nbTypos": 1]]],
      "nbHits": 1, "page": 0, "nbPages": 1, "hitsPerPage": 20, "processingTimeMS": 2, "query": "a",
      "facets": ["brand": ["Apple": 1]], "disjunctiveFacets": ["color": ["red": 1]],
      "facets_stats": ["price": ["min": 1, "max": 2, "avg": 1.5, "sum": 3]],
    ]
    let results = try SearchResults(content: content, disjunctiveFacets: ["color"])
    XCTAssertEqual(results.nbHits, 1)
    XCTAssertEqual(results.latestHits.count, 1)
    XCTAssertEqual(results.allHits.count, 1)
    XCTAssertEqual([results.page, results.nbPages, results.hitsPerPage, results.processingTimeMS], [0, 1, 20, 2])
    XCTAssertEqual(results.query, "a")
    XCTAssertEqual(results.facets(name: "brand"), ["Apple": 1])
    XCTAssertEqual(results.facets(name: "color"), ["red": 1])
    XCTAssertEqual(results.facetStats(name: "price")?.max, 2)
    XCTAssertEqual(results.highlightResult(at: 0, path: "name")?.matchLevel, .full)
    XCTAssertEqual(results.snippetResult(at: 0, path: "name")?.value, "a…")
    XCTAssertEqual(results.rankingInfo(at: 0)?.nbTypos, 1)
    XCTAssertEqual(SearchResults.highlightResult(hit: results.latestHits[0], path: "name")?.matchedWords, ["a"])
    XCTAssertNotNil(SearchResults.snippetResult(hit: results.latestHits[0], path: "name"))
    XCTAssertNotNil(SearchResults.rankingInfo(hit: results.latestHits[0]))
    XCTAssertEqual(MatchLevel.partial.rawValue, 1)
    let previous = try SearchResults(content: content, disjunctiveFacets: [], previousHits: [["objectID": "0"]])
    XCTAssertEqual(previous.allHits.count, 2)
    let built = SearchResults(nbHits: 3, hits: [["objectID": "x"]], extraContent: ["page": 1], disjunctiveFacets: [], previousHits: [])
    XCTAssertEqual(built.page, 1)
    XCTAssertThrowsError(try SearchResults(content: ["nbHits": 1], disjunctiveFacets: [])) { error in
      XCTAssertTrue(error is InvalidJSONError, "\(error)")
    }
  }

  func test_facets_valuesAndResults() {
    let value = FacetValue(value: "red", count: 2, highlighted: "<em>re</em>d")
    XCTAssertEqual(value.highlighted, "<em>re</em>d")
    XCTAssertTrue(FacetValue(value: "red", count: 2).isEqual(FacetValue(value: "red", count: 2)))
    let list = FacetValue.listFrom(facetCounts: ["red": 2, "blue": 5], refinements: ["green"])
    XCTAssertEqual(Set(list.map(\.value)), ["red", "blue", "green"])
    let results = FacetResults(facetHits: [value])
    XCTAssertEqual(results.getFacetValues().first?.count, 2)
    XCTAssertEqual(results.facetHits?.count, 1)
    XCTAssertEqual(results.processingTimeMS, 0)
    XCTAssertFalse(results.exhaustiveFacetsCount)
  }

  func test_highlighter_renderAndInverse() {
    let highlighter = Highlighter(highlightAttrs: [.foregroundColor: "red"])
    highlighter.preTag = "<em>"
    highlighter.postTag = "</em>"
    highlighter.caseSensitive = false
    let rendered = highlighter.render(text: "a <em>b</em> c")
    XCTAssertEqual(rendered.string, "a b c")
    XCTAssertEqual(highlighter.inverseHighlights(in: "a <em>b</em> c"), "<em>a </em>b<em> c</em>")
    XCTAssertEqual(highlighter.highlightAttrs.count, 1)
  }

  func test_progress_startAndStop() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let controller = SearchProgressController(searcher: searcher)
    let delegate = Progress()
    controller.delegate = delegate
    controller.graceDelay = 0
    awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(delegate.events, ["start", "stop"])
    XCTAssertFalse(controller.running)
    XCTAssertTrue(controller.searcher === searcher)
  }

  func test_history_localAndRecorder() throws {
    let history = LocalHistory()
    history.maxCount = 5
    history.autosave = false
    XCTAssertNil(history.filePath)
    let params = SearchParameters()
    params.query = "snoopy"
    history.add(params)
    let options = HistorySearchOptions()
    options.maxHits = 3
    let hits = history.search(query: params, options: options)
    XCTAssertEqual(hits.first?.highlightedText, "<em>snoopy</em>")
    XCTAssertEqual(history.contents, ["snoopy"])
    XCTAssertEqual(HistoryHit(params: params, highlightedText: "x").highlightedText, "x")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("v1-history-\(UUID().uuidString)").path
    let saved = LocalHistory(filePath: file)
    saved.add(params)
    saved.save()
    saved.autosave = false
    saved.clear()
    XCTAssertTrue(saved.contents.isEmpty)
    saved.load()
    XCTAssertEqual(saved.contents, ["snoopy"])
    try? FileManager.default.removeItem(atPath: file)
    history.saveAsync()
    let recorder = HistoryRecorder(searcher: Searcher(index: try V1Fixtures.index()), history: history)
    recorder.delay = 0.1
    XCTAssertTrue(recorder.history === history)
  }

  func test_callers_debouncerAndThrottler() {
    let debouncer = Debouncer(delay: 0.05)
    var calls = 0
    let debounced = expectation(description: "the debounced call ran")
    debouncer.call {
      calls += 1
      debounced.fulfill()
    }
    debouncer.call {
      calls += 1
      debounced.fulfill()
    }
    wait(for: [debounced], timeout: 10)
    XCTAssertEqual(calls, 1)
    let throttler = Throttler(delay: 0.05)
    throttler.fireInitialCall = true
    throttler.call { calls += 1 }
    XCTAssertEqual(calls, 2, "the first call fires at once")
    let caller: Caller = throttler
    caller.call {}
    debouncer.delay = 0.01
    XCTAssertEqual(debouncer.delay, 0.01)
  }

  func test_strategy_adaptiveAndStats() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let stats = ResponseTimeStats(searcher: searcher)
    stats.amnesiaDelay = 20
    stats.maxRequestsInHistory = 10
    stats.triggerDelays = []
    let strategy = AdaptiveNetworkStrategy(stats: stats)
    strategy.windowSize = 3
    strategy.throttleThreshold = 0.5
    strategy.manualThreshold = 3
    searcher.strategy = strategy
    XCTAssertEqual(strategy.mode, .Realtime)
    XCTAssertEqual(strategy.throttleDelay, 0.5)
    let log = DeliveryLog()
    searcher.delegate = log
    awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(log.results.count, 1)
    XCTAssertEqual(stats.requestStats.count, 1)
    XCTAssertTrue(stats.requestStats[0].completed)
    stats.clearHistory()
    stats.removeSearcher(searcher)
    ResponseTimeStats().addSearcher(searcher)
    XCTAssertEqual([AdaptiveNetworkStrategy.ModeSwitchNotification, AdaptiveNetworkStrategy.DropNotification, ResponseTimeStats.UpdateNotification].map(\.rawValue), ["modeSwitch", "drop", "update"])
  }

  func test_customBackend_searchClient() {
    let backend = ArrayBackend()
    let searcher = Searcher(index: backend)
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.query = "custom"
    awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(log.results.count, 1)
    XCTAssertEqual(log.results[0].latestHits.first?["name"] as? String, "custom")
    let _: DefaultSearchClient? = nil
  }
}
