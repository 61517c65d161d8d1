import Foundation

/// An object that can receive input: the headless stand-in for `UIResponder`, base of views, view controllers and
/// app delegates.
///
/// It holds the first-responder state (which object receives keyboard input). UIKit keeps one first responder per
/// window; headless there is one in the process. Meant to be used from the main thread, with no locking, as UIKit.
open class HeadlessResponder: NSObject {
  /// The object currently first responder, if any.
  private nonisolated(unsafe) static weak var currentFirstResponder: HeadlessResponder?

  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// Creates a responder as a storyboard or nib would; the coder is unread (headless objects are never archived).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The next responder of the chain: a view's superview, `nil` by default.
  open var next: HeadlessResponder? { nil }

  /// Whether the object can become first responder; `false` except for text inputs.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the object is the first responder (the one receiving keyboard input).
  open var isFirstResponder: Bool {
    HeadlessResponder.currentFirstResponder === self
  }

  /// Makes the object first responder, as when the user taps a text input.
  ///
  /// Fails when ``canBecomeFirstResponder`` is `false`. The previous first responder, if any, resigns first.
  /// Overrides run their editing callbacks only when the object was not already first responder.
  ///
  /// - Returns: Whether the object is now first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if isFirstResponder { return true }
    if let previous = HeadlessResponder.currentFirstResponder, !previous.resignFirstResponder() {
      return false
    }
    HeadlessResponder.currentFirstResponder = self
    return true
  }

  /// Gives up first responder status; an object that is not first responder just returns `true`.
  ///
  /// - Returns: Whether the object resigned (always `true` headless).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if isFirstResponder {
      HeadlessResponder.currentFirstResponder = nil
    }
    return true
  }
}
