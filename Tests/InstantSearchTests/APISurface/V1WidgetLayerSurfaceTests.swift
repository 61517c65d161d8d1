import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

// API surface, InstantSearch iOS v1 widget layer: each public signature called as v1 wrote it, with
// `import InstantSearch` alone and headless views in place of UIKit's.
//
// Index (v1 widget reference section titles, in order):
// - "InstantSearch": test_instantSearch_*
// - "SearcherId": test_searcherId_*
// - "Marker and binder protocols", "View ↔ view-model protocols", "Controller data-source and delegate
//   protocols": V1ProtocolsSurfaceTests
// - "Widgets", "Defaults": V1WidgetsSurfaceTests
// - "View models", "Controllers", "Base view controllers", "Helpers and internal types", "Fatal errors":
//   V1ViewModelsAndControllersSurfaceTests
// - "Foundation on Linux", "HeadlessView", "HeadlessControl", "Headless counterparts of the UIKit classes used
//   by v1", "UIKit-typed v1 signatures": V1HeadlessSurfaceTests
// - Not offered, with why: V1SurfaceUnsupported.swift
final class V1WidgetLayerSurfaceTests: XCTestCase {
  func test_instantSearch_singleIndexSurface() throws {
    let instantSearch = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    XCTAssertTrue(instantSearch.searchers.isEmpty)
    XCTAssertFalse(instantSearch.recordHistory)
    instantSearch.debuggingEnabled = true
    XCTAssertTrue(instantSearch.searcher.debuggingEnabled)
    XCTAssertNil(instantSearch.selectedSearcherId)
    XCTAssertTrue(instantSearch.params === instantSearch.searcher.params)
    instantSearch.searchCacheEnabled = false
    instantSearch.searchCacheExpiringTimeInterval = 60
    XCTAssertTrue(instantSearch.getSearcher() === instantSearch.searcher)
    XCTAssertNil(instantSearch.getSearcher(named: "missing"))
    let widget = RecordingWidget()
    instantSearch.register(widget: widget, doSearch: false)
    let root = UIView()
    instantSearch.registerAllWidgets(in: root)
    instantSearch.registerAllWidgets(in: root, doSearch: false)
    awaitNextResults(of: instantSearch.searcher) { instantSearch.search(with: "phone") }
    XCTAssertNotNil(instantSearch.searcher.results)
    XCTAssertEqual(instantSearch.params.query, "phone")
    let bar = UISearchBar()
    instantSearch.register(searchBar: bar)
    instantSearch.searchBar(bar, textDidChange: "tv")
    XCTAssertEqual(instantSearch.params.query, "tv")
    let controller = UISearchController()
    instantSearch.register(searchController: controller)
    instantSearch.updateSearchResults(for: controller)
    instantSearch.searchBarTextDidBeginEditing(bar)
    instantSearch.history = LocalHistory()
    instantSearch.recordHistory = true
    instantSearch.appendHistory(queryText: "snoopy")
    XCTAssertEqual(instantSearch.searchHistory(queryText: "sno").first?.highlightedText, "<em>sno</em>opy")
    instantSearch.clearQueryInHistory(queryText: "snoopy")
    instantSearch.clearAllHistory()
    XCTAssertTrue(instantSearch.history.contents.isEmpty)
    instantSearch.clearParameters()
    XCTAssertNil(instantSearch.params.query)
  }

  func test_instantSearch_multiIndexSurface() throws {
    let ids = [SearcherId(index: "products"), SearcherId(index: "products", variant: "cheap")]
    let instantSearch = InstantSearch(searchables: [try V1Fixtures.index(), try V1Fixtures.index()], searcherIds: ids)
    XCTAssertEqual(instantSearch.searchers.count, 2)
    XCTAssertNotNil(instantSearch.getSearcher(named: "products", withId: "cheap"))
    XCTAssertNil(instantSearch.selectedSearcher)
    instantSearch.selectedSearcherId = ids[1]
    XCTAssertTrue(instantSearch.selectedSearcher === instantSearch.searchers[ids[1]])
    instantSearch.searchCacheEnabled(true, for: ids)
    instantSearch.searchCacheExpiringTimeInterval(10, for: ids)
    instantSearch.search(with: "phone", in: [ids[1]])
    XCTAssertEqual(instantSearch.searchers[ids[1]]?.params.query, "phone")
    XCTAssertNil(instantSearch.searchers[ids[0]]?.params.query)
    instantSearch.clearParameters(exceptIn: [ids[0]])
    XCTAssertNil(instantSearch.searchers[ids[1]]?.params.query)
    instantSearch.searchers[ids[0]]?.params.query = "x"
    instantSearch.clearParameters(in: [ids[0]])
    XCTAssertNil(instantSearch.searchers[ids[0]]?.params.query)
    instantSearch.configure(searchables: [try V1Fixtures.index()], searcherIds: [ids[0]])
    XCTAssertNotNil(instantSearch.searchers[ids[0]])
    let algolia = InstantSearch(appID: "APP", apiKey: "key", searcherIds: ids)
    XCTAssertEqual(algolia.searchers.count, 2)
    algolia.configure(appID: "APP", apiKey: "key", searcherIds: [SearcherId(index: "other")])
    XCTAssertNotNil(algolia.getSearcher(named: "other"))
    let single = InstantSearch(appID: "APP", apiKey: "key", index: "products")
    single.configure(appID: "APP", apiKey: "key", index: "movies")
    XCTAssertEqual((single.getSearcher().index as? Index)?.name, "movies")
    XCTAssertTrue(InstantSearch.shared === InstantSearch.shared)
  }

  func test_searcherId_equalityAndHash() {
    let id = SearcherId(index: "ab")
    XCTAssertEqual(id.variant, "")
    let other = SearcherId(index: "a", variant: "b")
    XCTAssertEqual(id.hash, other.hash)
    XCTAssertFalse(id.isEqual(other))
    XCTAssertTrue(id.isEqual(SearcherId(index: "ab", variant: "")))
    other.index = "ab"
    other.variant = ""
    XCTAssertEqual(id, other)
  }
}
