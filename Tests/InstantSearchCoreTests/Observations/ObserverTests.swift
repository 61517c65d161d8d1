import Foundation
import XCTest

@testable import InstantSearchCore

private final class Listener {
  var received: [Int] = []
}

final class ObserverTests: XCTestCase {
  func test_subscribe_receivesFutureValuesInOrder() {
    let event = Observer<Int>()
    let first = Listener()
    let second = Listener()
    var order: [String] = []
    event.subscribe(with: first) { listener, value in listener.received.append(value); order.append("first") }
    event.subscribe(with: second) { listener, value in listener.received.append(value); order.append("second") }
    event.fire(1)
    event.fire(2)
    XCTAssertEqual(first.received, [1, 2])
    XCTAssertEqual(second.received, [1, 2])
    XCTAssertEqual(order, ["first", "second", "first", "second"])
  }

  func test_subscribe_doesNotReplay_subscribePastDoes() {
    let event = Observer<Int>()
    event.fire(7)
    let plain = Listener()
    let past = Listener()
    event.subscribe(with: plain) { $0.received.append($1) }
    event.subscribePast(with: past) { $0.received.append($1) }
    XCTAssertEqual(plain.received, [])
    XCTAssertEqual(past.received, [7])
    event.fire(8)
    XCTAssertEqual(past.received, [7, 8])
  }

  func test_subscribePast_replaysSynchronouslyBeforeQueueApplies() {
    let event = Observer<Int>()
    event.fire(1)
    let listener = Listener()
    let queue = DispatchQueue(label: "test")
    event.subscribePast(with: listener) { $0.received.append($1) }.onQueue(queue)
    XCTAssertEqual(listener.received, [1], "the replay is synchronous")
    event.fire(2)
    queue.sync {}
    XCTAssertEqual(listener.received, [1, 2])
  }

  func test_retainLastData_off_keepsNothing() {
    let event = Observer<Int>(retainLastData: false)
    event.fire(1)
    XCTAssertNil(event.lastDataFired)
    let retaining = Observer<Int>()
    retaining.fire(3)
    XCTAssertEqual(retaining.lastDataFired, 3)
    retaining.retainLastData = false
    XCTAssertNil(retaining.lastDataFired)
    retaining.retainLastData = true
    retaining.fire(4)
    retaining.clearLastData()
    XCTAssertNil(retaining.lastDataFired)
  }

  func test_subscriptions_dieWithTheirSubscriber() {
    let event = Observer<Int>()
    var count = 0
    var listener: Listener? = Listener()
    weak let weakListener = listener
    event.subscribe(with: listener!) { _, _ in count += 1 }
    event.fire(1)
    listener = nil
    XCTAssertNil(weakListener, "the event must not retain its subscriber")
    event.fire(2)
    XCTAssertEqual(count, 1)
    XCTAssertTrue(event.observers.isEmpty)
  }

  func test_cancelSubscriptionFor_removesEverySubscriptionOfThatObject() {
    let event = Observer<Int>()
    let cancelled = Listener()
    let kept = Listener()
    event.subscribe(with: cancelled) { $0.received.append($1) }
    event.subscribe(with: cancelled) { $0.received.append($1 * 10) }
    event.subscribe(with: kept) { $0.received.append($1) }
    XCTAssertEqual(event.observers.count, 3)
    event.cancelSubscription(for: cancelled)
    event.fire(1)
    XCTAssertEqual(cancelled.received, [])
    XCTAssertEqual(kept.received, [1])
  }

  func test_cancelAllSubscriptions_and_singleCancel() {
    let event = Observer<Int>()
    let listener = Listener()
    let subscription = event.subscribe(with: listener) { $0.received.append($1) }
    event.subscribe(with: listener) { $0.received.append($1 * 10) }
    subscription.cancel()
    event.fire(1)
    XCTAssertEqual(listener.received, [10])
    event.cancelAllSubscriptions()
    event.fire(2)
    XCTAssertEqual(listener.received, [10])
  }

  func test_subscribeOnce_deliversOnlyTheNextValue() {
    let event = Observer<Int>()
    let listener = Listener()
    event.subscribeOnce(with: listener) { $0.received.append($1) }
    event.fire(1)
    event.fire(2)
    XCTAssertEqual(listener.received, [1])
  }

