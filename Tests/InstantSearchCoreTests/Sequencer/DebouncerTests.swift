import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// The v2 debouncer on a manual clock: exact delays, no sleeping.
final class DebouncerTests: XCTestCase {
  func test_debounce_deliversOnlyTheLatestOfABurst_afterTheQuietDelay() {
    let clock = ManualScheduler()
    let debouncer = Debouncer<String>(delay: 0.1, scheduler: clock)
    var values: [String] = []
    for (time, text) in zip([0, 0.03, 0.06, 0.09], ["s", "sn", "sno", "snoopy"]) {
      clock.advance(to: time)
      debouncer.debounce(text) { values.append($0) }
    }
    XCTAssertEqual(debouncer.pending, "snoopy")
    clock.advance(to: 0.189)
    XCTAssertEqual(values, [], "each value restarts the delay")
    clock.advance(to: 0.19)
    XCTAssertEqual(values, ["snoopy"])
    XCTAssertNil(debouncer.pending)
  }

  func test_debounce_separatedValuesAreEachDelivered() {
    let clock = ManualScheduler()
    let debouncer = Debouncer<Int>(delay: 0, scheduler: clock)
    var values: [Int] = []
    debouncer.debounce(1) { values.append($0) }
    XCTAssertEqual(values, [], "never on the caller's stack")
    clock.runDueWork()
    debouncer.debounce(2) { values.append($0) }
    clock.runDueWork()
    XCTAssertEqual(values, [1, 2])
  }

  func test_cancel_dropsThePendingValue() {
    let clock = ManualScheduler()
    let debouncer = Debouncer<Int>(delay: 0.05, scheduler: clock)
    var delivered = false
    debouncer.debounce(1) { _ in delivered = true }
    debouncer.cancel()
    XCTAssertNil(debouncer.pending)
    clock.advance(by: 1)
    XCTAssertFalse(delivered)
  }

  func test_onADispatchQueue_deliversThere() {
    let queue = DispatchQueue(label: "debouncer-tests")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let debouncer = Debouncer<Int>(delay: 0.01, queue: queue)
    let delivered = expectation(description: "delivered on the queue")
    debouncer.debounce(1) { _ in
      XCTAssertEqual(DispatchQueue.getSpecific(key: key), true)
      delivered.fulfill()
    }
    wait(for: [delivered], timeout: 10)
  }
}
