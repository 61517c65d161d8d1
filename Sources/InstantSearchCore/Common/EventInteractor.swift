/// An interactor that fires an event rather than holding a value: a button's tap, a submitted query.
public protocol EventInteractor {
  /// The event's value type.
  associatedtype Arg
  /// Fires with each event.
  var onTriggered: Observer<Arg> { get }
}
