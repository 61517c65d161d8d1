import Foundation
import InstantSearchCore

extension HitsInteractor where Record == JSON {
  /// An interactor for v1's hits views: it keeps every page, loads none by itself and shows empty queries
  /// (v1's view models decide both).
  static func v1Pages() -> HitsInteractor<JSON> {
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .off, showItemsOnEmptyQuery: true)
    interactor.pageCleanUpOffset = nil
    return interactor
  }

  /// Applies v1 results at once, so rows read right after see them: a new query first drops the pages, a
  /// load-more response adds its page.
  func apply(_ results: SearchResults, isLoadingMore: Bool) {
    guard let response = results.coreResponse else { return }
    apply(response, asNewQuery: !isLoadingMore)
  }
}
