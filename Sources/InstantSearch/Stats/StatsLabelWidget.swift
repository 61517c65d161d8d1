import Foundation

/// A label showing search statistics through a template.
open class StatsLabelWidget: HeadlessLabel, StatsViewDelegate, AlgoliaWidget {
  /// The view model producing the text (a ``StatsViewModel``).
  public var viewModel: StatsViewModelDelegate!
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// The template applied to results (`{nbHits} results`).
  public var resultTemplate: String = Constants.Defaults.resultTemplate
  /// The text shown after an error (`Error in fetching results`).
  public var errorText: String = Constants.Defaults.errorText
  /// The text shown before results and after a reset (`""`).
  public var clearText: String = Constants.Defaults.clearText

  /// Creates a label.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    viewModel = StatsViewModel(view: self)
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    viewModel = StatsViewModel(view: self)
  }

  /// Shows a text.
  public func set(text: String) { self.text = text }
}

/// The short name of ``StatsLabelWidget``.
public typealias StatsWidget = StatsLabelWidget
