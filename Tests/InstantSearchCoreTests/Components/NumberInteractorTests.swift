import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class NumberInteractorTests: XCTestCase {
  func test_applyBounds_firesBoundsThenClampedNumber() {
    let interactor = NumberInteractor<Int>(item: 50)
    let numbers = ValueRecorder<Int?>()
    let bounds = ValueRecorder<ClosedRange<Int>?>()
    interactor.onNumberComputed.subscribe(with: numbers) { $0.values.append($1) }
    interactor.onBoundsComputed.subscribe(with: bounds) { $0.values.append($1) }
    interactor.applyBounds(bounds: 0...10)
    XCTAssertEqual(bounds.values, [0...10])
    XCTAssertEqual(numbers.values, [10])
    interactor.computeNumber(number: -5)
    XCTAssertEqual(numbers.values, [10, 0])
    let empty = NumberInteractor<Double>()
    let fired = ValueRecorder<Double?>()
    empty.onNumberComputed.subscribe(with: fired) { $0.values.append($1) }
    empty.applyBounds(bounds: nil)
    XCTAssertEqual(fired.values, [nil], "nil is still fired")
  }

  func test_computation_operations() {
    var results: [Int?] = []
    let current = Computation<Int>(numeric: 5) { results.append($0) }
    current.increment()
    current.decrement(step: 2)
    current.multiply(factor: 3)
    current.just(value: 42)
    current.just(value: nil)
    Computation<Int>(numeric: nil) { results.append($0) }.increment(default: 7)
    XCTAssertEqual(results, [6, 3, 15, 42, nil, 7], "7.27.1's just(value:) takes nil, which clears the number")
  }

  func test_range_clampsToBounds() {
    let interactor = NumberRangeInteractor<Double>(item: 5...50)
    let ranges = ValueRecorder<ClosedRange<Double>?>()
    interactor.onNumberRangeComputed.subscribe(with: ranges) { $0.values.append($1) }
    interactor.applyBounds(bounds: 10...40)
    XCTAssertEqual(ranges.values, [10...40])
    interactor.applyBounds(bounds: 0...100)
    XCTAssertEqual(ranges.values, [10...40], "an unchanged range is not fired")
    interactor.computeNumberRange(numberRange: -10...20)
    XCTAssertEqual(ranges.values.last, 0...20)
  }
}
