import Dispatch
import InstantSearch
import InstantSearchTestKit
import XCTest

/// Weak registration, and delivery on the completion queue the app chose.
final class LifetimeAndQueueTests: XCTestCase {
  func test_registeredWidgetsAndTheirViewModelsDeallocate() throws {
    let instantSearch = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    weak var hits: HitsTableWidget?
    weak var hitsViewModel: AnyObject?
    weak var searchBar: SearchBarWidget?
    weak var searchViewModel: AnyObject?
    weak var refinements: RefinementTableWidget?
    do {
      let container = HeadlessView()
      let table = HitsTableWidget(frame: .zero, style: .plain)
      let bar = SearchBarWidget(frame: .zero)
      let list = RefinementTableWidget(frame: .zero, style: .plain)
      list.attribute = "brand"
      [table, bar, list].forEach(container.addSubview)
      instantSearch.registerAllWidgets(in: container, doSearch: false)
      hits = table
      hitsViewModel = table.viewModel
      searchBar = bar
      searchViewModel = bar.viewModel
      refinements = list
    }
    XCTAssertNil(hits)
    XCTAssertNil(hitsViewModel)
    XCTAssertNil(searchBar)
    XCTAssertNil(searchViewModel, "the query observation holds the search view model weakly")
    XCTAssertNil(refinements)
    instantSearch.search(with: "sony")
    awaitCondition { instantSearch.getSearcher().results != nil }
    instantSearch.params.addFacetRefinement(name: "brand", value: "Sony")
  }

  func test_resultsArriveOnTheChosenCompletionQueue() throws {
    let queue = DispatchQueue(label: "test.deliveries")
    let key = DispatchSpecificKey<String>()
    queue.setSpecific(key: key, value: "deliveries")
    let index = try V1Fixtures.index()
    index.completionQueue = queue
    let searcher = Searcher(index: index)
    let delivered = expectation(description: "delivered")
    var labels: [String?] = []
    searcher.addResultHandler { _, _, _ in
      labels.append(DispatchQueue.getSpecific(key: key))
      delivered.fulfill()
    }
    searcher.search()
    wait(for: [delivered], timeout: 10)
    XCTAssertEqual(labels, ["deliveries"])
  }

  func test_replacedResults_areFreedOnTheCompletionQueue_afterTheDeliveryThatReplacedThem() throws {
    let queue = DispatchQueue(label: "test.release")
    let index = try V1Fixtures.index()
    index.completionQueue = queue
    let searcher = Searcher(index: index)
    weak var first: SearchResults?
    var deliveries = 0
    var firstAliveDuringSecondDelivery: Bool?
    let firstDelivered = expectation(description: "first delivery")
    let secondDelivered = expectation(description: "second delivery")
    searcher.addResultHandler { results, _, _ in
      deliveries += 1
      if deliveries == 1 {
        first = results
        firstDelivered.fulfill()
      } else {
        firstAliveDuringSecondDelivery = first != nil
        secondDelivered.fulfill()
      }
    }
    searcher.search()
    wait(for: [firstDelivered], timeout: 10)
    XCTAssertNotNil(first)
    searcher.params.query = "a"
    searcher.search()
    wait(for: [secondDelivered], timeout: 10)
    queue.sync {}
    XCTAssertEqual(firstAliveDuringSecondDelivery, true, "the replaced results outlive the delivery that replaced them")
    XCTAssertNil(first, "and are freed in a later block of the completion queue")
  }

  func test_responsesOnAnotherQueue_areNeverLost_howeverFastTheyArrive() throws {
    let queue = DispatchQueue(label: "test.fast-deliveries")
    let index = try V1Fixtures.index()
    index.completionQueue = queue
    let searchers = (0..<200).map { _ in Searcher(index: index) }
    let delivered = expectation(description: "every searcher delivered")
    delivered.expectedFulfillmentCount = searchers.count
    for searcher in searchers {
      searcher.addResultHandler { results, _, _ in if results != nil { delivered.fulfill() } }
    }
    DispatchQueue.concurrentPerform(iterations: searchers.count) { searchers[$0].search() }
    wait(for: [delivered], timeout: 20)
    XCTAssertTrue(searchers.allSatisfy { !$0.hasPendingRequests })
  }

  func test_multiIndexSearchAndClearHelpers() throws {
    let client = try V1Fixtures.client()
    let a = SearcherId(index: "products", variant: "a")
    let b = SearcherId(index: "products", variant: "b")
    let instantSearch = InstantSearch(
      searchables: [Index(client: client, name: "products"), Index(client: client, name: "products")], searcherIds: [a, b])
    let searcherA = try XCTUnwrap(instantSearch.getSearcher(named: "products", withId: "a"))
    let searcherB = try XCTUnwrap(instantSearch.getSearcher(named: "products", withId: "b"))
    instantSearch.search(with: "bose", in: [b, SearcherId(index: "missing")])
    XCTAssertNil(searcherA.params.query)
    XCTAssertEqual(searcherB.params.query, "bose")
    awaitCondition { searcherB.results?.nbHits == 9 }
    XCTAssertNil(searcherA.results)
    instantSearch.search(with: "sony")
    awaitCondition { searcherA.results?.nbHits == 9 && searcherB.results?.query == "sony" }
    instantSearch.clearParameters(exceptIn: [a])
    XCTAssertEqual(searcherA.params.query, "sony")
    XCTAssertNil(searcherB.params.query)
    instantSearch.clearParameters(in: [a])
    XCTAssertNil(searcherA.params.query)
    instantSearch.searchCacheEnabled(true, for: [a])
    XCTAssertTrue((searcherA.index as? Index)?.searchCacheEnabled ?? false)
    XCTAssertFalse((searcherB.index as? Index)?.searchCacheEnabled ?? true)
  }
}
