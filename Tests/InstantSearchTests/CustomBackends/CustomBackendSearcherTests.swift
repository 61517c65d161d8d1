import InstantSearch
import InstantSearchTestKit
import XCTest

/// A custom backend driven end to end by a v1 `Searcher` and by `InstantSearch` with widgets.
final class CustomBackendSearcherTests: XCTestCase {
  private struct Outage: Error {}

  private func observe(_ name: Notification.Name, of searcher: Searcher, into log: @escaping ([AnyHashable: Any]) -> Void) -> NSObjectProtocol {
    NotificationCenter.default.addObserver(forName: name, object: searcher, queue: nil) { log($0.userInfo ?? [:]) }
  }

  func test_searcher_deliversTheBackendsResults() {
    let backend = CatalogueBackend()
    let searcher = Searcher(index: backend)
    let log = DeliveryLog()
    searcher.delegate = log
    var searched: [[AnyHashable: Any]] = []
    var resulted: [[AnyHashable: Any]] = []
    let tokens = [
      observe(Searcher.SearchNotification, of: searcher) { searched.append($0) },
      observe(Searcher.ResultNotification, of: searcher) { resulted.append($0) },
    ]
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    searcher.params.query = "bose"
    searcher.params.hitsPerPage = 5
    searcher.search(userInfo: ["origin": "test"])
    XCTAssertTrue(searcher.hasPendingRequests)
    awaitCondition { log.results.count == 1 && resulted.count == 1 }
    let results = log.results[0]
    XCTAssertEqual(results.nbHits, 9)
    XCTAssertEqual(results.latestHits.count, 5)
    XCTAssertEqual(results.nbPages, 2)
    XCTAssertEqual(searcher.hits.count, 5)
    XCTAssertEqual(backend.requests.map(\.text), ["bose"], "map(query:) received the query text")
    XCTAssertEqual(backend.requests.first?.hitsPerPage, 5)
    XCTAssertEqual(log.userInfos.first?["origin"] as? String, "test")
    XCTAssertEqual(searched.count, 1)
    XCTAssertEqual(searched.first?[Searcher.userInfoSeqNoKey] as? Int, log.userInfos.first?[Searcher.userInfoSeqNoKey] as? Int)
    XCTAssertNotNil(resulted.first?[Searcher.resultNotificationResultsKey] as? SearchResults)
    XCTAssertFalse(searcher.hasPendingRequests)
  }

  func test_searcher_loadMore_asksTheBackendForTheNextPage() {
    let backend = CatalogueBackend()
    let searcher = Searcher(index: backend)
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.query = "sony"
    searcher.params.hitsPerPage = 4
    searcher.search()
    awaitCondition { log.results.count == 1 }
    searcher.loadMore()
    awaitCondition { log.results.count == 2 }
    XCTAssertEqual(backend.requests.map(\.page), [0, 1])
    XCTAssertEqual(searcher.hits.count, 8)
    XCTAssertEqual(log.userInfos.last?[Searcher.userInfoIsLoadingMoreKey] as? Bool, true)
  }

  func test_searcher_backendError_reachesDelegateAndErrorNotification() {
    let backend = CatalogueBackend()
    backend.failure = Outage()
    let searcher = Searcher(index: backend)
    let log = DeliveryLog()
    searcher.delegate = log
    var errors: [Error] = []
    let token = observe(Searcher.ErrorNotification, of: searcher) { info in
      (info[Searcher.errorNotificationErrorKey] as? Error).map { errors.append($0) }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    searcher.search()
    awaitCondition { errors.count == 1 }
    XCTAssertEqual(log.errors.count, 1)
    XCTAssertTrue(log.errors[0] is Outage, "the backend's own error object reaches the delegate, as in v1: \(log.errors[0])")
    XCTAssertTrue(errors[0] is Outage, "and the error notification")
    XCTAssertTrue(log.results.isEmpty)
    XCTAssertNil(searcher.results)
    XCTAssertFalse(searcher.hasPendingRequests)
  }

  /// v1 dropped answers given inside the search call; this searcher registers the request
  /// first, so they are delivered and nothing lingers.
  func test_searcher_synchronousAnswer_isDelivered() {
    let backend = CatalogueBackend()
    backend.answersSynchronously = true
    let searcher = Searcher(index: backend)
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.query = "apple tv"
    searcher.search()
    awaitCondition { log.results.count == 1 }
    XCTAssertEqual(log.results.first?.nbHits, 3)
    XCTAssertFalse(searcher.hasPendingRequests)
    searcher.search()
    awaitCondition { log.results.count == 2 }
    XCTAssertFalse(searcher.hasPendingRequests)
  }

  func test_searcher_cancelledRequest_lateAnswerIsIgnored() {
    let backend = CatalogueBackend()
    let clock = ManualScheduler()
    backend.clock = clock
    backend.delay = 0.15
    let searcher = Searcher(index: backend)
    let log = DeliveryLog()
    searcher.delegate = log
    var cancelled: [Int] = []
    let token = observe(Searcher.CancelNotification, of: searcher) { info in
      (info[Searcher.userInfoSeqNoKey] as? Int).map { cancelled.append($0) }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    searcher.search()
    searcher.cancelPendingRequests()
    XCTAssertEqual(cancelled.count, 1)
    XCTAssertFalse(searcher.hasPendingRequests)
    XCTAssertEqual(clock.pendingCount, 1, "the backend's answer is still to come")
    clock.advance(by: 0.15)
    XCTAssertEqual(clock.pendingCount, 0)
    drainMainQueue()
    XCTAssertEqual(backend.requests.count, 1, "the backend's own call runs anyway")
    XCTAssertTrue(log.events.isEmpty, "its late answer is not delivered")
  }

  func test_instantSearch_widgetsOverCustomBackend() {
    let backend = CatalogueBackend()
    let instantSearch = InstantSearch(searcher: Searcher(index: backend))
    let container = HeadlessView()
    let searchBar = SearchBarWidget(frame: .zero)
    let label = StatsLabelWidget(frame: .zero)
    let brands = RefinementTableWidget(frame: .zero, style: .plain)
    brands.attribute = "brand"
    let controller = RefinementController(table: brands)
    brands.dataSource = controller
    brands.delegate = controller
    [searchBar, label, brands].forEach(container.addSubview)
    instantSearch.registerAllWidgets(in: container, doSearch: false)
    searchBar.userType("tv")
    awaitCondition { label.text == "12 results" && brands.numberOfRows(inSection: 0) == 4 }
    let sony = (0..<4).first { brands.viewModel.facetForRow(at: IndexPath(row: $0, section: 0)).value == "Sony" }
    brands.userSelectRow(at: IndexPath(row: try! XCTUnwrap(sony), section: 0))
    awaitCondition { label.text == "3 results" }
    XCTAssertEqual(brands.numberOfRows(inSection: 0), 4, "a disjunctive list keeps the other brands")
    XCTAssertEqual(backend.requests.last?.accepted, [:], "the counting request leaves the brand refinement out")
    XCTAssertEqual(backend.requests.last?.facets, ["brand"])
  }
}
