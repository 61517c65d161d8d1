import Foundation
import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

// The InstantSearch 7 Hits page's Swift snippets (seed 002), in order, with the headless table view for
// `UITableView` (this file imports both modules: the v2 core for the components, InstantSearch for the views).
// The page's last customisation example defines a `HitsTableController`; the package has none of
// InstantSearch 7's UIKit controllers, so that example's class stands in for it in the first snippet.
// Requests go to the scripted client of InstantSearchTestKit. Changes inside a snippet are stated above it.
//
// Snippets: 1 searcher, interactor and controller; 2 infiniteScrolling; 3 showItemsOnEmptyQuery;
// 4 configureTableController (does not compile: see below); 5 HitsTableController; 6 struct Movie;
// 7 HitsInteractor<Movie>; 8 HitsInteractor<Hit<Movie>>; 9 movieHit/movie; 10 the fields of Hit.
//
// Snippet 4 does not compile: `hitsTableController.dataSource = .init(cellConfigurator:)` and
// `.delegate = .init(clickHandler:)` are members of InstantSearch 7's UIKit `HitsTableController` (with its
// closure-based `HitsTableViewDataSource`/`HitsTableViewDelegate` classes), which this package does not offer
// (UIKit controllers are listed as unsupported beside the v2 surface tests); the seed's own controller of
// snippet 5 has neither member.

// Snippet 5, as written.
public class HitsTableController<Source: HitsSource>: NSObject, InstantSearchCore.HitsController {

  public let tableView: UITableView
  public weak var hitsSource: Source?

  public init(tableView: UITableView) {
    self.tableView = tableView
  }

  public func reload() {
    tableView.reloadData()
  }

  public func scrollToTop() {
    guard tableView.numberOfRows(inSection: 0) != 0 else { return }
    let indexPath = IndexPath(row: 0, section: 0)
    self.tableView.scrollToRow(at: indexPath, at: .top, animated: false)
  }

}

/// Snippet 1 in its view controller, as written (`SingleIndexSearcher(appID:apiKey:indexName:)` does not throw,
/// as in InstantSearch 7). Not run: it would query Algolia with placeholder credentials
/// (``ScriptedHitsSnippetViewController`` runs it).
final class HitsSnippetViewController: UIViewController {
let searcher: SingleIndexSearcher = SingleIndexSearcher(appID: "YourApplicationID",
                                                        apiKey: "YourSearchOnlyAPIKey",
                                                        indexName: "YourIndexName")
let hitsInteractor: HitsInteractor<JSON> = .init()
let hitsTableController: HitsTableController<HitsInteractor<JSON>> = .init(tableView: UITableView())

override func viewDidLoad() {
  super.viewDidLoad()
  setup()
}

func setup() {
  hitsInteractor.connectSearcher(searcher)
  hitsInteractor.connectController(hitsTableController)
  searcher.search()
}
}

/// Snippet 1 on the scripted client. Changed: the searcher line (the scripted client instead of an Algolia
/// application), nothing else.
final class ScriptedHitsSnippetViewController: UIViewController {
  let client: ScriptedSearchClient
  init(client: ScriptedSearchClient) {
    self.client = client
    super.init(nibName: nil, bundle: nil)
  }

lazy var searcher: SingleIndexSearcher = SingleIndexSearcher(client: client, indexName: "YourIndexName")
let hitsInteractor: HitsInteractor<JSON> = .init()
let hitsTableController: HitsTableController<HitsInteractor<JSON>> = .init(tableView: UITableView())

override func viewDidLoad() {
  super.viewDidLoad()
  setup()
}

func setup() {
  hitsInteractor.connectSearcher(searcher)
  hitsInteractor.connectController(hitsTableController)
  searcher.search()
}
}

/// Snippet 6, as written (nested: seed 003's snippets declare another `Movie`).
enum HitsPage {
struct Movie: Codable {
  let title: String
  let year: Int
}

/* An appropriate structure for representing a record in the following json format:
{
  "title": "Titanic",
  "year": 1997
}
*/
}

final class SeedV2HitsSnippetTests: XCTestCase {
  private typealias Movie = HitsPage.Movie

  private func movies() -> ScriptedSearchClient {
    let client = ScriptedSearchClient(completionQueue: .main)
    client.reply(
      .hits([
        ["objectID": "1", "title": "Titanic", "year": 1997,
         "_highlightResult": ["title": ["value": "<em>Tit</em>anic", "matchLevel": "full", "matchedWords": ["tit"]]]],
        ["objectID": "2", "title": "Alien", "year": 1979],
      ]))
    return client
  }

