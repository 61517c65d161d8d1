import Foundation
import InstantSearchCore

/// A spinner that animates, and shows the application's network activity indicator, while its searcher has
/// requests pending for more than 10 ms.
///
/// It is the view of a v2 `LoadingInteractor` (``loadingInteractor``), whose loading state the widget's
/// ``SearchProgressController`` sets: v1's grace delay and cancellation quirk decide when it changes.
/// Registering it gives it the searcher and a progress controller; nothing else is changed and no search is
/// launched. The controller's cancellation quirk applies: cancelling the last pending request (a reset) leaves
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

  /// Whether the widget shows a search in progress; the view follows it.
  public let loadingInteractor = LoadingInteractor()

  /// Creates a stopped spinner following its loading interactor.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    loadingInteractor.onItemChanged.subscribe(with: self) { widget, isLoading in widget.show(isLoading: isLoading) }
  }

  /// Keeps the searcher and follows it with a new progress controller (grace delay 0.01 s).
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    searchProgressController = SearchProgressController(searcher: searcher)
    searchProgressController.graceDelay = 0.01
    searchProgressController.delegate = self
  }

  /// Marks the search as in progress: shows the network activity indicator and starts animating.
  public func searchDidStart(_ searchProgressController: SearchProgressController) { loadingInteractor.item = true }

  /// Marks the search as over: hides the network activity indicator and stops animating.
  public func searchDidStop(_ searchProgressController: SearchProgressController) { loadingInteractor.item = false }

  private func show(isLoading: Bool) {
    HeadlessApplication.shared.isNetworkActivityIndicatorVisible = isLoading
    if isLoading { startAnimating() } else { stopAnimating() }
  }
}
