// Generated from the Swift block `algoliaBackend` of README.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearchCore

func algoliaBackend() {
  let client = SearchClient(appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey")
  let searcher = HitsSearcher(client: client, indexName: "movies")  // or HitsSearcher(appID:apiKey:indexName:)
}
