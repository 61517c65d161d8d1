import Foundation

/// The delegate of a ``HeadlessTextField``: the headless `UITextFieldDelegate`.
///
/// Every member has a default implementation doing nothing. A default is chosen for the class adopting the
/// protocol: declare the callbacks in that class, not only in a subclass.
public protocol HeadlessTextFieldDelegate: AnyObject {
  /// Editing began: the text field became first responder.
  func textFieldDidBeginEditing(_ textField: HeadlessTextField)
  /// Editing ended: the text field resigned first responder.
  func textFieldDidEndEditing(_ textField: HeadlessTextField)
  /// The user pressed the return key; `true` lets the field send `.editingDidEndOnExit`.
  func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool
}

extension HeadlessTextFieldDelegate {
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: HeadlessTextField) {}
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: HeadlessTextField) {}
  /// Lets the return key through.
  public func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool { true }
}
