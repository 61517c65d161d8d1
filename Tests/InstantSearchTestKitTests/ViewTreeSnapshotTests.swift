import Foundation
import InstantSearch
import InstantSearchTestKit
import struct InstantSearchCore.Facet
import XCTest

/// Snapshots of a v1 screen on a scripted backend: the rendering shows what a person sees, and compares against
/// the stored file.
final class ViewTreeSnapshotTests: XCTestCase {

  private let cells = FacetCountCells()

  private func screen() -> (InstantSearch, HeadlessView, ScriptedSearchClient) {
    let client = ScriptedSearchClient(completionQueue: .main)
    client.reply(to: .init()) { request in
      var reply = ScriptedSearchClient.Reply.hits(
        [["objectID": "1", "name": "Sony TV", "brand": "Sony"], ["objectID": "2", "name": "Sony phone", "brand": "Sony"]])
      if case .response(var response) = reply {
        response.facets = ["brand": [Facet(value: "Sony", count: 2), Facet(value: "Bose", count: 1)]]
        response.query = request.queryText
        reply = .response(response)
      }
      return reply
    }
    let instantSearch = InstantSearch(searcher: Searcher(index: Index(client: client, name: "products")))
    let root = HeadlessView()
    let bar = SearchBarWidget(frame: .zero)
    let stats = StatsLabelWidget(frame: .zero)
    let brands = RefinementTableWidget(frame: .zero, style: .plain)
    brands.attribute = "brand"
    cells.show(in: brands)
    let onlySony = OneValueSwitchWidget(frame: .zero)
    onlySony.attribute = "brand"
    onlySony.valueOn = "Sony"
    [bar, stats, brands, onlySony].forEach(root.addSubview)
    instantSearch.registerAllWidgets(in: root, doSearch: false)
    return (instantSearch, root, client)
  }

  func test_rendering_showsTextsRowsAndControlStates() {
    let (instantSearch, root, _) = screen()
    awaitNextResults(of: instantSearch.getSearcher()) { instantSearch.search(with: "sony") }
    let lines = ViewTreeSnapshot.render(root).split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "HeadlessView")
    XCTAssertTrue(lines.contains("  StatsLabelWidget \"2 results\""), lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains("  OneValueSwitchWidget off"), lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains { $0.hasPrefix("  SearchBarWidget text: ") }, lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains("    section 0: 2 rows"), lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains("      - \"Sony\" \"2\""), lines.joined(separator: "\n"))
    instantSearch.params.addFacetRefinement(name: "brand", value: "Bose")
    awaitNextResults(of: instantSearch.getSearcher()) { instantSearch.search() }
    XCTAssertTrue(ViewTreeSnapshot.render(root).contains("      ✓ \"Bose\" \"1\""), ViewTreeSnapshot.render(root))
  }

  func test_storedSnapshot_matchesTheScreen() {
    let (instantSearch, root, _) = screen()
    awaitNextResults(of: instantSearch.getSearcher()) { instantSearch.search(with: "sony") }
    assertSnapshot(of: root, named: "sony-results")
  }

  func test_difference_namesTheFirstDifferingLines() {
    XCTAssertNil(ViewTreeSnapshot.difference(between: "a\nb\n", and: "a\nb\n"))
    XCTAssertEqual(
      ViewTreeSnapshot.difference(between: "a\nb\n", and: "a\nc\n"),
      "line 2:\n  stored:  b\n  current: c\nline 3:\n  stored:  \n  current: ")
  }
}
