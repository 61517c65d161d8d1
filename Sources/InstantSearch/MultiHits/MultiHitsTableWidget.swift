import Foundation

/// A table of the hits of several indices, one section per index (in ``indices`` order).
open class MultiHitsTableWidget: HeadlessTableView, MultiHitsViewDelegate, AlgoliaWidget {
  /// The view model answering sections, rows and hits (a ``MultiHitsViewModel``).
  public var viewModel: MultiHitsViewModelDelegate!
  /// Whether hits show for an empty query (true).
  public var showItemsOnEmptyQuery: Bool = Constants.Defaults.showItemsOnEmptyQuery
  /// The index names, one per section, parsed into ``indicesArray``.
  public var indicesArray: [String] = []
  /// The variants, parsed into ``variantsArray``.
  public var variantsArray: [String] = []
  /// The hits per section, parsed into ``hitsPerSectionArray``.
  public var hitsPerSectionArray: [UInt] = []

  /// Hits per section, comma-separated (`"20"`); a piece that is not a number stops with v1's message.
  public var hitsPerSection: String = "20" {
    didSet { hitsPerSectionArray = MultiHitsAttributes.hitsPerSection(hitsPerSection) }
  }
  /// Index names, comma-separated; an empty value stops with v1's message.
  public var indices: String = "" {
    didSet {
      if indices.isEmpty { fatalError("indexNames cannot be empty, you need to fill it with the index names") }
      indicesArray = MultiHitsAttributes.list(indices)
    }
  }
  /// Variants, comma-separated; empty for none.
  public var variants: String = "" {
    didSet { variantsArray = variants.isEmpty ? [] : MultiHitsAttributes.list(variants) }
  }

  /// Creates a table with a style.
  public override init(frame: CGRect, style: HeadlessTableView.Style) {
    super.init(frame: frame, style: style)
    viewModel = MultiHitsViewModel(view: self)
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    viewModel = MultiHitsViewModel(view: self)
  }

  /// Reloads the table.
  public func reloadHits() { reloadData() }
}
