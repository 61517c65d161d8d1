import Foundation

/// A spinner that animates, and shows the application's network activity indicator, while its searcher has
/// requests pending for more than 10 ms.
///
/// Registering it gives it the searcher and a ``SearchProgressController``; nothing else is changed and no search
/// is launched. The controller's cancellation quirk applies: cancelling the last pending request (a reset) leaves
/// it spinning until the searcher's next notification. In multi-index mode it is not bound at all, so it never
/// spins (as in v1).
open class ActivityIndicatorWidget: HeadlessActivityIndicatorView, SearchableViewModel, SearchProgressDelegate, AlgoliaIndexWidget {
  /// The index targeted in multi-index mode (where this widget is not bound).
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode (where this widget is not bound).
  public var variant: String = Constants.Defaults.variant
  /// The searcher followed; set at registration.
  public var searcher: Searcher!

  /// Turns the searcher's notifications into start and stop events; replaced at each registration.
  var searchProgressController: SearchProgressController!

  /// Keeps the searcher and follows it with a new progress controller (grace delay 0.01 s).
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    searchProgressController = SearchProgressController(searcher: searcher)
    searchProgressController.graceDelay = 0.01
    searchProgressController.delegate = self
  }

  /// Shows the network activity indicator and starts animating.
  public func searchDidStart(_ searchProgressController: SearchProgressController) {
    HeadlessApplication.shared.isNetworkActivityIndicatorVisible = true
    startAnimating()
  }

  /// Hides the network activity indicator and stops animating.
  public func searchDidStop(_ searchProgressController: SearchProgressController) {
    HeadlessApplication.shared.isNetworkActivityIndicatorVisible = false
    stopAnimating()
  }
}
