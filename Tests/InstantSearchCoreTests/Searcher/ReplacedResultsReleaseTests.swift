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

/// A searcher whose answers the test gives by hand.
private final class TrackedSearcher: AbstractSearcher<Int, TrackedResult> {
  var completions: [(Result<TrackedResult, Error>) -> Void] = []

  override func perform(_ request: Int, completion: @escaping (Result<TrackedResult, Error>) -> Void) -> Cancellable {
    completions.append(completion)
    return NoCancellation()
  }

  private final class NoCancellation: Cancellable {
    func cancel() {}
  }
}

final class ReplacedResultsReleaseTests: XCTestCase {
  private let callbackKey = DispatchSpecificKey<String>()
  private lazy var callbackQueue = queue(named: "callbacks")
  private lazy var releaseQueue = queue(named: "release")

  private func queue(named name: String) -> DispatchQueue {
    let queue = DispatchQueue(label: name)
    queue.setSpecific(key: callbackKey, value: name)
    return queue
  }

  /// Delivers "first", then "second", and returns, in order, what the subscriber saw and where each freed result
  /// was freed (`"freed first on release"`), once "first" was freed.
  private func deliverTwo(releasingOn queue: DispatchQueue?) -> [String] {
    let searcher = TrackedSearcher(request: 0, callbackQueue: callbackQueue)
    searcher.replacedResultsReleaseQueue = queue
    let events = Locked<[String]>([])
    let firstFreed = expectation(description: "first freed")
    let key = callbackKey
    searcher.onResults.subscribe(with: self) { _, result in events.withLock { $0.append("delivered \(result.name)") } }
    for name in ["first", "second"] {
      searcher.search()
      searcher.completions.last!(.success(TrackedResult(name) { freed in
        let place = DispatchQueue.getSpecific(key: key) ?? "another thread"
        events.withLock { $0.append("freed \(freed) on \(place)") }
        if freed == "first" { firstFreed.fulfill() }
      }))
      callbackQueue.sync {}
    }
    wait(for: [firstFreed], timeout: 10)
    return events.value
  }

  func test_aReplacedResult_isFreedOnTheReleaseQueue_afterTheNewerOneWasDelivered() {
    XCTAssertEqual(deliverTwo(releasingOn: releaseQueue), ["delivered first", "delivered second", "freed first on release"])
  }

  func test_withoutAReleaseQueue_aReplacedResultIsFreedOnTheCallbackQueue_asTheNewerOneReplacesIt() {
    XCTAssertEqual(deliverTwo(releasingOn: nil), ["delivered first", "freed first on callbacks", "delivered second"])
  }

  func test_aReplacedResultStillHeldElsewhere_isFreedWhereItsLastHolderLetsItGo() {
    let searcher = TrackedSearcher(request: 0, callbackQueue: callbackQueue)
    searcher.replacedResultsReleaseQueue = releaseQueue
    let freedOn = Locked<[String]>([])
    let key = callbackKey
    var kept: TrackedResult? = TrackedResult("first") { _ in freedOn.withLock { $0.append(DispatchQueue.getSpecific(key: key) ?? "test") } }
    searcher.search()
    searcher.completions[0](.success(kept!))
    searcher.search()
    searcher.completions[1](.success(TrackedResult("second") { _ in }))
    callbackQueue.sync {}
    releaseQueue.sync {}
    XCTAssertEqual(freedOn.value, [], "the release queue drops only the searcher's hold")
    kept = nil
    XCTAssertEqual(freedOn.value, ["test"])
  }

  func test_theCoresSearchers_releaseOnTheSharedQueue_aGenericSearcherOnTheCallbackQueue() {
    let client = NoClient()
    XCTAssertTrue(HitsSearcher(client: client, indexName: "i").replacedResultsReleaseQueue === HitsSearcher.replacedResultsQueue)
    XCTAssertTrue(
      FacetSearcher(client: client, indexName: "i", facetName: "f").replacedResultsReleaseQueue === HitsSearcher.replacedResultsQueue)
    XCTAssertTrue(MultiSearcher(client: client).replacedResultsReleaseQueue === HitsSearcher.replacedResultsQueue)
    XCTAssertNil(TrackedSearcher(request: 0).replacedResultsReleaseQueue)
  }
}

/// A client never called.
private final class NoClient: SearchClient, @unchecked Sendable {
  // @unchecked: it has no state.
  func search(
    _ request: MultiSearchRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    fatalError("not called")
  }

  func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    fatalError("not called")
  }
}
