import Foundation

/// The relevant-sort priority of a search on a virtual replica: the most relevant hits only, or all of them.
///
/// ``item`` is `nil` until results come from an index that applies relevant sort (a virtual replica), then the
/// priority those results applied. ``toggle()`` switches it, and the searcher link sends the new priority's
/// `relevancyStrictness` and searches.
///
/// ```swift
/// let relevantSortConnector = RelevantSortConnector(searcher: searcher, controller: relevantSortController)
/// ```
public class RelevantSortInteractor: ItemInteractor<RelevantSortPriority?> {
  /// The presenter of a priority.
  public typealias Presenter<Output> = RelevantSortPresenter<Output>
  /// The presenter of a priority as text.
  public typealias TextualPresenter = RelevantSortTextualPresenter
  /// A priority as text.
  public typealias TextualRepresentation = RelevantSortTextualRepresentation

  /// The priority the last results applied, which setting ``item`` to does not search again.
  let appliedPriority = Locked<RelevantSortPriority?>(nil)

  /// Creates an interactor; `nil` (the default) until results say.
  public init(priority: RelevantSortPriority? = nil) {
    super.init(item: priority)
  }

  /// Takes the priority a result applied (`nil` for a result without relevant sort), which setting it does not
  /// search again.
  func applyResult(appliedRelevancyStrictness: Int?) {
    let priority = appliedRelevancyStrictness.map(RelevantSortPriority.init(relevancyStrictness:))
    appliedPriority.value = priority
    item = priority
  }

  /// The `relevancyStrictness` a new priority asks a search with; `nil` for none, or for the priority the last
  /// result applied.
  func strictnessToSearch(for priority: RelevantSortPriority?) -> Int? {
    guard let priority, priority != appliedPriority.value else { return nil }
    return priority.relevancyStrictness
  }

  /// Switches between ``RelevantSortPriority/relevancy`` and ``RelevantSortPriority/hitsCount``; without a
  /// priority, does nothing.
  public func toggle() {
    guard let priority = item else { return }
    item = priority.toggled
  }
}
