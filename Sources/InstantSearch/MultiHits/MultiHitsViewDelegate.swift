import Foundation

/// A view showing the hits of several indices, one section each.
public protocol MultiHitsViewDelegate: AlgoliaMultiIndexWidget {
  /// The view model answering sections, rows and hits.
  var viewModel: MultiHitsViewModelDelegate! { get set }
  /// Shows the current hits again.
  func reloadHits()
  /// Hits requested per section.
  var hitsPerSectionArray: [UInt] { get set }
  /// Whether hits show when the query is empty.
  var showItemsOnEmptyQuery: Bool { get set }
}
