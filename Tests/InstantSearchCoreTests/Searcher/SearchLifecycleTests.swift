import Foundation
import InstantSearchCore
import XCTest

/// `search(context:)` and the `onSearchLifecycle` event: each launched search is reported with its ticket and
/// context, then either cancelled or delivered.
final class SearchLifecycleTests: XCTestCase {
  /// A client whose answers the test releases, in any order.
  private final class HeldClient: SearchBackend, @unchecked Sendable {
    // @unchecked: `held` is only touched under `lock`.
    private let lock = NSLock()
    private var held: [(query: String?, answer: (Result<SearchResponse, SearchClientError>) -> Void)] = []
    final class Task: Cancellable {
      var isCancelled = false
      func cancel() { isCancelled = true }
    }
    private(set) var tasks: [Task] = []

    var heldQueries: [String?] { lock.withLock { held.map(\.query) } }

    func search(_ query: IndexedQuery, requestOptions: RequestOptions?, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void) -> Cancellable {
      lock.withLock {
        held.append((query.query.query, completion))
        let task = Task()
        tasks.append(task)
        return task
      }
    }

    func search(_ request: MultiSearchRequest, requestOptions: RequestOptions?, completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void) -> Cancellable {
      completion(.failure(.transport(message: "not used")))
      return Task()
    }

    func searchForFacetValues(_ request: FacetIndexQuery, requestOptions: RequestOptions?, completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void) -> Cancellable {
      completion(.failure(.transport(message: "not used")))
      return Task()
    }

    /// Answers the search at `position` with one hit naming its query.
    func release(_ position: Int) {
      let (query, answer) = lock.withLock { held[position] }
      var response = SearchResponse(hits: [Hit(.object(["objectID": .string(query ?? "")]))], nbHits: 1)
      response.query = query
      answer(.success(response))
    }

    /// Answers the search at `position` with a transport error.
    func fail(_ position: Int) {
      let answer = lock.withLock { held[position].answer }
      answer(.failure(.transport(message: "unreachable")))
    }
  }

  private final class Recorder {
    var events: [String] = []
  }

  private func record(_ searcher: HitsSearcher, into recorder: Recorder) {
    searcher.onSearchLifecycle.subscribe(with: recorder) { recorder, event in
      switch event {
      case .launched(let launch): recorder.events.append("launched \(launch.request.query.query ?? "") \(launch.context["tag"] as? String ?? "-")")
      case .cancelled(let launch): recorder.events.append("cancelled \(launch.request.query.query ?? "")")
      case .delivered(let launch, let outcome):
        let hit = (try? outcome.get())?.hits.first?["objectID"]?.stringValue ?? "error"
        recorder.events.append("delivered \(launch.context["tag"] as? String ?? "-") \(hit)")
      }
    }
  }

  /// A searcher on a held client, its lifecycle recorded.
  private func recordedSearcher(query: String? = nil) -> (HeldClient, HitsSearcher, Recorder) {
    let client = HeldClient()
    let searcher = HitsSearcher(client: client, indexName: "index", query: Query(query))
    let recorder = Recorder()
    record(searcher, into: recorder)
    return (client, searcher, recorder)
  }

  func test_launchAndDelivery_carryTheTicketAndContext() {
    let (client, searcher, recorder) = recordedSearcher()
    searcher.query = "a"
    let ticket = searcher.search(context: ["tag": "first"])
    XCTAssertNotNil(ticket)
    XCTAssertEqual(recorder.events, ["launched a first"])
    let delivered = expectation(description: "results")
    searcher.onResults.subscribe(with: recorder) { recorder, _ in
      recorder.events.append("onResults")
      delivered.fulfill()
    }
    client.release(0)
    wait(for: [delivered], timeout: 5)
    XCTAssertEqual(
      recorder.events, ["launched a first", "onResults", "delivered first a"],
      "the lifecycle event comes after onResults, once connected components were updated")
  }

  func test_failedSearch_reportsTheDeliveryAfterOnError() {
    let client = HeldClient()
    let searcher = HitsSearcher(client: client, indexName: "index", query: Query("a"))
    let recorder = Recorder()
    searcher.onError.subscribe(with: recorder) { recorder, _ in recorder.events.append("onError") }
    let delivered = expectation(description: "delivered")
    searcher.onSearchLifecycle.subscribe(with: recorder) { recorder, event in
      guard case .delivered(_, .failure) = event else { return }
      recorder.events.append("delivered error")
      delivered.fulfill()
    }
    searcher.search()
    client.fail(0)
    wait(for: [delivered], timeout: 5)
    XCTAssertEqual(recorder.events, ["onError", "delivered error"])
  }

