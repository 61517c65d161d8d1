import InstantSearch
import InstantSearchTestKit
import XCTest

// The v1 widget guide's snippets (seed 000), ported by swapping UIKit for the headless views and nothing else.

/// "ViewController Inheritance" for hits.
final class HitsTableViewControllerDemo: HitsTableViewController {
  var clicked: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()

    hitsTableView = HitsTableWidget()
    hitsTableView.frame = self.view.frame
    hitsTableView.register(UITableViewCell.self, forCellReuseIdentifier: "hitTableCell")

    self.view.addSubview(hitsTableView)

    InstantSearch.shared.registerAllWidgets(in: self.view)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> UITableViewCell {
    let cell = hitsTableView.dequeueReusableCell(withIdentifier: "hitTableCell", for: indexPath)
    cell.textLabel?.text = hit["name"] as? String

    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any]) {
    clicked.append(String(describing: hit["name"]!))
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return 50
  }
}

/// "ViewController Composition" for hits.
final class HitsCompositionViewController: UIViewController, HitsTableViewDataSource, HitsTableViewDelegate {
  var instantSearch: InstantSearch!
  var hitsTable: HitsTableWidget!
  var hitsController: HitsController!
  var clicked: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    hitsTable = HitsTableWidget(frame: view.bounds, style: .plain)
    hitsTable.register(UITableViewCell.self, forCellReuseIdentifier: "hitCell")
    view.addSubview(hitsTable)

    hitsController = HitsController(table: hitsTable)
    hitsTable.dataSource = hitsController
    hitsTable.delegate = hitsController
    hitsController.tableDataSource = self
    hitsController.tableDelegate = self

    InstantSearch.shared.registerAllWidgets(in: self.view)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> UITableViewCell {
    let cell = hitsTable.dequeueReusableCell(withIdentifier: "hitCell", for: indexPath)
    cell.textLabel?.text = hit["name"] as? String

    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any]) {
    clicked.append(String(describing: hit["name"]!))
  }

  func viewForNoResults(in tableView: UITableView) -> UIView {
    let label = UILabel(frame: tableView.bounds)
    label.text = "Nothing here"
    return label
  }
}

/// "ViewController Inheritance" for refinement lists.
final class RefinementTableViewControllerDemo: RefinementTableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    refinementTableView = RefinementTableWidget()
    refinementTableView.attribute = "category"
    refinementTableView.frame = self.view.frame

    self.view.addSubview(refinementTableView)

    InstantSearch.shared.registerAllWidgets(in: self.view)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
    -> UITableViewCell
  {
    var cell = refinementTableView.dequeueReusableCell(withIdentifier: "refinementCell")
    if cell == nil {
      cell = UITableViewCell(style: .subtitle, reuseIdentifier: "refinementCell")
    }
    cell!.textLabel?.text = facet
    cell!.detailTextLabel?.text = String(count)
    cell!.accessoryType = refined ? .checkmark : .none
    return cell!
  }
}

/// "ViewController Composition" for refinement lists.
final class RefinementTableViewDataSourceDemo: UIViewController, RefinementTableViewDataSource {
  var instantSearch: InstantSearch!
  var refinementList: RefinementTableWidget!
  var refinementController: RefinementController!

  override func viewDidLoad() {
    refinementList = RefinementTableWidget(frame: .zero, style: .plain)
    refinementList.attribute = "brand"
    refinementList.register(UITableViewCell.self, forCellReuseIdentifier: "facetCell")
    refinementController = RefinementController(table: refinementList)
    refinementList.dataSource = refinementController
    refinementList.delegate = refinementController
    refinementController.tableDataSource = self
    // refinementController.tableDelegate = self

    instantSearch = InstantSearch.shared
    instantSearch.register(widget: refinementList)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
    -> UITableViewCell
  {
    let cell = refinementList.dequeueReusableCell(withIdentifier: "facetCell", for: indexPath)
    cell.textLabel?.text = facet
    cell.detailTextLabel?.text = String(count)
    cell.accessoryType = refined ? .checkmark : .none
    return cell
  }
}

final class SeedWidgetGuideTests: XCTestCase {
  override func setUpWithError() throws {
    InstantSearch.shared.configure(searcher: Searcher(index: try V1Fixtures.index()))
  }

  func test_searchBarAndActivitySnippets() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let searchBar = SearchBarWidget(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    view.addSubview(searchBar)
    let stats = StatsLabelWidget(frame: .zero)
    view.addSubview(stats)
    InstantSearch.shared.registerAllWidgets(in: view)
    awaitCondition { stats.text == "36 results" }
    searchBar.userType("samsung")
    awaitCondition { stats.text == "9 results" }
  }

  func test_hitsInheritance() {
    let controller = HitsTableViewControllerDemo()
    controller.loadViewIfNeeded()
    let table = controller.hitsTableView!
    awaitCondition { table.numberOfRows(inSection: 0) == 20 }
    let cells = table.displayRows(0..<3)
    XCTAssertEqual(cells.count, 3)
    XCTAssertTrue(cells.allSatisfy { ($0.textLabel?.text ?? "").isEmpty == false })
    table.userSelectRow(at: IndexPath(row: 1, section: 0))
    XCTAssertEqual(controller.clicked, [cells[1].textLabel?.text ?? ""])
  }

  func test_hitsComposition_andNoResultsView() {
    let controller = HitsCompositionViewController()
    controller.loadViewIfNeeded()
    let table = controller.hitsTable!
    awaitCondition { table.numberOfRows(inSection: 0) == 20 }
    table.userSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(controller.clicked.count, 1)
    InstantSearch.shared.search(with: "zzzzzz qqqq")
    awaitCondition { table.numberOfSections == 0 }
    XCTAssertEqual((table.backgroundView as? UILabel)?.text, "Nothing here")
  }

  func test_refinementInheritance() {
    let controller = RefinementTableViewControllerDemo()
    controller.loadViewIfNeeded()
    let table = controller.refinementTableView!
    awaitCondition { table.numberOfRows(inSection: 0) == 3 }
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(cell?.detailTextLabel?.text, "12")
    XCTAssertEqual(cell?.accessoryType, UITableViewCell.AccessoryType.none)
    table.userSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType, .checkmark)
    awaitCondition { InstantSearch.shared.getSearcher().results?.nbHits == 12 }
  }

  func test_refinementComposition() {
    let controller = RefinementTableViewDataSourceDemo()
    controller.loadViewIfNeeded()
    let list = controller.refinementList!
    awaitCondition { list.numberOfRows(inSection: 0) == 4 }
    XCTAssertEqual(list.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Apple")
  }
}
