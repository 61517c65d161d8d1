import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

// API surface, InstantSearch iOS v1 widget layer: the protocols of custom widgets, each adopted by a type of
// this file written as v1 code adopts it (`@objc` dropped, UIKit types replaced by their headless names), and
// exercised through `InstantSearch` or through a built-in view model.
//
// Index (v1 widget reference section titles, in order):
// - "Marker and binder protocols": test_markerAndBinder_* (AlgoliaWidget, AlgoliaIndexWidget,
//   AlgoliaMultiIndexWidget, AlgoliaViewModel, SearchableViewModel, MultiSearchableViewModel,
//   SearchableIndexViewModel, SearchableMultiIndexViewModel, ResultingDelegate, RefinableDelegate,
//   ResettableDelegate)
// - "View ↔ view-model protocols": test_viewProtocols_* (RefinementViewDelegate, HitsViewDelegate,
//   MultiHitsViewDelegate, StatsViewDelegate, RefinementMenuViewDelegate, NumericControlViewDelegate,
//   FacetControlViewDelegate, SearchControlViewDelegate, and the seven …ViewModelDelegate protocols)
// - "Controller data-source and delegate protocols": test_controllerProtocols_* (Hits/Refinement ×
//   Table/Collection × DataSource/Delegate, with the defaulted `viewForNoResults(in:)`)
// - "UIKit-typed v1 signatures" (the protocol forms): covered by the same conformances, which use
//   `UITableView`/`UITableViewCell`/`UICollectionView`/`UIView` through the module's aliases.
final class V1ProtocolsSurfaceTests: XCTestCase {
  // MARK: Marker and binder protocols

