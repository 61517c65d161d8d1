import InstantSearchCore
import LocalSearch

/// The floor of a v2 screen's keystroke: a `HitsSearcher` on the same engine with the same query (20 hits per
/// page, the facet) and no component connected. A keystroke sets the query text and searches; it ends when the
/// searcher delivers the response on the main queue, its default. What a screen takes beyond it is the work of
/// its components and views; what it takes beyond the engine alone is the searcher's request, sequencing and the
/// hop to the main queue.
final class SearcherAloneScreen: KeystrokeScreen {
  let name = "searcher"

  private let searcher: HitsSearcher
  private var deliveries = 0
  private var deliveriesBefore = 0
  private var deliveredQuery: String?
  private var deliveredHits = 0

  /// Builds the searcher without searching.
  ///
  /// - Parameters:
  ///   - client: The engine.
  ///   - indexName: The index searched.
  ///   - facetAttribute: The facet counted, as the screens' facet lists ask.
  init(client: LocalClient, indexName: String, facetAttribute: String) {
    searcher = HitsSearcher(client: client, indexName: indexName)
    searcher.request.query.hitsPerPage = 20
    searcher.request.query.facets = [facetAttribute]
    searcher.onResults.subscribe(with: self) { screen, response in
      screen.deliveries += 1
      screen.deliveredQuery = response.query
      screen.deliveredHits = response.hits.count
    }
  }

  func type(_ text: String) {
    deliveriesBefore = deliveries
    searcher.request.query.query = text
    searcher.search()
  }

  /// The delivered hit count once the response for `text` arrived; no view shows anything.
  func shownState(for text: String) -> ShownState? {
    guard deliveries > deliveriesBefore, deliveredQuery == text else { return nil }
    return ShownState(hitRows: deliveredHits, firstHit: nil, facetRows: 0, firstFacet: nil, stats: "")
  }

  var progress: String { "deliveries \(deliveries) (query \(deliveredQuery ?? "nil"))" }
}
