import Foundation
import InstantSearchTestKit
import LocalSearch
import TestSupport
import XCTest

@testable import InstantSearchCore

/// The hits seed (002) on the embedded engine with the TED talks: searcher → interactor → headless table.
final class HitsSeedTests: XCTestCase {
  func test_seed_rowsFollowTheQueryAndInfiniteScrollingLoadsPages() throws {
    let talks = try JSON.parse(SharedFiles.require("datasets/tedtalks/talks.json")).arrayValue ?? []
    let settings = try IndexSettings(data: SharedFiles.require("datasets/tedtalks/talks_settings.json"))
    let client = LocalClient(indices: [try LocalIndex(name: "talks", records: talks, settings: settings)])
    let searcher = SingleIndexSearcher(client: client, indexName: "talks")
    let hitsInteractor = HitsInteractor<JSON>(infiniteScrolling: .on(withOffset: 5))
    let controller = RecordingHitsController<HitsInteractor<JSON>>()
    hitsInteractor.connectSearcher(searcher)
    hitsInteractor.connectController(controller)
    XCTAssertTrue(controller.hitsSource === hitsInteractor)

    let loaded = expectation(description: "first page shown")
    controller.didReload = { if controller.rows.count == 20 { loaded.fulfill() } }
    searcher.query = "design"
    searcher.search()
    wait(for: [loaded], timeout: 10)
    controller.didReload = nil
    XCTAssertTrue(controller.rows.allSatisfy { $0.jsonString.lowercased().contains("design") })
    XCTAssertGreaterThanOrEqual(controller.scrollCount, 1, "a new query scrolls to the top")

    let secondPage = expectation(description: "second page appended")
    hitsInteractor.onResultsUpdated.subscribe(with: self) { _, response in if response.page == 1 { secondPage.fulfill() } }
    _ = hitsInteractor.hit(atIndex: 18)
    wait(for: [secondPage], timeout: 10)
    XCTAssertGreaterThan(hitsInteractor.numberOfHits(), 20)
    XCTAssertNotNil(hitsInteractor.hit(atIndex: 20))
  }
}
