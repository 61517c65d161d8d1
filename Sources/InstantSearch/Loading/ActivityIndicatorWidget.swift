import Foundation
import InstantSearchCore

/// A spinner that animates, and shows the application's network activity indicator, while its searcher has
/// been loading for more than 10 ms.
///
/// Connections: its v2 `LoadingInteractor` (``loadingInteractor``) to the searcher's `hitsSearcher`
/// (`connectSearcher` with a 10 ms grace delay on the searcher's completion queue), and the interactor's
/// `onItemChanged` to the view.
///
/// Every search of the shared session counts, v1's or one a v2 component launched; a search answered within
/// the grace delay shows nothing, and the spinner stops as soon as nothing is loading (cancelling the last
/// pending request, a reset for instance, stops it too). Registering it connects it; nothing else is changed
/// and no search is launched. In multi-index mode it is not bound at all, so it never spins (as in v1).
open class ActivityIndicatorWidget: HeadlessActivityIndicatorView, SearchableViewModel, SearchProgressDelegate, AlgoliaIndexWidget {
  /// How long, in seconds, the searcher must be loading before the spinner shows it.
  static let graceDelay: TimeInterval = 0.01

  /// The index targeted in multi-index mode (where this widget is not bound).
  public var index: String = Constants.Defaults.index
  /// The variant targeted in multi-index mode (where this widget is not bound).
  public var variant: String = Constants.Defaults.variant
  /// The searcher followed; set at registration.
  public var searcher: Searcher!

  /// Whether the widget shows a search in progress; the view follows it.
  public let loadingInteractor = LoadingInteractor()

  /// The link of ``loadingInteractor`` to the searcher; replaced at each registration.
  private(set) var loadingConnection: LoadingInteractor.SearcherConnection?

  /// The clock of the grace delay, read at registration; `nil` for real time on the searcher's completion
  /// queue (a manual scheduler in tests).
  var graceScheduler: Scheduler?

  /// Creates a stopped spinner following its loading interactor.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    loadingInteractor.onItemChanged.subscribe(with: self) { widget, isLoading in widget.show(isLoading: isLoading) }
  }

  /// Creates the widget as a storyboard would, set up as `init(frame:)` sets it up; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    loadingInteractor.onItemChanged.subscribe(with: self) { widget, isLoading in widget.show(isLoading: isLoading) }
  }

  /// Keeps the searcher and connects the loading interactor to its `hitsSearcher`, with a 10 ms grace delay.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    loadingConnection?.disconnect()
    loadingConnection = loadingInteractor.connectSearcher(
      searcher.hitsSearcher, graceDelay: Self.graceDelay,
      scheduler: graceScheduler ?? DispatchQueueScheduler(queue: searcher.completionQueue))
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
