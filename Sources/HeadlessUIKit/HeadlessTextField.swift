import Foundation

/// A one-line text input: the headless stand-in for `UITextField`.
///
/// ``text`` reads `""` when empty, as in UIKit. ``userType(_:)`` simulates typing; becoming and resigning
/// first responder simulate the start and end of editing.
open class HeadlessTextField: HeadlessControl {
  private var storedText = ""

  /// The text; `""` when empty, and setting `nil` stores `""`. Setting it sends no event.
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  /// The text shown while the field is empty; `nil` by default.
  open var placeholder: String?

  /// The delegate told when editing begins and ends, held weakly.
  open weak var delegate: HeadlessTextFieldDelegate?

  /// Text fields can become first responder.
  open override var canBecomeFirstResponder: Bool { true }

  /// Simulates the user editing the text to a new value: sets ``text``, then sends `.editingChanged`.
  open func userType(_ text: String) {
    self.text = text
    sendActions(for: .editingChanged)
  }

  /// Simulates the user pressing the return key: asks the delegate's
  /// ``HeadlessTextFieldDelegate/textFieldShouldReturn(_:)``, then sends `.editingDidEndOnExit` when it agrees.
  open func userTapReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    sendActions(for: .editingDidEndOnExit)
  }

  /// Begins editing: once the field is first responder, calls the delegate's
  /// ``HeadlessTextFieldDelegate/textFieldDidBeginEditing(_:)`` and sends `.editingDidBegin`.
  ///
  /// Nothing is called when the field already was first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let wasFirstResponder = isFirstResponder
    guard super.becomeFirstResponder() else { return false }
    if !wasFirstResponder {
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin)
    }
    return true
  }

  /// Ends editing: when the field was first responder, calls the delegate's
  /// ``HeadlessTextFieldDelegate/textFieldDidEndEditing(_:)`` and sends `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasFirstResponder = isFirstResponder
    guard super.resignFirstResponder() else { return false }
    if wasFirstResponder {
      delegate?.textFieldDidEndEditing(self)
      sendActions(for: .editingDidEnd)
    }
    return true
  }
}
