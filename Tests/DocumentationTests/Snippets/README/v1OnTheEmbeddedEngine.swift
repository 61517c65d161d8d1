// Generated from the Swift block `v1OnTheEmbeddedEngine` of README.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearch
import LocalSearch

func v1OnTheEmbeddedEngine(recordsURL: URL, settings: IndexSettings) throws {
  let client = LocalClient(indices: [try LocalIndex(name: "movies", recordsFile: recordsURL, settings: settings)])
  InstantSearch.shared.configure(searcher: Searcher(index: Index(client: client, name: "movies")))
}
