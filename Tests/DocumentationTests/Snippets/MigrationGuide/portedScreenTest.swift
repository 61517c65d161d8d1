// Generated from the Swift block `portedScreenTest` of MigrationGuide.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearch
import InstantSearchTestKit

extension XCTestCase {
  func portedScreenTest(cassette: URL, appID: String, apiKey: String) throws {
    let client = try RecordingSearchClient.cassette(at: cassette) {
      Client(appID: appID, apiKey: apiKey)        // only when recording: INSTANTSEARCH_RECORD_CASSETTES=1
    }
    let searcher = Searcher(index: Index(client: client, name: "products"))
    let instantSearch = InstantSearch(searcher: searcher)
    let screen = HeadlessView()
    let searchBar = SearchBarWidget(frame: .zero)
    let stats = StatsLabelWidget(frame: .zero)
    let brands = RefinementTableWidget(frame: .zero, style: .plain)
    brands.attribute = "brand"
    [searchBar, stats, brands].forEach(screen.addSubview)
    instantSearch.registerAllWidgets(in: screen, doSearch: false)

    // Before: searchBar.userType("phone"); RunLoop.main.run(until: Date().addingTimeInterval(2))
    let results = awaitNextResults(of: searcher) { searchBar.userType("phone") }
    XCTAssertEqual(stats.text, "\(results?.nbHits ?? -1) results")
    XCTAssertEqual(brands.viewModel.numberOfRows(), results?.facets(name: "brand")?.count)
  }
}
