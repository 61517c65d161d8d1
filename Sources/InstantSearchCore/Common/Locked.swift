import Foundation

/// A value guarded by a lock, for state that events read and write from several threads.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  /// The current value.
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  /// Replaces the value and returns the previous one, atomically.
  @discardableResult
  func exchange(_ newValue: Value) -> Value {
    lock.withLock {
      defer { stored = newValue }
      return stored
    }
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&stored) }
  }
}
