import Foundation
import LocalSearch
import TestSupport
import XCTest

@testable import InstantSearchCore

/// The core's hierarchical menu end to end on the embedded engine, with the recorded `hierarchical.json` records.
final class HierarchicalMenuTests: XCTestCase {
  func test_selectingALevel_filtersAndCountsEveryLevelAboveIt() throws {
    let records = try JSON.parse(SharedFiles.require("fixtures/algolia-responses/hierarchical.json")).arrayValue ?? []
    let levels = ["hierarchicalCategories.lvl0", "hierarchicalCategories.lvl1", "hierarchicalCategories.lvl2"]
    let index = try LocalIndex(name: "items", records: records, settings: IndexSettings(json: ["attributesForFaceting": .array(levels.map(JSON.string))]))
    let searcher = HitsSearcher(client: LocalClient(indices: [index]), indexName: "items")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let menu = HierarchicalInteractor(hierarchicalAttributes: levels, separator: " > ")
    menu.connectSearcher(searcher)
    menu.connectFilterState(filterState)

    let shown = expectation(description: "three levels")
    menu.onItemChanged.subscribe(with: self) { _, item in if item.count == 3 { shown.fulfill() } }
    menu.computeSelection(key: "Clothing > Women")
    XCTAssertEqual(menu.selections, ["Clothing", "Clothing > Women"])
    XCTAssertEqual(searcher.request.query.filters, #"( "hierarchicalCategories.lvl1":"Clothing > Women" )"#)
    wait(for: [shown], timeout: 10)
    let item = menu.item
    let women = records.filter { $0[path: "hierarchicalCategories.lvl1"]?.stringValue == "Clothing > Women" }
    XCTAssertEqual(searcher.onResults.lastDataFired?.nbHits, women.count)
    let lvl2 = Dictionary(uniqueKeysWithValues: item[2].map { ($0.value, $0.count) })
    XCTAssertEqual(lvl2.values.reduce(0, +), women.count)
    XCTAssertTrue(item[0].contains { $0.value == "Clothing" })

    menu.computeSelection(key: "Clothing > Women")
    XCTAssertEqual(menu.selections, ["Clothing"], "clicking the selected level collapses it")
    XCTAssertEqual(searcher.request.query.filters, #"( "hierarchicalCategories.lvl0":"Clothing" )"#)
  }
}
