import Foundation

/// A control dispatching actions on events: the headless stand-in for `UIControl`.
///
/// Actions are registered for a set of ``Event``s with ``addAction(for:_:)`` or ``addTarget(_:action:for:)``
/// and run by ``sendActions(for:)``. As in UIKit, programmatic state changes (setting a value, a selection)
/// never dispatch: headless code sets the state and then sends the events, or calls the subclasses' `user…`
/// helpers, which do both.
open class HeadlessControl: HeadlessView {
  /// The events a control reports, with UIKit's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits of the event set.
    public let rawValue: UInt

    /// Creates an event set from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch ended inside the control (a tap).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch ended outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled a touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The user changed the control's value.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action (a button tap, a return key).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text input.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The user changed the text of a text input.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text input.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The state of a control, keying per-state attributes such as button titles.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits of the state.
    public let rawValue: UInt

    /// Creates a state from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The default state: enabled, not highlighted, not selected (no bit set).
    public static let normal = State([])
    /// Highlighted (a touch is down on the control).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  private struct Registration {
    let id: Int
    var events: Event
    /// The registered target, held weakly; `nil` for closure actions.
    weak var target: AnyObject?
    let hasTarget: Bool
    let perform: (HeadlessControl, HeadlessEvent) -> Void
  }

  private var registrations: [Registration] = []
  private var lastActionID = 0

  // MARK: State

  /// Whether the control is enabled; `true` by default. Disabled controls still dispatch ``sendActions(for:)``.
  open var isEnabled: Bool = true

  /// Whether the control is selected; `false` by default.
  open var isSelected: Bool = false

  /// Whether the control is highlighted; `false` by default.
  open var isHighlighted: Bool = false

  /// The current state, derived from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    return state
  }

  // MARK: Actions

  /// The union of the events that have at least one action registered.
  open var allControlEvents: Event {
    registrations.filter(isLive).reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Registers a closure run when any of the given events is sent.
  ///
  /// - Parameters:
  ///   - events: The events triggering the closure.
  ///   - handler: The closure, given the control. It is held strongly: capture the owner weakly.
  /// - Returns: An identifier for ``removeAction(_:)``.
  @discardableResult
  open func addAction(for events: Event, _ handler: @escaping (HeadlessControl) -> Void) -> Int {
    register(events: events, target: nil) { control, _ in handler(control) }
  }

  /// Registers a method of a target, run when any of the given events is sent: the headless spelling of
  /// `addTarget(self, action: #selector(method), for: events)`.
  ///
  /// Write `addTarget(self, action: MyWidget.method, for: .valueChanged)`. The target is held weakly; once it is
  /// released, its actions are skipped and dropped.
  ///
  /// - Returns: An identifier for ``removeAction(_:)``.
  @discardableResult
  open func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for events: Event) -> Int {
    register(events: events, target: target) { [weak target] _, _ in
      guard let target else { return }
      action(target)()
    }
  }

  /// Registers a method named through `Self`, as in `addTarget(self, action: Self.method, for: .valueChanged)`.
  ///
  /// In a non-final class `Self.method` takes the dynamic `Self`, which the statically typed `self` does not
  /// match; this overload accepts it and checks at registration that the target is a `Receiver`. The target is
  /// held weakly, as with the single-type form.
  ///
  /// - Returns: An identifier for ``removeAction(_:)``.
  @discardableResult
  open func addTarget<T: AnyObject, Receiver>(
    _ target: T, action: @escaping (Receiver) -> () -> Void, for events: Event
  ) -> Int {
    precondition(target is Receiver, "The target of an action must be an instance of the method's class")
    return register(events: events, target: target) { [weak target] _, _ in
      guard let receiver = target as? Receiver else { return }
      action(receiver)()
    }
  }

  /// Registers a method taking the sender, UIKit's `f(_ sender:)` shape: `addTarget(self, action: Self.moved(_:),
  /// for: .valueChanged)` with `func moved(_ sender: UISlider)`. The target is held weakly.
  ///
  /// - Returns: An identifier for ``removeAction(_:)``.
  @discardableResult
  open func addTarget<T: AnyObject, Receiver, Sender>(
    _ target: T, action: @escaping (Receiver) -> (Sender) -> Void, for events: Event
  ) -> Int {
    precondition(target is Receiver, "The target of an action must be an instance of the method's class")
    precondition(self is Sender, "The sender parameter of the action must accept \(type(of: self))")
    return register(events: events, target: target) { [weak target] control, _ in
      guard let receiver = target as? Receiver, let sender = control as? Sender else { return }
      action(receiver)(sender)
    }
  }

  /// Registers a method taking the sender and the event, UIKit's `f(_ sender:, forEvent:)` shape:
  /// `addTarget(self, action: Self.moved(_:forEvent:), for: .valueChanged)` with
  /// `func moved(_ sender: UISlider, forEvent event: UIEvent)`. The target is held weakly.
  ///
  /// - Returns: An identifier for ``removeAction(_:)``.
  @discardableResult
  open func addTarget<T: AnyObject, Receiver, Sender>(
    _ target: T, action: @escaping (Receiver) -> (Sender, HeadlessEvent) -> Void, for events: Event
  ) -> Int {
    precondition(target is Receiver, "The target of an action must be an instance of the method's class")
    precondition(self is Sender, "The sender parameter of the action must accept \(type(of: self))")
    return register(events: events, target: target) { [weak target] control, event in
      guard let receiver = target as? Receiver, let sender = control as? Sender else { return }
      action(receiver)(sender, event)
    }
  }

  /// Removes the action with the given identifier; unknown identifiers are ignored.
  open func removeAction(_ id: Int) {
    registrations.removeAll { $0.id == id }
  }

  /// Stops every action from answering the given events, as `removeTarget(nil, action: nil, for:)` does.
  ///
  /// An action registered for more events keeps answering the others; one left with no event is removed.
  open func removeAllActions(for events: Event) {
    removeEvents(events) { _ in true }
  }

  /// Stops the actions of a target from answering the given events, as `removeTarget(_:action: nil, for:)` does.
  open func removeTarget(_ target: AnyObject, for events: Event) {
    removeEvents(events) { $0.hasTarget && $0.target === target }
  }

  /// Runs, in registration order, every action whose events intersect the given ones, each once per call.
  ///
  /// Actions registered during the dispatch wait for the next call; actions removed during it do not run.
  /// Actions of released targets are skipped and dropped. Disabled controls dispatch too, as in UIKit.
  open func sendActions(for events: Event) {
    sendActions(for: events, with: HeadlessEvent())
  }

  /// Runs the actions of the given events as ``sendActions(for:)`` does, handing `event` to the actions that take
  /// one.
  open func sendActions(for events: Event, with event: HeadlessEvent) {
    registrations.removeAll { !isLive($0) }
    let matching = registrations.filter { !$0.events.isDisjoint(with: events) }.map(\.id)
    for id in matching {
      guard let registration = registrations.first(where: { $0.id == id }), isLive(registration) else { continue }
      registration.perform(self, event)
    }
  }

  private func register(events: Event, target: AnyObject?, perform: @escaping (HeadlessControl, HeadlessEvent) -> Void) -> Int {
    lastActionID += 1
    registrations.append(
      Registration(id: lastActionID, events: events, target: target, hasTarget: target != nil, perform: perform))
    return lastActionID
  }

  private func removeEvents(_ events: Event, where matches: (Registration) -> Bool) {
    for index in registrations.indices where matches(registrations[index]) {
      registrations[index].events.subtract(events)
    }
    registrations.removeAll { $0.events.isEmpty || !isLive($0) }
  }

  private func isLive(_ registration: Registration) -> Bool {
    !registration.hasTarget || registration.target != nil
  }
}
