// Generated from the Swift block `sharedSession` of MigrationGuide.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearch
import InstantSearchCore

func sharedSession() {
  let searcher = InstantSearch.shared.getSearcher()        // v1
  let hitsSearcher = searcher.hitsSearcher                 // v2, same requests and responses
  let filterState = searcher.filterState                   // v2, same refinements

  let brands = FacetListConnector(searcher: hitsSearcher, filterState: filterState,
                                  attribute: "brand", operator: .or)
}
