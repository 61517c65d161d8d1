import InstantSearch
import InstantSearchTestKit
import XCTest

// The v1 widget guide's Swift snippets (seed 000), as written, in order; UIKit names resolve to the headless
// views through the module's aliases. What a storyboard did for the original (create the outlets, register
// prototype cells) is done by a `Storyboard…` subclass overriding `loadView()`, outside the snippet. Each
// change a snippet needed to compile is stated above it.
//
// Snippets: 1 search bar, 2 activity indicator, 3 hits inheritance, 4 hits composition, 5 highlighting
// (SeedHighlightingSnippetTests.swift, which also imports InstantSearchCore as the snippet does),
// 6 refinement inheritance, 7 refinement composition.

// Snippet 1 and 2 (statements in a view controller). Changed: `CGRect` (a type, where a value is expected, which
// compiles on no platform) → `CGRect()`.
final class SearchBarSnippetViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    var searchBar = SearchBarWidget(frame: CGRect())
    // var searchBar = TextFieldWidget(frame: CGRect)
    self.view.addSubview(searchBar)

    let activityIndicator = ActivityIndicatorWidget(frame: CGRect())
    self.view.addSubview(activityIndicator)
  }
}

// Snippet 3. Changed: the class's closing brace, missing from the snippet, is added.
class HitsTableViewControllerDemo: HitsTableViewController {
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        hitsTableView = HitsTableWidget()
        hitsTableView.frame = self.view.frame
        hitsTableView.register(UITableViewCell.self, forCellReuseIdentifier: "hitTableCell")
        
        self.view.addSubview(hitsTableView)
        
        InstantSearch.shared.registerAllWidgets(in: self.view)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String : Any]) -> UITableViewCell {
        let cell = hitsTableView.dequeueReusableCell(withIdentifier: "hitTableCell", for: indexPath)
        cell.textLabel?.text = hit["name"] as? String   
        
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing hit: [String : Any]) {
        print("hit \(String(describing: hit["name"]!)) has been clicked")
    }
    
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        print("I can also edit height! or any other method")
        return 50
    }
}

// Snippet 4. Changed: `@IBOutlet` dropped; `viewForNoResults(in:)`, whose body is only a comment in the snippet
// (no return: does not compile), returns a label; the class's closing brace is added.
class ViewController: UIViewController, HitsTableViewDataSource, HitsTableViewDelegate {
    
    var instantSearch: InstantSearch!
    weak var hitsTable: HitsTableWidget!
    var hitsController: HitsController!

    override func viewDidLoad() {
        super.viewDidLoad()
        
        hitsController = HitsController(table: hitsTable)
        hitsTable.dataSource = hitsController
        hitsTable.delegate = hitsController
        hitsController.tableDataSource = self
        hitsController.tableDelegate = self
        
        InstantSearch.shared.registerAllWidgets(in: self.view)
    }
    
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String : Any]) -> UITableViewCell {
        let cell = hitsTable.dequeueReusableCell(withIdentifier: "hitCell", for: indexPath)
        cell.textLabel?.text = hit["name"] as? String
        
        return cell
    }
    
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any]) {
        print("hit \(String(describing: hit["name"]!)) has been clicked")
    }
    
    func viewForNoResults(in tableView: UITableView) -> UIView {
    	// Specify a View when no results are returned from Algolia
        let label = UILabel(frame: tableView.bounds)
        label.text = "Nothing here"
        return label
    }
}

/// What the storyboard held for snippet 4: the table inside the view, with its prototype cell.
final class StoryboardViewController: ViewController {
  var storyboardTable: HitsTableWidget?

  override func loadView() {
    super.loadView()
    let table = HitsTableWidget(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "hitCell")
    view.addSubview(table)
    storyboardTable = table
    hitsTable = table
  }
}

// Snippet 6, as written.
class RefinementTableViewControllerDemo: RefinementTableViewController {
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        refinementTableView = RefinementTableWidget()
        refinementTableView.attribute = "category"
        refinementTableView.frame = self.view.frame
        
