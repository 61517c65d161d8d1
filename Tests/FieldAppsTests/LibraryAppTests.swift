import Foundation
import InstantSearch
import InstantSearchTestKit
import LocalSearch
import XCTest

/// A v1 multi-index app (`V1Sources/Library`), ported by the command alone: books from a custom backend
/// (`SearchClient<BookQuery, [JSONObject]>`) and authors from an index of the embedded engine, one searcher id each,
/// under one search bar and one multi-hits table.
final class LibraryAppTests: XCTestCase {
  override func setUpWithError() throws {
    let authors: [JSONObject] = [
      ["objectID": "a1", "name": "J. R. R. Tolkien", "books": 2],
      ["objectID": "a2", "name": "Frank Herbert", "books": 1],
      ["objectID": "a3", "name": "Isaac Asimov", "books": 1],
    ]
    let settings = try IndexSettings(data: Data(#"{"searchableAttributes": ["name"], "customRanking": ["desc(books)"]}"#.utf8))
    let index = Index(client: LocalClient(indices: [try LocalIndex(name: "authors", foundationRecords: authors, settings: settings)]), name: "authors")
    InstantSearch.shared.configure(
      searchables: [BooksBackend(), index], searcherIds: [SearcherId(index: "books"), SearcherId(index: "authors")])
  }

  override func tearDown() {
    // The other suites of the process use the shared instance with one index.
    InstantSearch.shared.configure(searcher: Searcher(index: Index(client: LocalClient(indices: []), name: "none")))
  }

  private func rows(_ table: UITableView, section: Int) -> [String] {
    (0..<table.numberOfRows(inSection: section)).compactMap { table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text }
  }

  func test_theLibraryApp_searchesBothSources_underOneSearchBar() throws {
    let screen = LibraryViewController(nibName: nil, bundle: nil)
    let window = UIWindow(frame: .zero)
    window.rootViewController = UINavigationController(rootViewController: screen)
    window.makeKeyAndVisible()
    let table = try XCTUnwrap(screen.results)
    awaitCondition("both sections filled") { table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 4 && table.numberOfRows(inSection: 1) == 3 }
    XCTAssertEqual(rows(table, section: 1).first, "J. R. R. Tolkien, 2 books")
    screen.searchBar.userType("tolkien")
    awaitCondition("the Tolkien books and author") { table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1 }
    XCTAssertEqual(rows(table, section: 0), ["The Hobbit (1937)", "The Lord of the Rings (1954)"])
    XCTAssertEqual(rows(table, section: 1), ["J. R. R. Tolkien, 2 books"])
  }

  func test_configuringOneSearcher_leavesMultiIndexMode() {
    XCTAssertEqual(InstantSearch.shared.searchers.count, 2)
    let single = Searcher(index: Index(client: LocalClient(indices: []), name: "single"))
    InstantSearch.shared.configure(searcher: single)
    XCTAssertTrue(InstantSearch.shared.getSearcher() === single, "single-index mode again: getSearcher() answers")
    XCTAssertTrue(InstantSearch.shared.searchers.isEmpty)
  }
}
