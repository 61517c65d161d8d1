import Foundation

/// A date picker: the headless stand-in for `UIDatePicker`.
///
/// ``date`` starts at the creation time and stays within ``minimumDate`` and ``maximumDate`` when they are set.
open class HeadlessDatePicker: HeadlessControl {
  /// What a date picker lets the user choose.
  public enum Mode: Int, Sendable {
    /// A time of day.
    case time
    /// A calendar day.
    case date
    /// A day and a time.
    case dateAndTime
    /// A duration.
    case countDownTimer
  }

  private var storedDate = Date()

  /// The date shown; the creation time by default. Writes are clamped to the bounds that are set.
  open var date: Date {
    get { storedDate }
    set { storedDate = clamped(newValue) }
  }

  /// The earliest date; `nil` (none) by default. Setting it moves an earlier ``date`` to it.
  open var minimumDate: Date? {
    didSet { storedDate = clamped(storedDate) }
  }

  /// The latest date; `nil` (none) by default. Setting it moves a later ``date`` to it.
  open var maximumDate: Date? {
    didSet { storedDate = clamped(storedDate) }
  }

  /// What the picker chooses; `.dateAndTime` by default. Stored only.
  open var datePickerMode: Mode = .dateAndTime

  /// Sets the date (clamped) without sending events.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// Simulates the user picking a date: sets it (clamped), then sends `.valueChanged`.
  open func userSetDate(_ date: Date) {
    self.date = date
    sendActions(for: .valueChanged)
  }

  private func clamped(_ date: Date) -> Date {
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }
}