        self.view.addSubview(refinementTableView)
        InstantSearch.shared.registerAllWidgets(in: self.view)
        
    }
    
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool) -> UITableViewCell {
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

// Snippet 7. Changed: `@IBOutlet` dropped.
class RefinementTableViewDataSourceDemo: UIViewController, RefinementTableViewDataSource {
    
    var instantSearch: InstantSearch!
    weak var refinementList: RefinementTableWidget!
    
    var refinementController: RefinementController!
    
    override func viewDidLoad() {
        refinementController = RefinementController(table: refinementList)
        refinementList.dataSource = refinementController
        refinementList.delegate = refinementController
        refinementController.tableDataSource = self
        // refinementController.tableDelegate = self
        
        instantSearch = InstantSearch.shared
        instantSearch.register(widget: refinementList)
    }
    
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool) -> UITableViewCell {
        let cell = refinementList.dequeueReusableCell(withIdentifier: "facetCell", for: indexPath)
        
        cell.textLabel?.text = facet
        cell.detailTextLabel?.text = String(count)
        cell.accessoryType = refined ? .checkmark : .none
        
        return cell
    }
}

/// The storyboard's prototype cell of snippet 7, in the subtitle style.
final class SubtitlePrototypeCell: UITableViewCell {
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// What the storyboard held for snippet 7: the list (attribute set in the inspector) with its prototype cell.
final class StoryboardRefinementTableViewDataSourceDemo: RefinementTableViewDataSourceDemo {
  var storyboardList: RefinementTableWidget?

  override func loadView() {
    super.loadView()
    let list = RefinementTableWidget(frame: .zero, style: .plain)
    list.attribute = "brand"
    list.register(SubtitlePrototypeCell.self, forCellReuseIdentifier: "facetCell")
    view.addSubview(list)
    storyboardList = list
    refinementList = list
  }
}

final class SeedWidgetGuideTests: XCTestCase {
  override func setUpWithError() throws {
    InstantSearch.shared.configure(searcher: Searcher(index: try V1Fixtures.index()))
  }

  func test_snippets1and2_searchBarAndActivityIndicator() {
    let controller = SearchBarSnippetViewController()
    controller.loadViewIfNeeded()
    let stats = StatsLabelWidget(frame: .zero)
    controller.view.addSubview(stats)
    InstantSearch.shared.registerAllWidgets(in: controller.view)
    let searchBar = controller.view.subviews.compactMap { $0 as? SearchBarWidget }.first
    let activityIndicator = controller.view.subviews.compactMap { $0 as? ActivityIndicatorWidget }.first
    XCTAssertTrue(activityIndicator?.searcher === InstantSearch.shared.getSearcher())
    awaitCondition { stats.text == "36 results" }
    searchBar?.userType("samsung")
    awaitCondition { stats.text == "9 results" }
  }

  func test_snippet3_hitsInheritance() {
    let controller = HitsTableViewControllerDemo()
    controller.loadViewIfNeeded()
    let table = controller.hitsTableView!
    awaitCondition { table.numberOfRows(inSection: 0) == 20 }
    let cells = table.displayRows(0..<3)
    XCTAssertEqual(cells.count, 3)
    XCTAssertTrue(cells.allSatisfy { ($0.textLabel?.text ?? "").isEmpty == false })
    table.userSelectRow(at: IndexPath(row: 1, section: 0))
    XCTAssertEqual(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), 50)
  }

  func test_snippet4_hitsComposition_andNoResultsView() {
    let controller = StoryboardViewController()
    controller.loadViewIfNeeded()
    let table = controller.hitsTable!
    awaitCondition { table.numberOfRows(inSection: 0) == 20 }
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text?.isEmpty, false)
    table.userSelectRow(at: IndexPath(row: 0, section: 0))
    InstantSearch.shared.search(with: "zzzzzz qqqq")
    awaitCondition { table.numberOfSections == 0 }
    XCTAssertEqual((table.backgroundView as? UILabel)?.text, "Nothing here")
  }

  func test_snippet6_refinementInheritance() {
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

  func test_snippet7_refinementComposition() {
    let controller = StoryboardRefinementTableViewDataSourceDemo()
    controller.loadViewIfNeeded()
    let list = controller.refinementList!
    awaitCondition { list.numberOfRows(inSection: 0) == 4 }
    XCTAssertEqual(list.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Apple")
    XCTAssertEqual(list.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text, "9")
  }
}
