import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's service layer: a searcher hands each request to its `service` (`SearchService`, whose
/// `search(_:completion:)` returns an `Operation`); `IndexSearcher` reports index changes of an
/// `IndexNameProvider` request and `query` reads and sets a `TextualQueryProvider` request's text; the hits
/// searcher's service is `AlgoliaSearchService` (faceting settings and delegates), the facet searcher's
/// `FacetSearchService`; `AbstractMultiSearcher` sends its components' `collect()`ed sub-requests in one call and
/// hands each its sub-results; `HitsInteractor.connectSearcher(_:)` and `SwitchIndexInteractor.connectSearcher(_:)`
/// take any searcher of a service answering `SearchResponse`.
final class SearchServiceTests: XCTestCase {
  /// An in-memory catalogue: a custom service answering hits whose name contains the text query, per index.
  private final class CatalogService: SearchService, @unchecked Sendable {
    // @unchecked: `catalogue` is constant and `searched` is only touched under its lock.
    struct Request: IndexNameProvider, TextualQueryProvider {
      var indexName: IndexName
      var textualQuery: String?
    }

    let catalogue: [IndexName: [String]]
    let searched = Locked<[Request]>([])

    init(catalogue: [IndexName: [String]]) {
      self.catalogue = catalogue
    }

    func search(_ request: Request, completion: @escaping (Result<SearchResponse, Error>) -> Void) -> Operation {
      searched.withLock { $0.append(request) }
      let names = (catalogue[request.indexName] ?? []).filter { name in
        request.textualQuery.map { name.lowercased().contains($0.lowercased()) } ?? true
      }
      let response = SearchResponse(hits: names.map { ["objectID": .string($0), "name": .string($0)] }, nbHits: names.count)
      let operation = BlockOperation { completion(.success(response)) }
      OperationQueue().addOperation(operation)
      return operation
    }
  }

  private func catalogueSearcher() -> IndexSearcher<CatalogService> {
    IndexSearcher(
      service: CatalogService(catalogue: ["fruits": ["Apple", "Apricot", "Banana"], "vegetables": ["Artichoke", "Leek"]]),
      initialRequest: .init(indexName: "fruits", textualQuery: nil))
  }

  func test_aSearcherOfACustomService_takesItsQueryAndIndexFromTheRequestsProtocols() {
    let searcher = catalogueSearcher()
    var indexChanges: [IndexName] = []
    searcher.onIndexChanged.subscribe(with: self) { _, name in indexChanges.append(name) }
    searcher.query = "ap"
    XCTAssertEqual(searcher.request.textualQuery, "ap", "query sets the request's textualQuery")
    let response = awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(response?.hits.compactMap { $0["name"]?.stringValue }, ["Apple", "Apricot"])
    searcher.request.indexName = "vegetables"
    XCTAssertEqual(indexChanges, ["vegetables"])
    let vegetables = awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(vegetables?.hits.compactMap { $0["name"]?.stringValue }, [])
    XCTAssertEqual(searcher.service.searched.value.map(\.indexName), ["fruits", "vegetables"])
  }

