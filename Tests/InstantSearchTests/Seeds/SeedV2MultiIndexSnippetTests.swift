import Foundation
import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

// The InstantSearch 7 multi-index guide's Swift snippets (seed 003): two examples, each a search view
// controller and a results table view controller. This file imports both modules; requests go to the scripted
// client of InstantSearchTestKit.
//
// Example 1 (actors and movies) does not compile as written: its `SearchViewController` builds InstantSearch 7's
// UIKit `TextFieldController(searchBar:)` and uses UIKit's navigation (`navigationItem`,
// `definesPresentationContext`, `hidesNavigationBarDuringPresentation`, `showsSearchResultsController`,
// `automaticallyShowsCancelButton`, `viewDidAppear`); its `SearchResultsController` draws with `UIImage(systemName:)`,
// `UIFont` and `NSAttributedString(highlightedString:attributes:)`. None exists headless (the v2 UIKit
// controllers and highlighting initialisers are listed as unsupported beside the v2 surface tests). Its searcher
// line, `MultiSearcher(appID:apiKey:)`, compiles as written (`test_examples_searcherLine_asWritten`). Its search logic (one multi-query feeding two
// typed hits interactors, highlighted names) runs in InstantSearchCoreTests/Integration/MultiIndexSeedTests.swift.
//
// Example 2 (hits and facet values): `struct Item` and `SearchResultsController` compile as written (the
// headless `UITableViewController` stands in for UIKit's); its `SearchViewController` does not, for the same
// reasons as example 1's, so the test runs the lines of its `init` and `viewDidLoad` that are not UIKit, as
// written except the searcher (the scripted client instead of `MultiSearcher(appID:apiKey:)`).
enum HitsAndFacetsExample {
struct Item: Codable {
  let name: String
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
}

final class SeedV2MultiIndexSnippetTests: XCTestCase {
  private typealias Item = HitsAndFacetsExample.Item
  private typealias SearchResultsController = HitsAndFacetsExample.SearchResultsController

  func test_examples_searcherLine_asWritten() {
    let searcher: MultiSearcher
    // Built, not searched: a search would go to Algolia.
    searcher = .init(appID: "latency",
                      apiKey: "1f6fd3a6fb973cb08419fe7d288fa4db")
    XCTAssertEqual(searcher.client.applicationID, "latency")
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
