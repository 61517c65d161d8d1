import Foundation
import InstantSearch
import XCTest

extension XCTestCase {
  /// Runs `action`, then waits for a v1 searcher's next results, spinning the main run loop (where v1 delivers
  /// by default) instead of sleeping.
  ///
  /// Fails the test with a message naming what was awaited when no results come within `timeout`, or when an
  /// error comes instead.
  ///
  /// - Returns: The results, or `nil` after a failure.
  @discardableResult
  public func awaitNextResults(
    of searcher: Searcher, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
    after action: () -> Void = {}
  ) -> SearchResults? {
    let outcome = awaitNextDelivery(of: searcher, awaited: "results", timeout: timeout, after: action)
    if let error = outcome.error { XCTFail("awaited the next results of \(searcher.describedForTests), got error \(error)", file: file, line: line) }
    if !outcome.arrived { XCTFail("no results of \(searcher.describedForTests) within \(timeout) s", file: file, line: line) }
    return outcome.results
  }

  /// Runs `action`, then waits for a v1 searcher's next error (as its error notification carries it).
  ///
  /// - Returns: The error, or `nil` after a failure (results came instead, or nothing within `timeout`).
  @discardableResult
  public func awaitNextError(
    of searcher: Searcher, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
    after action: () -> Void = {}
  ) -> Error? {
    let outcome = awaitNextDelivery(of: searcher, awaited: "error", timeout: timeout, after: action)
    if outcome.results != nil { XCTFail("awaited the next error of \(searcher.describedForTests), got results", file: file, line: line) }
    if !outcome.arrived { XCTFail("no error of \(searcher.describedForTests) within \(timeout) s", file: file, line: line) }
    return outcome.error
  }

  /// Waits until a v1 searcher has no pending request, checking after each of its notifications.
  public func awaitNoPendingRequests(
    of searcher: Searcher, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard searcher.hasPendingRequests else { return }
    let idle = XCTestExpectation(description: "\(searcher.describedForTests) has no pending request")
    let center = NotificationCenter.default
    let names = [Searcher.ResultNotification, Searcher.ErrorNotification, Searcher.CancelNotification]
    let idleness = FirstDelivery<Void>(idle)
    let reference = SendableReference(object: searcher)
    let tokens = names.map { name in
      center.addObserver(forName: name, object: searcher, queue: nil) { _ in
        // A cancel notification comes while the request still counts as pending: look again once it returned.
        DispatchQueue.main.async { if !reference.object.hasPendingRequests { idleness.deliver(()) } }
      }
    }
    defer { tokens.forEach(center.removeObserver) }
    if wait(for: idle, timeout: timeout) == false {
      XCTFail("\(searcher.describedForTests) still has pending requests after \(timeout) s", file: file, line: line)
    }
  }

  /// Waits until `condition` holds, checking it now and then after each notification of any v1 searcher (search,
  /// results, error, cancel), once the main queue ran what was queued on it up to then, where v1 widgets and view
  /// models update. Nothing polls: a condition that changes without a searcher notification (a file written in the
  /// background, an object released on another thread) needs an expectation of its own.
  ///
  /// The condition is evaluated on the main thread. Fails the test, naming `description`, when it does not hold
  /// within `timeout`.
  public func awaitCondition(
    _ description: String = "the awaited condition", timeout: TimeInterval = 10, file: StaticString = #filePath,
    line: UInt = #line, _ condition: @escaping () -> Bool
  ) {
    if condition() { return }
    let met = XCTestExpectation(description: description)
    let first = FirstDelivery<Void>(met)
    let check = MainThreadCheck(condition)
    let center = NotificationCenter.default
    let names = [Searcher.SearchNotification, Searcher.ResultNotification, Searcher.ErrorNotification, Searcher.CancelNotification]
    let tokens = names.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { _ in
        // Twice around the main queue: the deliveries a notification triggers may hop there once more.
        DispatchQueue.main.async { DispatchQueue.main.async { if check.holds() { first.deliver(()) } } }
      }
    }
    defer { tokens.forEach(center.removeObserver) }
    if !wait(for: met, timeout: timeout) && !condition() {
      XCTFail("\(description) did not hold within \(timeout) s", file: file, line: line)
    }
  }

  /// Waits until v1 searchers have no pending request, then lets the main queue run what their deliveries queued
  /// on it: the point after which a test asserts that nothing more arrives (a page that must not load, a
  /// cancelled request that must not deliver, a widget that must not be notified twice).
  ///
  /// A request launched before the call is awaited, so what it would deliver has been delivered on return.
  public func awaitSettled(
    _ searchers: Searcher..., timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
  ) {
    for searcher in searchers { awaitNoPendingRequests(of: searcher, timeout: timeout, file: file, line: line) }
    drainMainQueue(timeout: timeout)
  }

  private func awaitNextDelivery(
    of searcher: Searcher, awaited: String, timeout: TimeInterval, after action: () -> Void
  ) -> (arrived: Bool, results: SearchResults?, error: Error?) {
    let delivered = XCTestExpectation(description: "the next \(awaited) of \(searcher.describedForTests)")
    let first = FirstDelivery<Delivery>(delivered)
    let center = NotificationCenter.default
    let tokens = [
      center.addObserver(forName: Searcher.ResultNotification, object: searcher, queue: nil) { note in
        first.deliver(Delivery(results: note.userInfo?[Searcher.resultNotificationResultsKey] as? SearchResults, error: nil))
      },
      center.addObserver(forName: Searcher.ErrorNotification, object: searcher, queue: nil) { note in
        first.deliver(Delivery(results: nil, error: note.userInfo?[Searcher.errorNotificationErrorKey] as? Error))
      },
    ]
    defer { tokens.forEach(center.removeObserver) }
    action()
    let arrived = wait(for: delivered, timeout: timeout)
    return (arrived, first.value?.results, first.value?.error)
  }
}

/// A condition read on the main thread from the callbacks of any thread.
private struct MainThreadCheck: @unchecked Sendable {
  // @unchecked: the condition is only called on the main thread (from blocks the main queue runs).
  let condition: () -> Bool

  init(_ condition: @escaping () -> Bool) { self.condition = condition }

  func holds() -> Bool { condition() }
}

/// A v1 delivery as its notification carries it.
private struct Delivery {
  let results: SearchResults?
  let error: Error?
}

extension Searcher {
  /// How failure messages name a searcher.
  var describedForTests: String { "the v1 Searcher of index \"\(indexName.isEmpty ? (index as? Index)?.name ?? "" : indexName)\"" }
}
