import Foundation
import XCTest

@testable import InstantSearchCore

final class SequencerTests: XCTestCase {
  func test_begin_numbersOperationsFromOne() {
    let sequencer = Sequencer()
    XCTAssertEqual((0..<3).map { _ in sequencer.begin().number }, [1, 2, 3])
    XCTAssertTrue(sequencer.hasPendingOperations)
  }

  func test_begin_cancelsOperationsBeyondTheInFlightLimit() {
    let sequencer = Sequencer(maxPendingOperationsCount: 3)
    var cancelled: [Int] = []
    let tickets = (1...100).map { number in sequencer.begin { cancelled.append(number) } }
    XCTAssertEqual(cancelled, Array(1...97))
    XCTAssertEqual(sequencer.pendingNumbers, [98, 99, 100])
    var delivered: [Int] = []
    for ticket in tickets { sequencer.complete(ticket) { delivered.append(ticket.number) } }
    XCTAssertEqual(delivered, [98, 99, 100])
  }

  func test_complete_newerFirstCancelsOlderOnes() {
    let sequencer = Sequencer(maxPendingOperationsCount: 200)
    var cancelled = 0
    let slow = (0..<100).map { _ in sequencer.begin { cancelled += 1 } }
    let fast = sequencer.begin()
    var delivered: [Int] = []
    XCTAssertTrue(sequencer.complete(fast) { delivered.append(fast.number) })
    XCTAssertEqual(cancelled, 100)
    for ticket in slow { XCTAssertFalse(sequencer.complete(ticket) { delivered.append(ticket.number) }) }
    XCTAssertEqual(delivered, [101])
    XCTAssertFalse(sequencer.hasPendingOperations)
  }

  func test_complete_inOrderDeliversEach() {
    let sequencer = Sequencer()
    let first = sequencer.begin()
    let second = sequencer.begin()
    var delivered: [Int] = []
    sequencer.complete(first) { delivered.append(1) }
    XCTAssertTrue(sequencer.isPending(second))
    sequencer.complete(second) { delivered.append(2) }
    XCTAssertEqual(delivered, [1, 2])
  }

  func test_complete_twiceDeliversOnce() {
    let sequencer = Sequencer()
    let ticket = sequencer.begin()
    var count = 0
    sequencer.complete(ticket) { count += 1 }
    sequencer.complete(ticket) { count += 1 }
    XCTAssertEqual(count, 1)
  }

  func test_cancelPendingOperations_dropsEveryLateCompletion() {
    let sequencer = Sequencer()
    var cancelled: [Int] = []
    let tickets = (1...3).map { number in sequencer.begin { cancelled.append(number) } }
    sequencer.cancelPendingOperations()
    XCTAssertEqual(cancelled, [1, 2, 3])
    XCTAssertFalse(sequencer.hasPendingOperations)
    var delivered = 0
    tickets.forEach { sequencer.complete($0) { delivered += 1 } }
    XCTAssertEqual(delivered, 0)
    let next = sequencer.begin()
    sequencer.complete(next) { delivered += 1 }
    XCTAssertEqual(delivered, 1)
  }

  func test_deliver_mayBeginANewOperationReentrantly() {
    let sequencer = Sequencer()
    let ticket = sequencer.begin()
    var nested: Sequencer.Ticket?
    sequencer.complete(ticket) { nested = sequencer.begin() }
    XCTAssertEqual(nested?.number, 2)
    XCTAssertTrue(sequencer.isPending(nested!))
  }

  func test_concurrentCompletions_neverDeliverAStaleResultAfterANewerOne() {
    for _ in 0..<20 {
      let sequencer = Sequencer(maxPendingOperationsCount: 1000)
      let tickets = (0..<200).map { _ in sequencer.begin() }
      let lock = NSLock()
      var delivered: [Int] = []
      DispatchQueue.concurrentPerform(iterations: tickets.count) { index in
        let ticket = tickets[(index * 7919) % tickets.count]
        sequencer.complete(ticket) { lock.withLock { delivered.append(ticket.number) } }
      }
      XCTAssertEqual(delivered, delivered.sorted(), "deliveries must be strictly increasing")
      XCTAssertEqual(Set(delivered).count, delivered.count)
      XCTAssertFalse(sequencer.hasPendingOperations)
    }
  }
}
