import Foundation

/// A search field: the headless stand-in for `UISearchBar`.
///
/// Setting ``text`` calls nothing; the `user…` helpers simulate the user and call the
/// ``HeadlessSearchBarDelegate``. A bar owned by a ``HeadlessSearchController`` also keeps its controller
/// informed, as UIKit's search controller does.
open class HeadlessSearchBar: HeadlessView {
  /// The bar's text field, which holds its text: editing the bar (``userType(_:)``) sends its
  /// `.editingChanged`, and the search key (``userTapSearch()``) its return key.
  public let searchTextField = HeadlessTextField(frame: .zero)

  /// The search controller owning this bar, if any.
  weak var owningSearchController: HeadlessSearchController?

  /// The text; `""` when empty, and setting `nil` stores `""`. Setting it calls nothing.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown while the bar is empty; `nil` by default.
  open var placeholder: String?

  /// Whether the cancel button shows; `false` by default.
  open var showsCancelButton: Bool = false

  /// The delegate told of the user's editing, held weakly.
  open weak var delegate: HeadlessSearchBarDelegate?

  /// Search bars can become first responder.
  open override var canBecomeFirstResponder: Bool { true }

  /// Shows or hides the cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Simulates the user editing the text to a new value: sets ``text``, calls the delegate's
  /// ``HeadlessSearchBarDelegate/searchBar(_:textDidChange:)``, then updates the owning search controller's
  /// results.
  open func userType(_ text: String) {
    self.text = text
    delegate?.searchBar(self, textDidChange: self.text ?? "")
    searchTextField.sendActions(for: .editingChanged)
    owningSearchController?.searchBarTextDidChange()
  }

  /// Simulates the user tapping the cancel button: calls the delegate's
  /// ``HeadlessSearchBarDelegate/searchBarCancelButtonClicked(_:)``, then deactivates the owning search controller.
  open func userTapCancel() {
    delegate?.searchBarCancelButtonClicked(self)
    owningSearchController?.isActive = false
  }

  /// Simulates the user tapping the search key: calls the delegate's
  /// ``HeadlessSearchBarDelegate/searchBarSearchButtonClicked(_:)``, then presses the return key of
  /// ``searchTextField``.
  open func userTapSearch() {
    delegate?.searchBarSearchButtonClicked(self)
    searchTextField.userTapReturn()
  }

  /// Begins editing: once the bar is first responder, calls the delegate's
  /// ``HeadlessSearchBarDelegate/searchBarTextDidBeginEditing(_:)`` and activates the owning search controller.
  ///
  /// Nothing is called when the bar already was first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let wasFirstResponder = isFirstResponder
    guard super.becomeFirstResponder() else { return false }
    if !wasFirstResponder {
      delegate?.searchBarTextDidBeginEditing(self)
      owningSearchController?.isActive = true
    }
    return true
  }

  /// Ends editing: when the bar was first responder, calls the delegate's
  /// ``HeadlessSearchBarDelegate/searchBarTextDidEndEditing(_:)``.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasFirstResponder = isFirstResponder
    guard super.resignFirstResponder() else { return false }
    if wasFirstResponder {
      delegate?.searchBarTextDidEndEditing(self)
    }
    return true
  }
}
