import Foundation
import InstantSearchCore

/// Drives searches from a text field: InstantSearch 7's UIKit text field controller, on the headless text field.
///
/// Connect it with `SearchBoxConnector(…, controller:)` (`QueryInputConnector`) or
/// `searchBoxInteractor.connectController(_:)`. Each edit (`.editingChanged`) reports the text through
/// ``onQueryChanged``; the return key reports it through ``onQuerySubmitted`` (the controller is the field's
/// delegate).
open class TextFieldController: NSObject, SearchBoxController {
  /// Set by the connection: called with the text after each edit.
  public var onQueryChanged: ((String?) -> Void)?
  /// Set by the connection: called with the text when the user submits it.
  public var onQuerySubmitted: ((String?) -> Void)?
  /// The text field.
  public let textField: UITextField

  /// Creates a controller of a text field; it becomes the field's delegate.
  public init(textField: UITextField) {
    self.textField = textField
    super.init()
    textField.delegate = self
    _ = textField.addTarget(self, action: TextFieldController.textDidChange, for: .editingChanged)
  }

  /// Creates a controller of a search bar's text field (`searchBar.searchTextField`).
  public convenience init(searchBar: UISearchBar) {
    self.init(textField: searchBar.searchTextField)
  }

  /// Shows a text in the field (without reporting it).
  open func setQuery(_ query: String?) {
    textField.text = query
  }

  private func textDidChange() {
    onQueryChanged?(textField.text)
  }
}

extension TextFieldController: UITextFieldDelegate {
  /// Reports the submitted text and ends editing.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    onQuerySubmitted?(textField.text)
    textField.resignFirstResponder()
    return true
  }
}
