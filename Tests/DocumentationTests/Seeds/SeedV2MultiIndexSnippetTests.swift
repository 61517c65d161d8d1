import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import XCTest

// The InstantSearch 7 multi-index guide's Swift snippets (seed 003), as written, in a v2 file: `InstantSearchCore`
// for the components, `InstantSearchUIKit` for InstantSearch 7's `TextFieldController` and the headless UIKit
// (`UISearchController`, `UITableViewController`, `navigationItem`, `UIImage(systemName:)`, `UIFont`). Two
// examples, each a search view controller and a results table view controller, nested so that their names do
// not clash. The regions marked "as written" are the seed's text (SeedSnippetsVerbatimTests).
//
// The search view controllers are not loaded by the tests: their `viewDidLoad` would query Algolia's demo
// applications. The tests run the results controllers on the scripted client of InstantSearchTestKit, with the
// lines of the search view controllers' `init` and `viewDidLoad` as written but for the searcher.

/// Example 1: actors and movies from two indices.
enum ActorsAndMoviesExample {
// Seed 003 snippet 1, as written.
struct Movie: Codable {
  let title: String
}

struct Actor: Codable {
  let name: String
}

class SearchViewController: UIViewController {
  
  let searchController: UISearchController
  
  let queryInputConnector: QueryInputConnector
  let textFieldController: TextFieldController

  let searcher: MultiSearcher
  let actorHitsInteractor: HitsInteractor<Hit<Actor>>
  let movieHitsInteractor: HitsInteractor<Hit<Movie>>
  
  let searchResultsController: SearchResultsController
    
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    searcher = .init(appID: "latency",
                      apiKey: "1f6fd3a6fb973cb08419fe7d288fa4db")
    searchResultsController = .init()
    actorHitsInteractor = .init(infiniteScrolling: .off)
    movieHitsInteractor = .init(infiniteScrolling: .off)
    searchController = .init(searchResultsController: searchResultsController)
    textFieldController = .init(searchBar: searchController.searchBar)
    queryInputConnector = .init(searcher: searcher,
                                controller: textFieldController)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
  
  override func viewDidLoad() {
    super.viewDidLoad()
    
    configureUI()
    
    let actorsSearcher = searcher.addHitsSearcher(indexName: "mobile_demo_actors")
    actorHitsInteractor.connectSearcher(actorsSearcher)
    searchResultsController.actorsHitsInteractor = actorHitsInteractor
    
    let moviesSearcher = searcher.addHitsSearcher(indexName: "mobile_demo_movies")
    movieHitsInteractor.connectSearcher(moviesSearcher)
    searchResultsController.moviesHitsInteractor = movieHitsInteractor
    
    searcher.search()
  }
  
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    searchController.isActive = true
  }
  
  func configureUI() {
    view.backgroundColor = .white
    definesPresentationContext = true
    searchController.hidesNavigationBarDuringPresentation = false
    searchController.showsSearchResultsController = true
    searchController.automaticallyShowsCancelButton = false
    navigationItem.searchController = searchController
  }
  
}

class SearchResultsController: UITableViewController {
  
  enum Section: Int, CaseIterable {
    
    case actors
    case movies
    
    var title: String {
      switch self {
      case .actors:
        return "Actors"
      case .movies:
        return "Movies"
      }
    }
                          
    var image: UIImage? {
      switch self {
      case .movies:
        return UIImage(systemName: "film")
      case .actors:
        return UIImage(systemName: "person.circle")
      }
    }
    
    init?(section: Int) {
      self.init(rawValue: section)
    }
    
    init?(indexPath: IndexPath) {
      self.init(section: indexPath.section)
    }
    
  }
  
  func numberOfHits(in section: Section) -> Int {
    switch section {
    case .actors:
      return actorsHitsInteractor?.numberOfHits() ?? 0
    case .movies:
      return moviesHitsInteractor?.numberOfHits() ?? 0
    }
  }
  
