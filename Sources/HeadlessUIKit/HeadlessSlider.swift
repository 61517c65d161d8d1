import Foundation

/// A slider choosing a `Float` in a range: the headless stand-in for `UISlider`.
///
/// Every write keeps ``value`` within ``minimumValue``...``maximumValue``: values outside are clamped, and moving
/// a bound past the value moves the value. Setting a bound past the other bound moves the other bound too.
open class HeadlessSlider: HeadlessControl {
  private var storedValue: Float = 0
  private var storedMinimum: Float = 0
  private var storedMaximum: Float = 1

  /// The value, clamped into the range on every write; `0` by default.
  open var value: Float {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }

  /// The lower bound; `0` by default.
  open var minimumValue: Float {
    get { storedMinimum }
    set {
      storedMinimum = newValue
      if storedMaximum < newValue { storedMaximum = newValue }
      storedValue = clamped(storedValue)
    }
  }

  /// The upper bound; `1` by default.
  open var maximumValue: Float {
    get { storedMaximum }
    set {
      storedMaximum = newValue
      if storedMinimum > newValue { storedMinimum = newValue }
      storedValue = clamped(storedValue)
    }
  }

  /// Whether dragging reports every change or only the final one; `true` by default. Stored only.
  open var isContinuous: Bool = true

  /// Sets the value (clamped) without sending events.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Simulates the user dragging the slider to a value and letting go: sets it (clamped), then sends
  /// `[.valueChanged, .touchUpInside]` (each action runs once).
  open func userSetValue(_ value: Float) {
    self.value = value
    sendActions(for: [.valueChanged, .touchUpInside])
  }

  private func clamped(_ value: Float) -> Float {
    min(max(value, storedMinimum), storedMaximum)
  }
}
