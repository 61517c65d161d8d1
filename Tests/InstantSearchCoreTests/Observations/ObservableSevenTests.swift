import Foundation
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's observation protocols and `Signal` names: `Observer` is an `Observable` whose
/// subscriptions are `Observation`s, `Signal`/`SignalSubscription` are the same types, `fireCount` counts
/// firings and `signal => value` fires.
final class ObservableSevenTests: XCTestCase {
  private final class Listener {}

  /// Subscribes through the protocol alone, as generic 7.27.1 code does.
  private func collect<O: Observable>(_ observable: O, into listener: Listener) -> Locked<[O.ParameterType]> {
    let seen = Locked<[O.ParameterType]>([])
    observable.subscribePast(with: listener) { _, value in seen.withLock { $0.append(value) } }
    return seen
  }

  func test_signal_isTheObserver() {
    let signal = Signal<Int>()
    let listener = Listener()
    let seen = collect(signal, into: listener)
    XCTAssertEqual(signal.fireCount, 0)
    signal => 1
    signal.fire(2)
    XCTAssertEqual(seen.value, [1, 2])
    XCTAssertEqual(signal.fireCount, 2)
    XCTAssertEqual(signal.lastDataFired, 2)
    let subscription: SignalSubscription<Int> = signal.subscribeOnce(with: listener) { _, _ in }
    XCTAssertTrue(subscription.once)
    XCTAssertTrue(Signal<Int>.self == Observer<Int>.self)
    let late = Listener()
    let replayed = collect(signal, into: late)
    XCTAssertEqual(replayed.value, [2], "a past subscription through the protocol replays the kept value")
  }
}
