import Foundation

/// An event that objects subscribe to: the shape of ``Observer``, which InstantSearch 7.27.1 names.
public protocol Observable {
  /// The type of the values fired.
  associatedtype ParameterType
  /// The subscription a `subscribe` call returns.
  associatedtype Obs: Observation where Obs.ParameterType == ParameterType
  /// What a subscriber's callback receives.
  typealias ObserverCallback<O: AnyObject> = (O, ParameterType) -> Void

  /// Whether the last fired value is kept.
  var retainLastData: Bool { get set }
  /// The last fired value, when kept.
  var lastDataFired: ParameterType? { get }
  /// Subscribes to future values.
  @discardableResult
  func subscribe<O: AnyObject>(with observer: O, callback: @escaping ObserverCallback<O>) -> Obs
  /// Subscribes to the next value only.
  @discardableResult
  func subscribeOnce<O: AnyObject>(with observer: O, callback: @escaping ObserverCallback<O>) -> Obs
  /// Subscribes to future values, receiving the kept last value first.
  @discardableResult
  func subscribePast<O: AnyObject>(with observer: O, callback: @escaping ObserverCallback<O>) -> Obs
  /// Receives the kept last value, or else the next one, once.
  @discardableResult
  func subscribePastOnce<O: AnyObject>(with observer: O, callback: @escaping ObserverCallback<O>) -> Obs
  /// Ends an object's subscriptions.
  func cancelSubscription(for observer: AnyObject)
  /// Ends every subscription.
  func cancelAllSubscriptions()
  /// Fires a value.
  func fire(_ value: ParameterType)
}

/// A subscription to an ``Observable``: the shape of ``Subscription``.
public protocol Observation {
  /// The type of the values delivered.
  associatedtype ParameterType
  /// A predicate deciding which values are delivered.
  typealias ObserverFilter = (ParameterType) -> Bool

  /// Whether the subscription ends after its first delivery.
  var once: Bool { get set }
  /// Delivers only the values `predicate` accepts.
  @discardableResult
  func filter(_ predicate: @escaping ObserverFilter) -> Self
  /// Delivers at most one value per interval.
  @discardableResult
  func sample(every sampleInterval: TimeInterval) -> Self
  /// Delivers on `queue`.
  @discardableResult
  func onQueue(_ queue: DispatchQueue) -> Self
  /// Ends the subscription.
  func cancel()
}

extension Observer: Observable {}

extension Subscription: Observation {}

/// InstantSearch 7.27.1's name for the observer primitive under ``Observer``: the same type.
public typealias Signal<T> = Observer<T>

/// InstantSearch 7.27.1's name for a subscription to a ``Signal``: the same type.
public typealias SignalSubscription<T> = Subscription<T>

extension Observer {
  /// What a subscriber's callback receives, by InstantSearch 7.27.1's name for it on a ``Signal``.
  public typealias SignalCallback<O: AnyObject> = (O, Value) -> Void
}

infix operator => : AssignmentPrecedence

/// Fires `data` on `signal`: `signal => value`.
public func => <T>(signal: Signal<T>, data: T) {
  signal.fire(data)
}
