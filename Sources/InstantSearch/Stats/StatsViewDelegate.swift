import Foundation

/// A view showing statistics text.
public protocol StatsViewDelegate: AlgoliaIndexWidget {
  /// The view model producing the text.
  var viewModel: StatsViewModelDelegate! { get set }
  /// Shows a text.
  func set(text: String)
  /// The template applied to results (`{nbHits}`, `{page}`, …).
  var resultTemplate: String { get set }
  /// The text shown after an error.
  var errorText: String { get set }
  /// The text shown before results and after a reset.
  var clearText: String { get set }
}
