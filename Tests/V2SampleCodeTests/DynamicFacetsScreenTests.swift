import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import LocalSearch
import XCTest

// The dynamic facets screen of the InstantSearch 7 guides: facet lists in the order the index's merchandising
// rules give (`renderingContent.facetOrdering`), one table section per attribute, brands or-combined.

final class DynamicFacetsViewController: UIViewController {
  let searcher: HitsSearcher
  let filterState = FilterState()
  let dynamicFacetListConnector: DynamicFacetListConnector<HitsSearcher>
  let hitsConnector: HitsConnector<SampleCatalogue.Product>
  let facetsTableController = DynamicFacetListTableViewController()
  let hitsTableController = productsTableController()

  init(client: SearchBackend) {
    searcher = HitsSearcher(client: client, indexName: "products")
    searcher.request.query.facets = ["category", "brand", "color"]
    dynamicFacetListConnector = DynamicFacetListConnector(
      searcher: searcher, filterState: filterState, selectionModeForAttribute: ["brand": .multiple],
      filterGroupForAttribute: ["brand": ("brand", .or), "category": ("category", .and)], controller: facetsTableController)
    hitsConnector = HitsConnector(searcher: searcher, controller: hitsTableController)
    super.init(nibName: nil, bundle: nil)
    searcher.connectFilterState(filterState)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searcher.search()
  }
}

final class DynamicFacetsScreenTests: ScreenTestCase {
  func test_facetsFollowTheMerchandisingOrder_andSelectionsFilter() throws {
    let screen = DynamicFacetsViewController(client: try SampleCatalogue.client())
    let table = screen.facetsTableController.tableView!
    awaitShown(screen.hitsConnector.interactor) { screen.loadViewIfNeeded() }
    drainMainQueue()
    XCTAssertEqual(table.numberOfSections, 2, "category and brand; size has no facet, color is not in the order")
    XCTAssertEqual(screen.facetsTableController.orderedFacets.map(\.attribute), ["category", "brand"])
    XCTAssertEqual(rows(of: table, section: 0), ["accessory (3)", "headphones (2)", "phone (4)", "tablet (1)", "tv (2)"], "alphabetical")
    XCTAssertEqual(rows(of: table, section: 1).prefix(3), ["Apple (4)", "Belkin (2)", "Samsung (2)"], "Apple pinned, then by count")
    awaitShown(screen.hitsConnector.interactor) { table.userSelectRow(at: IndexPath(row: 1, section: 1)) }
    drainMainQueue()
    XCTAssertEqual(Set(rows(of: screen.hitsTableController.tableView)), ["iPhone 13 case, red", "iPhone 13 case, clear"])
    XCTAssertEqual(rows(of: table, section: 1).prefix(2), ["Apple (4)", "Belkin (2)"], "or-combined brands keep their counts")
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.accessoryType, .checkmark)
    awaitShown(screen.hitsConnector.interactor) { table.userSelectRow(at: IndexPath(row: 0, section: 1)) }
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).count, 6)
    XCTAssertEqual(screen.dynamicFacetListConnector.interactor.selections, ["brand": ["Belkin", "Apple"]])
  }
}
