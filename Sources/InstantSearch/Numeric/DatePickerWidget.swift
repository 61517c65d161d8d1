import Foundation

/// A date picker setting one numeric refinement in seconds since 1970 on each change.
open class DatePickerWidget: HeadlessDatePicker, NumericControlViewDelegate, AlgoliaWidget {
  /// The view model writing the refinement (a ``NumericControlViewModel``).
  public var viewModel: NumericControlViewModelDelegate
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// The numeric attribute (a timestamp); required before registration.
  public var attribute: String = Constants.Defaults.attribute
  /// The comparison (`>=` by default).
  public var `operator`: String = Constants.Defaults.operatorNumericControl
  /// Whether the refinement is inclusive (true); `false` negates it.
  public var inclusive: Bool = Constants.Defaults.inclusive
  /// Declared by v1, never read.
  public var clearValue: NSNumber = 0

  /// Creates a date picker showing the current date.
  public override init(frame: CGRect) {
    let viewModel = NumericControlViewModel()
    self.viewModel = viewModel
    super.init(frame: frame)
    viewModel.view = self
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    let viewModel = NumericControlViewModel()
    self.viewModel = viewModel
    super.init(coder: coder)
    viewModel.view = self
  }

  /// Refines on `.valueChanged` and writes the current date.
  public func configureView() {
    addTarget(self, action: DatePickerWidget.numericFilterValueChanged, for: .valueChanged)
    viewModel.updateNumeric(value: NSNumber(value: date.timeIntervalSince1970), doSearch: false)
  }

  /// Shows a date given in seconds since 1970.
  public func set(value: NSNumber) { setDate(Date(timeIntervalSince1970: value.doubleValue), animated: false) }

  func numericFilterValueChanged() {
    viewModel.updateNumeric(value: NSNumber(value: date.timeIntervalSince1970), doSearch: true)
  }
}
