import Foundation

extension NotificationCenter {
  /// Observes a notification with a method of an observer, the form `addObserver(_:selector:name:object:)` takes
  /// once `#selector(method(_:))` became the method reference `Self.method(_:)` (Objective-C selectors do not
  /// exist here). The observer is held weakly: the observation ends with it.
  ///
  /// - Returns: The token of the block-based observation, for `removeObserver(_:)`.
  @discardableResult
  public func addObserver<T: AnyObject, Receiver>(
    _ observer: T, selector: @escaping (Receiver) -> (Notification) -> Void, name: Notification.Name?, object: Any?
  ) -> NSObjectProtocol {
    precondition(observer is Receiver, "The observer must be an instance of the method's class")
    let target = WeakObserver(observer)
    var token: NSObjectProtocol?
    token = addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
      guard let receiver = target.object as? Receiver else {
        if let token { self?.removeObserver(token) }
        return
      }
      selector(receiver)(notification)
    }
    return token!
  }
}

/// A weak reference the observation block carries.
private final class WeakObserver: @unchecked Sendable {
  // @unchecked: set once in `init`; loading a weak reference is safe while another thread releases the object.
  weak var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }
}
