import Foundation
import XCTest

@testable import InstantSearchCore

/// A service whose answers the test releases by hand, in any order.
private final class ManualService: SearchService {
  /// A request that gives the searcher its text query and index through the providers' protocols.
  struct Request: Equatable, TextualQueryProvider, IndexNameProvider {
    var text: String?
    var index = "movies"
    var page = 0

    var textualQuery: String? {
      get { text }
      set { text = newValue }
    }

    var indexName: IndexName {
      get { index }
      set { index = newValue }
    }
  }

  /// A search in flight: cancelling it completes it with `SearchClientError.cancelled`, as a client does.
  final class Pending: Operation, @unchecked Sendable {
    // @unchecked: touched only by the test's thread.
    let request: Request
    let completion: (Result<String, Error>) -> Void
    var cancelled = false
    init(request: Request, completion: @escaping (Result<String, Error>) -> Void) {
      self.request = request
      self.completion = completion
    }
    override func cancel() {
      super.cancel()
      cancelled = true
      completion(.failure(SearchClientError.cancelled))
    }
  }

  var pending: [Pending] = []

  func search(_ request: Request, completion: @escaping (Result<String, Error>) -> Void) -> Operation {
    let operation = Pending(request: request, completion: completion)
    pending.append(operation)
    return operation
  }
}

/// A searcher of the manual service, taking its text query and index from the request's protocols.
private final class ManualSearcher: IndexSearcher<ManualService> {
  convenience init(request: Request, callbackQueue: DispatchQueue) {
    self.init(service: ManualService(), initialRequest: request, callbackQueue: callbackQueue)
  }

  var pending: [ManualService.Pending] { service.pending }
}

private final class Sink {
  var results: [String] = []
  var errors: [Error] = []
  var loading: [Bool] = []
}

final class AbstractSearcherTests: XCTestCase {
  private let queue = DispatchQueue(label: "callbacks")

  private func make() -> (ManualSearcher, Sink) {
    let searcher = ManualSearcher(request: .init(text: "a"), callbackQueue: queue)
    let sink = Sink()
    searcher.onResults.subscribe(with: sink) { $0.results.append($1) }
    searcher.onError.subscribe(with: sink) { $0.errors.append($1) }
    searcher.isLoading.subscribe(with: sink) { $0.loading.append($1) }
    return (searcher, sink)
  }

  func test_search_deliversResultsOnTheCallbackQueueThenStopsLoading() {
    let (searcher, sink) = make()
    var launched = 0
    searcher.onSearch.subscribe(with: sink) { _, _ in launched += 1 }
    searcher.search()
    searcher.pending[0].completion(.success("first"))
    queue.sync {}
    XCTAssertEqual(launched, 1)
    XCTAssertEqual(sink.results, ["first"])
    XCTAssertEqual(sink.loading, [true, false])
  }

  func test_staleResponse_neverOverwritesANewerOne() {
    let (searcher, sink) = make()
    searcher.search()
    searcher.search()
    searcher.pending[1].completion(.success("newer"))
    searcher.pending[0].completion(.success("older"))
    queue.sync {}
    XCTAssertEqual(sink.results, ["newer"])
    XCTAssertTrue(searcher.pending[0].cancelled, "the older operation is cancelled once a newer one delivers")
  }

  func test_queryChange_cancelsPendingSearches() {
    let (searcher, sink) = make()
    var queries: [String?] = []
    searcher.onQueryChanged.subscribe(with: sink) { _, query in queries.append(query) }
    searcher.search()
    searcher.query = "b"
    searcher.pending[0].completion(.success("for a"))
    queue.sync {}
    XCTAssertEqual(sink.results, [])
    XCTAssertEqual(queries, ["b"])
    XCTAssertTrue(searcher.pending[0].cancelled)
  }

  func test_indexChange_firesAndCancels() {
    let (searcher, sink) = make()
    var indices: [String] = []
    searcher.onIndexChanged.subscribe(with: sink) { _, index in indices.append(index) }
    searcher.search()
    searcher.request.index = "actors"
    XCTAssertEqual(indices, ["actors"])
    XCTAssertTrue(searcher.pending[0].cancelled)
  }

  func test_errors_areWrappedWithTheirRequest_cancellationsDropped() {
    let (searcher, sink) = make()
    searcher.search()
    searcher.pending[0].completion(.failure(SearchClientError.httpError(status: 404, message: "Index does not exist")))
    searcher.search()
    searcher.pending[1].completion(.failure(SearchClientError.cancelled))
    queue.sync {}
    XCTAssertEqual(sink.errors.count, 1)
    let error = sink.errors.first as? ManualSearcher.RequestError
    XCTAssertEqual(error?.request.text, "a")
    XCTAssertEqual(error?.underlyingError as? SearchClientError, .httpError(status: 404, message: "Index does not exist"))
    XCTAssertNil(searcher.onError.lastDataFired, "errors are not retained")
  }

  func test_shouldTriggerSearchForQuery_blocksSilently() {
    let (searcher, sink) = make()
    searcher.shouldTriggerSearchForQuery = { ($0.text ?? "").count >= 2 }
    var launched = 0
    searcher.onSearch.subscribe(with: sink) { _, _ in launched += 1 }
    searcher.search()
    XCTAssertEqual(launched, 0)
    XCTAssertTrue(searcher.pending.isEmpty)
    searcher.query = "ab"
    searcher.search()
    XCTAssertEqual(searcher.pending.count, 1)
  }

  func test_requestChanges_fireOnRequestChanged() {
    let (searcher, sink) = make()
    var changes: [ManualSearcher.Request] = []
    searcher.onRequestChanged.subscribe(with: sink) { _, request in changes.append(request) }
    searcher.request.page = 3
    XCTAssertEqual(changes.map(\.page), [3])
  }
}

/// Loading changes of a searcher delivering on the main queue: a search launched on the main thread (a view's
/// action) reports them at once, within the launch; one launched from another thread reports them in a block on
/// the main queue, as before.
final class MainQueueLoadingTests: XCTestCase {
  func test_aSearchLaunchedOnTheMainThread_reportsLoadingWithinTheLaunch() {
    XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
    let searcher = ManualSearcher(request: .init(text: "a"), callbackQueue: .main)
    let sink = Sink()
    searcher.isLoading.subscribe(with: sink) { $0.loading.append($1) }
    searcher.search()
    XCTAssertEqual(sink.loading, [true], "no block is left to run for it")
    searcher.query = "ab"
    XCTAssertEqual(sink.loading, [true, false], "the cancelling query change too")
  }

  func test_aSearchLaunchedElsewhere_reportsLoadingOnTheMainQueue() {
    let searcher = ManualSearcher(request: .init(text: "a"), callbackQueue: .main)
    let sink = Sink()
    let reported = expectation(description: "loading reported on the main queue")
    searcher.isLoading.subscribe(with: sink) { sink, loading in
      XCTAssertTrue(Thread.isMainThread)
      sink.loading.append(loading)
      reported.fulfill()
    }
    let launched = expectation(description: "launched on another thread")
    DispatchQueue.global().async {
      XCTAssertFalse(MainThread.isCurrent, "a worker thread is not the main thread")
      searcher.search()
      launched.fulfill()
    }
    wait(for: [launched, reported], timeout: 10)
    XCTAssertEqual(sink.loading, [true])
    XCTAssertTrue(MainThread.isCurrent)
  }
}