  private final class IndexWidget: AlgoliaIndexWidget, SearchableIndexViewModel, ResultingDelegate {
    var index = ""
    var variant = ""
    var searcherId: SearcherId { SearcherId(index: index, variant: variant) }
    var configured: Searcher?
    var resultCount = 0
    func configure(with searcher: Searcher) { configured = searcher }
    func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) { resultCount += 1 }
  }

  private final class MultiWidget: AlgoliaMultiIndexWidget, SearchableMultiIndexViewModel, ResultingDelegate {
    var indicesArray: [String] = []
    var variantsArray: [String] = []
    var searcherIds: [SearcherId] = []
    var searchers: [Searcher] = []
    var resultCount = 0
    func configure(withSearchers searchers: [Searcher]) { self.searchers = searchers }
    func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) { resultCount += 1 }
  }

  private final class PlainViewModel: AlgoliaViewModel, SearchableViewModel, MultiSearchableViewModel {
    var single: Searcher?
    var many: [Searcher] = []
    func configure(with searcher: Searcher) { single = searcher }
    func configure(withSearchers searchers: [Searcher]) { many = searchers }
  }

  private final class Refinable: AlgoliaWidget, RefinableDelegate, ResettableDelegate {
    var attribute: String { "brand" }
    var facets: [[FacetRefinement]] = []
    var resets = 0
    func onRefinementChange(facets: [FacetRefinement]) { self.facets.append(facets) }
    func onReset() { resets += 1 }
  }

  /// Adopts `RefinableDelegate` with the attribute alone: the four callbacks are defaulted.
  private final class AttributeOnly: AlgoliaWidget, RefinableDelegate {
    let attribute = "price"
  }

  func test_markerAndBinder_singleIndex() throws {
    let instantSearch = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    let widget = IndexWidget()
    let refinable = Refinable()
    let attributeOnly = AttributeOnly()
    instantSearch.register(widget: widget)
    instantSearch.register(widget: refinable)
    instantSearch.register(widget: attributeOnly)
    XCTAssertTrue(widget.configured === instantSearch.searcher)
    instantSearch.params.addFacetRefinement(name: "brand", value: "Sony")
    XCTAssertEqual(refinable.facets.last?.map(\.value), ["Sony"])
    attributeOnly.onRefinementChange(numerics: [])
    attributeOnly.onRefinementChange(numericMap: nil)
    attributeOnly.onRefinementChange(facets: [])
    attributeOnly.onRefinementChange(facetMap: nil)
    refinable.onReset()
    XCTAssertEqual(refinable.resets, 1)
    instantSearch.search()
    awaitCondition("the widget got one delivery") { widget.resultCount == 1 }
    let viewModel = PlainViewModel()
    instantSearch.register(viewModel: viewModel)
    XCTAssertTrue(viewModel.single === instantSearch.searcher)
  }

  func test_markerAndBinder_multiIndex() throws {
    let ids = [SearcherId(index: "products"), SearcherId(index: "products", variant: "b")]
    let instantSearch = InstantSearch(searchables: [try V1Fixtures.index(), try V1Fixtures.index()], searcherIds: ids)
    let widget = IndexWidget()
    widget.index = "products"
    widget.variant = "b"
    let multi = MultiWidget()
    multi.indicesArray = ["products"]
    multi.variantsArray = [""]
    multi.searcherIds = [ids[0]]
    instantSearch.register(widget: widget)
    instantSearch.register(widget: multi)
    XCTAssertTrue(widget.configured === instantSearch.searchers[ids[1]])
    XCTAssertEqual(multi.searchers.count, 2)
    instantSearch.search(with: "sony", in: [ids[1]])
    awaitCondition("the widget got one delivery") { widget.resultCount == 1 }
    XCTAssertEqual(multi.resultCount, 0, "the multi widget listens to the other id")
  }

  // MARK: View ↔ view-model protocols

  private final class HitsView: HitsViewDelegate {
    var viewModel: HitsViewModelDelegate!
    var index = ""
    var variant = ""
    var hitsPerPage: UInt = 4
    var infiniteScrolling = false
    var remainingItemsBeforeLoading: UInt = 1
    var showItemsOnEmptyQuery = true
    var reloads = 0
    var scrolls = 0
    func reloadHits() { reloads += 1 }
    func scrollTop() { scrolls += 1 }
  }

  private final class MultiHitsView: MultiHitsViewDelegate {
    var viewModel: MultiHitsViewModelDelegate!
    var indicesArray: [String] = ["products"]
    var variantsArray: [String] = []
    var hitsPerSectionArray: [UInt] = [3]
    var showItemsOnEmptyQuery = true
    var reloads = 0
    func reloadHits() { reloads += 1 }
  }

  private final class StatsView: StatsViewDelegate {
    var viewModel: StatsViewModelDelegate!
    var index = ""
    var variant = ""
    var resultTemplate = "{nbHits} found"
    var errorText = "failed"
    var clearText = "-"
    var texts: [String] = []
    func set(text: String) { texts.append(text) }
  }

  private final class MenuView: RefinementMenuViewDelegate {
    var viewModel: RefinementMenuViewModelDelegate!
    var index = ""
    var variant = ""
    var attribute = "brand"
    var refinedFirst = true
    var sortBy = "name:asc"
    var `operator` = "or"
    var limit = 2
    var areMultipleSelectionsAllowed = true
    var reloads = 0
    var deselected: [IndexPath] = []
    func reloadRefinements() { reloads += 1 }
    func deselectRow(at: IndexPath) { deselected.append(at) }
  }

  private final class NumericView: NumericControlViewDelegate {
    var viewModel: NumericControlViewModelDelegate
    var index = ""
    var variant = ""
    var attribute = "price"
    var clearValue: NSNumber = 0
    var `operator` = "<"
    var inclusive = true
    var values: [NSNumber] = []
    init() {
      viewModel = NumericControlViewModel()
      viewModel.view = self
    }
    func configureView() {}
    func set(value: NSNumber) { values.append(value) }
  }

  private final class FacetView: FacetControlViewDelegate {
    var viewModel: FacetControlViewModelDelegate
    var index = ""
    var variant = ""
    var attribute = "brand"
    var inclusive = true
    var values: [String] = []
    init() {
      viewModel = FacetControlViewModel()
      viewModel.view = self
    }
    func configureView() {}
    func set(value: String) { values.append(value) }
  }

  private final class SearchBox: SearchControlViewDelegate {
    var viewModel: SearchControlViewModelDelegate!
    var index = ""
    var variant = ""
    var texts: [String] = []
    func set(text: String, andResignFirstResponder resignFirstResponder: Bool) { texts.append(text) }
  }

  func test_viewProtocols_singleIndexViews() throws {
    let instantSearch = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    let hits = HitsView()
    hits.viewModel = HitsViewModel(view: hits)
    let stats = StatsView()
    stats.viewModel = StatsViewModel(view: stats)
    let menu = MenuView()
    menu.viewModel = RefinementMenuViewModel(view: menu)
    let numeric = NumericView()
    let facet = FacetView()
    let box = SearchBox()
    box.viewModel = SearchViewModel(view: box)
    for widget in [hits, stats, menu, numeric, facet, box] as [AlgoliaWidget] {
      instantSearch.register(widget: widget, doSearch: false)
    }
    XCTAssertEqual(instantSearch.params.hitsPerPage, 4)
    XCTAssertEqual(instantSearch.params.facets, ["brand"])
    XCTAssertTrue(hits.viewModel.view === hits)
    XCTAssertTrue(stats.viewModel.view === stats)
    XCTAssertTrue(menu.viewModel.view === menu)
    XCTAssertTrue(numeric.viewModel.view === numeric)
    XCTAssertTrue(facet.viewModel.view === facet)
    XCTAssertTrue(box.viewModel.view === box)
    box.viewModel.search(query: "sony")
    awaitCondition("the hits and stats views show the results") { hits.viewModel.numberOfRows() == 4 && stats.texts.last == "9 found" }
    XCTAssertEqual(hits.viewModel.hitForRow(at: IndexPath(row: 0, section: 0))["brand"] as? String, "Sony")
    awaitCondition("the menu shows one row") { menu.viewModel.numberOfRows() == 1 }
    XCTAssertEqual(menu.viewModel.facetForRow(at: IndexPath(row: 0, section: 0)).value, "Sony")
    XCTAssertFalse(menu.viewModel.isRefined(at: IndexPath(row: 0, section: 0)))
    menu.viewModel.didSelectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertTrue(instantSearch.params.hasFacetRefinement(name: "brand", value: "Sony"))
    numeric.viewModel.updateNumeric(value: 100, doSearch: false)
    XCTAssertEqual(instantSearch.params.numericRefinements["price"]?.first?.buildFilter(), #""price" < 100"#)
    numeric.viewModel.removeNumeric(value: 100)
    XCTAssertFalse(instantSearch.params.hasNumericRefinements(name: "price"))
    facet.viewModel.addFacet(value: "Bose", doSearch: false)
    facet.viewModel.updateFacet(oldValue: "Bose", newValue: "Apple", doSearch: false)
    XCTAssertTrue(instantSearch.params.hasFacetRefinement(name: "brand", value: "Apple"))
    facet.viewModel.removeFacet(value: "Apple")
    XCTAssertFalse(instantSearch.params.hasFacetRefinement(name: "brand", value: "Apple"))
    XCTAssertEqual(facet.values.last, "Sony", "the facet view follows the attribute's refinements")
  }

  func test_viewProtocols_multiHitsView() throws {
    let ids = [SearcherId(index: "products")]
    let instantSearch = InstantSearch(searchables: [try V1Fixtures.index()], searcherIds: ids)
    let view = MultiHitsView()
    view.viewModel = MultiHitsViewModel(view: view)
    instantSearch.register(widget: view)
    XCTAssertTrue(view.viewModel.view === view)
    instantSearch.search()
    awaitCondition("the multi-hits view shows one section of 3 rows") { view.viewModel.numberOfSections() == 1 && view.viewModel.numberOfRows(in: 0) == 3 }
    XCTAssertNotNil(view.viewModel.hitForRow(at: IndexPath(row: 2, section: 0))["objectID"])
  }

  // MARK: Controller data-source and delegate protocols

  private final class HitsCells: HitsTableViewDataSource, HitsTableViewDelegate, HitsCollectionViewDataSource,
    HitsCollectionViewDelegate
  {
    var selected: [String] = []
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = hit["name"] as? String
      return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any]) {
      selected.append(hit["name"] as? String ?? "")
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath, containing hit: [String: Any])
      -> UICollectionViewCell
    { UICollectionViewCell() }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath, containing hit: [String: Any]) {
      selected.append(hit["name"] as? String ?? "")
    }
    func viewForNoResults(in tableView: UITableView) -> UIView {
      let label = UILabel()
      label.text = "none"
      return label
    }
  }

  private final class FacetCells: RefinementTableViewDataSource, RefinementTableViewDelegate,
    RefinementCollectionViewDataSource, RefinementCollectionViewDelegate
  {
    var selected: [String] = []
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.textLabel?.text = facet
      cell.detailTextLabel?.text = String(count)
      return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool) {
      selected.append(facet)
    }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
    ) -> UICollectionViewCell { UICollectionViewCell() }
    func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
    ) { selected.append(facet) }
  }

  func test_controllerProtocols_hitsAndRefinement() throws {
    let instantSearch = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    let table = HitsTableWidget(frame: .zero, style: .plain)
    let collection = HitsCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let cells = HitsCells()
    let tableController = HitsController(table: table)
    tableController.tableDataSource = cells
    tableController.tableDelegate = cells
    table.dataSource = tableController
    table.delegate = tableController
    let collectionController = HitsController(collection: collection)
    collectionController.collectionDataSource = cells
    collectionController.collectionDelegate = cells
    collection.dataSource = collectionController
    collection.delegate = collectionController
    instantSearch.register(widget: table)
    instantSearch.register(widget: collection)
    instantSearch.search(with: "bose")
    awaitCondition("the table and collection show 9 hits") { table.numberOfRows(inSection: 0) == 9 && collection.numberOfItems(inSection: 0) == 9 }
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text?.hasPrefix("Bose"), true)
    table.userSelectRow(at: IndexPath(row: 0, section: 0))
    collection.userSelectItem(at: IndexPath(item: 1, section: 0))
    XCTAssertEqual(cells.selected.count, 2)
    instantSearch.search(with: "qqqqzzzz")
    awaitCondition("the table shows its empty state") { table.numberOfSections == 0 }
    XCTAssertEqual((table.backgroundView as? UILabel)?.text, "none")
    XCTAssertEqual((collection.backgroundView as? UILabel)?.text, "No results available", "the defaulted requirement")

    let list = RefinementTableWidget(frame: .zero, style: .plain)
    list.attribute = "category"
    let grid = RefinementCollectionWidget(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.attribute = "brand"
    let facetCells = FacetCells()
    let listController = RefinementController(table: list)
    listController.tableDataSource = facetCells
    listController.tableDelegate = facetCells
    list.dataSource = listController
    list.delegate = listController
    let gridController = RefinementController(collection: grid)
    gridController.collectionDataSource = facetCells
    gridController.collectionDelegate = facetCells
    grid.dataSource = gridController
    grid.delegate = gridController
    instantSearch.register(widget: list, doSearch: false)
    instantSearch.register(widget: grid, doSearch: false)
    instantSearch.search(with: "")
    awaitCondition("the refinement list and grid show their facets") { list.numberOfRows(inSection: 0) == 3 && grid.numberOfItems(inSection: 0) == 4 }
    XCTAssertEqual(list.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text, "12")
    list.userSelectRow(at: IndexPath(row: 0, section: 0))
    grid.userSelectItem(at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(facetCells.selected.count, 2)
    XCTAssertTrue(instantSearch.params.hasFacetRefinements(name: "category"))
    XCTAssertTrue(instantSearch.params.hasFacetRefinements(name: "brand"))
  }
}
