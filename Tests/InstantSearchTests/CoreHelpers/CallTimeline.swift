import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// Plays a script of calls on a ``Caller`` on a manual clock, and logs calls and runs in order, with the exact
/// times the blocks ran.
final class CallTimeline {
  /// One thing that happened: call number n was handed over, or its block ran.
  enum Event: Equatable, CustomStringConvertible {
    case call(Int)
    case run(Int)

    var description: String {
      switch self {
      case .call(let number): return "call\(number)"
      case .run(let number): return "run\(number)"
      }
    }
  }

  /// The clock the callers under test are given.
  let scheduler = ManualScheduler()
  private(set) var events: [Event] = []
  /// When each block ran, in seconds from the start.
  private(set) var runOffsets: [Int: TimeInterval] = [:]
  /// The calls whose block ran inside `call(_:)`.
  private(set) var synchronousRuns: Set<Int> = []
  private var callInProgress: Int?

  /// Hands call `number` to `caller`; its block logs the run.
  func call(_ number: Int, on caller: Caller) {
    events.append(.call(number))
    callInProgress = number
    caller.call { [self] in
      events.append(.run(number))
      runOffsets[number] = scheduler.now
      if callInProgress == number { synchronousRuns.insert(number) }
    }
    callInProgress = nil
  }

  /// Runs each step at its time (seconds from the start), letting the clock run the work due in between, up to
  /// `end`.
  func play(_ steps: [(at: TimeInterval, action: () -> Void)], until end: TimeInterval) {
    for step in steps.sorted(by: { $0.at < $1.at }) {
      scheduler.advance(to: step.at)
      step.action()
    }
    scheduler.advance(to: end)
  }
}

/// A value shared with another thread.
final class CrossThreadValue<Value>: @unchecked Sendable {
  // @unchecked: `stored` is only read and written under `lock`.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
