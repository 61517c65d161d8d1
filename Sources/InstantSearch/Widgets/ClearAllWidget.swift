import Foundation

/// A button that resets the searcher (every parameter, refinements, results) when tapped, and tells the
/// resettable delegates; it does not search.
///
/// Public here (a `private` class in v1, so unreachable), and its reset notification names the searcher's
/// parameters, so ``InstantSearch`` delivers `onReset()` as v1 intended.
open class ClearAllWidget: HeadlessButton, SearchableViewModel, AlgoliaIndexWidget {
  /// The index targeted in multi-index mode.
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode.
  public var variant: String = Constants.Defaults.variant
  /// The searcher reset on tap; set at registration.
  public var searcher: Searcher!

  /// Keeps the searcher and adds the tap action.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    addTarget(self, action: ClearAllWidget.clearFilter, for: .touchUpInside)
  }

  func clearFilter() {
    let params = searcher.params
    searcher.reset()
    NotificationCenter.default.post(name: clearAllFiltersNotification, object: params)
  }
}
