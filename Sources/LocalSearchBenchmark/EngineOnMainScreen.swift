import Foundation
import InstantSearchCore
import LocalSearch

/// The engine used directly, its answer handed to the main queue: what a screen without InstantSearch does, with
/// the same query as the screens' searchers (text, 20 hits per page, the facet). A keystroke calls
/// `LocalClient.search`; it ends when the completion's block runs on the main queue. Beyond the engine alone, it
/// takes only the hop to the main queue, which every screen delivering there pays, so what a screen takes beyond it
/// is the library's own work.
final class EngineOnMainScreen: KeystrokeScreen {
  let name = "engine-main"

  private let client: LocalClient
  private let indexName: String
  private let facetAttribute: String
  private var record = DeliveryRecord()

  /// Searches `indexName` on `client`, counting `facetAttribute`.
  init(client: LocalClient, indexName: String, facetAttribute: String) {
    self.client = client
    self.indexName = indexName
    self.facetAttribute = facetAttribute
  }

  func type(_ text: String) {
    record.keystrokeTyped()
    client.search(text, indexName: indexName, facetAttribute: facetAttribute, onMainFor: name) { [weak self] response in
      self?.record.delivered(query: response.query, hitCount: response.hits.count)
    }
  }

  func shownState(for text: String) -> ShownState? { record.shownState(for: text) }

  var progress: String { record.progress }
}

extension LocalClient {
  /// Searches `text` with the screens' query (20 hits per page, `facetAttribute` counted) and hands the response to
  /// `deliver` in a block on the main queue; a failed search stops the benchmark, naming `screen`.
  func search(
    _ text: String, indexName: String, facetAttribute: String, onMainFor screen: String,
    _ deliver: @escaping (SearchResponse) -> Void
  ) {
    search(IndexedQuery.keystroke(text, indexName: indexName, facetAttribute: facetAttribute)) { result in
      guard case .success(let response) = result else { fatalError("\(screen) screen: \(result)") }
      DispatchQueue.main.async { deliver(response) }
    }
  }
}

extension IndexedQuery {
  /// The query the screens send for `text`: 20 hits per page, `facetAttribute` counted.
  static func keystroke(_ text: String, indexName: String, facetAttribute: String) -> IndexedQuery {
    var query = Query(text)
    query.hitsPerPage = 20
    query.facets = [facetAttribute]
    return IndexedQuery(indexName: indexName, query: query)
  }
}
