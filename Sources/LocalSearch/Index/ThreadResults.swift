import Foundation

/// What the threads of a `DispatchQueue.concurrentPerform` produce, one place per iteration.
final class ThreadResults<Value>: @unchecked Sendable {  // every place is read and written only under `lock`
  private let lock = NSLock()
  private var values: [Value?]

  /// `count` empty places.
  init(count: Int) { values = Array(repeating: nil, count: count) }

  /// Puts `value` at place `index`.
  func store(_ value: Value, at index: Int) { lock.withLock { values[index] = value } }

  /// The value at place `index`, which must hold one; the place is left empty.
  func take(_ index: Int) -> Value {
    lock.withLock {
      defer { values[index] = nil }
      return values[index]!
    }
  }
}
