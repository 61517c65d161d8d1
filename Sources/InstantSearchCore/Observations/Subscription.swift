import Foundation

/// One subscriber's registration on an ``Observer``.
///
/// Returned by the `subscribe…` methods. ``filter(_:)``, ``sample(every:)`` and ``onQueue(_:)`` change how
/// values reach the callback and return the same subscription, so they chain:
/// `interactor.onResultsUpdated.subscribe(with: view) { view, _ in view.reload() }.onQueue(.main)`.
public final class Subscription<Value> {
  /// The subscriber, held weakly; `nil` once it is deallocated, which ends the subscription.
  public private(set) weak var observer: AnyObject?

  /// Whether the subscription ends after its first delivery.
  public var once: Bool {
    get { lock.withLock { storedOnce } }
    set { lock.withLock { storedOnce = newValue } }
  }

  /// Guards the settings below. It is the observer's own lock, shared rather than one per subscription (a lock
  /// costs several allocations); neither ever takes the other's sections while holding it.
  private let lock: NSLock
  private let callback: (AnyObject, Value) -> Void
  private var storedOnce: Bool
  private var predicate: ((Value) -> Bool)?
  /// Whether ``filter(_:)`` set a predicate: a flag read first, so that an unfiltered subscription does not copy
  /// the optional predicate, whose type generic code looks up at run time.
  private var isFiltered = false
  private var queue: DispatchQueue?
  private var sampleInterval: TimeInterval?
  private var sampledValue: Value?
  private var sampleScheduled = false
  var detach: (() -> Void)?

  init(observer: AnyObject, once: Bool, lock: NSLock, callback: @escaping (AnyObject, Value) -> Void) {
    self.lock = lock
    self.observer = observer
    self.storedOnce = once
    self.callback = callback
  }

  /// Delivers only the values for which `predicate` returns true.
  @discardableResult
  public func filter(_ predicate: @escaping (Value) -> Bool) -> Subscription<Value> {
    lock.withLock {
      self.predicate = predicate
      isFiltered = true
    }
    return self
  }

  /// Delivers at most one value per interval: the latest one fired during it.
  ///
  /// The first value fired starts the interval; when it ends the latest value is delivered on the
  /// subscription's queue (the main queue if none was set).
  @discardableResult
  public func sample(every sampleInterval: TimeInterval) -> Subscription<Value> {
    lock.withLock { self.sampleInterval = sampleInterval }
    return self
  }

  /// Delivers values on `queue` instead of on the firing thread: asynchronously, except for the main queue when
  /// the value is fired on the main thread, where it is delivered at once (a view updated from the main queue is
  /// updated within the same turn, with no extra hop).
  @discardableResult
  public func onQueue(_ queue: DispatchQueue) -> Subscription<Value> {
    lock.withLock { self.queue = queue }
    return self
  }

  /// Ends this subscription only.
  public func cancel() {
    detach?()
  }

  // The reads below lock and unlock by hand: `withLock`'s result type would be a generic type looked up at run
  // time on each delivery (an optional predicate, a tuple of settings).

  func accepts(_ value: Value) -> Bool {
    guard observer != nil else { return false }
    lock.lock()
    guard isFiltered else {
      lock.unlock()
      return true
    }
    let predicate = self.predicate
    lock.unlock()
    return predicate?(value) ?? true
  }

  func deliver(_ value: Value) {
    lock.lock()
    let queue = self.queue
    let interval = sampleInterval
    lock.unlock()
    if let interval {
      let shouldSchedule = lock.withLock { () -> Bool in
        sampledValue = value
        defer { sampleScheduled = true }
        return !sampleScheduled
      }
      guard shouldSchedule else { return }
      (queue ?? .main).asyncAfter(deadline: .now() + interval) { [weak self] in
        guard let self else { return }
        let latest = self.lock.withLock { () -> Value? in
          defer { self.sampledValue = nil; self.sampleScheduled = false }
          return self.sampledValue
        }
        if let latest { self.invoke(latest) }
      }
    } else if let queue {
      if queue.isMainAndCurrent {
        invoke(value)
      } else {
        queue.async { [weak self] in self?.invoke(value) }
      }
    } else {
      invoke(value)
    }
  }

  private func invoke(_ value: Value) {
    guard let observer else { return }
    callback(observer, value)
  }
}
