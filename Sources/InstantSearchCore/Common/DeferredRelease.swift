import Foundation

/// Frees a value after the work under way on a queue: what a delivery replaced (the last page of hits with their
/// highlights, the facet counts, a table's converted rows) is released in a later block, so that freeing it does
/// not delay the views showing the new state. Searchers release the result each delivery replaces this way.
public enum DeferredRelease {
  /// Hands the caller's hold on `value` to a block on `queue` that runs after the current one; the value is freed
  /// there, unless something else still holds it by then.
  ///
  /// Use the queue the value was delivered or used on, so that a value that must be released where it lives is.
  public static func release<Value>(_ value: Value, on queue: DispatchQueue) {
    let held = Held(value)
    // The block is the last holder of `held`: the queue releases the block right after running it, on the
    // thread that ran it, and the value goes with it.
    queue.async { withExtendedLifetime(held) {} }
  }

  /// The value on its way to the queue.
  private final class Held<Value>: @unchecked Sendable {
    // @unchecked: the value is never read; it is freed with its holder, on the queue the caller chose.
    let value: Value

    init(_ value: Value) { self.value = value }
  }
}
