import Foundation
import XCTest

@testable import InstantSearchCore

/// A result that says where it was freed.
private final class TrackedResult {
  let name: String
  let onFree: (String) -> Void
  init(_ name: String, onFree: @escaping (String) -> Void) {
    self.name = name
    self.onFree = onFree
  }
  deinit { onFree(name) }
}

/// A service whose answers the test gives by hand.
private final class TrackedService: SearchService {
  var completions: [(Result<TrackedResult, Error>) -> Void] = []

  func search(_ request: Int, completion: @escaping (Result<TrackedResult, Error>) -> Void) -> Operation {
    completions.append(completion)
    return BlockOperation {}
  }
}

/// A searcher of the tracked service.
private final class TrackedSearcher: AbstractSearcher<TrackedService> {
  convenience init(request: Int, callbackQueue: DispatchQueue) {
    self.init(service: TrackedService(), initialRequest: request, callbackQueue: callbackQueue)
  }

  var completions: [(Result<TrackedResult, Error>) -> Void] { service.completions }
}

final class ReplacedResultsReleaseTests: XCTestCase {
  private let callbackKey = DispatchSpecificKey<String>()
  private lazy var callbackQueue: DispatchQueue = {
    let queue = DispatchQueue(label: "callbacks")
    queue.setSpecific(key: callbackKey, value: "callbacks")
    return queue
  }()

  func test_aReplacedResult_isFreedOnTheCallbackQueue_afterTheDeliveryThatReplacedIt() {
    let searcher = TrackedSearcher(request: 0, callbackQueue: callbackQueue)
    let events = Locked<[String]>([])
    let key = callbackKey
    searcher.onResults.subscribe(with: self) { _, result in events.withLock { $0.append("delivered \(result.name)") } }
    searcher.onSearchLifecycle.subscribe(with: self) { _, event in
      if case .delivered = event { events.withLock { $0.append("delivery over") } }
    }
    searcher.isLoading.subscribe(with: self) { _, loading in events.withLock { $0.append("loading \(loading)") } }
    for name in ["first", "second"] {
      searcher.search()
      searcher.completions.last!(.success(TrackedResult(name) { freed in
        events.withLock { $0.append("freed \(freed) on \(DispatchQueue.getSpecific(key: key) ?? "another thread")") }
      }))
      callbackQueue.sync {}
    }
    callbackQueue.sync {}
    XCTAssertEqual(
      events.value,
      [
        "loading true", "delivered first", "delivery over", "loading false",
        "loading true", "delivered second", "delivery over", "loading false", "freed first on callbacks",
      ],
      "freed in a block after the one that delivered the newer result (which ends by firing isLoading)")
  }

  func test_aReplacedResultStillHeldElsewhere_isFreedWhereItsLastHolderLetsItGo() {
    let searcher = TrackedSearcher(request: 0, callbackQueue: callbackQueue)
    let freedOn = Locked<[String]>([])
    let key = callbackKey
    var kept: TrackedResult? = TrackedResult("first") { _ in freedOn.withLock { $0.append(DispatchQueue.getSpecific(key: key) ?? "test") } }
    searcher.search()
    searcher.completions[0](.success(kept!))
    searcher.search()
    searcher.completions[1](.success(TrackedResult("second") { _ in }))
    callbackQueue.sync {}
    callbackQueue.sync {}
    XCTAssertEqual(freedOn.value, [], "the later block drops only the searcher's hold")
    kept = nil
    XCTAssertEqual(freedOn.value, ["test"])
  }

  func test_deferredRelease_freesAValueInALaterBlockOfTheQueue() {
    let events = Locked<[String]>([])
    let key = callbackKey
    callbackQueue.sync {
      var value: TrackedResult? = TrackedResult("rows") { name in
        events.withLock { $0.append("freed \(name) on \(DispatchQueue.getSpecific(key: key) ?? "another thread")") }
      }
      DeferredRelease.release(value!, on: callbackQueue)
      value = nil
      events.withLock { $0.append("current block over") }
    }
    callbackQueue.sync {}
    XCTAssertEqual(events.value, ["current block over", "freed rows on callbacks"])
  }

  func test_anErrorReleasesNothing_theLastResultStays() {
    let searcher = TrackedSearcher(request: 0, callbackQueue: callbackQueue)
    let freed = Locked<[String]>([])
    searcher.search()
    searcher.completions[0](.success(TrackedResult("first") { name in freed.withLock { $0.append(name) } }))
    searcher.search()
    searcher.completions[1](.failure(SearchClientError.httpError(status: 500, message: "down")))
    callbackQueue.sync {}
    callbackQueue.sync {}
    XCTAssertEqual(freed.value, [])
    XCTAssertEqual(searcher.onResults.lastDataFired?.name, "first")
  }
}
