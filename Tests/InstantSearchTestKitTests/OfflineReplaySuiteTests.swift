import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// A v1 suite recorded once and replayed offline: the screen below runs on the cassette stored in
/// `__Cassettes__/`, and the backend it was recorded from is never built while it replays. Recording again
/// (`INSTANTSEARCH_RECORD_CASSETTES=1`, or a missing cassette) builds the backend, rewrites the cassette and fails
/// the test once; a team records its suite against Algolia the same way, with `AlgoliaClient` in place of the
/// engine.
final class OfflineReplaySuiteTests: XCTestCase {
  private static let cassette = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Cassettes__").appendingPathComponent("v1-products-screen.json")

  private let cells = FacetCountCells()

  func test_aV1Screen_runsOnItsCassette_withoutItsBackend() throws {
    var backendBuilt = false
    let client = try RecordingSearchClient.cassette(at: Self.cassette) {
      backendBuilt = true
      return try ProductsCatalogue.client()
    }
    XCTAssertEqual(
      backendBuilt, !client.isReplaying, "a replay runs without the backend it was recorded from; a recording builds it")

    let searcher = Searcher(index: Index(client: client, name: "products"))
    let instantSearch = InstantSearch(searcher: searcher)
    let screen = HeadlessView()
    let searchBar = SearchBarWidget(frame: .zero)
    let stats = StatsLabelWidget(frame: .zero)
    let brands = RefinementTableWidget(frame: .zero, style: .plain)
    brands.attribute = "brand"
    cells.show(in: brands)
    [searchBar, stats, brands].forEach(screen.addSubview)
    instantSearch.registerAllWidgets(in: screen, doSearch: false)

    let typed = awaitNextResults(of: searcher) { searchBar.userType("phone") }
    XCTAssertEqual(typed?.nbHits, 3)
    XCTAssertEqual(stats.text, "3 results")
    assertSnapshot(of: screen, named: "typed-phone")

    let sony = try XCTUnwrap((0..<brands.numberOfRows(inSection: 0)).first { row in
      brands.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text == "Sony"
    })
    let refined = awaitNextResults(of: searcher) { brands.userSelectRow(at: IndexPath(row: sony, section: 0)) }
    XCTAssertEqual(refined?.nbHits, 1)
    XCTAssertEqual(refined?.latestHits.first?["name"] as? String, "Sony Xperia phone")
    assertSnapshot(of: screen, named: "refined-sony")

    let exchanges = client.exchanges
    XCTAssertTrue(exchanges.contains { $0.queries.contains { $0.params.contains("query=phone") } })
    XCTAssertTrue(exchanges.contains { $0.queries.contains { $0.params.contains("Sony") } })
    withExtendedLifetime(instantSearch) {}
  }
}