  func test_newerAnswerFirst_cancelsTheOlderSearch_whoseLateAnswerIsDropped() {
    let (client, searcher, recorder) = recordedSearcher()
    searcher.query = "a"
    searcher.search(context: ["tag": "1"])
    searcher.search(context: ["tag": "2"])
    let delivered = expectation(description: "newer delivered")
    searcher.onResults.subscribe(with: self) { _, _ in delivered.fulfill() }
    client.release(1)
    wait(for: [delivered], timeout: 5)
    client.release(0)
    let settled = expectation(description: "queue drained")
    DispatchQueue.main.async { settled.fulfill() }
    wait(for: [settled], timeout: 5)
    XCTAssertEqual(recorder.events, ["launched a 1", "launched a 2", "cancelled a", "delivered 2 a"])
    XCTAssertTrue(client.tasks[0].isCancelled, "the older request was cancelled in flight")
  }

  func test_cancelOneTicket_reportsItAndLoadingEnds() {
    let (_, searcher, recorder) = recordedSearcher(query: "q")
    var loading: [Bool] = []
    let idle = expectation(description: "loading false")
    searcher.isLoading.subscribe(with: self) { _, isLoading in
      loading.append(isLoading)
      if !isLoading { idle.fulfill() }
    }
    let ticket = searcher.search(context: [:])!
    searcher.cancel(ticket)
    wait(for: [idle], timeout: 5)
    XCTAssertEqual(recorder.events, ["launched q -", "cancelled q"])
    XCTAssertEqual(loading, [true, false])
    XCTAssertFalse(searcher.sequencer.hasPendingOperations)
  }

  func test_refusedSearch_returnsNoTicketAndReportsNothing() {
    let (_, searcher, recorder) = recordedSearcher()
    searcher.shouldTriggerSearchForQuery = { _ in false }
    XCTAssertNil(searcher.search(context: ["tag": "x"]))
    XCTAssertTrue(recorder.events.isEmpty)
  }

  func test_sharedNumbering_ticketsOfTwoSearchersFollowOneSeries() {
    let numbering = Sequencer.Numbering()
    let first = HitsSearcher(client: HeldClient(), indexName: "a", sequencer: Sequencer(numbering: numbering))
    let second = HitsSearcher(client: HeldClient(), indexName: "b", sequencer: Sequencer(numbering: numbering))
    let numbers = [first.search(context: [:]), second.search(context: [:]), first.search(context: [:])].compactMap { $0?.number }
    XCTAssertEqual(numbers, [1, 2, 3])
  }

  func test_processWideNumbering_ordersTheSearchesOfEverySearcherAskingForIt() {
    let first = HitsSearcher(client: HeldClient(), indexName: "a", sequencer: Sequencer(numbering: .processWide))
    let second = HitsSearcher(client: HeldClient(), indexName: "b", sequencer: Sequencer(numbering: .processWide))
    let numbers = [first.search(context: [:]), second.search(context: [:]), first.search(context: [:])].compactMap { $0?.number }
    XCTAssertEqual(numbers.count, 3)
    XCTAssertEqual(numbers, numbers.sorted(), "one increasing series across both searchers")
    XCTAssertEqual(Set(numbers).count, 3)
  }

  func test_queryChange_cancelsPendingSearches_unlessTurnedOff() {
    let (client, searcher, recorder) = recordedSearcher(query: "a")
    searcher.search()
    searcher.query = "ab"
    XCTAssertTrue(client.tasks[0].isCancelled, "by default a new text query cancels the pending search")
    XCTAssertEqual(recorder.events, ["launched a -", "cancelled a"])

    let (keptClient, keeping, keptRecorder) = recordedSearcher(query: "a")
    keeping.cancelsPendingSearchesOnQueryChange = false
    keeping.search()
    keeping.query = "ab"
    keeping.search()
    XCTAssertFalse(keptClient.tasks[0].isCancelled, "turned off, the older search stays pending")
    XCTAssertEqual(keptRecorder.events, ["launched a -", "launched ab -"])
    keptClient.release(0)
    let delivered = expectation(description: "the older answer is delivered")
    keeping.onResults.subscribe(with: self) { _, _ in delivered.fulfill() }
    wait(for: [delivered], timeout: 5)
    XCTAssertEqual(keptRecorder.events.last, "delivered - a")
  }
}
