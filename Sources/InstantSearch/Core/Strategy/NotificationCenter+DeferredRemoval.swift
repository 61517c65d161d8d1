import Foundation

extension NotificationCenter {
  /// Removes observers from a background queue rather than at once.
  ///
  /// For a `deinit`: on Linux the center holds its lock while it releases a removed observer's closure, so an
  /// object whose last reference that closure held would trap if its `deinit` removed its own observers there and
  /// then. The closures of observers removed this way must tolerate running once more (capture weakly).
  func removeObserversLater(_ observers: [NSObjectProtocol]) {
    let pending = ObserverList(observers)
    DispatchQueue.global().async { pending.observers.forEach(self.removeObserver) }
  }
}

/// Observer tokens handed to another queue.
private final class ObserverList: @unchecked Sendable {
  // @unchecked: the list is immutable; the tokens are only handed to `NotificationCenter.removeObserver`.
  let observers: [NSObjectProtocol]

  init(_ observers: [NSObjectProtocol]) { self.observers = observers }
}
