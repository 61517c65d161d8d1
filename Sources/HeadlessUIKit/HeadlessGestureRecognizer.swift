import Foundation

/// A recogniser of a gesture on a view, running its target's action when the gesture is recognised: the
/// headless stand-in for `UIGestureRecognizer`. ``recognize()`` recognises it as a user's gesture would.
open class HeadlessGestureRecognizer: NSObject {
  /// Where the recogniser stands.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture is recognised when it ends.
    public static let recognized = State.ended
  }

  /// The state; `.possible` until recognised.
  open internal(set) var state: State = .possible
  /// Whether it recognises gestures; `true` by default.
  open var isEnabled = true
  /// Whether touches of a recognised gesture are cancelled in the view; `true` by default, as in UIKit.
  open var cancelsTouchesInView = true
  /// The view it is attached to (``HeadlessView/addGestureRecognizer(_:)``).
  open internal(set) weak var view: HeadlessView?

  private var actions: [(HeadlessGestureRecognizer) -> Void] = []

  /// A recogniser without action.
  public override init() {
    super.init()
  }

  /// A recogniser running a method without arguments of its target, named `Self.method`.
  public convenience init<T: AnyObject, Receiver>(target: T?, action: ((Receiver) -> () -> Void)?) {
    self.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// A recogniser running a method taking the recogniser, UIKit's `f(_ sender:)` shape.
  public convenience init<T: AnyObject, Receiver, Sender>(target: T?, action: ((Receiver) -> (Sender) -> Void)?) {
    self.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds a method without arguments of a target, held weakly.
  open func addTarget<T: AnyObject, Receiver>(_ target: T, action: @escaping (Receiver) -> () -> Void) {
    precondition(target is Receiver, "The target of an action must be an instance of the method's class")
    actions.append { [weak target] _ in
      guard let receiver = target as? Receiver else { return }
      action(receiver)()
    }
  }

  /// Adds a method taking the recogniser, of a target held weakly.
  open func addTarget<T: AnyObject, Receiver, Sender>(_ target: T, action: @escaping (Receiver) -> (Sender) -> Void) {
    precondition(target is Receiver, "The target of an action must be an instance of the method's class")
    precondition(self is Sender, "The sender parameter of the action must accept \(type(of: self))")
    actions.append { [weak target] recognizer in
      guard let receiver = target as? Receiver, let sender = recognizer as? Sender else { return }
      action(receiver)(sender)
    }
  }

  /// Recognises the gesture as a user's would: the state becomes `.recognized` and the actions run, in the order
  /// they were added; nothing happens while disabled or detached.
  open func recognize() {
    guard isEnabled, view != nil else { return }
    state = .recognized
    for action in actions { action(self) }
    state = .possible
  }
}

/// A tap: the headless stand-in for `UITapGestureRecognizer`.
open class HeadlessTapGestureRecognizer: HeadlessGestureRecognizer {
  /// The taps that make the gesture; 1 by default.
  open var numberOfTapsRequired = 1
  /// The fingers that make the gesture; 1 by default.
  open var numberOfTouchesRequired = 1
}

#if !canImport(UIKit)
  /// `UIGestureRecognizer` is ``HeadlessGestureRecognizer``.
  public typealias UIGestureRecognizer = HeadlessGestureRecognizer
  /// `UITapGestureRecognizer` is ``HeadlessTapGestureRecognizer``.
  public typealias UITapGestureRecognizer = HeadlessTapGestureRecognizer
#endif
