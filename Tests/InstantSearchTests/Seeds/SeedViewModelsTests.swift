import InstantSearch
import InstantSearchTestKit
import XCTest

// The v1 concepts page's Swift snippets (seed 001), as written, in order. The view-model examples are members of
// a view controller; the class around them and the helpers they call (`getTextOutOfHit…`, app code the page does
// not show) are declared here, and what the storyboard did (outlets, inspectable attributes, prototype cells) is
// done by a `Storyboard…` subclass overriding `loadView()`. Changes inside a snippet are stated above it.
// (The "A implements SearchableViewModel -> searcher.search(query)" diagrams of the page are not Swift.)
//
// Snippets: 1 the marker protocol on a slider, 2 SearchViewModel, 3 HitsViewModel, 4 MultiHitsViewModel.

/// Snippet 1, as written; nested so that the module's own `SliderWidget` keeps its name in the other files.
enum ConceptsSnippet {
class SliderWidget: UISlider, AlgoliaWidget {}
}

class SearchViewModelDemo: UIViewController, UISearchBarDelegate {
// Snippet 2. Changed: `@IBOutlet` dropped.
weak var searchBar: SearchBarWidget!
var searchViewModel: SearchViewModel!

override func viewDidLoad() {
        super.viewDidLoad()
        
        searchViewModel = SearchViewModel(view: searchBar)
        InstantSearch.shared.register(viewModel: searchViewModel)

        // Now can access access the searchBar's delegate
        searchBar.delegate = self
    }

    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        // Call the search function of the viewModel. It will take care of changing the 
        // search state and sending search events when new results arrive.
        searchViewModel.search(query: searchText)
    }
}

final class StoryboardSearchViewModelDemo: SearchViewModelDemo {
  override func loadView() {
    super.loadView()
    let bar = SearchBarWidget(frame: .zero)
    view.addSubview(bar)
    searchBar = bar
  }
}

class HitsViewModelDemo: UIViewController, UITableViewDataSource, UITableViewDelegate {
  func getTextOutOfHit(_ hit: [String: Any]) -> String? { hit["name"] as? String }

// Snippet 3. Changed: `@IBOutlet` dropped.
weak var tableView: HitsTableWidget!
var hitsViewModel: HitsViewModel!

override func viewDidLoad() {
        super.viewDidLoad()
        
        hitsViewModel = HitsViewModel(view: tableView)
        InstantSearch.shared.register(viewModel: hitsViewModel)

        // Now can access access the tableView's delegate and datasource methods.
        tableView.dataSource = self
        tableView.delegate = self
    }
    
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return hitsViewModel.numberOfRows()
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        
        let hit = hitsViewModel.hitForRow(at: indexPath)
        cell.textLabel?.text = getTextOutOfHit(hit)
        
        return cell
    }
}

final class StoryboardHitsViewModelDemo: HitsViewModelDemo {
  override func loadView() {
    super.loadView()
    let table = HitsTableWidget(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    view.addSubview(table)
    tableView = table
  }
}

class MultiHitsViewModelDemo: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let instantSearchForTest: InstantSearch
  init(instantSearch: InstantSearch) {
    instantSearchForTest = instantSearch
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }
  func getTextOutOfHitWithFirstIndex(_ hit: [String: Any]) -> String { "\(hit["name"] ?? "") \(hit["price"] ?? "")" }
  func getTextOutOfHitWithSecondIndex(_ hit: [String: Any]) -> String? { hit["name"] as? String }

// Snippet 4. Changed: `@IBOutlet` dropped; `InstantSearch.shared` → the test's multi-index instance (the shared
// one is configured for a single index by the other seed tests of this process).
weak var tableView: MultiHitsTableWidget!
var multiHitsViewModel: MultiHitsViewModel!

override func viewDidLoad() {
        super.viewDidLoad()
        
        multiHitsViewModel = MultiHitsViewModel(view: tableView)
        instantSearchForTest.register(viewModel: multiHitsViewModel)

        // Now can access access the tableView's delegate and datasource methods.
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        return multiHitsViewModel.numberOfSections()
    }
    
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return multiHitsViewModel.numberOfRows(in: section)
    }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let hit = multiHitsViewModel.hitForRow(at: indexPath)

        if indexPath.section == 0 { // First index
            cell.textLabel?.text = getTextOutOfHitWithFirstIndex(hit)
        } else { // Second index
            cell.textLabel?.text = getTextOutOfHitWithSecondIndex(hit)
        }
        
        return cell
    }
}

final class StoryboardMultiHitsViewModelDemo: MultiHitsViewModelDemo {
  override func loadView() {
    super.loadView()
    let table = MultiHitsTableWidget(frame: .zero, style: .plain)
    table.indices = "products,products"
    table.variants = "cheap,sony"
    table.hitsPerSection = "3,2"
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    view.addSubview(table)
    tableView = table
  }
}

