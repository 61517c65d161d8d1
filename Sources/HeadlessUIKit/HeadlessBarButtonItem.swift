import Foundation

/// A button of a navigation bar or toolbar: the headless stand-in for `UIBarButtonItem`.
///
/// Its action is a method of its target, in one of UIKit's shapes (`f()` or `f(_ sender:)`), named as
/// `Self.method`; ``tap()`` runs it as a user's tap would.
open class HeadlessBarButtonItem: NSObject {
  /// How the button looks.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Bordered (deprecated in UIKit, kept for older code).
    case bordered
    /// Done: bold.
    case done
  }

  /// The system buttons.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
      search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
  }

  /// The title.
  open var title: String?
  /// The image.
  open var image: HeadlessImage?
  /// The style.
  open var style: Style
  /// The system item it was made as; `nil` for a custom one.
  public let systemItem: SystemItem?
  /// Whether taps run the action; `true` by default.
  open var isEnabled = true
  /// The view of a custom-view item.
  open var customView: HeadlessView?
  /// A tag for the app's use.
  open var tag = 0
  /// The target of the action, held weakly as in UIKit.
  open private(set) weak var target: AnyObject?

  private var action: ((HeadlessBarButtonItem) -> Void)?

  private init(title: String?, image: HeadlessImage?, style: Style, systemItem: SystemItem?) {
    self.title = title
    self.image = image
    self.style = style
    self.systemItem = systemItem
    super.init()
  }

  /// A button with a title and an action without arguments.
  public convenience init<T: AnyObject, Receiver>(title: String?, style: Style, target: T?, action: ((Receiver) -> () -> Void)?) {
    self.init(title: title, image: nil, style: style, systemItem: nil)
    setAction(target: target, action.map { method in { receiver, _ in method(receiver)() } })
  }

  /// A button with a title and an action taking the sender.
  public convenience init<T: AnyObject, Receiver>(
    title: String?, style: Style, target: T?, action: ((Receiver) -> (HeadlessBarButtonItem) -> Void)?
  ) {
    self.init(title: title, image: nil, style: style, systemItem: nil)
    setAction(target: target, action.map { method in { receiver, item in method(receiver)(item) } })
  }

  /// A button with an image and an action without arguments.
  public convenience init<T: AnyObject, Receiver>(image: HeadlessImage?, style: Style, target: T?, action: ((Receiver) -> () -> Void)?) {
    self.init(title: nil, image: image, style: style, systemItem: nil)
    setAction(target: target, action.map { method in { receiver, _ in method(receiver)() } })
  }

  /// A system button and an action without arguments.
  public convenience init<T: AnyObject, Receiver>(barButtonSystemItem systemItem: SystemItem, target: T?, action: ((Receiver) -> () -> Void)?) {
    self.init(title: nil, image: nil, style: .plain, systemItem: systemItem)
    setAction(target: target, action.map { method in { receiver, _ in method(receiver)() } })
  }

  /// A system button and an action taking the sender.
  public convenience init<T: AnyObject, Receiver>(
    barButtonSystemItem systemItem: SystemItem, target: T?, action: ((Receiver) -> (HeadlessBarButtonItem) -> Void)?
  ) {
    self.init(title: nil, image: nil, style: .plain, systemItem: systemItem)
    setAction(target: target, action.map { method in { receiver, item in method(receiver)(item) } })
  }

  /// A button showing a custom view, without action.
  public convenience init(customView: HeadlessView) {
    self.init(title: nil, image: nil, style: .plain, systemItem: nil)
    self.customView = customView
  }

  private func setAction<T: AnyObject, Receiver>(target: T?, _ perform: ((Receiver, HeadlessBarButtonItem) -> Void)?) {
    self.target = target
    guard let perform else { return }
    if let target { precondition(target is Receiver, "The target of an action must be an instance of the method's class") }
    action = { [weak self] item in
      guard let receiver = self?.target as? Receiver else { return }
      perform(receiver, item)
    }
  }

  /// Runs the action as a user's tap would; does nothing when disabled or when the target is gone.
  open func tap() {
    guard isEnabled else { return }
    action?(self)
  }
}
