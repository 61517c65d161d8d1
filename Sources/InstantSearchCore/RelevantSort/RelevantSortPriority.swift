/// What a relevant-sort index puts first: the most relevant hits only, or every hit.
public enum RelevantSortPriority: Hashable, Sendable {
  /// Only the most relevant hits, sorted (`relevancyStrictness` 100).
  case relevancy
  /// Every matching hit, sorted (`relevancyStrictness` 0).
  case hitsCount

  /// The `relevancyStrictness` a search sends for this priority: 100 or 0.
  public var relevancyStrictness: Int {
    switch self {
    case .relevancy: 100
    case .hitsCount: 0
    }
  }

  /// The priority of a response's `appliedRelevancyStrictness`: relevancy above 0, hits count at 0.
  public init(relevancyStrictness: Int) {
    self = relevancyStrictness > 0 ? .relevancy : .hitsCount
  }

  /// The other priority.
  var toggled: RelevantSortPriority {
    switch self {
    case .relevancy: .hitsCount
    case .hitsCount: .relevancy
    }
  }
}

/// Turns a relevant-sort priority into what a view shows.
public typealias RelevantSortPresenter<Output> = Presenter<RelevantSortPriority?, Output>

/// What a relevant-sort view shows as text: a hint about the hits shown and the title of the toggle.
public typealias RelevantSortTextualRepresentation = (hintText: String, toggleTitle: String)

/// Turns a relevant-sort priority into a hint and a toggle title, or `nil` to hide the view.
public typealias RelevantSortTextualPresenter = RelevantSortPresenter<RelevantSortTextualRepresentation?>
