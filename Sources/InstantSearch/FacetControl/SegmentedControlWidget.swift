import Foundation

/// A segmented control whose segment titles are facet values: selecting a segment refines its title (replacing
/// the previous segment's) and searches.
open class SegmentedControlWidget: HeadlessSegmentedControl, FacetControlViewDelegate, AlgoliaWidget {
  /// The view model writing the refinements (a ``FacetControlViewModel``).
  public var viewModel: FacetControlViewModelDelegate
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// The facet; required before registration.
  public var attribute: String = Constants.Defaults.attribute
  /// Whether the refinement is inclusive (true); `false` negates it.
  public var inclusive: Bool = Constants.Defaults.inclusive

  private var oldSegmentedIndex = HeadlessSegmentedControl.noSegment
  private var actualSegmentedIndex = HeadlessSegmentedControl.noSegment

  /// Creates a control with segments (strings become titles).
  public override init(items: [Any]?) {
    let viewModel = FacetControlViewModel()
    self.viewModel = viewModel
    super.init(items: items)
    viewModel.view = self
    actualSegmentedIndex = selectedSegmentIndex
  }

  /// Creates a control without segments.
  public override init(frame: CGRect) {
    let viewModel = FacetControlViewModel()
    self.viewModel = viewModel
    super.init(frame: frame)
    viewModel.view = self
    actualSegmentedIndex = selectedSegmentIndex
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    let viewModel = FacetControlViewModel()
    self.viewModel = viewModel
    super.init(coder: coder)
    viewModel.view = self
    actualSegmentedIndex = selectedSegmentIndex
  }

  /// Selects the first segment titled `value`; no match changes nothing.
  open func set(value: String) {
    guard let position = (0..<numberOfSegments).first(where: { titleForSegment(at: $0) == value }) else { return }
    selectedSegmentIndex = position
    oldSegmentedIndex = actualSegmentedIndex
    actualSegmentedIndex = position
  }

  /// Adds the `.valueChanged` action and refines the segment selected now, if any.
  ///
  /// The selection is read here rather than at initialisation (v1 crashed for a segment selected in between).
  open func configureView() {
    addTarget(self, action: SegmentedControlWidget.valueChanged, for: .valueChanged)
    actualSegmentedIndex = selectedSegmentIndex
    if actualSegmentedIndex != HeadlessSegmentedControl.noSegment, let title = titleForSegment(at: actualSegmentedIndex) {
      viewModel.addFacet(value: title, doSearch: false)
    }
  }

  func valueChanged() {
    guard selectedSegmentIndex != HeadlessSegmentedControl.noSegment else { return }
    oldSegmentedIndex = actualSegmentedIndex
    actualSegmentedIndex = selectedSegmentIndex
    guard let newValue = titleForSegment(at: actualSegmentedIndex) else { return }
    if oldSegmentedIndex == HeadlessSegmentedControl.noSegment {
      viewModel.addFacet(value: newValue, doSearch: true)
    } else {
      viewModel.updateFacet(oldValue: titleForSegment(at: oldSegmentedIndex) ?? "", newValue: newValue, doSearch: true)
    }
  }
}
