// Generated from the Swift block `offlineMirror` of README.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearchCore
import LocalSearch

func offlineMirror(algolia: AlgoliaClient, directory: URL) throws {
  let mirror = try IndexMirror(indexName: "airports", online: algolia, directory: directory)  // kept across launches
  mirror.selections = [MirrorSelection(query: Query(), maxObjects: 10_000)]
  mirror.syncIfNeeded()                                   // once a day, or when the selections change
  let client = MirroredSearchClient(online: algolia, local: mirror.local)
  let searcher = HitsSearcher(client: client, indexName: "airports")
}
