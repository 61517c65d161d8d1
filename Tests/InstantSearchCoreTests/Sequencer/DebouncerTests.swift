import Foundation
import XCTest

@testable import InstantSearchCore

final class DebouncerTests: XCTestCase {
  private let queue = DispatchQueue(label: "debouncer-tests")

  func test_debounce_deliversOnlyTheLatestOfABurst() {
    let debouncer = Debouncer<String>(delay: 0.1, queue: queue)
    let delivered = expectation(description: "delivered")
    var values: [String] = []
    for text in ["s", "sn", "sno", "snoopy"] {
      debouncer.debounce(text) { value in
        values.append(value)
        delivered.fulfill()
      }
    }
    XCTAssertEqual(debouncer.pending, "snoopy")
    wait(for: [delivered], timeout: 5)
    queue.sync {}
    XCTAssertEqual(values, ["snoopy"])
    XCTAssertNil(debouncer.pending)
  }

  func test_debounce_separatedValuesAreEachDelivered() {
    let debouncer = Debouncer<Int>(delay: 0, queue: queue)
    let delivered = expectation(description: "both")
    delivered.expectedFulfillmentCount = 2
    var values: [Int] = []
    debouncer.debounce(1) { values.append($0); delivered.fulfill() }
    queue.sync {}
    debouncer.debounce(2) { values.append($0); delivered.fulfill() }
    wait(for: [delivered], timeout: 5)
    XCTAssertEqual(values, [1, 2])
  }

  func test_cancel_dropsThePendingValue() {
    let debouncer = Debouncer<Int>(delay: 0.05, queue: queue)
    let notDelivered = expectation(description: "nothing delivered")
    notDelivered.isInverted = true
    debouncer.debounce(1) { _ in notDelivered.fulfill() }
    debouncer.cancel()
    XCTAssertNil(debouncer.pending)
    wait(for: [notDelivered], timeout: 0.3)
  }
}
