import Foundation
import InstantSearchCore

/// A button that resets the searcher (every parameter, refinements, results) when tapped, and tells the
/// resettable delegates; it does not search.
///
/// It is the view of a v2 `FilterClearInteractor` (``clearInteractor``): a tap fires the interactor, whose
/// trigger runs v1's reset, which clears every parameter rather than the filter groups alone. Public here (a
/// `private` class in v1, so unreachable); the reset fires the cleared parameters' clear-all event, through
/// which ``InstantSearch`` delivers `onReset()` as v1 intended.
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

  /// Keeps the searcher, connects the interactor and adds the tap action.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    clearInteractor.onTriggered.cancelSubscription(for: self)
    clearInteractor.onTriggered.subscribe(with: self) { widget, _ in widget.clearFilter() }
    clearInteractor.connectController(self)
    addTarget(self, action: ClearAllWidget.tapped, for: .touchUpInside)
  }

  func tapped() { onClick?() }

  func clearFilter() {
    let params = searcher.params
    searcher.reset()
    params.onClearAll.fire(())
  }
}
