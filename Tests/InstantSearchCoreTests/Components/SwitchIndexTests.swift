import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's deprecated `SwitchIndexInteractor`: a picked index among `indexNames` becomes the
/// selection, fires `onSelectionChange`, and becomes the searcher's index, which searches; a name outside the
/// list changes nothing; the view shows the names and the selection.
@available(*, deprecated)
final class SwitchIndexTests: XCTestCase {
  private final class Picker: SwitchIndexController {
    var select: (IndexName) -> Void = { _ in }
    var shown: [(names: [IndexName], selected: IndexName)] = []
    func set(indexNames: [IndexName], selected: IndexName) { shown.append((indexNames, selected)) }
  }

  func test_pickingAnIndex_switchesTheSearcher() {
    let client = ScriptedSearchClient()
    let searcher = HitsSearcher(client: client, indexName: "products")
    let interactor = SwitchIndexInteractor(indexNames: ["products", "products_price_asc"], selectedIndexName: "products")
    let picker = Picker()
    interactor.connectSearcher(searcher)
    interactor.connectController(picker)
    XCTAssertEqual(picker.shown.last?.names, ["products", "products_price_asc"])
    XCTAssertEqual(picker.shown.last?.selected, "products")
    awaitNextResult(of: searcher) { picker.select("products_price_asc") }
    XCTAssertEqual(searcher.indexName, "products_price_asc")
    XCTAssertEqual(interactor.selectedIndexName, "products_price_asc")
    XCTAssertEqual(client.requests.last?.indexName, "products_price_asc")
    drainMainQueue()
    XCTAssertEqual(picker.shown.last?.selected, "products_price_asc")
    picker.select("unknown")
    XCTAssertEqual(interactor.selectedIndexName, "products_price_asc")
    XCTAssertEqual(client.exchangeCount, 1)
  }
}
