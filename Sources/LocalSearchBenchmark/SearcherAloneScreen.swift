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
  private var record = DeliveryRecord()

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
      screen.record.delivered(query: response.query, hitCount: response.hits.count)
    }
  }

  func type(_ text: String) {
    record.keystrokeTyped()
    searcher.request.query.query = text
    searcher.search()
  }

  func shownState(for text: String) -> ShownState? { record.shownState(for: text) }

  var progress: String { record.progress }
}
