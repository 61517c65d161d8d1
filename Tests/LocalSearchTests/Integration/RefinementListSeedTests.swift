import Foundation
import InstantSearchTestKit
import LocalSearch
import TestSupport
import XCTest

@testable import InstantSearchCore

/// The refinement-list seed (004) on the embedded engine with the TED talks, headless.
final class RefinementListSeedTests: XCTestCase {
  private var records: [JSON] = []
  private var client: LocalClient!

  override func setUpWithError() throws {
    records = try JSON.parse(SharedFiles.require("datasets/tedtalks/talks.json")).arrayValue ?? []
    let settings = try IndexSettings(data: SharedFiles.require("datasets/tedtalks/talks_settings.json"))
    client = LocalClient(indices: [try LocalIndex(name: "talks", records: records, settings: settings)])
  }

  private func count(tag: String, among records: [JSON]) -> Int {
    records.filter { $0["tags"]?.arrayValue?.contains(.string(tag)) ?? false }.count
  }

  func test_seed_orList_showsDisjunctiveCountsAndFiltersHits() throws {
    let searcher = HitsSearcher(client: client, indexName: "talks")
    let filterState = FilterState()
    let controller = RecordingFacetListController()
    let presenter = FacetListPresenter(sortBy: [.count(order: .descending)], limit: 5, showEmptyFacets: false)
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "tags", selectionMode: .multiple,
      facets: [.init(value: "initial facet", count: 10)], operator: .or, controller: controller, presenter: presenter)
    searcher.connectFilterState(filterState)
    let hits = HitsInteractor<JSON>(infiniteScrolling: .off)
    hits.connectSearcher(searcher)
    XCTAssertEqual(controller.rendered, ["initial facet 10"], "the initial facets show before any result")

    let tagCounts = Dictionary(grouping: records.flatMap { $0["tags"]?.arrayValue?.compactMap(\.stringValue) ?? [] }, by: { $0 }).mapValues(\.count)
    let top = tagCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5)

    let firstResults = expectation(description: "first results shown")
    controller.didSetItems = { if controller.selectableItems.first?.item.count == top.first?.value { firstResults.fulfill() } }
    searcher.search()
    wait(for: [firstResults], timeout: 10)
    controller.didSetItems = nil
    XCTAssertEqual(controller.selectableItems.map(\.item.count), top.map(\.value))

    let (first, second) = (top[top.startIndex].key, top[top.startIndex + 1].key)
    let matching = records.filter { record in [first, second].contains { tag in record["tags"]?.arrayValue?.contains(.string(tag)) ?? false } }
    // The TED settings set `distinct: true` on `speakers`: hits count speaker groups.
    var groups = Set<String>()
    var ungrouped = 0
    for record in matching {
      if let speaker = record["speakers"]?[0] { groups.insert(speaker.jsonString) } else { ungrouped += 1 }
    }
    let expectedHits = groups.count + ungrouped
    // The search launched by the second click carries both tags; the hits list shows its answer.
    let bothTagsShown = expectation(description: "the hits of both tags shown")
    bothTagsShown.assertForOverFulfill = false
    hits.onResultsUpdated.subscribe(with: self) { _, response in if response.nbHits == expectedHits { bothTagsShown.fulfill() } }
    let selected = expectation(description: "selection shown")
    controller.didSetItems = { if controller.selectableItems.filter(\.isSelected).count == 2 { selected.fulfill() } }
    controller.onClick?(Facet(value: first, count: 0))
    controller.onClick?(Facet(value: second, count: 0))
    wait(for: [selected], timeout: 10)
    controller.didSetItems = nil

    XCTAssertEqual(searcher.request.query.filters, "( \"tags\":\"\(min(first, second))\" OR \"tags\":\"\(max(first, second))\" )")
    awaitLoadingEnds(of: searcher)
    wait(for: [bothTagsShown], timeout: 10)
    XCTAssertEqual(searcher.onResults.lastDataFired?.nbHits, expectedHits)
    XCTAssertTrue(hits.getCurrentHits().allSatisfy { hit in [first, second].contains { hit["tags"]?.arrayValue?.contains(.string($0)) ?? false } })
    XCTAssertEqual(searcher.onResults.lastDataFired?.disjunctiveFacets?["tags"]?.first { $0.value == first }?.count, count(tag: first, among: records), "OR counts stay disjunctive")
    XCTAssertEqual(Set(connector.interactor.selections), [first, second])
  }
}
