import Foundation
import InstantSearchCore
import XCTest

/// The sequencer features adapters rely on: a shared numbering, a settable pending limit, cancelling one
/// ticket, and cancel handlers that still see their operation pending.
final class SequencerHooksTests: XCTestCase {
  func test_sharedNumbering_numbersTwoSequencersInOneSeries() {
    let numbering = Sequencer.Numbering()
    let first = Sequencer(numbering: numbering)
    let second = Sequencer(numbering: numbering)
    let numbers = [first.begin(), second.begin(), first.begin(), second.begin()].map(\.number)
    XCTAssertEqual(numbers, [1, 2, 3, 4])
    XCTAssertEqual(first.pendingNumbers, [1, 3])
    XCTAssertEqual(second.pendingNumbers, [2, 4])
  }

  func test_sharedNumbering_limitCountsTheSeriesNumbers() {
    let numbering = Sequencer.Numbering()
    let mine = Sequencer(maxPendingOperationsCount: 3, numbering: numbering)
    let other = Sequencer(numbering: numbering)
    var cancelled: [Int] = []
    _ = mine.begin { cancelled.append(1) }
    _ = other.begin()
    _ = other.begin()
    _ = mine.begin { cancelled.append(4) }
    XCTAssertEqual(cancelled, [1], "number 4 cancels 1 = 4 − 3, although only one other operation of its own is pending")
    XCTAssertEqual(mine.pendingNumbers, [4])
  }

  func test_maxPendingOperationsCount_appliesFromTheNextBegin() {
    let sequencer = Sequencer(maxPendingOperationsCount: 3)
    (1...3).forEach { _ in _ = sequencer.begin() }
    sequencer.maxPendingOperationsCount = 1
    XCTAssertEqual(sequencer.pendingNumbers, [1, 2, 3], "lowering the limit cancels nothing by itself")
    _ = sequencer.begin()
    XCTAssertEqual(sequencer.pendingNumbers, [4])
    XCTAssertEqual(sequencer.maxPendingOperationsCount, 1)
  }

  func test_cancelOneTicket_dropsItsCompletionOnly() {
    let sequencer = Sequencer()
    var cancelled: [Int] = []
    let first = sequencer.begin(cancellation: { cancelled.append($0.number) })
    let second = sequencer.begin(cancellation: { cancelled.append($0.number) })
    sequencer.cancel(first)
    sequencer.cancel(first)
    XCTAssertEqual(cancelled, [first.number], "the handler runs once, with its own ticket")
    var delivered: [Int] = []
    XCTAssertFalse(sequencer.complete(first) { delivered.append(1) })
    XCTAssertTrue(sequencer.complete(second) { delivered.append(2) })
    XCTAssertEqual(delivered, [2])
    XCTAssertEqual(Sequencer.Ticket(number: second.number), second)
  }

  func test_cancelHandler_seesItsOperationStillPending() {
    let sequencer = Sequencer()
    var pendingDuringHandler: [Int] = []
    var hasPendingDuringHandler = false
    _ = sequencer.begin {
      pendingDuringHandler = sequencer.pendingNumbers
      hasPendingDuringHandler = sequencer.hasPendingOperations
    }
    sequencer.cancelPendingOperations()
    XCTAssertEqual(pendingDuringHandler, [1])
    XCTAssertTrue(hasPendingDuringHandler)
    XCTAssertFalse(sequencer.hasPendingOperations, "and no longer once the handler returned")
  }

  func test_complete_cancelsOlderOperationsBeforeDelivering() {
    let sequencer = Sequencer()
    var events: [String] = []
    let old = sequencer.begin(cancellation: { events.append("cancel \($0.number)") })
    let new = sequencer.begin()
    sequencer.complete(new) { events.append("deliver \(new.number)") }
    XCTAssertEqual(events, ["cancel \(old.number)", "deliver \(new.number)"])
  }
}
