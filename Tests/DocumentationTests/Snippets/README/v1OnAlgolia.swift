// Generated from the Swift block `v1OnAlgolia` of README.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearch

func v1OnAlgolia() {
  InstantSearch.shared.configure(appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey", index: "movies")
}
