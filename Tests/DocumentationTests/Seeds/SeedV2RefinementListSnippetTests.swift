import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import XCTest

// The InstantSearch 7 Refinement List page's Swift snippets (seed 004), in order, in a v2 file: `InstantSearchCore`
// for the components, `InstantSearchUIKit` for InstantSearch 7's `FacetListTableController` and the headless
// `UITableViewController`. Requests go to the scripted client of InstantSearchTestKit. Regions marked "as written"
// are the seed's text (SeedSnippetsVerbatimTests).
//
// Snippets: 1 the FacetListConnector signature line; 2 the connector example; 3 the low-level example;
// 4 the FacetListTableViewController implementation example; 5 the SwiftUI ContentView.
//
// Snippets 2 and 3 compile as written (``RefinementListSnippets``); they are not run there, since their searcher
// would query Algolia with placeholder credentials: the tests run their lines with the scripted client in place of
// `HitsSearcher(appID:apiKey:indexName:)`, nothing else changed. Snippet 1 is a signature, not code: it runs as a
// call. Snippet 5 does not compile: SwiftUI (`View`, `@ObservedObject`, `FacetList`,
// `FacetListObservableController`) does not exist on Linux.

/// Snippets 2 and 3, compiled as written.
enum RefinementListSnippets {
  static func snippet2() {
// Seed 004 snippet 2, as written.
let searcher = HitsSearcher(appID: "YourApplicationID",
apiKey: "YourSearchOnlyAPIKey",
indexName: "YourIndexName")
let filterState: FilterState = .init()
let categoryTableViewController: UITableViewController = .init()
let categoryListController: FacetListTableController = .init(tableView: categoryTableViewController.tableView)
let facetListPresenter: FacetListPresenter = .init(sortBy: [.count(order: .descending)], limit: 5, showEmptyFacets: false)
let categoryConnector: FacetListConnector = .init(searcher: searcher,
filterState: filterState,
attribute: "category",
selectionMode: .multiple,
facets: [.init(value: "initial facet", count: 10)],
operator: .and,
controller: categoryListController,
presenter: facetListPresenter)
searcher.search()
// End of seed snippet.
    _ = categoryConnector
  }

  static func snippet3() {
// Seed 004 snippet 3, as written.
let searcher = HitsSearcher(appID: "YourApplicationID",
apiKey: "YourSearchOnlyAPIKey",
indexName: "YourIndexName")
let filterState: FilterState = .init()
let facetListInteractor: FacetListInteractor = .init(facets: [.init(value: "initial facet", count: 10)], selectionMode: .multiple)
let categoryTableViewController: UITableViewController = .init()
let categoryListController: FacetListTableController = .init(tableView: categoryTableViewController.tableView)
let facetListPresenter: FacetListPresenter = .init(sortBy: [.count(order: .descending)], limit: 5, showEmptyFacets: false)
facetListInteractor.connectSearcher(searcher, with: "category")
facetListInteractor.connectFilterState(filterState, with: "category", operator: .or)
facetListInteractor.connectController(categoryListController)
facetListInteractor.connectController(categoryListController, with: facetListPresenter)
searcher.connectFilterState(filterState)
searcher.search()
// End of seed snippet.
  }
}

// Snippet 4. Changed: the `.font: UIFont.systemFont(ofSize: 14)` entry of the colour attributes is dropped: UIKit
// infers `[NSAttributedString.Key: NSObject]` for the literal, as `UIColor` and `UIFont` are both objects, and the
// headless colour is a value type, so the literal would need a type annotation. It compiles with a warning per
// `open func` of its extensions: without the Objective-C runtime, members declared in an extension cannot be
// overridden.
open class FacetListTableViewController: NSObject, FacetListController {
public var onClick: ((Facet) -> Void)?
public var tableView: UITableView
var selectableItems: [SelectableItem<Facet>] = []
var cellID: String
public init(tableView: UITableView, cellID: String = "FacetList") {
self.tableView = tableView
self.cellID = cellID
super.init()
tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellID)
tableView.dataSource = self
tableView.delegate = self
}
public func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
self.selectableItems = selectableItems
}
public func reload() {
tableView.reloadData()
}
}
extension FacetListTableViewController: UITableViewDataSource {
open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
return selectableItems.count
}
open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
let cell = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
let selectableRefinement: SelectableItem<Facet> = selectableItems[indexPath.row]
let facetAttributedString = NSMutableAttributedString(string: selectableRefinement.item.value)
let facetCountStringColor = [NSAttributedString.Key.foregroundColor: UIColor.gray]
let facetCountString = NSAttributedString(string: " (\(selectableRefinement.item.count))", attributes: facetCountStringColor)
facetAttributedString.append(facetCountString)
cell.textLabel?.attributedText = facetAttributedString
cell.accessoryType = selectableRefinement.isSelected ? .checkmark : .none
return cell
}
}
extension FacetListTableViewController: UITableViewDelegate {
open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
let selectableItem = selectableItems[indexPath.row]
self.onClick?(selectableItem.item)
}
}

