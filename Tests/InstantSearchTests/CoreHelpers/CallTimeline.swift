import Foundation
import InstantSearch
import XCTest

/// Plays a script of calls on a ``Caller`` in real time on the main run loop, and logs calls and runs in order.
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

  private(set) var events: [Event] = []
  /// When each block ran, in seconds from the start of ``play(_:until:)``.
  private(set) var runOffsets: [Int: TimeInterval] = [:]
  /// The calls whose block ran inside `call(_:)`.
  private(set) var synchronousRuns: Set<Int> = []
  /// The longest the main thread fell behind the script (a late step or an overlong spin).
  private(set) var worstLag: TimeInterval = 0
  private var start = Date()
  private var callInProgress: Int?

  /// Seconds since the script started.
  var now: TimeInterval { Date().timeIntervalSince(start) }

  /// Hands call `number` to `caller`; its block logs the run.
  func call(_ number: Int, on caller: Caller) {
    events.append(.call(number))
    callInProgress = number
    caller.call { [self] in
      events.append(.run(number))
      runOffsets[number] = now
      if callInProgress == number { synchronousRuns.insert(number) }
    }
    callInProgress = nil
  }

  /// Runs each step at its offset (seconds from now), spinning the main run loop in between and up to `end`.
  func play(_ steps: [(at: TimeInterval, action: () -> Void)], until end: TimeInterval) {
    start = Date()
    var remaining = steps.sorted { $0.at < $1.at }[...]
    while true {
      if let step = remaining.first, now >= step.at {
        worstLag = max(worstLag, now - step.at)
        remaining.removeFirst()
        step.action()
        continue
      }
      guard now < end || !remaining.isEmpty else { break }
      let target = min(remaining.first?.at ?? end, now + 0.005)
      RunLoop.main.run(until: start.addingTimeInterval(target))
      worstLag = max(worstLag, now - target)
    }
  }
}

extension XCTestCase {
  /// Plays a timing scenario until the main thread kept to its schedule (within `tolerance`), at most `attempts`
  /// times; fails when the machine was too busy every time, since the timeline would then say nothing.
  func playOnSchedule(tolerance: TimeInterval = 0.04, attempts: Int = 5, _ scenario: () -> CallTimeline) throws -> CallTimeline {
    for _ in 1...attempts {
      let timeline = scenario()
      if timeline.worstLag <= tolerance { return timeline }
    }
    struct Overloaded: Error, CustomStringConvertible { let description: String }
    throw Overloaded(description: "the main thread lagged more than \(tolerance) s behind the script in \(attempts) attempts")
  }
}

/// A value shared with another thread.
final class CrossThreadValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
