import Foundation
import InstantSearchTestKit
import XCTest

import InstantSearchCore

// API surface, InstantSearch 7 core: each public signature called as InstantSearch wrote it.
//
// Index (v2 reference section titles, in order):
// - "Connection protocol and connectors": test_connection_*
// - "Observations": test_observer_*, test_subscription_*
// - "Searchers / Protocols": test_protocols_*
// - "AbstractSearcher", "IndexSearcher": test_abstractSearcher_*
// - "HitsSearcher", "FilterState connection": test_hitsSearcher_*
// - "Disjunctive and hierarchical faceting (QueryBuilder)": test_queryBuilder_*
// - "FacetSearcher": test_facetSearcher_*
// - "MultiSearcher": test_multiSearcher_*
// Not supported (see the surface report in APISurfaceUnsupported.swift): the service layer
// (`AbstractSearcher(service:initialRequest:)`, `AlgoliaSearchService`, `FacetSearchService`,
// `AlgoliaMultiSearchService`, `SearchService`, `AlgoliaRequest`), `RequestOptions` parameters,
// `isAutoSendingHitsViewEvents`, `MultiSearchComponent`/`addSearcher(_:)`/`collect()`, `MultiIndexSearcher`.
final class V2ObservationsAndSearchersSurfaceTests: XCTestCase {
  private final class Box {}

