import Foundation

/// A switch refining one value: on adds ``SwitchWidget/valueOn`` and searches, off removes it and searches.
/// Registering writes nothing.
open class OneValueSwitchWidget: SwitchWidget {
  /// Adds the `.valueChanged` action.
  open override func configureView() {
    addTarget(self, action: OneValueSwitchWidget.valueChanged, for: .valueChanged)
  }

  func valueChanged() {
    if isOn { viewModel.addFacet(value: valueOn, doSearch: true) } else { viewModel.removeFacet(value: valueOn) }
  }
}
