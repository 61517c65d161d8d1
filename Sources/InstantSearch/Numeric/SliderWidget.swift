import Foundation

/// A slider setting one numeric refinement when released (dragging refines nothing).
open class SliderWidget: HeadlessSlider, NumericControlViewDelegate, AlgoliaWidget {
  /// The view model writing the refinement (a ``NumericControlViewModel``).
  public var viewModel: NumericControlViewModelDelegate
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// The numeric attribute; required before registration.
  public var attribute: String = Constants.Defaults.attribute
  /// The comparison (`>=` by default; `<`, `<=`, `==`, `!=`, `>` or their names).
  public var `operator`: String = Constants.Defaults.operatorNumericControl
  /// Whether the refinement is inclusive (true); `false` negates it.
  public var inclusive: Bool = Constants.Defaults.inclusive
  /// Declared by v1, never read.
  public var clearValue: NSNumber = 0

  /// Creates a slider.
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

  /// Refines on release and writes the current value.
  public func configureView() {
    addTarget(self, action: SliderWidget.numericFilterValueChanged, for: [.touchUpInside, .touchUpOutside])
    viewModel.updateNumeric(value: NSNumber(value: value), doSearch: false)
  }

  /// Shows a value, clamped to the range.
  public func set(value: NSNumber) { setValue(value.floatValue, animated: false) }

  func numericFilterValueChanged() { viewModel.updateNumeric(value: NSNumber(value: value), doSearch: true) }
}