  func test_subscribePastOnce_replaysOrWaits() {
    let event = Observer<Int>()
    let waiting = Listener()
    event.subscribePastOnce(with: waiting) { $0.received.append($1) }
    event.fire(1)
    event.fire(2)
    XCTAssertEqual(waiting.received, [1])
    let replayed = Listener()
    event.subscribePastOnce(with: replayed) { $0.received.append($1) }
    event.fire(3)
    XCTAssertEqual(replayed.received, [2])
  }

  func test_filter_dropsRejectedValues() {
    let event = Observer<Int>()
    let listener = Listener()
    event.subscribe(with: listener) { $0.received.append($1) }.filter { $0.isMultiple(of: 2) }
    (1...5).forEach(event.fire)
    XCTAssertEqual(listener.received, [2, 4])
  }

  func test_onQueue_deliversAsynchronouslyOnThatQueue() {
    let event = Observer<Int>()
    let listener = Listener()
    let queue = DispatchQueue(label: "delivery")
    let key = DispatchSpecificKey<String>()
    queue.setSpecific(key: key, value: "delivery")
    let delivered = expectation(description: "delivered on the queue")
    event.subscribe(with: listener) { listener, value in
      XCTAssertEqual(DispatchQueue.getSpecific(key: key), "delivery")
      listener.received.append(value)
      delivered.fulfill()
    }.onQueue(queue)
    event.fire(5)
    wait(for: [delivered], timeout: 5)
    XCTAssertEqual(listener.received, [5])
  }

  func test_sample_deliversTheLatestValuePerInterval() {
    let event = Observer<Int>()
    let listener = Listener()
    let queue = DispatchQueue(label: "sample")
    let delivered = expectation(description: "sampled")
    event.subscribe(with: listener) { listener, value in
      listener.received.append(value)
      delivered.fulfill()
    }.sample(every: 0.05).onQueue(queue)
    (1...5).forEach(event.fire)
    wait(for: [delivered], timeout: 5)
    queue.sync {}
    XCTAssertEqual(listener.received, [5])
  }

  func test_callbacks_mayCancelAndFireReentrantly() {
    let event = Observer<Int>()
    let listener = Listener()
    event.subscribe(with: listener) { listener, value in
      listener.received.append(value)
      if value < 3 { event.fire(value + 1) } else { event.cancelSubscription(for: listener) }
    }
    event.fire(1)
    event.fire(10)
    XCTAssertEqual(listener.received, [1, 2, 3])
  }

  func test_voidEvent_fires() {
    let event = Observer<Void>()
    let listener = Listener()
    event.subscribe(with: listener) { listener, _ in listener.received.append(1) }
    event.fire()
    XCTAssertEqual(listener.received, [1])
  }

  func test_concurrentSubscribeAndFire_isSafe() {
    let event = Observer<Int>()
    let listeners = (0..<50).map { _ in Listener() }
    let lock = NSLock()
    var total = 0
    DispatchQueue.concurrentPerform(iterations: 50) { index in
      event.subscribe(with: listeners[index]) { _, _ in lock.withLock { total += 1 } }
      event.fire(index)
    }
    XCTAssertEqual(event.observers.count, 50)
    event.fire(-1)
    XCTAssertGreaterThanOrEqual(total, 50)
  }

  func test_onMainQueue_firedOnTheMainThread_deliversAtOnce_elsewhereAsynchronously() {
    let event = Observer<Int>(retainLastData: false)
    let listener = Listener()
    event.subscribe(with: listener) { listener, value in
      dispatchPrecondition(condition: .onQueue(.main))
      listener.received.append(value)
    }.onQueue(.main)
    event.fire(1)
    XCTAssertEqual(listener.received, [1], "fired on the main thread: delivered within the call")
    let delivered = expectation(description: "delivered on main")
    DispatchQueue.global().async {
      event.fire(2)
      DispatchQueue.main.async { delivered.fulfill() }
    }
    wait(for: [delivered], timeout: 5)
    XCTAssertEqual(listener.received, [1, 2])
  }
}
