// The type names InstantSearch 7.27.1 gives the parts of an observation; each is the type the package's
// observer and subscription already take.

extension Observer {
  /// What a subscriber's callback receives: the observer object and the value fired.
  public typealias ObserverCallback<O: AnyObject> = (O, Value) -> Void
  /// The subscription a `subscribe` call returns.
  public typealias Obs = Subscription<Value>
  /// The type of the values fired.
  public typealias ParameterType = Value
}

extension Subscription {
  /// The type of the values delivered.
  public typealias ParameterType = Value
  /// A callback receiving a value.
  public typealias SignalCallback = (Value) -> Void
  /// A predicate deciding which values are delivered.
  public typealias SignalFilter = (Value) -> Bool
}
