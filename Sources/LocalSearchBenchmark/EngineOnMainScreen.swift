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
    var query = Query(text)
    query.hitsPerPage = 20
    query.facets = [facetAttribute]
    client.search(IndexedQuery(indexName: indexName, query: query)) { [weak self] result in
      guard case .success(let response) = result else { fatalError("engine on main: \(result)") }
      DispatchQueue.main.async {
        guard let self else { return }
        self.record.delivered(query: response.query, hitCount: response.hits.count)
      }
    }
  }

  func shownState(for text: String) -> ShownState? { record.shownState(for: text) }

  var progress: String { record.progress }
}
