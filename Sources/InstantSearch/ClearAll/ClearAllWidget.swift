import Foundation
import InstantSearchCore

/// A button that resets the searcher (every parameter, refinements, results) when tapped, and tells the
/// resettable delegates; it does not search.
///
/// Connections: its v2 `FilterClearInteractor` (``clearInteractor``) is connected to the button and to the
/// searcher's `filterState`. A tap fires the interactor: v1's reset runs (every parameter and v1 refinement
/// cleared, two refinement notifications, pending requests cancelled, results forgotten), then the
/// interactor's filter-state connection clears what v2 components added to the shared filter state (one more
/// refinement notification only when something was left), and last the parameters' clear-all event fires,
/// through which ``InstantSearch`` delivers `onReset()` as v1 intended. Public here (a `private` class in v1,
/// so unreachable).
open class ClearAllWidget: HeadlessButton, SearchableViewModel, AlgoliaIndexWidget, FilterClearController {
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// The searcher reset on tap; set at registration.
  public var searcher: Searcher!
  /// The v2 interactor a tap triggers.
  public let clearInteractor = FilterClearInteractor()
  /// Set by the interactor's connection; a tap calls it.
  public var onClick: (() -> Void)?
  /// The interactor's link to the searcher's filter state.
  private var filterStateConnection: FilterClearInteractor.FilterStateConnection?

  /// Keeps the searcher, connects the interactor (v1's reset, the filter state, the clear-all event, in that
  /// order) and adds the tap action.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    clearInteractor.onTriggered.cancelSubscription(for: self)
    filterStateConnection?.disconnect()
    clearInteractor.onTriggered.subscribe(with: self) { widget, _ in widget.searcher.reset() }
    filterStateConnection = clearInteractor.connectFilterState(searcher.filterState)
    clearInteractor.onTriggered.subscribe(with: self) { widget, _ in widget.searcher.params.onClearAll.fire(()) }
    clearInteractor.connectController(self)
    addTarget(self, action: ClearAllWidget.tapped, for: .touchUpInside)
  }

  func tapped() { onClick?() }
}
