// Generated from the Swift block `embeddedEngineBackend` of README.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearchCore
import LocalSearch

func embeddedEngineBackend(settingsURL: URL, recordsURL: URL) throws {
  let settings = try IndexSettings(contentsOf: settingsURL)          // an Algolia settings JSON file
  let index = try LocalIndex(name: "talks", recordsFile: recordsURL, settings: settings)
  let client = SearchClient(backend: LocalClient(indices: [index]))
  let response = try client.index(withName: "talks").search(query: Query("creativity"))
}
