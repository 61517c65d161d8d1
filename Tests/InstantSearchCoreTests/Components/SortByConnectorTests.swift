import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's `SortByConnector`: a `SortByInteractor` over index names keyed by position, the
/// searcher whose index a tapped segment sets before searching, `indicesNames`/`selectedIndexName`, and views
/// titled by `IndexNamePresenter` (the names as they are by default).
final class SortByConnectorTests: XCTestCase {
  func test_connector_switchesTheIndexAndSearches() {
    let client = ScriptedSearchClient()
    let searcher = HitsSearcher(client: client, indexName: "products")
    let controller = SortSegments()
    let connector = SortByConnector(
      searcher: searcher, indicesNames: ["products", "products_price_asc", "products_price_desc"], selected: 0,
      controller: controller)
    XCTAssertEqual(connector.indicesNames, ["products", "products_price_asc", "products_price_desc"])
    XCTAssertEqual(connector.selectedIndexName, "products")
    drainMainQueue()
    XCTAssertEqual(controller.items, [0: "products", 1: "products_price_asc", 2: "products_price_desc"])
    XCTAssertEqual(controller.selected, 0)
    awaitNextResult(of: searcher) { controller.onClick?(2) }
    XCTAssertEqual(searcher.indexName, "products_price_desc")
    XCTAssertEqual(client.requests.last?.indexName, "products_price_desc")
    XCTAssertEqual(connector.selectedIndexName, "products_price_desc")
    drainMainQueue()
    XCTAssertEqual(controller.selected, 2)
    controller.onClick?(7)
    XCTAssertEqual(searcher.indexName, "products_price_desc", "a key without an index changes nothing")
  }

  func test_connectController_withAPresenter_andTheControllerConnectionsDefault() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let connector = SortByConnector(searcher: searcher, indicesNames: ["products", "products_price_asc"])
    XCTAssertNil(connector.selectedIndexName)
    let titled = SortSegments()
    connector.connectController(titled) { $0 == "products" ? "Relevance" : "Lowest price" }
    let plain = SortSegments()
    SortByInteractor.ControllerConnection(interactor: connector.interactor, controller: plain).connect()
    drainMainQueue()
    XCTAssertEqual(titled.items, [0: "Relevance", 1: "Lowest price"])
    XCTAssertEqual(plain.items, [0: "products", 1: "products_price_asc"])
    XCTAssertEqual(connector.controllerConnections.count, 1)
  }
}

private final class SortSegments: SelectableSegmentController {
  var onClick: ((Int) -> Void)?
  var selected: Int?
  var items: [Int: String] = [:]
  func setSelected(_ selected: Int?) { self.selected = selected }
  func setItems(items: [Int: String]) { self.items = items }
}