  func cellLabel(forRowIndex rowIndex: Int, at section: Section) -> NSAttributedString? {
    switch section {
    case .actors:
      return actorsHitsInteractor?.hit(atIndex: rowIndex)?.hightlightedString(forKey: "name").map { highlightedString in
        NSAttributedString(highlightedString: highlightedString, attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold)])
      }
    case .movies:
      return moviesHitsInteractor?.hit(atIndex: rowIndex)?.hightlightedString(forKey: "title").map { highlightedString in
        NSAttributedString(highlightedString: highlightedString, attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold)])
      }
    }
  }
      
  weak var actorsHitsInteractor: HitsInteractor<Hit<Actor>>? {
    didSet {
      oldValue?.onResultsUpdated.cancelSubscription(for: tableView)
      guard let interactor = actorsHitsInteractor else { return }
      interactor.onResultsUpdated.subscribe(with: tableView) { tableView, _ in
        tableView.reloadData()
      }.onQueue(.main)
    }
  }
  
  weak var moviesHitsInteractor: HitsInteractor<Hit<Movie>>? {
    didSet {
      oldValue?.onResultsUpdated.cancelSubscription(for: tableView)
      guard let interactor = moviesHitsInteractor else { return }
      interactor.onResultsUpdated.subscribe(with: tableView) { tableView, _ in
        tableView.reloadData()
      }.onQueue(.main)
    }
  }
  
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cellID")
  }
  
  override func numberOfSections(in tableView: UITableView) -> Int {
    return Section.allCases.count
  }
  
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let section = Section(section: section) else { return 0 }
    return numberOfHits(in: section)
  }
  
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cellID", for: indexPath)
    guard let section = Section(indexPath: indexPath) else { return cell }
    cell.tintColor = .lightGray
    cell.imageView?.image = section.image
    cell.textLabel?.attributedText = cellLabel(forRowIndex: indexPath.row, at: section)
    return cell
  }
  
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    guard let section = Section(section: section), numberOfHits(in: section) != 0 else { return nil }
    return section.title
  }
  
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let section = Section(indexPath: indexPath) else { return }
    switch section {
    case .actors:
      if let _ = actorsHitsInteractor?.hit(atIndex: indexPath.row) {
        // Handle actor selection
      }
    case .movies:
      if let _ = moviesHitsInteractor?.hit(atIndex: indexPath.row) {
        // Handle movie selection
      }
    }
  }
  
}
// End of seed snippet.
}

/// Example 2: hits and facet values of one index.
enum HitsAndFacetsExample {
// Seed 003 snippet 2, as written.
struct Item: Codable {
  let name: String
}

class SearchViewController: UIViewController {
  
  let searchController: UISearchController
  
  let queryInputConnector: QueryInputConnector
  let textFieldController: TextFieldController

  let searcher: MultiSearcher
  let categoriesInteractor: FacetListInteractor
  let hitsInteractor: HitsInteractor<Item>
  
  let searchResultsController: SearchResultsController
    
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    searcher = .init(appID: "latency",
                      apiKey: "6be0576ff61c053d5f9a3225e2a90f76")
    searchResultsController = .init(style: .plain)
    categoriesInteractor = .init()
    hitsInteractor = .init(infiniteScrolling: .off)
    searchController = .init(searchResultsController: searchResultsController)
    textFieldController = .init(searchBar: searchController.searchBar)
    queryInputConnector = .init(searcher: searcher,
                                controller: textFieldController)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
  
  override func viewDidLoad() {
    super.viewDidLoad()
    
    configureUI()
    
    let facetsSearcher = searcher.addFacetsSearcher(indexName: "instant_search",
                                                    attribute: "categories")
    categoriesInteractor.connectFacetSearcher(facetsSearcher)
    searchResultsController.categoriesInteractor = categoriesInteractor
    
    let hitsSearchers = searcher.addHitsSearcher(indexName: "instant_search")
    hitsInteractor.connectSearcher(hitsSearchers)
    searchResultsController.hitsInteractor = hitsInteractor
    
    searcher.search()
  }
  
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    searchController.isActive = true
  }
  
  func configureUI() {
    view.backgroundColor = .white
    definesPresentationContext = true
    searchController.hidesNavigationBarDuringPresentation = false
    searchController.showsSearchResultsController = true
    searchController.automaticallyShowsCancelButton = false
    navigationItem.searchController = searchController
  }
  
}

class SearchResultsController: UITableViewController {
  
