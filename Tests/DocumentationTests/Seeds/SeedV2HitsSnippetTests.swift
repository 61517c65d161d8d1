import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import XCTest

// The InstantSearch 7 Hits page's Swift snippets (seed 002), in order, in a v2 file: `InstantSearchCore` for the
// components, `InstantSearchUIKit` for InstantSearch 7's UIKit controllers (`HitsTableController` and its
// closure-based data source and delegate) and the headless `UITableView`. Requests go to the scripted client of
// InstantSearchTestKit. Regions marked "as written" are the seed's text (SeedSnippetsVerbatimTests).
//
// Snippets: 1 searcher, interactor and controller; 2 infiniteScrolling; 3 showItemsOnEmptyQuery;
// 4 configureTableController; 5 a HitsTableController written by hand; 6 struct Movie;
// 7 HitsInteractor<Movie>; 8 HitsInteractor<Hit<Movie>>; 9 movieHit/movie; 10 the fields of Hit.
//
// Snippet 5 declares a class named like the module's controller: it is nested, so that snippets 1 and 4 use the
// module's. Snippet 9 does not compile on any platform (a `...` placeholder, and an optional assigned to a
// `Hit<Movie>`): it runs with `0` and `!`. Snippet 10 lists the fields of client 7's `Hit` (its types are not
// client 8's): it is read field by field.

/// Snippet 5 (nested: the module has a controller of the same name).
enum HandWrittenHitsController {
// Seed 002 snippet 5, as written.
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
// End of seed snippet.
}

/// Snippets 1 and 4 in their view controller (`SingleIndexSearcher(appID:apiKey:indexName:)` does not throw, as
/// in InstantSearch 7). Not loaded: it would query Algolia with placeholder credentials
/// (``ScriptedHitsSnippetViewController`` runs them).
final class HitsSnippetViewController: UIViewController {
// Seed 002 snippet 1, as written.
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
// End of seed snippet.

// Seed 002 snippet 4, as written.
func configureTableController() {

  hitsInteractor.connectSearcher(searcher)
  hitsInteractor.connectController(hitsTableController)

  hitsTableController.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cellID")

  hitsTableController.dataSource = .init(cellConfigurator: { tableView, hit, indexPath in
    let cell = tableView.dequeueReusableCell(withIdentifier: "cellID", for: indexPath)
    cell.textLabel?.text = [String: Any](hit)?["title"] as? String
    return cell
  })

  hitsTableController.delegate = .init(clickHandler: { tableView, hit, indexPath in
    // action when a hit is selected
  })

}
// End of seed snippet.
}

/// Snippets 1 and 4 on the scripted client. Changed: the searcher line (the scripted client instead of an Algolia
/// application), nothing else.
final class ScriptedHitsSnippetViewController: UIViewController {
  let client: ScriptedSearchClient
  init(client: ScriptedSearchClient) {
    self.client = client
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
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

/// Snippet 6 (nested: seed 003's snippets declare another `Movie`).
enum HitsPage {
// Seed 002 snippet 6, as written.
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
// End of seed snippet.
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

  func test_snippet4_theClosuresBuildTheRowsAndTakeTheTaps() throws {
    let controller = HitsSnippetViewController()
    controller.configureTableController()
    XCTAssertTrue(controller.hitsTableController.hitsSource === controller.hitsInteractor)
    let table = controller.hitsTableController.tableView
    XCTAssertTrue(table.dataSource === controller.hitsTableController.dataSource)
    XCTAssertTrue(table.delegate === controller.hitsTableController.delegate)
    XCTAssertTrue(controller.hitsTableController.dataSource?.hitsSource === controller.hitsInteractor)
    let response = SearchResponse(hits: [["objectID": "1", "title": "Titanic"], ["objectID": "2", "title": "Alien"]], nbHits: 2)
    controller.hitsInteractor.update(response).waitUntilFinished()
    drainMainQueue()
    XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Alien")
    table.userSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(controller.searcher.client.applicationID, "YourApplicationID", "nothing was searched")
  }

  func test_snippet5_theHandWrittenController_reloadsItsTable() {
    let interactor = HitsInteractor<JSON>()
    let controller = HandWrittenHitsController.HitsTableController<HitsInteractor<JSON>>(tableView: UITableView())
    interactor.connectController(controller)
    XCTAssertTrue(controller.hitsSource === interactor)
    controller.scrollToTop()
    XCTAssertNil(controller.tableView.lastScrolledRow, "no rows: no scroll")
  }

  func test_snippets2and3_interactorSettings() {
    // Seed 002 snippet 2, as written.
    let hitsInteractor: HitsInteractor<JSON> = .init(infiniteScrolling: .on(withOffset: 20))
    // End of seed snippet.
    XCTAssertEqual(hitsInteractor.settings.infiniteScrolling, .on(withOffset: 20))
    do {
      // Seed 002 snippet 3, as written.
      let hitsInteractor: HitsInteractor<JSON> = .init(showItemsOnEmptyQuery: true)
      // End of seed snippet.
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