final class SeedV2RefinementListSnippetTests: XCTestCase {
  /// Answers every query with category counts (and no hits), recording the filters sent.
  private func catalogue() -> ScriptedSearchClient {
    let client = ScriptedSearchClient(completionQueue: .main)
    var response = SearchResponse(hits: [], nbHits: 30, page: 0, nbPages: 1, hitsPerPage: 20)
    response.facets = ["category": [Facet(value: "phone", count: 12), Facet(value: "tv", count: 10), Facet(value: "headphones", count: 8)]]
    client.reply(.response(response))
    return client
  }

  func test_snippet1_signature() {
    let client = catalogue()
    let controller = FacetListTableViewController(tableView: UITableView())
    let connector = FacetListConnector(
      searcher: SingleIndexSearcher(client: client, indexName: "YourIndexName"), filterState: FilterState(), attribute: "category",
      selectionMode: .single, facets: [Facet(value: "tv", count: 1)], operator: .or, groupName: "categories", controller: controller,
      presenter: FacetListPresenter())
    XCTAssertEqual(controller.selectableItems.map(\.item.value), ["tv"])
    XCTAssertEqual(connector.attribute, "category")
  }

  func test_snippets2and3_searcherLine_asWritten() {
    // Built, not searched: a search would go to Algolia with the placeholder credentials.
    let searcher = HitsSearcher(appID: "YourApplicationID",
    apiKey: "YourSearchOnlyAPIKey",
    indexName: "YourIndexName")
    XCTAssertEqual(searcher.indexName, "YourIndexName")
    XCTAssertEqual(searcher.client.applicationID, "YourApplicationID")
    XCTAssertEqual(searcher.client.apiKey, "YourSearchOnlyAPIKey")
  }

  func test_snippet2_connector() throws {
    let client = catalogue()
    let searcher = HitsSearcher(client: client, indexName: "YourIndexName")
    let filterState: FilterState = .init()
    let categoryTableViewController: UITableViewController = .init()
    let categoryListController: FacetListTableController = .init(tableView: categoryTableViewController.tableView)
    let facetListPresenter: FacetListPresenter = .init(sortBy: [.count(order: .descending)], limit: 5, showEmptyFacets: false)
    let categoryConnector: FacetListConnector = .init(searcher: searcher,
    filterState: filterState,
    attribute: "category",
    selectionMode: .multiple,
    facets: [.init(value: "initial facet", count: 10)],
    operator: .and,
    controller: categoryListController,
    presenter: facetListPresenter)
    searcher.search()

    let table = categoryListController.tableView
    XCTAssertTrue(table === categoryTableViewController.tableView)
    awaitLoadingEnds(of: searcher)
    drainMainQueue()
    XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "phone (12)")
    table.userSelectRow(at: IndexPath(row: 1, section: 0))
    drainMainQueue()
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType, .checkmark)
    XCTAssertEqual(categoryConnector.interactor.selections, ["tv"])
    XCTAssertTrue(filterState.contains(Filter.Facet(attribute: "category", stringValue: "tv"), inGroupWithID: .and(name: "category")))
  }

  func test_snippet3_lowLevel() throws {
    let client = catalogue()
    let searcher = HitsSearcher(client: client, indexName: "YourIndexName")
    let filterState: FilterState = .init()
    let facetListInteractor: FacetListInteractor = .init(facets: [.init(value: "initial facet", count: 10)], selectionMode: .multiple)
    let categoryTableViewController: UITableViewController = .init()
    let categoryListController: FacetListTableController = .init(tableView: categoryTableViewController.tableView)
    let facetListPresenter: FacetListPresenter = .init(sortBy: [.count(order: .descending)], limit: 5, showEmptyFacets: false)
    facetListInteractor.connectSearcher(searcher, with: "category")
    facetListInteractor.connectFilterState(filterState, with: "category", operator: .or)
    facetListInteractor.connectController(categoryListController)
    facetListInteractor.connectController(categoryListController, with: facetListPresenter)
    searcher.connectFilterState(filterState)
    searcher.search()

    let table = categoryListController.tableView
    awaitLoadingEnds(of: searcher)
    drainMainQueue()
    XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
    awaitNextResult(of: searcher) { table.userSelectRow(at: IndexPath(row: 2, section: 0)) }
    XCTAssertTrue(client.requests.contains { $0.query.filters == #"( "category":"headphones" )"# })
  }
}
