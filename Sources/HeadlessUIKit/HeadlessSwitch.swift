import Foundation

/// An on/off switch: the headless stand-in for `UISwitch`.
open class HeadlessSwitch: HeadlessControl {
  /// Whether the switch is on; `false` by default. Setting it sends no event.
  open var isOn: Bool = false

  /// Sets the state without sending events.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// Simulates the user flipping the switch: toggles ``isOn``, then sends `.valueChanged`.
  open func userToggle() {
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}
