import Foundation

/// A control setting one numeric refinement.
public protocol NumericControlViewDelegate: RefinementViewDelegate {
  /// The view model writing the refinement.
  var viewModel: NumericControlViewModelDelegate { get set }
  /// Registers the control's actions.
  func configureView()
  /// Shows a value.
  func set(value: NSNumber)
  /// Declared by v1, never read.
  var clearValue: NSNumber { get set }
  /// The comparison: `<`, `<=`, `==`, `!=`, `>=`, `>` or their names (`lessThan`, …).
  var `operator`: String { get set }
  /// Whether the refinement is inclusive (`false` negates it).
  var inclusive: Bool { get set }
}
