import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import LocalSearch
import XCTest

// The refinement screens of the InstantSearch 7 guides: a brand refinement list (`FacetListConnector` with
// `FacetListTableController`, or-combined), a "free shipping" switch (`FilterToggleConnector`), and a price
// filter (`FilterState` written directly), narrowing the hits on one filter state.

final class RefinementViewController: UIViewController {
  let searcher: HitsSearcher
  let filterState = FilterState()
  let hitsConnector: HitsConnector<SampleCatalogue.Product>
  let brandConnector: FacetListConnector
  let freeShippingConnector: FilterToggleConnector<Filter.Facet>
  let hitsTableController = productsTableController()
  let brandTableController: FacetListTableController
  let freeShippingSwitch = UISwitch()

  init(client: SearchBackend) {
    searcher = HitsSearcher(client: client, indexName: "products")
    brandTableController = FacetListTableController(tableView: UITableView())
    hitsConnector = HitsConnector(searcher: searcher, filterState: filterState, controller: hitsTableController)
    brandConnector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", selectionMode: .multiple, operator: .or,
      controller: brandTableController, presenter: FacetListPresenter(sortBy: [.count(order: .descending), .alphabetical(order: .ascending)]))
    freeShippingConnector = FilterToggleConnector(
      filterState: filterState, filter: Filter.Facet(attribute: "freeShipping", boolValue: true),
      controller: SwitchController<Filter.Facet>(toggle: freeShippingSwitch))
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

final class RefinementScreenTests: ScreenTestCase {
  func test_brandsSwitchAndPrice_narrowTheHits() throws {
    let screen = RefinementViewController(client: try SampleCatalogue.client())
    let hits = screen.hitsConnector.interactor
    awaitShown(hits) { screen.loadViewIfNeeded() }
    XCTAssertEqual(rows(of: screen.brandTableController.tableView).prefix(3), ["Apple (4)", "Belkin (2)", "Samsung (2)"])
    awaitShown(hits) { screen.brandTableController.tableView.userSelectRow(at: IndexPath(row: 0, section: 0)) }
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).count, 4)
    awaitShown(hits) { screen.brandTableController.tableView.userSelectRow(at: IndexPath(row: 1, section: 0)) }
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).count, 6, "Apple or Belkin")
    XCTAssertEqual(rows(of: screen.brandTableController.tableView).prefix(3), ["Apple (4)", "Belkin (2)", "Samsung (2)"], "or-counts stay")
    awaitShown(hits) { screen.freeShippingSwitch.userToggle() }
    XCTAssertEqual(
      Set(rows(of: screen.hitsTableController.tableView)),
      ["Apple iPhone 13", "Apple iPhone 13 mini", "Apple AirPods Pro headphones", "Apple iPad Air tablet", "iPhone 13 case, red"])
    awaitShown(hits) {
      screen.filterState[and: "price"].add(Filter.Numeric(attribute: "price", operator: .lessThan, value: 700))
      screen.filterState.notifyChange()
    }
    XCTAssertEqual(
      Set(rows(of: screen.hitsTableController.tableView)),
      ["Apple iPhone 13 mini", "Apple AirPods Pro headphones", "Apple iPad Air tablet", "iPhone 13 case, red"])
  }
}
