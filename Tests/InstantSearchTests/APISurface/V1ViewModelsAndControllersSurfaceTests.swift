import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

// API surface, InstantSearch iOS v1 widget layer: view models, controllers, base view controllers and helpers,
// each public member called as v1 wrote it (headless views in place of UIKit's).
//
// Index (v1 widget reference section titles, in order):
// - "View models": test_viewModels_hits, test_viewModels_multiHits, test_viewModels_refinementMenu,
//   test_viewModels_numericControl, test_viewModels_facetControl, test_viewModels_search, test_viewModels_stats,
//   test_viewModels_searcherIdFallback
// - "Controllers": test_controllers_hitsAndMultiHits, test_controllers_refinement
// - "Base view controllers": test_baseViewControllers_*
// - "Helpers and internal types": test_helpers_searchParametersExtension, test_helpers_labelHighlighting,
//   test_helpers_fatalErrorUtil
// - "Fatal errors": the messages are asserted where each signature is exercised (here, in
//   V1WidgetsSurfaceTests, and in Widgets/WidgetTests for registration).
final class V1ViewModelsAndControllersSurfaceTests: XCTestCase {
  private func instantSearch() throws -> InstantSearch { InstantSearch(searcher: Searcher(index: try V1Fixtures.index())) }

  func test_viewModels_hits() throws {
    let instantSearch = try instantSearch()
    let view = HitsViewDouble()
    view.hitsPerPage = 5
    let viewModel = HitsViewModel(view: view)
    view.viewModel = viewModel
    XCTAssertTrue(viewModel.view === view)
    XCTAssertEqual(viewModel.hitsPerPage, 5)
    XCTAssertTrue(viewModel.infiniteScrolling)
    XCTAssertEqual(viewModel.remainingItemsBeforeLoading, 5)
    XCTAssertTrue(viewModel.showItemsOnEmptyQuery)
    viewModel.searcherId = SearcherId(index: "products")
    XCTAssertEqual(viewModel.searcherId, SearcherId(index: "products"))
    viewModel.configure(with: instantSearch.searcher)
    XCTAssertTrue(viewModel.params === instantSearch.params)
    XCTAssertEqual(instantSearch.params.hitsPerPage, 5)
    let results = SearchResults(nbHits: 1, hits: [["objectID": "a", "name": "A"]])
    viewModel.on(results: results, error: nil, userInfo: [:])
    XCTAssertGreaterThanOrEqual(view.reloads, 1)
    instantSearch.register(viewModel: viewModel)
    instantSearch.search()
    awaitCondition("the hits view model shows 5 rows") { viewModel.numberOfRows() == 5 }
    XCTAssertNotNil(viewModel.hitForRow(at: IndexPath(row: 4, section: 0))["objectID"])
    let fresh = HitsViewModel()
    XCTAssertEqual(fresh.hitsPerPage, 20, "no view: the default")
  }

  func test_viewModels_multiHits() throws {
    let ids = [SearcherId(index: "products", variant: "a"), SearcherId(index: "products", variant: "b")]
    let instantSearch = InstantSearch(searchables: [try V1Fixtures.index(), try V1Fixtures.index()], searcherIds: ids)
    let viewModel = MultiHitsViewModel()
    XCTAssertEqual(viewModel.hitsPerSectionArray, [20])
    XCTAssertTrue(viewModel.showItemsOnEmptyQuery)
    XCTAssertEqual(viewModel.searchers.count, 0)
    viewModel.searcherIds = ids
    XCTAssertEqual(viewModel.searcherIds, ids)
    let table = MultiHitsTableWidget(frame: .zero, style: .plain)
    let withView = MultiHitsViewModel(view: table)
    XCTAssertTrue(withView.view === table)
    instantSearch.register(viewModel: viewModel)
    XCTAssertEqual(viewModel.searchers.map(\.variant), ["a", "b"])
    instantSearch.search()
    awaitCondition("the multi-hits view model shows both sections") { viewModel.numberOfSections() == 2 && viewModel.numberOfRows(in: 1) == 20 }
    XCTAssertNotNil(viewModel.hitForRow(at: IndexPath(row: 0, section: 1))["objectID"])
    viewModel.on(results: nil, error: nil, userInfo: [:])
    viewModel.configure(withSearchers: [])
    XCTAssertEqual(viewModel.numberOfSections(), 2, "an empty searcher list is ignored")
  }