final class SeedViewModelsTests: XCTestCase {
  override func setUpWithError() throws {
    InstantSearch.shared.configure(searcher: Searcher(index: try V1Fixtures.index()))
  }

  func test_snippet1_markerProtocolIdentifiesTheWidget() {
    let view = UIView()
    view.addSubview(UIView())
    view.addSubview(ConceptsSnippet.SliderWidget())
    XCTAssertEqual(view.subviews.compactMap { $0 as? AlgoliaWidget }.count, 1)
    InstantSearch.shared.registerAllWidgets(in: view, doSearch: false)
    XCTAssertFalse(InstantSearch.shared.getSearcher().hasPendingRequests, "a bare marker widget binds to nothing")
  }

  func test_snippets2and3_searchAndHitsViewModels() {
    let search = StoryboardSearchViewModelDemo()
    search.loadViewIfNeeded()
    let hits = StoryboardHitsViewModelDemo()
    hits.loadViewIfNeeded()
    search.searchBar.userType("bose")
    XCTAssertEqual(InstantSearch.shared.params.query, "bose")
    awaitCondition { hits.tableView.numberOfRows(inSection: 0) == 9 }
    XCTAssertTrue(hits.tableView.displayRows(0..<9).allSatisfy { $0.textLabel?.text?.hasPrefix("Bose") ?? false })
  }

  func test_snippet4_multiHitsViewModel() throws {
    let client = try V1Fixtures.client()
    let cheap = SearcherId(index: "products", variant: "cheap")
    let sony = SearcherId(index: "products", variant: "sony")
    let instantSearch = InstantSearch(
      searchables: [Index(client: client, name: "products"), Index(client: client, name: "products")], searcherIds: [cheap, sony])
    instantSearch.getSearcher(named: "products", withId: "cheap")?.params.addNumericRefinement("price", .lessThan, 100)
    instantSearch.getSearcher(named: "products", withId: "sony")?.params.query = "sony"
    let demo = StoryboardMultiHitsViewModelDemo(instantSearch: instantSearch)
    demo.loadViewIfNeeded()
    instantSearch.search()
    awaitCondition {
      demo.tableView.numberOfSections == 2 && demo.tableView.numberOfRows(inSection: 0) == 3
        && demo.tableView.numberOfRows(inSection: 1) == 2
    }
    XCTAssertTrue(demo.tableView.displayRows(0..<2, section: 1).allSatisfy { $0.textLabel?.text?.hasPrefix("Sony") ?? false })
    XCTAssertTrue(demo.tableView.displayRows(0..<1, section: 0).first?.textLabel?.text?.hasSuffix("0.5") ?? false)
  }

  func test_viewModelsWithoutAView() throws {
    // The page's method lists of NumericControlViewModel, FacetControlViewModel and RefinementMenuViewModel,
    // called on view models used without a view.
    let stats = StatsViewModel()
    let numeric = NumericControlViewModel()
    numeric.attribute = "price"
    numeric.operator = .lessThan
    let facet = FacetControlViewModel()
    facet.attribute = "brand"
    InstantSearch.shared.register(viewModel: numeric)
    InstantSearch.shared.register(viewModel: facet)
    InstantSearch.shared.register(viewModel: stats)
    numeric.updateNumeric(value: 100, doSearch: false)
    facet.addFacet(value: "Apple", doSearch: false)
    facet.updateFacet(oldValue: "Apple", newValue: "Sony", doSearch: true)
    awaitCondition { InstantSearch.shared.getSearcher().results?.nbHits == V1Fixtures.count { $0["brand"] as? String == "Sony" && ($0["price"] as! Double) < 100 } }
    numeric.removeNumeric(value: 100)
    XCTAssertFalse(InstantSearch.shared.params.hasNumericRefinements())
    facet.removeFacet(value: "Sony")
    XCTAssertFalse(InstantSearch.shared.params.hasFacetRefinements())
    let menu = RefinementMenuViewModel()
    menu.attribute = "category"
    InstantSearch.shared.register(viewModel: menu)
    InstantSearch.shared.search()
    awaitCondition("the menu shows 3 rows") { menu.numberOfRows() == 3 }
    XCTAssertFalse(menu.isRefined(at: IndexPath(row: 0, section: 0)))
    menu.didSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertTrue(InstantSearch.shared.params.hasFacetRefinement(name: "category", value: menu.facetForRow(at: IndexPath(row: 0, section: 0)).value))
    let unconfigured = HitsViewModel()
    XCTAssertEqual(unconfigured.numberOfRows(), 0)
    XCTAssertTrue(unconfigured.hitForRow(at: IndexPath(row: 0, section: 0)).isEmpty)
    XCTAssertEqual(MultiHitsViewModel().numberOfSections(), 0)
    XCTAssertEqual(MultiHitsViewModel().numberOfRows(in: 0), 0)
  }
}
