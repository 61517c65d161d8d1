import InstantSearch
import InstantSearchTestKit
import XCTest

// The v1 widget guide's highlighting snippet (seed 000, snippet 5), as written: it imports InstantSearchCore
// (for v1 that module held `SearchResults`; here the v1 names come from InstantSearch and the import brings the
// v2 core alongside without a clash) and is a data-source method of the composition view controller, which
// this file declares around it.

import InstantSearchCore

final class HighlightingSnippetViewController: UIViewController, HitsTableViewDataSource {
  var hitsTable: HitsTableWidget!

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String : Any]) -> UITableViewCell {
        let cell = hitsTable.dequeueReusableCell(withIdentifier: "hitCell", for: indexPath)
        
        cell.textLabel?.isHighlightingInversed = true
        cell.textLabel?.highlightedTextColor = .black
        cell.textLabel?.highlightedBackgroundColor = .yellow
        cell.textLabel?.highlightedText = SearchResults.highlightResult(hit: hit, path: "name")?.value
        
        return cell
    }
}

final class SeedHighlightingSnippetTests: XCTestCase {
  func test_snippet5_highlightedCells() throws {
    let instantSearch = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    let controller = HighlightingSnippetViewController()
    let table = HitsTableWidget(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "hitCell")
    controller.hitsTable = table
    awaitNextResults(of: instantSearch.searcher) { instantSearch.search(with: "sony") }
    XCTAssertEqual(instantSearch.searcher.hits.count, 9)
    let cell = controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0), containing: instantSearch.searcher.hits[0])
    let label = try XCTUnwrap(cell.textLabel)
    let text = try XCTUnwrap(label.highlightedText)
    XCTAssertTrue(text.hasPrefix("Sony "), text)
    let attributed = try XCTUnwrap(label.attributedText)
    XCTAssertNil(attributed.attribute(.backgroundColor, at: 0, effectiveRange: nil), "inversed: the matched word is plain")
    XCTAssertEqual(attributed.attribute(.backgroundColor, at: 5, effectiveRange: nil) as? UIColor, .yellow)
    XCTAssertEqual(attributed.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor, .black)
  }
}
