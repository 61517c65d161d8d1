import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// Rounding of sums of decimal offsets.
private let epsilon: TimeInterval = 1e-9

/// v1's throttler timeline (delay 1 s; calls at 0, 0.3, 0.6, 1.5, 3.2 s) scaled by 0.25.
private let scale: TimeInterval = 0.25
private let specOffsets: [TimeInterval] = [0, 0.3, 0.6, 1.5, 3.2].map { $0 * scale }

final class ThrottlerTests: XCTestCase {
  func test_init_defaults() {
    let throttler = Throttler(delay: 0.5)
    XCTAssertEqual(throttler.delay, 0.5)
    XCTAssertTrue(throttler.fireInitialCall)
  }

  /// The 0.0 call runs at once, 0.6 at the 1.0 tick (0.3 replaced), 1.5 at the 2.0 tick; the 3.0 tick ends the
  /// series and the 3.2 call starts a new one, running at once.
  func test_call_specTimeline_firesTheInitialCallAndTheLatestCallAtEachTick() throws {
    let timeline = CallTimeline()
    let throttler = Throttler(delay: 1.0 * scale, scheduler: timeline.scheduler)
    timeline.play(specOffsets.enumerated().map { number, offset in (offset, { timeline.call(number, on: throttler) }) }, until: 4.0 * scale)
    XCTAssertEqual(
      timeline.events, [.call(0), .run(0), .call(1), .call(2), .run(2), .call(3), .run(3), .call(4), .run(4)])
    XCTAssertEqual(timeline.synchronousRuns, [0, 4])
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[2]), 1.0 * scale, accuracy: epsilon)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[3]), 2.0 * scale, accuracy: epsilon)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[4]), 3.2 * scale, accuracy: epsilon)
  }

  /// Without the initial call: 0.6 runs at 1.0, 1.5 at 2.0, 3.2 at 4.2.
  func test_call_specTimeline_withoutInitialCall_holdsTheStartingCallForTheFirstTick() throws {
    let timeline = CallTimeline()
    let throttler = Throttler(delay: 1.0 * scale, scheduler: timeline.scheduler)
    throttler.fireInitialCall = false
    timeline.play(specOffsets.enumerated().map { number, offset in (offset, { timeline.call(number, on: throttler) }) }, until: 4.8 * scale)
    XCTAssertEqual(timeline.events, [.call(0), .call(1), .call(2), .run(2), .call(3), .run(3), .call(4), .run(4)])
    XCTAssertTrue(timeline.synchronousRuns.isEmpty)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[2]), 1.0 * scale, accuracy: epsilon)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[3]), 2.0 * scale, accuracy: epsilon)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[4]), 4.2 * scale, accuracy: epsilon)
  }

  /// A delay changed mid-series keeps the next tick (0.2) and spaces the following ones by the new delay (0.7).
  func test_delay_changedDuringASeries_keepsTheNextTickDate() throws {
    let timeline = CallTimeline()
    let throttler = Throttler(delay: 0.2, scheduler: timeline.scheduler)
    timeline.play(
      [
        (0, { timeline.call(0, on: throttler) }),
        (0.05, { timeline.call(1, on: throttler) }),
        (0.1, { throttler.delay = 0.5 }),
        (0.3, { timeline.call(2, on: throttler) }),
      ], until: 0.9)
    XCTAssertEqual(timeline.events, [.call(0), .run(0), .call(1), .run(1), .call(2), .run(2)])
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[1]), 0.2, accuracy: epsilon)
    XCTAssertEqual(try XCTUnwrap(timeline.runOffsets[2]), 0.7, accuracy: epsilon, "the tick after 0.2 follows the new delay")
  }

  /// When the next tick is already overdue (its thread was blocked), the new delay counts from the last tick
  /// (here the series start).
  func test_delay_changedWhileTheTickIsOverdue_countsFromTheLastTick() throws {
    let clock = ManualScheduler()
    let throttler = Throttler(delay: 0.1, scheduler: clock)
    var runs: [TimeInterval] = []
    throttler.call { runs.append(clock.now) }
    clock.jump(by: 0.25)
    throttler.call { runs.append(clock.now) }
    throttler.delay = 0.5
    clock.runDueWork()
    XCTAssertEqual(runs, [0], "the overdue 0.1 tick moved to 0.5")
    clock.advance(to: 0.5)
    XCTAssertEqual(runs, [0, 0.5])
  }

  /// A busy clock that missed several ticks runs one late tick, then keeps the period, as a repeating timer does.
  func test_missedTicks_areSkipped_notRunInABurst() {
    let clock = ManualScheduler()
    let throttler = Throttler(delay: 0.1, scheduler: clock)
    var runs: [TimeInterval] = []
    throttler.call { runs.append(clock.now) }
    throttler.call { runs.append(clock.now) }
    clock.jump(by: 0.35)
    throttler.call { runs.append(clock.now) }
    clock.runDueWork()
    XCTAssertEqual(runs.count, 2, "one late tick runs the latest call")
    clock.advance(to: 0.36)
    throttler.call { runs.append(clock.now) }
    clock.advance(to: 0.4)
    XCTAssertEqual(runs.count, 3, "the next tick keeps the 0.1 grid")
    XCTAssertEqual(runs.last ?? 0, 0.4, accuracy: epsilon)
  }

  /// A long burst: the first call runs at once, one call per tick at most, and the last call always runs.
  func test_call_longBurst_firesAtMostOncePerTick_andAlwaysTheLastCall() throws {
    let offsets = stride(from: 0.0, through: 0.6, by: 0.03).map { $0 }
    let timeline = CallTimeline()
    let throttler = Throttler(delay: 0.1, scheduler: timeline.scheduler)
    timeline.play(offsets.enumerated().map { number, offset in (offset, { timeline.call(number, on: throttler) }) }, until: 0.9)
    let runs = timeline.events.compactMap { event -> Int? in if case .run(let number) = event { return number } else { return nil } }
    XCTAssertEqual(runs.first, 0)
    XCTAssertEqual(runs.last, offsets.count - 1, "the last call of the burst runs")
    XCTAssertEqual(runs.count, 1 + 7, "the initial call plus one per tick (0.1 to 0.7 s)")
    XCTAssertEqual(runs, runs.sorted(), "calls never run out of order")
  }

  /// A running series keeps its throttler alive (v1's timer retained its target); the end of the series frees it.
  func test_series_keepsTheThrottlerAlive_untilItEnds() {
    let clock = ManualScheduler()
    var runs = 0
    weak var released: Throttler?
    do {
      let throttler = Throttler(delay: 0.05, scheduler: clock)
      released = throttler
      throttler.call { runs += 1 }
      throttler.call { runs += 1 }
    }
    XCTAssertNotNil(released)
    clock.advance(by: 0.05)
    XCTAssertEqual(runs, 2)
    XCTAssertNotNil(released, "the series runs until a tick finds nothing pending")
    clock.advance(by: 0.05)
    XCTAssertNil(released)
  }

  /// On the default run-loop timers, from another thread the starting call runs there; later ones run at the
  /// main run loop's ticks.
  ///
  /// The main thread waits on a semaphore, not in its run loop, while the other thread makes both calls, so no
  /// tick can end the series between them however long that thread takes.
  func test_call_fromABackgroundQueue_runsTheInitialCallThere_andTheRestOnTheMainThread() {
    let throttler = Throttler(delay: 0.05)
    let threads = CrossThreadValue<[String]>([])
    let handedOver = DispatchSemaphore(value: 0)
    let ran = expectation(description: "both calls ran")
    ran.expectedFulfillmentCount = 2
    DispatchQueue.global().async {
      throttler.call {
        threads.value.append(Thread.isMainThread ? "main" : "background")
        ran.fulfill()
      }
      throttler.call {
        threads.value.append(Thread.isMainThread ? "main" : "background")
        ran.fulfill()
      }
      handedOver.signal()
    }
    handedOver.wait()
    wait(for: [ran], timeout: 10)
    XCTAssertEqual(threads.value, ["background", "main"])
  }
}
