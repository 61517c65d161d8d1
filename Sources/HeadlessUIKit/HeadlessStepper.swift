import Foundation

/// A stepper incrementing or decrementing a `Double`: the headless stand-in for `UIStepper`.
///
/// ``value`` stays within ``minimumValue``...``maximumValue`` on every write. The user helpers step by
/// ``stepValue``, stopping at the bounds, or, when ``wraps`` is set, passing from one bound to the other.
open class HeadlessStepper: HeadlessControl {
  private var storedValue: Double = 0
  private var storedMinimum: Double = 0
  private var storedMaximum: Double = 100
  private var storedStep: Double = 1

  /// The value, clamped into the range on every write; `0` by default.
  open var value: Double {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }

  /// The lower bound; `0` by default. Raising it past ``maximumValue`` raises the maximum too.
  open var minimumValue: Double {
    get { storedMinimum }
    set {
      storedMinimum = newValue
      if storedMaximum < newValue { storedMaximum = newValue }
      storedValue = clamped(storedValue)
    }
  }

  /// The upper bound; `100` by default. Lowering it past ``minimumValue`` lowers the minimum too.
  open var maximumValue: Double {
    get { storedMaximum }
    set {
      storedMaximum = newValue
      if storedMinimum > newValue { storedMinimum = newValue }
      storedValue = clamped(storedValue)
    }
  }

  /// The amount of one step; `1` by default. It must be positive (UIKit raises otherwise).
  open var stepValue: Double {
    get { storedStep }
    set {
      precondition(newValue > 0, "HeadlessStepper.stepValue must be greater than 0")
      storedStep = newValue
    }
  }

  /// Whether stepping past a bound continues from the other bound; `false` by default.
  open var wraps: Bool = false

  /// Whether holding a button repeats the step; `true` by default. Stored only.
  open var autorepeat: Bool = true

  /// Whether changes are reported while the user holds a button; `true` by default. Stored only.
  open var isContinuous: Bool = true

  /// Simulates the user pressing "+": adds ``stepValue``, stopping at ``maximumValue``; at the maximum, a
  /// wrapping stepper goes to ``minimumValue``. Sends `.valueChanged` when the value changed.
  open func userIncrement() {
    let next: Double
    if storedValue >= storedMaximum {
      guard wraps else { return }
      next = storedMinimum
    } else {
      next = storedValue + storedStep
    }
    commitUserValue(next)
  }

  /// Simulates the user pressing "−": subtracts ``stepValue``, stopping at ``minimumValue``; at the minimum, a
  /// wrapping stepper goes to ``maximumValue``. Sends `.valueChanged` when the value changed.
  open func userDecrement() {
    let next: Double
    if storedValue <= storedMinimum {
      guard wraps else { return }
      next = storedMaximum
    } else {
      next = storedValue - storedStep
    }
    commitUserValue(next)
  }

  private func commitUserValue(_ next: Double) {
    let previous = storedValue
    value = next
    if storedValue != previous {
      sendActions(for: .valueChanged)
    }
  }

  private func clamped(_ value: Double) -> Double {
    min(max(value, storedMinimum), storedMaximum)
  }
}
