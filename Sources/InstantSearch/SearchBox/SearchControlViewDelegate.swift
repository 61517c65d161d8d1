import Foundation

/// A text input driving the query.
public protocol SearchControlViewDelegate: AlgoliaIndexWidget {
  /// The view model searching.
  var viewModel: SearchControlViewModelDelegate! { get set }
  /// Shows a text, resigning first responder when asked.
  func set(text: String, andResignFirstResponder resignFirstResponder: Bool)
}
