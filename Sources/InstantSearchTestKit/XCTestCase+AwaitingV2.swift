import Foundation
import InstantSearchCore
import XCTest

extension XCTestCase {
  /// Runs `action`, then waits for a v2 searcher's next result (its `onResults`), spinning the main run loop
  /// instead of sleeping.
  ///
  /// Fails the test with a message naming what was awaited when no result comes within `timeout`, or when an
  /// error comes instead.
  ///
  /// - Returns: The result, or `nil` after a failure.
  @discardableResult
  public func awaitNextResult<Service>(
    of searcher: AbstractSearcher<Service>, timeout: TimeInterval = 10, file: StaticString = #filePath,
    line: UInt = #line, after action: () -> Void = {}
  ) -> Service.Result? {
    let outcome = awaitNextOutcome(of: searcher, awaited: "result", timeout: timeout, after: action)
    switch outcome {
    case .success(let result)?: return result
    case .failure(let error)?:
      XCTFail("awaited the next result of \(type(of: searcher)), got error \(error)", file: file, line: line)
    case nil: XCTFail("no result of \(type(of: searcher)) within \(timeout) s", file: file, line: line)
    }
    return nil
  }

  /// Runs `action`, then waits for a v2 searcher's next error (its `onError`, the searcher's `RequestError`).
  ///
  /// - Returns: The error, or `nil` after a failure (a result came instead, or nothing within `timeout`).
  @discardableResult
  public func awaitNextError<Service>(
    of searcher: AbstractSearcher<Service>, timeout: TimeInterval = 10, file: StaticString = #filePath,
    line: UInt = #line, after action: () -> Void = {}
  ) -> Error? {
    let outcome = awaitNextOutcome(of: searcher, awaited: "error", timeout: timeout, after: action)
    switch outcome {
    case .failure(let error)?: return error
    case .success?: XCTFail("awaited the next error of \(type(of: searcher)), got a result", file: file, line: line)
    case nil: XCTFail("no error of \(type(of: searcher)) within \(timeout) s", file: file, line: line)
    }
    return nil
  }

  /// Waits until a v2 searcher's `isLoading` says `false` (at once when it already does).
  public func awaitLoadingEnds<Service>(
    of searcher: AbstractSearcher<Service>, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
  ) {
    let idle = XCTestExpectation(description: "isLoading == false on \(type(of: searcher))")
    let idleness = FirstDelivery<Void>(idle)
    let token = NSObject()
    let sequencer = searcher.sequencer
    searcher.isLoading.subscribePast(with: token) { _, isLoading in
      if !isLoading && !sequencer.hasPendingOperations { idleness.deliver(()) }
    }
    defer { searcher.isLoading.cancelSubscription(for: token) }
    if wait(for: idle, timeout: timeout) == false {
      XCTFail("\(type(of: searcher)) was still loading after \(timeout) s", file: file, line: line)
    }
  }

  /// Waits until a v2 observer has fired, from any thread: at once with the value it retains from a firing before
  /// the call, else for its next value. For an interactor's `onResultsUpdated`, fired on the interactor's
  /// operation queue once it applied a response, which may already have happened when the test gets to wait; the
  /// observer must retain its last value (`retainLastData`, as results observers do).
  ///
  /// - Returns: The value, or `nil` when nothing was fired within `timeout` (the test then fails).
  @discardableResult
  public func awaitFired<Value>(
    _ observer: Observer<Value>, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
  ) -> Value? {
    let fired = XCTestExpectation(description: "a value of \(type(of: observer))")
    let first = FirstDelivery<Value>(fired)
    let token = NSObject()
    observer.subscribePast(with: token) { _, value in first.deliver(value) }
    defer { observer.cancelSubscription(for: token) }
    guard wait(for: fired, timeout: timeout) else {
      XCTFail("\(type(of: observer)) fired nothing within \(timeout) s", file: file, line: line)
      return nil
    }
    return first.value
  }

  /// Runs `action`, then waits for the next value a v2 observer fires, from any thread, ignoring the value it
  /// retains from before (an interactor's `onResultsUpdated` once it applied the next results).
  ///
  /// - Returns: The value, or `nil` when nothing was fired within `timeout` (the test then fails).
  @discardableResult
  public func awaitNextValue<Value>(
    of observer: Observer<Value>, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
    after action: () -> Void
  ) -> Value? {
    let fired = XCTestExpectation(description: "the next value of \(type(of: observer))")
    let first = FirstDelivery<Value>(fired)
    let token = NSObject()
    observer.subscribe(with: token) { _, value in first.deliver(value) }
    defer { observer.cancelSubscription(for: token) }
    action()
    guard wait(for: fired, timeout: timeout) else {
      XCTFail("\(type(of: observer)) fired nothing within \(timeout) s", file: file, line: line)
      return nil
    }
    return first.value
  }

  private func awaitNextOutcome<Service>(
    of searcher: AbstractSearcher<Service>, awaited: String, timeout: TimeInterval, after action: () -> Void
  ) -> Swift.Result<Service.Result, Error>? {
    let delivered = XCTestExpectation(description: "the next \(awaited) of \(type(of: searcher))")
    let outcome = FirstDelivery<Swift.Result<Service.Result, Error>>(delivered)
    let token = NSObject()
    searcher.onResults.subscribe(with: token) { _, result in outcome.deliver(.success(result)) }
    searcher.onError.subscribe(with: token) { _, error in outcome.deliver(.failure(error)) }
    defer {
      searcher.onResults.cancelSubscription(for: token)
      searcher.onError.cancelSubscription(for: token)
    }
    action()
    return wait(for: delivered, timeout: timeout) ? outcome.value : nil
  }

  /// Lets the main queue run what is already queued on it (a v1 searcher posts its search notification there,
  /// and connections hop to it), without waiting for anything else.
  public func drainMainQueue(timeout: TimeInterval = 10) {
    let drained = XCTestExpectation(description: "the main queue ran what was queued")
    DispatchQueue.main.async { drained.fulfill() }
    if !wait(for: drained, timeout: timeout) { XCTFail("the main queue did not get through its work within \(timeout) s") }
  }

  /// Waits for an expectation; whether it was fulfilled in time.
  func wait(for expectation: XCTestExpectation, timeout: TimeInterval) -> Bool {
    XCTWaiter(delegate: nil).wait(for: [expectation], timeout: timeout) == .completed
  }
}

/// Keeps the first of the events a wait is for, from any thread, and fulfils its expectation once.
final class FirstDelivery<Value>: @unchecked Sendable {
  // @unchecked: `value` and `done` are read and written under `lock`.
  private let lock = NSLock()
  private var done = false
  private var stored: Value?
  private let expectation: XCTestExpectation

  init(_ expectation: XCTestExpectation) { self.expectation = expectation }

  /// The first value delivered.
  var value: Value? { lock.withLock { stored } }

  /// Keeps `value` and fulfils the expectation, unless a value came before.
  func deliver(_ value: Value) {
    let first = lock.withLock { () -> Bool in
      guard !done else { return false }
      done = true
      stored = value
      return true
    }
    if first { expectation.fulfill() }
  }
}

/// An object read from the callbacks of another thread.
struct SendableReference<Object: AnyObject>: @unchecked Sendable {
  // @unchecked: only thread-safe members of the object are read through it (a searcher's pending state, read
  // under its sequencer's lock).
  let object: Object
}