  var didSelectSuggestion: ((String) -> Void)?
  
  enum Section: Int, CaseIterable {
    case categories
    case hits
    
    var title: String {
      switch self {
      case .categories:
        return "Categories"
      case .hits:
        return "Hits"
      }
    }
    
    var cellID: String {
      switch self {
      case .categories:
        return "categories"
      case .hits:
        return "hits"
      }
    }
                
  }

  weak var categoriesInteractor: FacetListInteractor? {
    didSet {
      oldValue?.onResultsUpdated.cancelSubscription(for: tableView)
      guard let interactor = categoriesInteractor else { return }
      interactor.onResultsUpdated.subscribe(with: tableView) { tableView, _ in
        tableView.reloadData()
      }.onQueue(.main)
    }
  }
  
  weak var hitsInteractor: HitsInteractor<Item>? {
    didSet {
      oldValue?.onResultsUpdated.cancelSubscription(for: tableView)
      guard let interactor = hitsInteractor else { return }
      interactor.onResultsUpdated.subscribe(with: tableView) { tableView, _ in
        tableView.reloadData()
      }.onQueue(.main)
    }
  }
  
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Section.categories.cellID)
  }
  
  override func numberOfSections(in tableView: UITableView) -> Int {
    return Section.allCases.count
  }
  
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let section = Section(rawValue: section) else { return 0 }
    switch section {
    case .categories:
      return categoriesInteractor?.items.count ?? 0
    case .hits:
      return hitsInteractor?.numberOfHits() ?? 0
    }
  }
  
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let section = Section(rawValue: indexPath.section) else { return UITableViewCell() }

    let cell = tableView.dequeueReusableCell(withIdentifier: Section.categories.cellID, for: indexPath)
    
    switch section {
    case .categories:
      if let category = categoriesInteractor?.items[indexPath.row] {
        cell.textLabel?.text = category.value
      }
    case .hits:
      if let hit = hitsInteractor?.hit(atIndex: indexPath.row) {
        cell.textLabel?.text = hit.name
      }
    }
    
    return cell
  }
  
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    guard let section = Section(rawValue: section) else { return nil }
    switch section {
    case .categories where categoriesInteractor?.items.count ?? 0 == 0:
      return nil
    case .hits where hitsInteractor?.numberOfHits() ?? 0 == 0:
      return nil
    default:
      return section.title
    }
  }
  
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let section = Section(rawValue: indexPath.section) else { return }
    switch section {
    case .hits:
      // Handle hit selection
      break

    case .categories:
      // Handle category selection
      break
    }
  }

}
// End of seed snippet.
}

final class SeedV2MultiIndexSnippetTests: XCTestCase {
  private typealias Item = HitsAndFacetsExample.Item
  private typealias SearchResultsController = HitsAndFacetsExample.SearchResultsController

  func test_example1_searchViewController_wiresTheSearchBarToTheSearcher() {
    // Created, not loaded: `viewDidLoad` would query Algolia's demo application.
    let controller = ActorsAndMoviesExample.SearchViewController(nibName: nil, bundle: nil)
    XCTAssertEqual(controller.searcher.client.applicationID, "latency")
    XCTAssertTrue(controller.textFieldController.textField === controller.searchController.searchBar.searchTextField)
    XCTAssertTrue(controller.queryInputConnector.searcher === controller.searcher)
    XCTAssertTrue(controller.searchController.searchResultsController === controller.searchResultsController)
    XCTAssertEqual(controller.actorHitsInteractor.settings.infiniteScrolling, .off)
    XCTAssertFalse(controller.isViewLoaded)
  }

