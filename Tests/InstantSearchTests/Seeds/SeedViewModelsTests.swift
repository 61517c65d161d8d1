import InstantSearch
import InstantSearchTestKit
import XCTest

// The concepts page's view-model snippets (seed 001), headless.

/// A search box customised through `SearchViewModel`, the controller being the bar's delegate.
final class SearchViewModelDemo: UIViewController, UISearchBarDelegate {
  var searchBar: SearchBarWidget!
  var searchViewModel: SearchViewModel!

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar = SearchBarWidget(frame: .zero)
    searchViewModel = SearchViewModel(view: searchBar)
    InstantSearch.shared.register(viewModel: searchViewModel)
    // Now can access access the searchBar's delegate
    searchBar.delegate = self
  }

  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    searchViewModel.search(query: searchText)
  }
}

/// A hits table customised through `HitsViewModel`, the controller being its data source.
final class HitsViewModelDemo: UIViewController, UITableViewDataSource, UITableViewDelegate {
  var tableView: HitsTableWidget!
  var hitsViewModel: HitsViewModel!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView = HitsTableWidget(frame: .zero, style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    hitsViewModel = HitsViewModel(view: tableView)
    InstantSearch.shared.register(viewModel: hitsViewModel)
    tableView.dataSource = self
    tableView.delegate = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return hitsViewModel.numberOfRows()
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    let hit = hitsViewModel.hitForRow(at: indexPath)
    cell.textLabel?.text = hit["name"] as? String
    return cell
  }
}

/// Two indices in one table through `MultiHitsViewModel`.
final class MultiHitsViewModelDemo: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let instantSearch: InstantSearch
  var tableView: MultiHitsTableWidget!
  var multiHitsViewModel: MultiHitsViewModel!

  init(instantSearch: InstantSearch) {
    self.instantSearch = instantSearch
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView = MultiHitsTableWidget(frame: .zero, style: .plain)
    tableView.indices = "products,products"
    tableView.variants = "cheap,sony"
    tableView.hitsPerSection = "3,2"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    multiHitsViewModel = MultiHitsViewModel(view: tableView)
    instantSearch.register(viewModel: multiHitsViewModel)
    tableView.dataSource = self
    tableView.delegate = self
  }

  func numberOfSections(in tableView: UITableView) -> Int { multiHitsViewModel.numberOfSections() }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { multiHitsViewModel.numberOfRows(in: section) }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    let hit = multiHitsViewModel.hitForRow(at: indexPath)
    cell.textLabel?.text = indexPath.section == 0 ? "\(hit["name"] ?? "") \(hit["price"] ?? "")" : hit["name"] as? String
    return cell
  }
}

final class SeedViewModelsTests: XCTestCase {
  override func setUpWithError() throws {
    InstantSearch.shared.configure(searcher: Searcher(index: try V1Fixtures.index()))
  }

  func test_searchAndHitsViewModels() {
    let search = SearchViewModelDemo()
    search.loadViewIfNeeded()
    let hits = HitsViewModelDemo()
    hits.loadViewIfNeeded()
    search.searchBar.userType("bose")
    awaitCondition { hits.tableView.numberOfRows(inSection: 0) == 9 }
    XCTAssertTrue(hits.tableView.displayRows(0..<9).allSatisfy { $0.textLabel?.text?.hasPrefix("Bose") ?? false })
  }

  func test_multiHitsViewModel() throws {
    let client = try V1Fixtures.client()
    let cheap = SearcherId(index: "products", variant: "cheap")
    let sony = SearcherId(index: "products", variant: "sony")
    let instantSearch = InstantSearch(
      searchables: [Index(client: client, name: "products"), Index(client: client, name: "products")], searcherIds: [cheap, sony])
    instantSearch.getSearcher(named: "products", withId: "cheap")?.params.addNumericRefinement("price", .lessThan, 100)
    instantSearch.getSearcher(named: "products", withId: "sony")?.params.query = "sony"
    let demo = MultiHitsViewModelDemo(instantSearch: instantSearch)
    demo.loadViewIfNeeded()
    instantSearch.search()
    awaitCondition {
      demo.tableView.numberOfSections == 2 && demo.tableView.numberOfRows(inSection: 0) == 3
        && demo.tableView.numberOfRows(inSection: 1) == 2
    }
    XCTAssertEqual(demo.tableView.numberOfRows(inSection: 0), 3, "each section answers with its own hits per section")
    XCTAssertTrue(demo.tableView.displayRows(0..<2, section: 1).allSatisfy { $0.textLabel?.text?.hasPrefix("Sony") ?? false })
  }

  func test_controlViewModelsWithoutAView() throws {
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
    let unconfigured = HitsViewModel()
    XCTAssertEqual(unconfigured.numberOfRows(), 0)
    XCTAssertTrue(unconfigured.hitForRow(at: IndexPath(row: 0, section: 0)).isEmpty)
    XCTAssertEqual(MultiHitsViewModel().numberOfSections(), 0)
    XCTAssertEqual(MultiHitsViewModel().numberOfRows(in: 0), 0)
  }
}