  func test_hitsInteractorAndSwitchIndex_connectToASearcherOfACustomService() {
    let searcher = catalogueSearcher()
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .off, showItemsOnEmptyQuery: true)
    let hitsLink = interactor.connectSearcher(searcher)
    XCTAssertTrue(hitsLink.searcher === searcher)
    let switchIndex = SwitchIndexInteractor(indexNames: ["fruits", "vegetables"], selectedIndexName: "fruits")
    let switchLink = switchIndex.connectSearcher(searcher)
    XCTAssertTrue(switchLink.searcher === searcher)
    awaitNextValue(of: interactor.onResultsUpdated) { searcher.search() }
    XCTAssertEqual(interactor.numberOfHits(), 3)
    awaitNextValue(of: interactor.onResultsUpdated) { switchIndex.select("vegetables") }
    XCTAssertEqual(searcher.request.indexName, "vegetables")
    XCTAssertEqual((0..<interactor.numberOfHits()).compactMap { interactor.hit(atIndex: $0)?["name"]?.stringValue }, ["Artichoke", "Leek"])
  }

  func test_hitsSearcher_facetingSettingsAreItsServices() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    XCTAssertTrue(searcher.service.disjunctiveFacetingDelegate === filterState)
    XCTAssertTrue(searcher.service.hierarchicalFacetingDelegate === filterState)
    searcher.isDisjunctiveFacetingEnabled = false
    searcher.keepSelectedEmptyFacets = false
    searcher.disjunctiveFacetsAttributes = ["brand"]
    XCTAssertFalse(searcher.service.isDisjunctiveFacetingEnabled)
    XCTAssertFalse(searcher.service.keepSelectedEmptyFacets)
    XCTAssertEqual(searcher.service.disjunctiveFacetsAttributes, ["brand"])
    XCTAssertTrue(searcher.client === searcher.service.client)
  }

  func test_algoliaSearchService_cancelledOperation_completesWithCancelled() {
    let client = ScriptedSearchClient()
    client.holdsResponses = true
    let service = AlgoliaSearchService(client: SearchClient(backend: client))
    let completed = expectation(description: "completion")
    let operation = service.search(.init(indexName: "products", query: Query("phone"))) { result in
      guard case .failure(SearchClientError.cancelled) = result else { return XCTFail("expected cancelled, got \(result)") }
      completed.fulfill()
    }
    XCTAssertFalse(operation.isFinished)
    operation.cancel()
    wait(for: [completed], timeout: 10)
    XCTAssertTrue(operation.isCancelled)
    XCTAssertEqual(client.requests.map(\.query.query), ["phone"])
  }

  func test_hitsSearcherCollect_givesItsFacetingQueries_andItsCompletionFiresResultsOrErrors() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products", query: Query("phone"))
    let filterState = FilterState()
    filterState[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Apple"))
    searcher.connectFilterState(filterState)
    searcher.request.query.filters = FilterGroupConverter().sql(filterState.toFilterGroups())
    let (requests, completion) = searcher.collect()
    guard case .hits(let results)? = requests.first, case .hits(let facets)? = requests.last, requests.count == 2 else {
      return XCTFail("expected the results query and one faceting query, got \(requests)")
    }
    XCTAssertEqual(results.query.filters, #"( "brand":"Apple" )"#)
    XCTAssertNil(facets.query.filters, "the faceting query leaves out the OR group of its facet")
    XCTAssertEqual(facets.query.facets, ["brand"])
    var delivered: [SearchResponse] = []
    var errors: [Error] = []
    searcher.onResults.subscribe(with: self) { _, response in delivered.append(response) }
    searcher.onError.subscribe(with: self) { _, error in errors.append(error) }
    var counted = SearchResponse(hits: [], nbHits: 5)
    counted.facets = ["brand": [Facet(value: "Apple", count: 5), Facet(value: "Samsung", count: 3)]]
    completion(.success([.hits(SearchResponse(hits: [["objectID": "1"]], nbHits: 1)), .hits(counted)]))
    XCTAssertEqual(delivered.first?.nbHits, 1)
    XCTAssertEqual(delivered.first?.disjunctiveFacets?["brand"]?.first { $0.value == "Samsung" }?.count, 3)
    completion(.failure(SearchClientError.transport(message: "offline")))
    let error = errors.first as? HitsSearcher.RequestError
    XCTAssertEqual(error?.underlyingError as? SearchClientError, .transport(message: "offline"))
    XCTAssertEqual(error?.request.query.query, "phone")
  }

  /// Components of a multi-search of labels: each asks for labels and is answered their lengths.
  private final class LengthService: MultiSearchService, @unchecked Sendable {
    // @unchecked: `calls` is only touched under its lock.
    struct Request: MultiRequest {
      var subRequests: [String]
    }
    struct Result: MultiResult {
      var subResults: [Int]
    }

    let calls = Locked<[[String]]>([])
    let answersOneShort: Bool

    init(answersOneShort: Bool = false) {
      self.answersOneShort = answersOneShort
    }

    func search(_ request: Request, completion: @escaping (Swift.Result<Result, Error>) -> Void) -> Operation {
      calls.withLock { $0.append(request.subRequests) }
      let lengths = request.subRequests.map(\.count).dropLast(answersOneShort ? 1 : 0)
      let operation = BlockOperation { completion(.success(Result(subResults: Array(lengths)))) }
      OperationQueue().addOperation(operation)
      return operation
    }
  }

  private final class LabelComponent: MultiSearchComponent {
    let labels: [String]
    var received: [Swift.Result<[Int], Error>] = []
    init(_ labels: [String]) { self.labels = labels }
    func collect() -> (requests: [String], completion: (Swift.Result<[Int], Error>) -> Void) {
      (labels, { self.received.append($0) })
    }
  }

  func test_abstractMultiSearcher_sendsEveryComponentsSubRequestsInOneCall_andSharesTheAnswerOut() throws {
    let searcher = AbstractMultiSearcher(service: LengthService(), initialRequest: .init(subRequests: []))
    let first = searcher.addSearcher(LabelComponent(["a", "bb"]))
    let second = searcher.addSearcher(LabelComponent(["ccc"]))
    let answer = awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(answer?.subResults, [1, 2, 3])
    XCTAssertEqual(searcher.service.calls.value, [["a", "bb", "ccc"]], "one call for every component")
    XCTAssertEqual(try first.received.first?.get(), [1, 2])
    XCTAssertEqual(try second.received.first?.get(), [3])
    XCTAssertEqual(searcher.request.subRequests, ["a", "bb", "ccc"])
  }

  func test_abstractMultiSearcher_aComponentOutsideTheAnswer_getsARangeMismatch() {
    let searcher = AbstractMultiSearcher(service: LengthService(answersOneShort: true), initialRequest: .init(subRequests: []))
    let first = searcher.addSearcher(LabelComponent(["a"]))
    let second = searcher.addSearcher(LabelComponent(["bb"]))
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(try first.received.first?.get(), [1])
    guard case .failure(let error)? = second.received.first else { return XCTFail("the second component got no error") }
    XCTAssertEqual(error as? MultiSearchError, .resultsRangeMismatch(1..<2, 0..<1))
  }

  func test_multiSearcher_addsAnySearcher_andAFacetChildStartsWithItsFacetQuery() {
    let client = ScriptedSearchClient()
    let searcher = MultiSearcher(client: client)
    let hits = searcher.addSearcher(HitsSearcher(client: client, indexName: "products", query: Query("ta")))
    let facets = searcher.addFacetsSearcher(indexName: "products", attribute: "brand", facetQuery: "sam")
    XCTAssertEqual(facets.query, "sam")
    let answered = expectation(description: "both children answered")
    answered.expectedFulfillmentCount = 2
    hits.onResults.subscribe(with: self) { _, _ in answered.fulfill() }
    facets.onResults.subscribe(with: self) { _, _ in answered.fulfill() }
    searcher.search()
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(client.requests.map(\.exchange), [1, 1], "one request for both children")
    XCTAssertEqual(client.requests.map(\.query.query), ["ta", nil])
    XCTAssertEqual(client.requests.last?.facetAttribute, "brand")
    XCTAssertEqual(searcher.request.queries.count, 2)
    XCTAssertEqual(searcher.request.strategy, MultipleQueriesStrategy.none)
  }
}
