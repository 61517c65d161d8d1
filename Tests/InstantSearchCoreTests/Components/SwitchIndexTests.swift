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

/// InstantSearch 7.27.1's deprecated `IndexSegmentInteractor`: segments of a client's indices, titled by their
/// names; a tapped segment sets the searcher's index and searches.
@available(*, deprecated)
final class IndexSegmentTests: XCTestCase {
  private final class Segments: SelectableSegmentController {
    var onClick: ((Int) -> Void)?
    var items: [Int: String] = [:]
    func setSelected(_ selected: Int?) {}
    func setItems(items: [Int: String]) { self.items = items }
  }

  func test_segmentsOfIndices() {
    let client = ScriptedSearchClient()
    let searchClient = SearchClient(backend: client)
    let searcher = HitsSearcher(client: client, indexName: "products")
    let interactor = IndexSegmentInteractor(items: [0: searchClient.index(withName: "products"), 1: searchClient.index(withName: "products_price_asc")])
    let segments = Segments()
    interactor.connectSearcher(searcher: searcher)
    interactor.connectController(segments)
    drainMainQueue()
    XCTAssertEqual(segments.items, [0: "products", 1: "products_price_asc"])
    awaitNextResult(of: searcher) { segments.onClick?(1) }
    XCTAssertEqual(searcher.indexName, "products_price_asc")
    XCTAssertEqual(client.requests.last?.indexName, "products_price_asc")
    XCTAssertEqual(interactor.selected, 1)
  }
}