  func test_viewModels_refinementMenu() throws {
    let instantSearch = try instantSearch()
    let viewModel = RefinementMenuViewModel()
    XCTAssertTrue(viewModel.refinedFirst)
    XCTAssertEqual(viewModel.limit, 10)
    viewModel.attribute = "brand"
    viewModel.refinedFirst = false
    viewModel.limit = 3
    viewModel.isDisjunctive = false
    viewModel.areMultipleSelectionsAllowed = false
    viewModel.searcherId = SearcherId(index: "products")
    XCTAssertFalse(viewModel.isDisjunctive)
    XCTAssertFalse(viewModel.areMultipleSelectionsAllowed)
    XCTAssertEqual(viewModel.facetResults, [])
    viewModel.configure(with: instantSearch.searcher)
    XCTAssertEqual(instantSearch.params.facets, ["brand"])
    instantSearch.register(viewModel: viewModel)
    instantSearch.search()
    awaitCondition("the menu view model shows 3 rows") { viewModel.numberOfRows() == 3 }
    XCTAssertEqual(viewModel.facetResults.count, 4, "the full list is kept, the limit applies to the rows")
    let chosen = viewModel.facetForRow(at: IndexPath(row: 1, section: 0)).value
    viewModel.didSelectRow(at: IndexPath(row: 1, section: 0))
    XCTAssertTrue(instantSearch.params.hasFacetRefinement(name: "brand", value: chosen))
    XCTAssertTrue(viewModel.isRefined(at: IndexPath(row: 1, section: 0)))
    XCTAssertEqual(viewModel.facetForRow(at: IndexPath(row: 0, section: 0)).count, 9)
    let table = RefinementTableWidget(frame: .zero, style: .plain)
    XCTAssertTrue(RefinementMenuViewModel(view: table).view === table)
    viewModel.on(results: SearchResults(nbHits: 0, hits: []), error: nil, userInfo: [:])
  }

