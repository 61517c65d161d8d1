import Foundation

/// A text field driving the query: every edit searches (no debounce), and so does gaining focus.
open class TextFieldWidget: HeadlessTextField, SearchControlViewDelegate, AlgoliaWidget, HeadlessTextFieldDelegate {
  /// The searching view model (a ``SearchViewModel``).
  public var viewModel: SearchControlViewModelDelegate!
  /// The index targeted in multi-index mode; `""` drives every searcher.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant

  /// Creates a text field that is its own delegate and searches on `.editingChanged`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    delegate = self
    viewModel = SearchViewModel(view: self)
    addTarget(self, action: TextFieldWidget.textFieldDidChange, for: .editingChanged)
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    delegate = self
    viewModel = SearchViewModel(view: self)
    addTarget(self, action: TextFieldWidget.textFieldDidChange, for: .editingChanged)
  }

  /// Searches the current text when the field gains focus.
  open func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
    guard let text = textField.text else { return }
    viewModel.search(query: text)
  }

  func textFieldDidChange() {
    guard let text else { return }
    viewModel.search(query: text)
  }

  /// Shows a text, resigning first responder when asked.
  public func set(text: String, andResignFirstResponder resignFirstResponder: Bool) {
    self.text = text
    if resignFirstResponder { _ = self.resignFirstResponder() }
  }
}