  func test_snippet1_asWrittenWiresNothingUntilLoaded() {
    let controller = HitsSnippetViewController()
    XCTAssertEqual(controller.searcher.indexName, "YourIndexName")
    XCTAssertEqual(controller.searcher.client.applicationID, "YourApplicationID")
    XCTAssertNil(controller.hitsTableController.hitsSource, "connected by setup(), in viewDidLoad")
    XCTAssertFalse(controller.isViewLoaded)
  }

  func test_snippets1and5_rowsReachTheTableAndScrollToTop() {
    let client = movies()
    let controller = ScriptedHitsSnippetViewController(client: client)
    controller.loadViewIfNeeded()
    XCTAssertTrue(controller.hitsTableController.hitsSource === controller.hitsInteractor)
    let table = controller.hitsTableController.tableView
    let source = RowsSource(controller.hitsInteractor)
    table.dataSource = source
    awaitFired(controller.hitsInteractor.onResultsUpdated)
    XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    XCTAssertNil(table.lastScrolledRow, "the first request finds no rows to scroll")
    XCTAssertEqual(client.requests.first?.indexName, "YourIndexName")

    // A request change reaches snippet 5's scrollToTop on the main queue; with rows shown, it scrolls. (After a
    // query change the interactor empties its pages before firing, and the headless table counts rows live, so
    // whether rows are there then depends on which of the new page and the scroll comes first.)
    controller.hitsInteractor.onRequestChanged.fire()
    drainMainQueue()
    XCTAssertEqual(table.lastScrolledRow, IndexPath(row: 0, section: 0))

    let answered = awaitNextResult(of: controller.searcher) {
      controller.searcher.query = "ti"
      controller.searcher.search()
    }
    XCTAssertEqual(answered?.hits.count, 2)
    XCTAssertEqual(client.requests.last?.queryText, "ti")
  }

  func test_snippets2and3_interactorSettings() {
    let hitsInteractor: HitsInteractor<JSON> = .init(infiniteScrolling: .on(withOffset: 20))
    XCTAssertEqual(hitsInteractor.settings.infiniteScrolling, .on(withOffset: 20))
    do {
      let hitsInteractor: HitsInteractor<JSON> = .init(showItemsOnEmptyQuery: true)
      XCTAssertTrue(hitsInteractor.settings.showItemsOnEmptyQuery)
    }
  }

  func test_snippets6to10_typedHits() throws {
    let client = movies()
    let searcher = HitsSearcher(client: client, indexName: "movies")
    let plain = HitsInteractor<Movie>()
    let hitsInteractor = HitsInteractor<Hit<Movie>>()
    plain.connectSearcher(searcher)
    hitsInteractor.connectSearcher(searcher)
    searcher.search()
    awaitFired(hitsInteractor.onResultsUpdated)
    awaitFired(plain.onResultsUpdated)
    XCTAssertEqual(hitsInteractor.numberOfHits(), 2)
    XCTAssertEqual(plain.numberOfHits(), 2)
    XCTAssertEqual(plain.hit(atIndex: 1)?.year, 1979)
    // Snippet 9. Changed: the placeholder `...` → `0`, and `!` (`hit(atIndex:)` returns an optional).
    let movieHit: Hit<Movie> = hitsInteractor.hit(atIndex: 0)!
    let movie: Movie = movieHit.object
    XCTAssertEqual(movie.title, "Titanic")
    // Snippet 10 lists the fields of `Hit`; its types are not InstantSearch's own (highlights and snippets are
    // `TreeModel`-shaped per attribute, in 7.x as here), so the fields are read by name.
    XCTAssertEqual(movieHit.objectID, "1")
    XCTAssertEqual(movieHit.object.year, 1997)
    XCTAssertNil(movieHit.snippetResult)
    XCTAssertEqual(movieHit.highlightedString(forKey: "title")?.string, "<em>Tit</em>anic")
    XCTAssertNotNil(movieHit.highlightResult?.dictionary?["title"])
    XCTAssertNil(movieHit.rankingInfo)
  }
}

/// A plain data source over the interactor, for the table to count rows (the seed leaves the table's data source
/// to the app).
private final class RowsSource: HeadlessTableViewDataSource {
  let interactor: HitsInteractor<JSON>
  init(_ interactor: HitsInteractor<JSON>) { self.interactor = interactor }
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { interactor.numberOfHits() }
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    HeadlessTableViewCell(style: .default, reuseIdentifier: nil)
  }
}
