import Foundation

/// A value guarded by a lock, for state that events read and write from several threads.
public final class Locked<Value>: @unchecked Sendable {
  // @unchecked: `stored` is only read and written under `lock`.
  private let lock = NSLock()
  private var stored: Value

  /// Guards a value.
  public init(_ value: Value) { stored = value }

  /// The current value.
  public var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  /// Replaces the value and returns the previous one, atomically.
  @discardableResult
  public func exchange(_ newValue: Value) -> Value {
    lock.withLock {
      defer { stored = newValue }
      return stored
    }
  }

  /// Runs `body` with exclusive access to the value; `body` must not use this lock again.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&stored) }
  }
}
