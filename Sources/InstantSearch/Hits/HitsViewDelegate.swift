import Foundation

/// A view showing the hits of one index.
public protocol HitsViewDelegate: AlgoliaIndexWidget {
  /// The view model answering rows and hits.
  var viewModel: HitsViewModelDelegate! { get set }
  /// Shows the current hits again.
  func reloadHits()
  /// Scrolls back to the first hit.
  func scrollTop()
  /// Hits requested per page (written into the parameters at registration).
  var hitsPerPage: UInt { get set }
  /// Whether reading rows near the end loads the next page.
  var infiniteScrolling: Bool { get set }
  /// How close to the end a read row triggers loading.
  var remainingItemsBeforeLoading: UInt { get set }
  /// Whether hits show when the query is empty.
  var showItemsOnEmptyQuery: Bool { get set }
}