  func test_connection_protocolConnectsAndDisconnects() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let filterState = FilterState()
    let connection: Connection = searcher.connectFilterState(filterState)
    connection.disconnect()
    filterState.notifyChange()
    XCTAssertNil(searcher.disjunctiveFacetingDelegate)
    connection.connect()
    XCTAssertTrue(searcher.disjunctiveFacetingDelegate === filterState)
  }

  func test_observer_subscribeFamiliesAndLastValue() {
    let observer = Observer<Int>(retainLastData: true)
    let box = Box()
    var seen: [String] = []
    observer.subscribe(with: box) { _, value in seen.append("s\(value)") }
    observer.subscribeOnce(with: box) { _, value in seen.append("o\(value)") }
    observer.fire(1)
    XCTAssertEqual(observer.lastDataFired, 1)
    observer.subscribePast(with: box) { _, value in seen.append("p\(value)") }
    observer.subscribePastOnce(with: box) { _, value in seen.append("po\(value)") }
    observer.fire(2)
    XCTAssertEqual(seen, ["s1", "o1", "p1", "po1", "s2", "p2"])
    XCTAssertTrue(observer.observers.contains { $0 === box })
    observer.retainLastData = false
    XCTAssertNil(observer.lastDataFired)
    observer.retainLastData = true
    observer.fire(3)
    observer.clearLastData()
    XCTAssertNil(observer.lastDataFired)
    observer.cancelSubscription(for: box)
    observer.fire(4)
    XCTAssertEqual(seen.last, "p3")
    observer.subscribe(with: box) { _, _ in seen.append("again") }
    observer.cancelAllSubscriptions()
    observer.fire(5)
    XCTAssertEqual(seen.last, "p3")
    let void = Observer<Void>()
    var fired = 0
    void.subscribe(with: box) { _, _ in fired += 1 }
    void.fire(())
    XCTAssertEqual(fired, 1)
  }

  func test_subscription_filterSampleQueueOnceCancel() {
    let observer = Observer<Int>()
    let box = Box()
    var filtered: [Int] = []
    let subscription = observer.subscribe(with: box) { _, value in filtered.append(value) }.filter { $0.isMultiple(of: 2) }
    XCTAssertTrue(subscription.observer === box)
    XCTAssertFalse(subscription.once)
    (1...4).forEach(observer.fire)
    XCTAssertEqual(filtered, [2, 4])
    subscription.cancel()
    observer.fire(6)
    XCTAssertEqual(filtered, [2, 4])
    let sampled = expectation(description: "sampled once with the latest value")
    observer.subscribe(with: box) { _, value in
      XCTAssertEqual(value, 9)
      sampled.fulfill()
    }.sample(every: 0.05)
    observer.fire(8)
    observer.fire(9)
    wait(for: [sampled], timeout: 5)
    let queued = expectation(description: "on queue")
    observer.subscribe(with: Box()) { _, _ in }
    let queue = DispatchQueue(label: "surface")
    observer.subscribe(with: box) { _, _ in
      dispatchPrecondition(condition: .onQueue(queue))
      queued.fulfill()
    }.onQueue(queue).filter { $0 == 10 }
    observer.fire(10)
    wait(for: [queued], timeout: 5)
  }

  func test_protocols_searcherFamily() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let asSearcher: Searcher = searcher
    asSearcher.query = "phone"
    XCTAssertEqual(searcher.request.query.query, "phone")
    asSearcher.setQuery("tv")
    XCTAssertEqual(asSearcher.onQueryChanged.lastDataFired, "tv")
    XCTAssertEqual(asSearcher.isLoading.lastDataFired ?? false, false)
    let searchable: Searchable = searcher
    var launched = 0
    searcher.onSearch.subscribe(with: self) { _, _ in launched += 1 }
    searchable.search()
    asSearcher.cancel()
    XCTAssertEqual(launched, 1)
    let querySettable: QuerySettable = searcher
    querySettable.setQuery("galaxy")
    let indexNameSettable: IndexNameSettable = searcher
    indexNameSettable.setIndexName("products")
    let filtersSettable: FiltersSettable = searcher
    filtersSettable.setFilters("brand:Samsung")
    let pageLoadable: PageLoadable = searcher
    pageLoadable.loadPage(atIndex: 0)
    XCTAssertEqual(searcher.request.query.filters, "brand:Samsung")
    let errors: Observer<Error> = (searcher as ErrorObservable).onError
    XCTAssertFalse(errors.retainLastData)
    let delegate: DisjunctiveFacetingDelegate = FilterState()
    XCTAssertTrue(delegate.disjunctiveFacetsAttributes.isEmpty)
    let hierarchical: HierarchicalFacetingDelegate = FilterState()
    hierarchical.hierarchicalAttributes = ["category.lvl0"]
    XCTAssertEqual(hierarchical.hierarchicalAttributes, ["category.lvl0"])
  }

  func test_abstractSearcher_requestObserversAndErrors() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    var requests = 0
    searcher.onRequestChanged.subscribe(with: self) { _, _ in requests += 1 }
    searcher.request.query.page = 2
    XCTAssertEqual(requests, 1)
    searcher.shouldTriggerSearchForQuery = { request in request.query.query != nil }
    var searched = 0
    searcher.onSearch.subscribe(with: self) { _, _ in searched += 1 }
    searcher.search()
    XCTAssertEqual(searched, 0, "the trigger vetoes a search without text")
    searcher.shouldTriggerSearchForQuery = nil
    searcher.indexName = "missing"
    let failed = expectation(description: "error")
    searcher.onError.subscribe(with: self) { _, error in
      let requestError = error as? HitsSearcher.RequestError
      XCTAssertEqual(requestError?.request.indexName, "missing")
      XCTAssertEqual(requestError?.underlyingError as? SearchClientError, .httpError(status: 404, message: "Index does not exist"))
      failed.fulfill()
    }
    var indexChanges: [String] = []
    searcher.onIndexChanged.subscribe(with: self) { _, name in indexChanges.append(name) }
    searcher.search()
    wait(for: [failed], timeout: 10)
    XCTAssertEqual(APISurfaceFixture.requests(of: searcher.client).map(\.indexName), ["missing"], "the vetoed search sent nothing")
    searcher.indexName = "products"
    XCTAssertEqual(indexChanges, ["products"])
    let error = HitsSearcher.RequestError(request: searcher.request, error: SearchClientError.timeout)
    XCTAssertEqual(error.request.indexName, "products")
  }

  func test_hitsSearcher_initsAndForwarders() throws {
    let client = APISurfaceFixture.client()
    let plain = HitsSearcher(client: client, indexName: "products")
    XCTAssertEqual(plain.request.query, Query())
    let withQuery = HitsSearcher(client: client, indexName: "products", query: Query("phone"))
    XCTAssertEqual(withQuery.query, "phone")
    let fromState = HitsSearcher(client: client, indexQueryState: IndexQueryState(indexName: "products", query: Query("tv")))
    XCTAssertEqual(fromState.indexQueryState, IndexQueryState(indexName: "products", query: Query("tv")))
    let legacy: SingleIndexSearcher = plain
    legacy.disjunctiveFacetsAttributes = ["brand"]
    XCTAssertTrue(legacy.isDisjunctiveFacetingEnabled)
    XCTAssertTrue(legacy.keepSelectedEmptyFacets)
    legacy.isDisjunctiveFacetingEnabled = false
    legacy.keepSelectedEmptyFacets = false
    XCTAssertEqual(legacy.disjunctiveFacetsAttributes, ["brand"])
    plain.request.query.page = 3
    plain.setQuery("phone")
    XCTAssertEqual(plain.request.query.page, 0, "a new text query resets the page")
    let response = searchAndWait(plain)
    XCTAssertEqual(response?.nbHits, 3)
    XCTAssertEqual(response?.hits.compactMap { $0["objectID"]?.stringValue }, ["1", "2", "3"])
    XCTAssertEqual(APISurfaceFixture.requests(of: client).map(\.description), [#"#1 singleIndex products query="phone" page=0"#])
  }

  func test_hitsSearcher_filterStateConnection() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let filterState = FilterState()
    filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Apple"))
    let connection: HitsSearcher.FilterStateConnection = searcher.connectFilterState(filterState)
    XCTAssertTrue(connection.hitsSearcher === searcher)
    XCTAssertTrue(connection.filterState === filterState)
    let searched = expectation(description: "filtered search")
    searcher.onResults.subscribeOnce(with: self) { _, response in
      XCTAssertEqual(response.nbHits, 1)
      XCTAssertEqual(response.disjunctiveFacets?["brand"]?.first { $0.value == "Samsung" }?.count, 2, "brand is disjunctive once refined with OR")
      searched.fulfill()
    }
    filterState.notifyChange()
    wait(for: [searched], timeout: 10)
    XCTAssertEqual(searcher.request.query.filters, #"( "brand":"Apple" )"#)
    let sent = APISurfaceFixture.requests(of: searcher.client)
    XCTAssertEqual(sent.map(\.exchange), [1, 1], "the results and the disjunctive facets in one call")
    XCTAssertEqual(sent.map(\.filters), [#"( "brand":"Apple" )"#, nil], "the facet query leaves out the OR group of its facet")
    XCTAssertEqual(sent.last?.query.facets, ["brand"])
  }

  func test_queryBuilder_buildAndAggregate() throws {
    let red = Filter.Facet(attribute: "color", stringValue: "red")
    var builder = QueryBuilder(query: Query("phone"), disjunctiveFacets: ["brand"], filterGroups: [FilterGroup.Or(filters: [red], name: "color")])
    builder.keepSelectedEmptyFacets = true
    XCTAssertEqual(builder.query.query, "phone")
    XCTAssertEqual(builder.filterGroups.count, 1)
    XCTAssertEqual(builder.hierarchicalAttributes, [])
    XCTAssertEqual(builder.hierachicalFilters, [])
    XCTAssertEqual(builder.resultQueriesCount, 1)
    XCTAssertEqual(builder.disjunctiveFacetingQueriesCount, 2)
    XCTAssertEqual(builder.hierarchicalFacetingQueriesCount, 0)
    XCTAssertEqual(builder.totalQueriesCount, 3)
    XCTAssertEqual(builder.build().count, 3)
    XCTAssertThrowsError(try builder.aggregate([])) { error in
      XCTAssertEqual(error as? QueryBuilder.Error, .emptyResults)
    }
    XCTAssertThrowsError(try builder.aggregate([SearchResponse()])) { error in
      XCTAssertEqual(error as? QueryBuilder.Error, .queriesResultsCountMismatch(3, 1))
    }
  }

  func test_facetSearcher_initsAndQuery() throws {
    let searcher = FacetSearcher(client: APISurfaceFixture.client(), indexName: "products", facetName: "brand")
    XCTAssertEqual(searcher.query, "")
    XCTAssertEqual(searcher.facetName, "brand")
    XCTAssertTrue(searcher.client.backend is ScriptedSearchClient, "the searcher wraps the backend it was given")
    searcher.setQuery("sam")
    let filterState = FilterState()
    let connection: FacetSearcher.FilterStateConnection = searcher.connectFilterState(filterState, triggerSearchOnFilterStateChange: false)
    filterState[and: "color"].add(Filter.Facet(attribute: "color", stringValue: "black"))
    filterState.notifyChange()
    XCTAssertEqual(searcher.request.context.filters, #"( "color":"black" )"#)
    connection.disconnect()
    XCTAssertEqual(searcher.indexQueryState.indexName, "products")
    let response = searchAndWait(searcher)
    XCTAssertEqual(response?.facetHits.map(\.value), ["Samsung"])
    XCTAssertEqual(response?.facetHits.first?.count, 2, "both black Samsung products")
    let sent = APISurfaceFixture.requests(of: searcher.client)
    XCTAssertEqual(sent.map(\.endpoint), [.facetSearch])
    XCTAssertEqual(sent.first?.facetAttribute, "brand")
    XCTAssertEqual(sent.first?.facetQuery, "sam")
    XCTAssertEqual(sent.first?.filters, #"( "color":"black" )"#)
  }

  func test_multiSearcher_childrenShareOneRequest() throws {
    let multi = MultiSearcher(client: APISurfaceFixture.client())
    let hits = multi.addHitsSearcher(indexName: "products", query: Query("phone"))
    let facets = multi.addFacetsSearcher(indexName: "products", attribute: "brand", facetQuery: "")
    let facetsWithQuery = multi.addFacetsSearcher(indexName: "products", query: Query(), attribute: "color")
    multi.setQuery("phone")
    multi.setIndexName("products")
    multi.setFilters(nil)
    XCTAssertNil(multi.query)
    let both = expectation(description: "children results")
    both.expectedFulfillmentCount = 3
    hits.onResults.subscribeOnce(with: self) { _, response in
      XCTAssertEqual(response.nbHits, 3)
      both.fulfill()
    }
    facets.onResults.subscribeOnce(with: self) { _, _ in both.fulfill() }
    facetsWithQuery.onResults.subscribeOnce(with: self) { _, _ in both.fulfill() }
    multi.search()
    wait(for: [both], timeout: 10)
    XCTAssertEqual(multi.request.queries.count, 3)
    let sent = APISurfaceFixture.requests(of: multi.client)
    XCTAssertEqual(sent.map(\.exchange), [1, 1, 1], "the three children in one call")
    XCTAssertEqual(sent.map(\.endpoint), [.multipleQueries, .multipleQueries, .multipleQueries])
    XCTAssertEqual(sent.map(\.facetAttribute), [nil, "brand", "color"])
    XCTAssertEqual(sent.map(\.facetQuery), [nil, "phone", "phone"], "the multi searcher's query is the facet children's facet query")
    XCTAssertEqual(hits.onResults.lastDataFired?.hits.count, 3)
    XCTAssertEqual(facets.onResults.lastDataFired?.facetHits, [], "no brand starts with \"phone\"")
    XCTAssertEqual(facetsWithQuery.onResults.lastDataFired?.facetHits, [])
    XCTAssertEqual(multi.request.strategy, MultipleQueriesStrategy.none)
    XCTAssertEqual(MultipleQueriesStrategy.allCases, [.none, .stopIfEnoughMatches])
    let error = MultiSearchError.resultsRangeMismatch(2..<5, 0..<4)
    XCTAssertEqual(error.localizedDescription, "The calculated results subrange 2..<5 can't be extracted from the results list with bounds 0..<4")
    XCTAssertEqual(MultiSearchError.unexpectedFacetResponse.localizedDescription, "Unexpected facet search response in multi-search results.")
  }
}
