import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's relevant sort: `RelevantSortPriority` maps `relevancyStrictness` (> 0 → relevancy,
/// 0 → hits count; 100 and 0 sent); the interactor's priority is `nil` until results carry
/// `appliedRelevancyStrictness`; `toggle()` swaps the two and leaves `nil` alone; the searcher link sets the
/// query's `relevancyStrictness`, fires `onQueryChanged` and searches on a priority change; the default textual
/// presenter's English texts.
final class RelevantSortTests: XCTestCase {
  /// A client whose virtual replica `products_price_asc` applies the query's strictness (100 by default) and
  /// sorts 3 of 10 hits under relevancy; the primary applies no relevant sort.
  private func client() -> ScriptedSearchClient {
    let client = ScriptedSearchClient()
    client.reply(to: .init(indexName: "products_price_asc")) { request in
      let strictness = request.query.relevancyStrictness ?? 100
      var response = SearchResponse(hits: [], nbHits: 10)
      response.appliedRelevancyStrictness = strictness
      response.nbSortedHits = strictness > 0 ? 3 : 10
      return .response(response)
    }
    return client
  }

  func test_priority_mapsStrictness() {
    XCTAssertEqual(RelevantSortPriority(relevancyStrictness: 100), .relevancy)
    XCTAssertEqual(RelevantSortPriority(relevancyStrictness: 1), .relevancy)
    XCTAssertEqual(RelevantSortPriority(relevancyStrictness: 0), .hitsCount)
    XCTAssertEqual(RelevantSortPriority.relevancy.relevancyStrictness, 100)
    XCTAssertEqual(RelevantSortPriority.hitsCount.relevancyStrictness, 0)
  }

  func test_toggle_swapsAndLeavesNilAlone() {
    let interactor = RelevantSortInteractor()
    interactor.toggle()
    XCTAssertNil(interactor.item)
    let relevancy = RelevantSortInteractor(priority: .relevancy)
    relevancy.toggle()
    XCTAssertEqual(relevancy.item, .hitsCount)
    relevancy.toggle()
    XCTAssertEqual(relevancy.item, .relevancy)
  }

  func test_searcherLink_readsTheAppliedStrictness_andToggleSearchesOnce() {
    let client = client()
    let searcher = HitsSearcher(client: client, indexName: "products_price_asc")
    let interactor = RelevantSortInteractor()
    interactor.connectSearcher(searcher)
    var queryChanges = 0
    searcher.onQueryChanged.subscribe(with: self) { _, _ in queryChanges += 1 }
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(interactor.item, .relevancy)
    XCTAssertEqual(client.exchangeCount, 1, "a priority read from results searches nothing")
    XCTAssertNil(searcher.request.query.relevancyStrictness)
    let response = awaitNextResult(of: searcher) { interactor.toggle() }
    XCTAssertEqual(client.requests.last?.query.relevancyStrictness, 0)
    XCTAssertEqual(response?.nbSortedHits, 10)
    XCTAssertEqual(interactor.item, .hitsCount)
    XCTAssertEqual(queryChanges, 1)
    awaitNextResult(of: searcher) { interactor.item = .relevancy }
    XCTAssertEqual(client.requests.last?.query.relevancyStrictness, 100)
    XCTAssertEqual(interactor.item, .relevancy)
    awaitLoadingEnds(of: searcher)
    XCTAssertEqual(client.exchangeCount, 3)
  }

  func test_searcherLink_anIndexWithoutRelevantSortHasNoPriority() {
    let searcher = HitsSearcher(client: client(), indexName: "products")
    let interactor = RelevantSortInteractor(priority: .relevancy)
    interactor.connectSearcher(searcher)
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertNil(interactor.item)
  }

  func test_defaultTextualPresenter() {
    XCTAssertNil(DefaultPresenter.RelevantSort.present(nil))
    let all = DefaultPresenter.RelevantSort.present(.hitsCount)
    XCTAssertEqual(all?.hintText, "Currently showing all results.")
    XCTAssertEqual(all?.toggleTitle, "Show more relevant results")
    let relevant = DefaultPresenter.RelevantSort.present(.relevancy)
    XCTAssertEqual(relevant?.hintText, "We removed some search results to show you the most relevants ones.")
    XCTAssertEqual(relevant?.toggleTitle, "Show all results")
  }

  func test_connector_showsTheTexts_andTheViewsToggleSearches() {
    let client = client()
    let searcher = HitsSearcher(client: client, indexName: "products_price_asc")
    let controller = TextualRelevantSortController()
    let connector = RelevantSortConnector(searcher: searcher, controller: controller)
    XCTAssertEqual(connector.controllerConnections.count, 1)
    XCTAssertTrue(connector.searcher === searcher)
    awaitNextResult(of: searcher) { searcher.search() }
    drainMainQueue()
    XCTAssertEqual(controller.shown.last??.toggleTitle, "Show all results")
    awaitNextResult(of: searcher) { controller.didToggle?() }
    drainMainQueue()
    XCTAssertEqual(controller.shown.last??.hintText, "Currently showing all results.")
    connector.disconnect()
    XCTAssertNil(controller.didToggle)
  }

  func test_controllerLink_withACustomPresenter() {
    let interactor = RelevantSortInteractor(priority: .hitsCount)
    let controller = BoolRelevantSortController()
    interactor.connectController(controller) { $0 == .relevancy }
    drainMainQueue()
    XCTAssertEqual(controller.shown, [], "as every item interactor, the first value shows when it changes")
    controller.didToggle?()
    drainMainQueue()
    XCTAssertEqual(controller.shown, [true])
    controller.didToggle?()
    drainMainQueue()
    XCTAssertEqual(controller.shown, [true, false])
  }
}

private final class TextualRelevantSortController: RelevantSortController {
  var didToggle: (() -> Void)?
  var shown: [RelevantSortTextualRepresentation?] = []
  func setItem(_ item: RelevantSortTextualRepresentation?) { shown.append(item) }
}

private final class BoolRelevantSortController: RelevantSortController {
  var didToggle: (() -> Void)?
  var shown: [Bool] = []
  func setItem(_ item: Bool) { shown.append(item) }
}