  func test_example1_resultsController_showsBothIndicesWithHighlightsAndImages() {
    let client = ScriptedSearchClient(completionQueue: .main) { request in
      if request.indexName == "mobile_demo_actors" {
        return .hits([["objectID": "a1", "name": "Tom Hanks",
                       "_highlightResult": ["name": ["value": "<em>Tom</em> Hanks", "matchLevel": "partial", "matchedWords": ["tom"]]]]])
      }
      return .hits([["objectID": "m1", "title": "Big"], ["objectID": "m2", "title": "Cast Away"]])
    }
    // The lines of the example's `viewDidLoad` after `configureUI()`, as written, on the scripted client.
    let searcher = MultiSearcher(client: client)
    let searchResultsController = ActorsAndMoviesExample.SearchResultsController()
    let actorHitsInteractor: HitsInteractor<Hit<ActorsAndMoviesExample.Actor>> = .init(infiniteScrolling: .off)
    let movieHitsInteractor: HitsInteractor<Hit<ActorsAndMoviesExample.Movie>> = .init(infiniteScrolling: .off)
    searchResultsController.loadViewIfNeeded()
    let actorsSearcher = searcher.addHitsSearcher(indexName: "mobile_demo_actors")
    actorHitsInteractor.connectSearcher(actorsSearcher)
    searchResultsController.actorsHitsInteractor = actorHitsInteractor
    let moviesSearcher = searcher.addHitsSearcher(indexName: "mobile_demo_movies")
    movieHitsInteractor.connectSearcher(moviesSearcher)
    searchResultsController.moviesHitsInteractor = movieHitsInteractor
    searcher.search()

    awaitFired(actorHitsInteractor.onResultsUpdated)
    awaitFired(movieHitsInteractor.onResultsUpdated)
    drainMainQueue()
    let table = searchResultsController.tableView!
    XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
    XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
    let actor = table.cellForRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(actor?.textLabel?.attributedText?.string, "Tom Hanks")
    let bold = actor?.textLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    XCTAssertEqual(bold?.weight, .bold, "the highlighted part is bold")
    XCTAssertNil(actor?.textLabel?.attributedText?.attribute(.font, at: 4, effectiveRange: nil), "the rest is plain")
    XCTAssertEqual(actor?.imageView?.image?.name, "person.circle")
    XCTAssertNil(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.attributedText, "no highlight: no text")
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.imageView?.image?.name, "film")
    XCTAssertEqual(searchResultsController.tableView(table, titleForHeaderInSection: 0), "Actors")
    XCTAssertEqual(client.exchangeCount, 1, "one multi-query for both indices")
  }

  func test_example2_hitsAndFacetValuesInOneTable() {
    let client = ScriptedSearchClient(completionQueue: .main) { request in
      if request.facetAttribute == "categories" {
        return .facetValues(FacetSearchResponse(facetHits: [Facet(value: "Phones", count: 4), Facet(value: "Cases", count: 2)]))
      }
      return .hits([["objectID": "1", "name": "iPhone"], ["objectID": "2", "name": "Pixel"], ["objectID": "3", "name": "Galaxy"]])
    }
    // The non-UIKit lines of the example's SearchViewController (init, then viewDidLoad).
    let searcher: MultiSearcher = .init(client: client)
    let searchResultsController: SearchResultsController = .init(style: .plain)
    let categoriesInteractor: FacetListInteractor = .init()
    let hitsInteractor: HitsInteractor<Item> = .init(infiniteScrolling: .off)
    searchResultsController.loadViewIfNeeded()
    let facetsSearcher = searcher.addFacetsSearcher(indexName: "instant_search",
                                                    attribute: "categories")
    categoriesInteractor.connectFacetSearcher(facetsSearcher)
    searchResultsController.categoriesInteractor = categoriesInteractor

    let hitsSearchers = searcher.addHitsSearcher(indexName: "instant_search")
    hitsInteractor.connectSearcher(hitsSearchers)
    searchResultsController.hitsInteractor = hitsInteractor

    searcher.search()

    let table = searchResultsController.tableView!
    awaitFired(categoriesInteractor.onResultsUpdated)
    awaitFired(hitsInteractor.onResultsUpdated)
    drainMainQueue()
    XCTAssertEqual(table.numberOfSections, 2)
    XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
    XCTAssertEqual(client.exchangeCount, 1, "one multi-query for both")
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Phones")
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 1))?.textLabel?.text, "Galaxy")
    XCTAssertEqual(searchResultsController.tableView(table, titleForHeaderInSection: 0), "Categories")
    XCTAssertEqual(searchResultsController.tableView(table, titleForHeaderInSection: 1), "Hits")
    table.userSelectRow(at: IndexPath(row: 0, section: 1))
    XCTAssertNil(searchResultsController.didSelectSuggestion)
  }
}
