// Generated from the Swift block `multiIndexOnTheEmbeddedEngine` of MigrationGuide.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearch
import LocalSearch

func multiIndexOnTheEmbeddedEngine(products: LocalIndex, movies: LocalIndex) {
  let client = LocalClient(indices: [products, movies])
  let ids = [SearcherId(index: "products"), SearcherId(index: "movies")]
  InstantSearch.shared.configure(searchables: ids.map { Index(client: client, name: $0.index) }, searcherIds: ids)
}