  func test_viewModels_numericControl() throws {
    let instantSearch = try instantSearch()
    let viewModel = NumericControlViewModel()
    viewModel.attribute = "price"
    viewModel.operator = .lessThanOrEqual
    viewModel.inclusive = false
    viewModel.searcherId = SearcherId(index: "products")
    XCTAssertEqual(viewModel.operator, .lessThanOrEqual)
    viewModel.configure(with: instantSearch.searcher)
    viewModel.updateNumeric(value: 80, doSearch: false)
    XCTAssertEqual(instantSearch.params.numericRefinements["price"]?.first?.buildFilter(), #"NOT "price" <= 80"#)
    viewModel.removeNumeric(value: 80)
    XCTAssertFalse(instantSearch.params.hasNumericRefinements())
    let slider = SliderWidget(frame: .zero)
    let withView = NumericControlViewModel(view: slider)
    XCTAssertTrue(withView.view === slider)
    withView.onRefinementChange(numerics: [NumericRefinement("price", .greaterThanOrEqual, 0.5)])
    XCTAssertEqual(slider.value, 0.5)
  }

  func test_viewModels_facetControl() throws {
    let instantSearch = try instantSearch()
    let viewModel = FacetControlViewModel()
    viewModel.attribute = "brand"
    viewModel.inclusive = false
    viewModel.searcherId = SearcherId(index: "products")
    viewModel.configure(with: instantSearch.searcher)
    viewModel.addFacet(value: "Sony", doSearch: false)
    XCTAssertEqual(instantSearch.params.buildFiltersFromFacets(), #"NOT "brand":"Sony""#)
    viewModel.updateFacet(oldValue: "Sony", newValue: "Bose", doSearch: false)
    XCTAssertEqual(instantSearch.params.facetRefinements["brand"]?.map(\.value), ["Bose"])
    viewModel.removeFacet(value: "Bose")
    XCTAssertFalse(instantSearch.params.hasFacetRefinements())
    let switchWidget = OneValueSwitchWidget(frame: .zero)
    switchWidget.valueOn = "Sony"
    switchWidget.attribute = "brand"
    let withView = FacetControlViewModel(view: switchWidget)
    XCTAssertTrue(withView.view === switchWidget)
    withView.onRefinementChange(facets: [FacetRefinement(name: "brand", value: "Sony")])
    XCTAssertTrue(switchWidget.isOn)
  }

  func test_viewModels_search() throws {
    let ids = [SearcherId(index: "products", variant: "a"), SearcherId(index: "products", variant: "b")]
    let instantSearch = InstantSearch(searchables: [try V1Fixtures.index(), try V1Fixtures.index()], searcherIds: ids)
    let box = SearchViewDouble()
    let viewModel = SearchViewModel(view: box)
    XCTAssertTrue(viewModel.view === box)
    XCTAssertEqual(viewModel.searchers.count, 0)
    viewModel.searcherId = SearcherId(index: "")
    instantSearch.register(viewModel: viewModel)
    XCTAssertEqual(viewModel.searchers.count, 2, "a search box without index drives every searcher")
    viewModel.search(query: "sony")
    XCTAssertEqual(instantSearch.searchers.values.map { $0.params.query }, ["sony", "sony"])
    let single = try self.instantSearch()
    let plain = SearchViewModel()
    plain.configure(with: single.searcher)
    XCTAssertEqual(plain.searchers.count, 1)
    plain.configure(withSearchers: [single.searcher, single.searcher])
    XCTAssertEqual(plain.searchers.count, 2)
  }

  func test_viewModels_stats() throws {
    let instantSearch = try instantSearch()
    let view = StatsViewDouble()
    let viewModel = StatsViewModel(view: view)
    view.viewModel = viewModel
    XCTAssertTrue(viewModel.view === view)
    XCTAssertEqual(viewModel.resultTemplate, "{nbHits} results")
    XCTAssertEqual(viewModel.errorText, "Error in fetching results")
    XCTAssertEqual(viewModel.clearText, "")
    viewModel.searcherId = SearcherId(index: "products")
    viewModel.configure(with: instantSearch.searcher)
    XCTAssertEqual(view.texts.last, "")
    viewModel.on(results: SearchResults(nbHits: 3, hits: []), error: nil, userInfo: [:])
    XCTAssertEqual(view.texts.last, "3 results", "the view is told synchronously")
    viewModel.on(results: nil, error: NSError(domain: "x", code: 1), userInfo: [:])
    XCTAssertEqual(view.texts.last, "Error in fetching results")
    XCTAssertEqual(StatsViewModel().resultTemplate, "{nbHits} results")
  }

  func test_viewModels_searcherIdFallback() {
    let viewModel = HitsViewModel()
    XCTAssertEqual(viewModel.searcherId, SearcherId(index: ""), "neither an explicit id nor a view")
    let table = HitsTableWidget(frame: .zero, style: .plain)
    table.index = "products"
    table.variant = "v"
    XCTAssertEqual((table.viewModel as? HitsViewModel)?.searcherId, SearcherId(index: "products", variant: "v"))
  }

  // MARK: Controllers

  private final class HitsCells: HitsTableViewDataSource, HitsTableViewDelegate, HitsCollectionViewDataSource, HitsCollectionViewDelegate {
    var selected = 0
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: "c")
      cell.textLabel?.text = hit["objectID"] as? String
      return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any]) { selected += 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath, containing hit: [String: Any])
      -> UICollectionViewCell
    {
      let cell = UICollectionViewCell()
      cell.isSelected = hit["objectID"] != nil
      return cell
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath, containing hit: [String: Any]) {
      selected += 1
    }
  }

  func test_controllers_hitsAndMultiHits() throws {
    let ids = [SearcherId(index: "products", variant: "a"), SearcherId(index: "products", variant: "b")]
    let instantSearch = InstantSearch(searchables: [try V1Fixtures.index(), try V1Fixtures.index()], searcherIds: ids)
    let table = MultiHitsTableWidget(frame: .zero, style: .plain)
    table.indices = "products"
    table.variants = "a"
    table.hitsPerSection = "2"
    let collection = MultiHitsCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collection.indices = "products"
    collection.variants = "b"
    collection.hitsPerSection = "3"
    let cells = HitsCells()
    let tableController = MultiHitsController(table: table)
    tableController.tableDataSource = cells
    tableController.tableDelegate = cells
    let collectionController = MultiHitsController(collection: collection)
    collectionController.collectionDataSource = cells
    collectionController.collectionDelegate = cells
    instantSearch.register(widget: table)
    instantSearch.register(widget: collection)
    instantSearch.search()
    awaitCondition("the multi-hits table shows 2 rows and the collection 3 items") {
      tableController.tableView(table, numberOfRowsInSection: 0) == 2 && collectionController.collectionView(collection, numberOfItemsInSection: 0) == 3
    }
    XCTAssertEqual(tableController.numberOfSections(in: table), 1)
    XCTAssertNotNil(tableController.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)).textLabel?.text)
    tableController.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
    XCTAssertEqual(collectionController.collectionView(collection, numberOfItemsInSection: 0), 3)
    XCTAssertEqual(collectionController.numberOfSections(in: collection), 1)
    XCTAssertTrue(collectionController.collectionView(collection, cellForItemAt: IndexPath(item: 0, section: 0)).isSelected)
    collectionController.collectionView(collection, didSelectItemAt: IndexPath(item: 0, section: 0))
    XCTAssertEqual(cells.selected, 2)

    let single = try self.instantSearch()
    let hitsTable = HitsTableWidget(frame: .zero, style: .plain)
    let hitsCollection = HitsCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let hitsController = HitsController(table: hitsTable)
    hitsController.tableDataSource = cells
    hitsController.tableDelegate = cells
    let gridController = HitsController(collection: hitsCollection)
    gridController.collectionDataSource = cells
    gridController.collectionDelegate = cells
    single.register(widget: hitsTable)
    single.register(widget: hitsCollection)
    single.search()
    awaitCondition("the hits table shows 20 rows") { hitsController.tableView(hitsTable, numberOfRowsInSection: 0) == 20 }
    XCTAssertEqual(hitsController.numberOfSections(in: hitsTable), 1)
    XCTAssertNotNil(hitsController.tableView(hitsTable, cellForRowAt: IndexPath(row: 0, section: 0)).textLabel?.text)
    hitsController.tableView(hitsTable, didSelectRowAt: IndexPath(row: 0, section: 0))
    XCTAssertEqual(gridController.collectionView(hitsCollection, numberOfItemsInSection: 0), 20)
    XCTAssertEqual(gridController.numberOfSections(in: hitsCollection), 1)
    XCTAssertTrue(gridController.collectionView(hitsCollection, cellForItemAt: IndexPath(item: 0, section: 0)).isSelected)
    gridController.collectionView(hitsCollection, didSelectItemAt: IndexPath(item: 0, section: 0))
    XCTAssertEqual(cells.selected, 4)
  }

  private final class FacetCells: RefinementTableViewDataSource, RefinementTableViewDelegate, RefinementCollectionViewDataSource,
    RefinementCollectionViewDelegate
  {
    var selected: [String] = []
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "\(facet) \(count) \(refined)"
      return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool) {
      selected.append(facet)
    }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
    ) -> UICollectionViewCell {
      let cell = UICollectionViewCell()
      cell.isSelected = refined
      return cell
    }
    func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
    ) { selected.append(facet) }
  }

  func test_controllers_refinement() throws {
    let instantSearch = try instantSearch()
    let table = RefinementTableWidget(frame: .zero, style: .plain)
    table.attribute = "category"
    table.sortBy = "name:asc"
    let collection = RefinementCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collection.attribute = "brand"
    collection.sortBy = "name:asc"
    let cells = FacetCells()
    let tableController = RefinementController(table: table)
    tableController.tableDataSource = cells
    tableController.tableDelegate = cells
    let collectionController = RefinementController(collection: collection)
    collectionController.collectionDataSource = cells
    collectionController.collectionDelegate = cells
    instantSearch.register(widget: table, doSearch: false)
    instantSearch.register(widget: collection)
    awaitCondition("the refinement table shows 3 rows") { tableController.tableView(table, numberOfRowsInSection: 0) == 3 }
    XCTAssertEqual(tableController.numberOfSections(in: table), 1)
    XCTAssertEqual(tableController.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)).textLabel?.text, "headphones 12 false")
    tableController.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
    XCTAssertTrue(instantSearch.params.hasFacetRefinement(name: "category", value: "headphones"))
    XCTAssertEqual(collectionController.collectionView(collection, numberOfItemsInSection: 0), 4)
    XCTAssertEqual(collectionController.numberOfSections(in: collection), 1)
    collectionController.collectionView(collection, didSelectItemAt: IndexPath(item: 0, section: 0))
    XCTAssertTrue(collectionController.collectionView(collection, cellForItemAt: IndexPath(item: 0, section: 0)).isSelected)
    XCTAssertEqual(cells.selected, ["headphones", "Apple"])
  }

  // MARK: Base view controllers

  private final class HitsScreen: HitsTableViewController {
    var selected = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      hitsTableView = HitsTableWidget(frame: .zero, style: .plain)
      hitsTableViews = [hitsTableView, HitsTableWidget(frame: .zero, style: .plain)]
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = hit["objectID"] as? String
      return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any]) { selected += 1 }
  }

  private final class HitsGridScreen: HitsCollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath, containing hit: [String: Any])
      -> UICollectionViewCell
    { UICollectionViewCell() }
  }

  private final class MultiHitsScreen: MultiHitsTableViewController {
    var selected = 0
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any]) { selected += 1 }
  }

  private final class MenuScreen: RefinementTableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = facet
      return cell
    }
  }

  private final class MenuGridScreen: RefinementCollectionViewController {}

  func test_baseViewControllers_forwardingAndOverrides() throws {
    let instantSearch = try instantSearch()
    let hits = HitsScreen()
    hits.loadViewIfNeeded()
    XCTAssertEqual(hits.hitsTableViews.count, 2)
    XCTAssertTrue(hits.hitsTableView.dataSource === hits)
    instantSearch.register(widget: hits.hitsTableView)
    instantSearch.search()
    awaitCondition("the hits table shows 20 rows") { hits.tableView(hits.hitsTableView, numberOfRowsInSection: 0) == 20 }
    XCTAssertEqual(hits.numberOfSections(in: hits.hitsTableView), 1)
    XCTAssertNotNil(hits.tableView(hits.hitsTableView, cellForRowAt: IndexPath(row: 0, section: 0)).textLabel?.text)
    hits.tableView(hits.hitsTableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    XCTAssertEqual(hits.selected, 1)

    let grid = HitsGridScreen()
    grid.hitsCollectionView = HitsCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.hitsCollectionViews = [grid.hitsCollectionView]
    instantSearch.register(widget: grid.hitsCollectionView)
    instantSearch.search()
    awaitCondition("the hits collection shows 20 items") { grid.collectionView(grid.hitsCollectionView, numberOfItemsInSection: 0) == 20 }
    XCTAssertEqual(grid.numberOfSections(in: grid.hitsCollectionView), 1)
    _ = grid.collectionView(grid.hitsCollectionView, cellForItemAt: IndexPath(item: 0, section: 0))
    grid.collectionView(grid.hitsCollectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
    grid.collectionView(grid.hitsCollectionView, didSelectItemAt: IndexPath(item: 0, section: 0), containing: [:])

    let multi = MultiHitsScreen()
    multi.hitsTableView = MultiHitsTableWidget(frame: .zero, style: .plain)
    multi.hitsTableViews = [multi.hitsTableView]
    XCTAssertTrue(multi.hitsTableView.dataSource === multi)
    XCTAssertEqual(
      fatalMessage { _ = multi.tableView(multi.hitsTableView, cellForRowAt: IndexPath(row: 0, section: 0), containing: [:]) },
      "Must Override tableView(_:cellForRowAt:containing:)")
    multi.tableView(multi.hitsTableView, didSelectRowAt: IndexPath(row: 0, section: 0), containing: [:])
    XCTAssertEqual(multi.numberOfSections(in: multi.hitsTableView), 0)
    XCTAssertEqual(multi.tableView(multi.hitsTableView, numberOfRowsInSection: 0), 0)
    let multiSearch = InstantSearch(searchables: [try V1Fixtures.index()], searcherIds: [SearcherId(index: "products")])
    multi.hitsTableView.indices = "products"
    multiSearch.register(widget: multi.hitsTableView)
    multiSearch.search()
    awaitCondition("the multi-hits table shows 20 rows") { multi.tableView(multi.hitsTableView, numberOfRowsInSection: 0) == 20 }
    XCTAssertEqual(
      fatalMessage { _ = multi.tableView(multi.hitsTableView, cellForRowAt: IndexPath(row: 0, section: 0)) },
      "Must Override tableView(_:cellForRowAt:containing:)", "the UIKit method reaches the cell method")
    multi.tableView(multi.hitsTableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    XCTAssertEqual(multi.selected, 2)

    let menu = MenuScreen()
    menu.refinementTableView = RefinementTableWidget(frame: .zero, style: .plain)
    menu.refinementTableView.attribute = "category"
    menu.refinementTableViews = [menu.refinementTableView]
    instantSearch.register(widget: menu.refinementTableView)
    awaitCondition("the refinement table shows 3 rows") { menu.tableView(menu.refinementTableView, numberOfRowsInSection: 0) == 3 }
    XCTAssertEqual(menu.numberOfSections(in: menu.refinementTableView), 1)
    XCTAssertNotNil(menu.tableView(menu.refinementTableView, cellForRowAt: IndexPath(row: 0, section: 0)).textLabel?.text)
    menu.tableView(menu.refinementTableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    XCTAssertTrue(instantSearch.params.hasFacetRefinements(name: "category"))
    menu.tableView(menu.refinementTableView, didSelectRowAt: IndexPath(row: 0, section: 0), containing: "x", with: 0, is: false)

    let menuGrid = MenuGridScreen()
    menuGrid.refinementCollectionView = RefinementCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    menuGrid.refinementCollectionViews = [menuGrid.refinementCollectionView]
    XCTAssertEqual(
      fatalMessage {
        _ = menuGrid.collectionView(
          menuGrid.refinementCollectionView, cellForItemAt: IndexPath(item: 0, section: 0), containing: "x", with: 1, is: false)
      },
      "Must Override collectionView(_:cellForItemAt:containing:with:is:)")
    menuGrid.collectionView(menuGrid.refinementCollectionView, didSelectItemAt: IndexPath(item: 0, section: 0), containing: "x", with: 1, is: false)
    XCTAssertEqual(menuGrid.collectionView(menuGrid.refinementCollectionView, numberOfItemsInSection: 0), 0)
    XCTAssertEqual(menuGrid.numberOfSections(in: menuGrid.refinementCollectionView), 0, "no rows: the empty state")
    menuGrid.refinementCollectionView.attribute = "brand"
    instantSearch.register(widget: menuGrid.refinementCollectionView)
    awaitCondition("the refinement collection shows items") { menuGrid.collectionView(menuGrid.refinementCollectionView, numberOfItemsInSection: 0) > 0 }
    XCTAssertEqual(
      fatalMessage { _ = menuGrid.collectionView(menuGrid.refinementCollectionView, cellForItemAt: IndexPath(item: 0, section: 0)) },
      "Must Override collectionView(_:cellForItemAt:containing:with:is:)", "the UIKit method reaches the cell method")
    menuGrid.collectionView(menuGrid.refinementCollectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
    XCTAssertTrue(instantSearch.params.hasFacetRefinements(name: "brand"))
    XCTAssertEqual(
      fatalMessage { _ = HitsTableViewController().tableView(HitsTableWidget(), cellForRowAt: IndexPath(row: 0, section: 0), containing: [:]) },
      "Must Override tableView(_:cellForRowAt:containing:)")
    XCTAssertEqual(
      fatalMessage {
        _ = HitsCollectionViewController().collectionView(HitsCollectionWidget(), cellForItemAt: IndexPath(item: 0, section: 0), containing: [:])
      },
      "Must Override collectionView(_:cellForItemAt:containing:)")
    XCTAssertEqual(
      fatalMessage {
        _ = RefinementTableViewController().tableView(
          RefinementTableWidget(), cellForRowAt: IndexPath(row: 0, section: 0), containing: "x", with: 1, is: true)
      },
      "Must Override tableView(_:cellForRowAt:containing:with:is:)")
  }

  // MARK: Helpers

  func test_helpers_searchParametersExtension() {
    let params = SearchParameters()
    params.addFacetRefinement(name: "brand", value: "Sony", inclusive: false)
    XCTAssertEqual(params.getFacetRefinement(name: "brand")?.value, "Sony")
    params.updateFacetRefinement(attribute: "brand", oldValue: "Sony", newValue: "Bose")
    XCTAssertEqual(params.facetRefinements["brand"]?.map(\.value), ["Bose"])
    params.updateFacetRefinement(attribute: "brand", oldValue: "Bose", newValue: "Apple", inclusive: false)
    XCTAssertEqual(params.buildFiltersFromFacets(), #"NOT "brand":"Apple""#)
    params.addNumericRefinement("price", .lessThan, 10)
    params.addNumericRefinement("price", .lessThan, 20, inclusive: false)
    XCTAssertEqual(params.getNumericRefinement(name: "price", operator: .lessThan)?.value, 10)
    XCTAssertEqual(params.getNumericRefinement(name: "price", operator: .lessThan, inclusive: false)?.value, 20)
    XCTAssertNil(params.getNumericRefinement(name: "price", operator: .equal))
  }

  func test_helpers_labelHighlighting() {
    let label = UILabel()
    XCTAssertNil(label.highlightedBackgroundColor)
    XCTAssertFalse(label.isHighlightingInversed)
    label.highlightedTextColor = .black
    label.highlightedBackgroundColor = .yellow
    label.highlightedText = "a <em>b</em>"
    XCTAssertEqual(label.highlightedText, "a b")
    XCTAssertEqual(label.attributedText?.attribute(.backgroundColor, at: 2, effectiveRange: nil) as? UIColor, .yellow)
    label.isHighlightingInversed = true
    label.highlightedText = "a <em>b</em>"
    XCTAssertEqual(label.attributedText?.attribute(.backgroundColor, at: 0, effectiveRange: nil) as? UIColor, .yellow)
  }

  func test_helpers_fatalErrorUtil() {
    XCTAssertEqual(fatalMessage { InstantSearch(searchables: [], searcherIds: [SearcherId(index: "x")]).getSearcher().search() },
      "Since you are using multi-index, you should use getSearcher(named:withId:)")
    FatalErrorUtil.replaceFatalError { _, _, _ in unreachable() }
    FatalErrorUtil.restoreFatalError()
  }
}
