import Foundation

/// The shared base of ``OneValueSwitchWidget`` and ``TwoValuesSwitchWidget``; registering it alone stops with
/// v1's message.
open class SwitchWidget: HeadlessSwitch, FacetControlViewDelegate, AlgoliaWidget {
  /// The view model writing the refinements (a ``FacetControlViewModel``).
  public var viewModel: FacetControlViewModelDelegate
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// The facet; required before registration.
  public var attribute: String = Constants.Defaults.attribute
  /// The value refined when the switch is on (`"true"`).
  public var valueOn: String = Constants.Defaults.valueOn
  /// Whether the refinement is inclusive (true); `false` negates it.
  public var inclusive: Bool = Constants.Defaults.inclusive

  /// Creates a switch, off.
  public override init(frame: CGRect) {
    let viewModel = FacetControlViewModel()
    self.viewModel = viewModel
    super.init(frame: frame)
    viewModel.view = self
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    let viewModel = FacetControlViewModel()
    self.viewModel = viewModel
    super.init(coder: coder)
    viewModel.view = self
  }

  /// Turns on for ``valueOn``, off for anything else.
  open func set(value: String) { setOn(value == valueOn, animated: true) }

  /// Subclasses register their action here.
  open func configureView() {
    fatalError("Cannot use SwitchWidget by itself. Need to use either OneValueSwitchWidget, or TwoValuesSwitchWidget")
  }
}
