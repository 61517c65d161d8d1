import Foundation

/// An event that subscribers listen to: the single event mechanism of the whole project.
///
/// Every searcher, interactor and `FilterState` publishes its changes through `Observer`s, and every
/// connection listens through them. Subscribers are objects held **weakly**: when a subscriber is
/// deallocated its subscriptions stop silently, so connections never create retain cycles.
///
/// By default the last fired value is retained, so ``subscribePast(with:callback:)`` can replay it to
/// a late subscriber. Callbacks run synchronously on the firing thread, in subscription order, unless
/// the subscription was moved to a queue with ``Subscription/onQueue(_:)``.
///
/// Subscribing, cancelling and firing may happen on any thread; callbacks run outside the internal lock,
/// so a callback may subscribe, cancel or fire again.
public final class Observer<Value> {
  private let lock = NSLock()
  /// The subscriptions, each a `Subscription<Value>`, kept as plain objects: appending, purging and removing them
  /// then runs specialised code, where a list of the generic type would look its type up at run time in every
  /// operation (this class is mostly used from generic code, which is not specialised).
  private var subscriptions: [AnyObject] = []
  private var storedLastData: Value?
  private var storedRetainLastData: Bool

  /// Creates an event.
  ///
  /// - Parameter retainLastData: Whether the last fired value is kept for ``subscribePast(with:callback:)``.
  public init(retainLastData: Bool = true) {
    storedRetainLastData = retainLastData
  }

  /// Whether the last fired value is kept. Turning it off forgets the kept value.
  public var retainLastData: Bool {
    get { lock.withLock { storedRetainLastData } }
    set {
      lock.withLock {
        storedRetainLastData = newValue
        if !newValue { storedLastData = nil }
      }
    }
  }

  /// The last fired value, when ``retainLastData`` is on and something was fired since the last clear.
  public var lastDataFired: Value? {
    // Locked by hand: `withLock`'s optional result would be a generic type looked up at run time on each read.
    lock.lock()
    defer { lock.unlock() }
    return storedLastData
  }

  /// The subscribers still alive, in subscription order (an object appears once per subscription).
  public var observers: [AnyObject] {
    lock.withLock {
      purgeDeadSubscriptions()
      return subscriptions.compactMap { Self.typed($0).observer }
    }
  }

  /// Forgets the kept last value.
  public func clearLastData() {
    lock.withLock { storedLastData = nil }
  }

  // MARK: Subscribing

  /// Subscribes to future values.
  ///
  /// - Parameters:
  ///   - observer: The subscriber, held weakly; the subscription ends when it is deallocated.
  ///   - callback: Receives the subscriber and each fired value.
  /// - Returns: The subscription, which can be filtered, sampled, moved to a queue or cancelled.
  @discardableResult
  public func subscribe<O: AnyObject>(with observer: O, callback: @escaping (O, Value) -> Void) -> Subscription<Value> {
    register(observer, once: false, callback: callback)
  }

  /// Subscribes to the next fired value only.
  ///
  /// - Parameters:
  ///   - observer: The subscriber, held weakly.
  ///   - callback: Receives the subscriber and the value.
  /// - Returns: The subscription; it detaches itself before its only delivery.
  @discardableResult
  public func subscribeOnce<O: AnyObject>(with observer: O, callback: @escaping (O, Value) -> Void) -> Subscription<Value> {
    register(observer, once: true, callback: callback)
  }

  /// Subscribes to future values and, if a last value is kept, receives it at once.
  ///
  /// The replay is synchronous, on the subscribing thread, before this method returns; it ignores any
  /// filter or queue attached to the returned subscription afterwards.
  ///
  /// - Parameters:
  ///   - observer: The subscriber, held weakly.
  ///   - callback: Receives the subscriber and each value, the replayed one first.
  /// - Returns: The subscription.
  @discardableResult
  public func subscribePast<O: AnyObject>(with observer: O, callback: @escaping (O, Value) -> Void) -> Subscription<Value> {
    assert(retainLastData, "can't subscribe to past events on Signal with retainLastData set to false")
    let subscription = register(observer, once: false, callback: callback)
    if let last = lastDataFired { callback(observer, last) }
    return subscription
  }

  /// Receives the kept last value at once if there is one, otherwise the next fired value; then stops.
  ///
  /// - Parameters:
  ///   - observer: The subscriber, held weakly.
  ///   - callback: Receives the subscriber and the one value.
  /// - Returns: The subscription (already cancelled when the last value was replayed).
  @discardableResult
  public func subscribePastOnce<O: AnyObject>(with observer: O, callback: @escaping (O, Value) -> Void) -> Subscription<Value> {
    let subscription = register(observer, once: true, callback: callback)
    if let last = lastDataFired {
      subscription.cancel()
      callback(observer, last)
    }
    return subscription
  }

  // MARK: Cancelling

  /// Ends every subscription of `observer` (compared by identity) on this event.
  public func cancelSubscription(for observer: AnyObject) {
    lock.withLock {
      subscriptions.removeAll { subscription in
        let subscriber = Self.typed(subscription).observer
        return subscriber == nil || subscriber === observer
      }
    }
  }

  /// Ends every subscription on this event.
  public func cancelAllSubscriptions() {
    lock.withLock { subscriptions.removeAll() }
  }

  // MARK: Firing

  private var storedFireCount = 0

  /// How many times a value was fired.
  public var fireCount: Int { lock.withLock { storedFireCount } }

  /// Delivers `value` to every live subscription whose filter accepts it, in subscription order.
  ///
  /// Keeps `value` as ``lastDataFired`` when ``retainLastData`` is on. Once-subscriptions are detached
  /// before their delivery.
  public func fire(_ value: Value) {
    let targets = lock.withLock {
      storedFireCount += 1
      if storedRetainLastData { storedLastData = value }
      purgeDeadSubscriptions()
      return subscriptions
    }
    for target in targets {
      let subscription = Self.typed(target)
      guard subscription.accepts(value) else { continue }
      if subscription.once {
        let wasAttached = lock.withLock { () -> Bool in
          guard let index = subscriptions.firstIndex(where: { $0 === subscription }) else { return false }
          subscriptions.remove(at: index)
          return true
        }
        guard wasAttached else { continue }
      }
      subscription.deliver(value)
    }
  }

  // MARK: Internals

  private func register<O: AnyObject>(_ observer: O, once: Bool, callback: @escaping (O, Value) -> Void)
    -> Subscription<Value>
  {
    let subscription = Subscription<Value>(observer: observer, once: once, lock: lock) { object, value in
      guard let typed = object as? O else { return }
      callback(typed, value)
    }
    subscription.detach = { [weak self, weak subscription] in
      guard let self, let subscription else { return }
      self.lock.withLock { self.subscriptions.removeAll { $0 === subscription } }
    }
    lock.withLock {
      purgeDeadSubscriptions()
      subscriptions.append(subscription)
    }
    return subscription
  }

  /// A stored subscription with its type.
  private static func typed(_ subscription: AnyObject) -> Subscription<Value> {
    unsafeDowncast(subscription, to: Subscription<Value>.self)
  }

  /// Drops subscriptions whose subscriber is gone. Call with the lock held.
  private func purgeDeadSubscriptions() {
    subscriptions.removeAll { Self.typed($0).observer == nil }
  }
}

extension Observer where Value == Void {
  /// Fires a `Void` event.
  public func fire() { fire(()) }
}
