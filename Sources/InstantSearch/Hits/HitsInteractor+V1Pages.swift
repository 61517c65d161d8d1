import Foundation
import InstantSearchCore

extension HitsInteractor where Record == JSON {
  /// An interactor for v1's hits views: it keeps every page of the current search, loads none by itself until
  /// its view model turns infinite scrolling on, and shows empty queries (v1's view models apply their own
  /// empty-query rule).
  static func v1Pages() -> HitsInteractor<JSON> {
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .off, showItemsOnEmptyQuery: true)
    interactor.pageCleanUpOffset = nil
    return interactor
  }

  /// Connects the interactor to a v1 searcher's `hitsSearcher` as v1's views behave (every search but a
  /// load-more page starts the pages over when its results arrive), starting from the searcher's current
  /// results with every page they accumulated.
  func connectV1Searcher(_ searcher: Searcher) -> HitsSearcherConnection {
    notifyQueryChanged()
    let connection = connectSearcher(searcher.hitsSearcher, startsOverOnEverySearch: true)
    takePages(of: searcher.results)
    return connection
  }

  /// Takes every page of results the searcher accumulated with load-more pages (the connection only replays
  /// the last response); nothing for results of one page.
  private func takePages(of results: SearchResults?) {
    guard let results, let response = results.coreResponse else { return }
    let allHits = results.coreAllHits
    let pageSize = response.hitsPerPage ?? response.hits.count
    guard allHits.count > response.hits.count, pageSize > 0 else { return }
    notifyQueryChanged()
    for (index, start) in stride(from: 0, to: allHits.count, by: pageSize).enumerated() {
      var page = response
      page.page = index
      page.hits = Array(allHits[start..<Swift.min(start + pageSize, allHits.count)])
      update(page)
    }
  }
}
