import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// Rounding of sums of decimal offsets.
private let epsilon: TimeInterval = 1e-9

/// v1's `Debouncer` (the `InstantSearch` module's), whose v2 namesake `InstantSearchCoreTests` tests as `DebouncerTests`.
final class V1DebouncerTests: XCTestCase {
  func test_init_keepsTheDelay() {
    let debouncer = Debouncer(delay: 0.3)
    XCTAssertEqual(debouncer.delay, 0.3)
    debouncer.delay = 0.5
    XCTAssertEqual(debouncer.delay, 0.5)
  }

  /// Delay 0.2 s, calls at 0, 0.1, 0.25, 0.7 s — the 0.25 call runs at ≈0.45, the 0.7 call at ≈0.9.
  func test_call_specTimeline_runsOnlyTheCallsFollowedByAQuietDelay() throws {
    let timeline = CallTimeline()
    let debouncer = Debouncer(delay: 0.2, scheduler: timeline.scheduler)
    timeline.play(
      [0, 0.1, 0.25, 0.7].enumerated().map { number, offset in (offset, { timeline.call(number, on: debouncer) }) },
      until: 1.1)
    XCTAssertEqual(timeline.events, [.call(0), .call(1), .call(2), .run(2), .call(3), .run(3)])
    XCTAssertTrue(timeline.synchronousRuns.isEmpty)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[2]), 0.45, accuracy: epsilon)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[3]), 0.9, accuracy: epsilon)
  }

  /// As v1's own test: bursts of calls closer than the delay; only the last of each burst runs, the final one too.
  func test_call_bursts_runOnlyTheLastCallOfEachBurst() throws {
    let offsets: [TimeInterval] = [0, 0.05, 0.1, 0.15, 0.5, 0.55, 0.6, 1.0]
    let timeline = CallTimeline()
    let debouncer = Debouncer(delay: 0.15, scheduler: timeline.scheduler)
    timeline.play(offsets.enumerated().map { number, offset in (offset, { timeline.call(number, on: debouncer) }) }, until: 1.35)
    XCTAssertEqual(timeline.events.filter { if case .run = $0 { return true } else { return false } }, [.run(3), .run(6), .run(7)])
    XCTAssertEqual(timeline.events.last, .run(7), "the final call always runs")
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[3]), 0.3, accuracy: epsilon)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[6]), 0.75, accuracy: epsilon)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[7]), 1.15, accuracy: epsilon)
  }

  func test_call_runsNothingBeforeTheDelay_thenTheBlockOnce() {
    let clock = ManualScheduler()
    let debouncer = Debouncer(delay: 0.1, scheduler: clock)
    var runs = 0
    debouncer.call { runs += 1 }
    XCTAssertEqual(runs, 0, "never synchronous")
    clock.advance(to: 0.099)
    XCTAssertEqual(runs, 0)
    clock.advance(to: 0.1)
    XCTAssertEqual(runs, 1)
    clock.advance(by: 10)
    XCTAssertEqual(runs, 1, "a block runs once and is cleared")
    XCTAssertEqual(clock.pendingCount, 0)
  }

  /// On the default run-loop timers, the block runs once the main run loop passes the delay.
  func test_call_onRunLoopTimers_runsOnTheMainRunLoop() {
    let debouncer = Debouncer(delay: 0.05)
    let ran = expectation(description: "the debounced block runs")
    debouncer.call {
      XCTAssertTrue(Thread.isMainThread)
      ran.fulfill()
    }
    wait(for: [ran], timeout: 10)
  }

  /// A new delay leaves the waiting call on its old schedule and applies to the next call.
  func test_delay_changedWhileACallWaits_appliesFromTheNextCall() throws {
    let timeline = CallTimeline()
    let debouncer = Debouncer(delay: 0.1, scheduler: timeline.scheduler)
    timeline.play(
      [
        (0, { timeline.call(0, on: debouncer) }),
        (0.02, { debouncer.delay = 0.3 }),
        (0.2, { timeline.call(1, on: debouncer) }),
      ], until: 0.7)
    XCTAssertEqual(timeline.events, [.call(0), .run(0), .call(1), .run(1)])
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[1]), 0.5, accuracy: epsilon)
  }

  /// A waiting call keeps its debouncer alive (v1's timer retained its target); it goes once the call ran.
  func test_call_runsEvenWhenTheDebouncerIsReleased() {
    let clock = ManualScheduler()
    var runs = 0
    weak var released: Debouncer?
    do {
      let debouncer = Debouncer(delay: 0.05, scheduler: clock)
      released = debouncer
      debouncer.call { runs += 1 }
    }
    XCTAssertNotNil(released)
    clock.advance(by: 0.05)
    XCTAssertEqual(runs, 1)
    XCTAssertNil(released)
  }

  /// From a dispatch queue (no running run loop) the block still runs, on the main run loop.
  func test_call_fromABackgroundQueue_runsOnTheMainThread() {
    let debouncer = Debouncer(delay: 0.2)
    let ranOnMainThread = CrossThreadValue<Bool?>(nil)
    let calledTwice = expectation(description: "calls handed over")
    let ran = expectation(description: "the last call ran")
    DispatchQueue.global().async {
      debouncer.call { ranOnMainThread.value = false }
      debouncer.call {
        ranOnMainThread.value = Thread.isMainThread
        ran.fulfill()
      }
      calledTwice.fulfill()
    }
    wait(for: [calledTwice, ran], timeout: 2)
    XCTAssertEqual(ranOnMainThread.value, true)
  }
}
