import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// The debouncer's settable delay and the waits it cancels.
final class DebouncerDelayTests: XCTestCase {
  func test_aNewValue_cancelsTheWaitOfTheValueItReplaces() {
    let clock = ManualScheduler()
    let debouncer = Debouncer<String>(delay: 0.3, scheduler: clock)
    var delivered: [String] = []
    debouncer.debounce("s") { delivered.append($0) }
    debouncer.debounce("sn") { delivered.append($0) }
    debouncer.debounce("sno") { delivered.append($0) }
    XCTAssertEqual(clock.pendingCount, 1, "one wait at a time")
    clock.advance(by: 0.3)
    XCTAssertEqual(delivered, ["sno"])
    XCTAssertEqual(clock.pendingCount, 0)
    XCTAssertNil(debouncer.pending)
  }

  func test_aChangedDelay_appliesFromTheNextValue() {
    let clock = ManualScheduler()
    let debouncer = Debouncer<Int>(delay: 0.3, scheduler: clock)
    var delivered: [Int] = []
    debouncer.debounce(1) { delivered.append($0) }
    debouncer.delay = 1
    clock.advance(by: 0.3)
    XCTAssertEqual(delivered, [1], "the waiting value keeps the delay it was given")
    debouncer.debounce(2) { delivered.append($0) }
    clock.advance(by: 0.9)
    XCTAssertEqual(delivered, [1])
    clock.advance(by: 0.1)
    XCTAssertEqual(delivered, [1, 2])
  }

  func test_cancel_dropsTheValueAndItsWait() {
    let clock = ManualScheduler()
    let debouncer = Debouncer<Int>(delay: 0.3, scheduler: clock)
    var delivered: [Int] = []
    debouncer.debounce(1) { delivered.append($0) }
    debouncer.cancel()
    XCTAssertEqual(clock.pendingCount, 0)
    clock.advance(by: 1)
    XCTAssertEqual(delivered, [])
  }
}
