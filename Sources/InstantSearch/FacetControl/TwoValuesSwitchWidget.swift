import Foundation

/// A switch choosing between two values: exactly one of ``SwitchWidget/valueOn`` and ``valueOff`` is refined,
/// from registration on.
open class TwoValuesSwitchWidget: SwitchWidget {
  /// The value refined when the switch is off (`"false"`).
  public var valueOff: String = Constants.Defaults.valueOff

  /// Adds the `.valueChanged` action and refines the value of the current state.
  open override func configureView() {
    addTarget(self, action: TwoValuesSwitchWidget.valueChanged, for: .valueChanged)
    refineCurrentState(doSearch: false)
  }

  /// Turns on for ``SwitchWidget/valueOn``, off for ``valueOff``; other values change nothing.
  open override func set(value: String) {
    if value == valueOn { setOn(true, animated: true) } else if value == valueOff { setOn(false, animated: true) }
  }

  func valueChanged() { refineCurrentState(doSearch: true) }

  private func refineCurrentState(doSearch: Bool) {
    if isOn {
      viewModel.updateFacet(oldValue: valueOff, newValue: valueOn, doSearch: doSearch)
    } else {
      viewModel.updateFacet(oldValue: valueOn, newValue: valueOff, doSearch: doSearch)
    }
  }
}
