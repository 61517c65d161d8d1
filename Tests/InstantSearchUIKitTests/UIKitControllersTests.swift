import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import XCTest

/// InstantSearch 7's UIKit controllers, headless, driving the v2 core as 7.27.1's do: `HitsTableController`
/// with its closure-based `HitsTableViewDataSource`/`HitsTableViewDelegate`, `FacetListTableController`,
/// `SearchBarController` and `TextFieldController` (from a text field or a search bar's `searchTextField`).
final class UIKitControllersTests: XCTestCase {
  private let response = SearchResponse(
    hits: [["objectID": "1", "title": "Titanic"], ["objectID": "2", "title": "Alien"]], nbHits: 2)

  func test_hitsTableController_rowsComeFromTheDataSource_andTapsReachTheDelegate() {
    let interactor = HitsInteractor<JSON>()
    let controller = HitsTableController<HitsInteractor<JSON>>(tableView: UITableView())
    interactor.connectController(controller)
    var tapped: [String] = []
    controller.dataSource = .init(cellConfigurator: { tableView, hit, indexPath in
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "\(indexPath.row): \(hit["title"]?.stringValue ?? "")"
      return cell
    })
    controller.delegate = .init(clickHandler: { _, hit, _ in tapped.append(hit["title"]?.stringValue ?? "") })
    XCTAssertTrue(controller.dataSource?.hitsSource === interactor, "the source is handed on")
    XCTAssertTrue(controller.tableView.dataSource === controller.dataSource)
    interactor.update(response).waitUntilFinished()
    drainMainQueue()
    XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 2)
    XCTAssertEqual(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "1: Alien")
    controller.tableView.userSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(tapped, ["Titanic"])
    controller.scrollToTop()
    XCTAssertEqual(controller.tableView.lastScrolledRow, IndexPath(row: 0, section: 0))
  }

  func test_hitsTableViewDataSource_withoutASource_showsNoRows_andTheTemplateForAMissingHit() {
    let dataSource = HitsTableViewDataSource<HitsInteractor<JSON>>(
      cellConfigurator: { _, _, _ in XCTFail("no hit to configure"); return UITableViewCell() },
      templateCellProvider: { UITableViewCell(style: .subtitle, reuseIdentifier: "template") })
    let table = UITableView()
    XCTAssertEqual(dataSource.tableView(table, numberOfRowsInSection: 0), 0)
    XCTAssertEqual(dataSource.tableView(table, cellForRowAt: IndexPath(row: 3, section: 0)).reuseIdentifier, "template")
  }

  func test_facetListTableController_showsCountsAndChecks_andReportsTaps() {
    let interactor = FacetListInteractor(facets: [Facet(value: "red", count: 3), Facet(value: "blue", count: 1)], selectionMode: .single)
    let controller = FacetListTableController(tableView: UITableView())
    interactor.connectController(controller)
    let filterState = FilterState()
    interactor.connectFilterState(filterState, with: "color", operator: .or)
    drainMainQueue()
    let table = controller.tableView
    XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "red (3)")
    table.userSelectRow(at: IndexPath(row: 1, section: 0))
    drainMainQueue()
    XCTAssertEqual(interactor.selections, ["blue"])
    XCTAssertTrue(filterState.contains(Filter.Facet(attribute: "color", stringValue: "blue"), inGroupWithID: .or(name: "color", filterType: .facet)))
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType, .checkmark)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType, UITableViewCell.AccessoryType.none)
    controller.facetFormatter = { "\($0.value.uppercased())" }
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "RED")
  }

  func test_searchBarController_typesSubmitsAndCancels_throughTheSearchBox() {
    let interactor = SearchBoxInteractor()
    let controller = SearchBarController(searchBar: UISearchBar())
    let clock = ManualScheduler()
    interactor.connectController(controller, scheduler: clock)
    var submitted: [String?] = []
    interactor.onQuerySubmitted.subscribe(with: self) { _, query in submitted.append(query) }
    controller.searchBar.userType("tit")
    XCTAssertNil(interactor.query, "the edits are debounced")
    clock.advance(by: 0.1)
    XCTAssertEqual(interactor.query, "tit")
    controller.searchBar.userTapSearch()
    drainMainQueue()
    XCTAssertEqual(submitted, ["tit"])
    controller.searchBar.userTapCancel()
    clock.advance(by: 0.1)
    XCTAssertEqual(interactor.query, "")
    XCTAssertEqual(controller.searchBar.text, "")
    interactor.query = "alien"
    drainMainQueue()
    XCTAssertEqual(controller.searchBar.text, "alien", "the query is shown")
  }

  func test_textFieldController_ofASearchBar_readsItsTextField() {
    let searchBar = UISearchBar()
    let controller = TextFieldController(searchBar: searchBar)
    XCTAssertTrue(controller.textField === searchBar.searchTextField)
    var changes: [String?] = []
    var submissions: [String?] = []
    controller.onQueryChanged = { changes.append($0) }
    controller.onQuerySubmitted = { submissions.append($0) }
    searchBar.userType("ma")
    XCTAssertEqual(searchBar.searchTextField.text, "ma", "the bar's text is its field's")
    searchBar.userTapSearch()
    XCTAssertEqual(changes, ["ma"])
    XCTAssertEqual(submissions, ["ma"])
    controller.setQuery("matrix")
    XCTAssertEqual(searchBar.text, "matrix")
  }

  func test_textFieldController_drivesASearcher_throughTheConnector() {
    let client = ScriptedSearchClient(completionQueue: .main)
    client.reply(.hits([["objectID": "1"]]))
    let searcher = HitsSearcher(client: client, indexName: "movies")
    let textField = UITextField()
    let connector = SearchBoxConnector(searcher: searcher, controller: TextFieldController(textField: textField))
    XCTAssertNotNil(awaitNextResult(of: searcher) { textField.userType("ali") })
    XCTAssertEqual(client.requests.last?.queryText, "ali")
    XCTAssertEqual(connector.interactor.query, "ali")
    XCTAssertFalse(textField.isFirstResponder)
    _ = textField.becomeFirstResponder()
    textField.userTapReturn()
    XCTAssertFalse(textField.isFirstResponder, "return ends editing")
  }
}
