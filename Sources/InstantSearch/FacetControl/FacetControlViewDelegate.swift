import Foundation

/// A control setting facet refinements of one attribute.
public protocol FacetControlViewDelegate: RefinementViewDelegate {
  /// The view model writing the refinements.
  var viewModel: FacetControlViewModelDelegate { get set }
  /// Registers the control's actions and writes its initial state.
  func configureView()
  /// Shows a value.
  func set(value: String)
  /// Whether the refinement is inclusive (`false` negates it).
  var inclusive: Bool { get set }
}
