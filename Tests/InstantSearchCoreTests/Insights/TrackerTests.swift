import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's trackers: a `HitsTracker` turns on `clickAnalytics`, keeps the last result's
/// `queryID`, sends clicks (with positions) and conversions after a search only once it has one, and views
/// always, 20 objects to an event, all gated by `isEnabled`; `eventName:` overrides the tracker's; the index is
/// the searcher's current one. A `FilterTracker` sends filters in their SQL form, a facet value as its attribute's
/// facet filter. `HitsSearcher.isAutoSendingHitsViewEvents` sends `"Hits Viewed"` for each result's hits through
/// its `eventTracker` (`"hits event"`), which discards its events on a backend other than Algolia.
final class TrackerTests: XCTestCase {
  private func client(hits count: Int = 3, queryID: QueryID? = "q-1") -> ScriptedSearchClient {
    let client = ScriptedSearchClient()
    client.reply(to: .init()) { _ in
      var response = SearchResponse(hits: (0..<count).map { Hit(["objectID": .string("\($0)")] as JSON) }, nbHits: count)
      response.queryID = queryID
      return .response(response)
    }
    return client
  }

  private func flushed(_ insights: Insights) {
    let done = expectation(description: "flushed")
    insights.flush { done.fulfill() }
    wait(for: [done], timeout: 10)
  }

  func test_hitsTracker_clicksAndConversionsWaitForAQueryID() throws {
    let sink = RecordingInsightsSink()
    let insights = Insights(applicationID: "APP", userToken: "u", sink: sink)
    let searcher = HitsSearcher(client: client(), indexName: "products")
    let tracker = HitsTracker(eventName: "Product Clicked", searcher: searcher, insights: insights)
    XCTAssertEqual(searcher.request.query.clickAnalytics, true)
    let hit = Hit(["objectID": "7"] as JSON)
    tracker.trackClick(for: hit, position: 1)
    tracker.trackConvert(for: hit)
    tracker.trackView(for: hit)
    let response = try XCTUnwrap(awaitNextResult(of: searcher) { searcher.search() })
    tracker.trackClick(for: response.hits, positions: [1, 2, 3])
    tracker.trackConvert(for: hit, eventName: "Bought")
    searcher.indexName = "products_price_asc"
    tracker.trackView(for: hit)
    tracker.isEnabled = false
    tracker.trackView(for: hit)
    flushed(insights)
    let events = sink.events
    XCTAssertEqual(events.map(\.eventType), [.view, .click, .conversion, .view])
    XCTAssertEqual(events[1].objectIDs, ["0", "1", "2"])
    XCTAssertEqual(events[1].positions, [1, 2, 3])
    XCTAssertEqual(events[1].queryID, "q-1")
    XCTAssertEqual(events[2].eventName, "Bought")
    XCTAssertEqual(events[0].indexName, "products")
    XCTAssertEqual(events[3].indexName, "products_price_asc", "the searcher's current index")
  }

  func test_hitsTracker_sends20ObjectsToAnEvent() {
    let sink = RecordingInsightsSink()
    let insights = Insights(applicationID: "APP", userToken: "u", sink: sink)
    let searcher = HitsSearcher(client: client(), indexName: "products")
    let tracker = HitsTracker(eventName: "Viewed", searcher: searcher, insights: insights)
    tracker.trackView(for: (0..<45).map { Hit(["objectID": .string("\($0)")] as JSON) })
    flushed(insights)
    XCTAssertEqual(sink.events.map { $0.objectIDs?.count ?? 0 }, [20, 20, 5])
  }

  func test_filterTracker_sendsTheSQLForm() {
    let sink = RecordingInsightsSink()
    let insights = Insights(applicationID: "APP", userToken: "u", sink: sink)
    let searcher = HitsSearcher(client: client(), indexName: "products")
    let tracker = FilterTracker(eventName: "Filter Clicked", searcher: searcher, insights: insights)
    tracker.trackClick(for: Filter.Facet(attribute: "brand", stringValue: "apple"))
    tracker.trackView(for: Facet(value: "red", count: 3), attribute: "color")
    tracker.trackConversion(for: Filter.Numeric(attribute: "price", operator: .lessThan, value: 100), eventName: "Cheap")
    flushed(insights)
    XCTAssertEqual(sink.events.map(\.filters), [[#""brand":"apple""#], [#""color":"red""#], [#""price" < 100.0"#]])
    XCTAssertEqual(sink.events.map(\.eventType), [.click, .view, .conversion])
    XCTAssertEqual(sink.events.last?.eventName, "Cheap")
  }

  func test_autoSentViewEvents_andTheSearchersOwnTracker() throws {
    let searcher = HitsSearcher(client: client(), indexName: "products", isAutoSendingHitsViewEvents: true)
    XCTAssertTrue(searcher.eventTracker === searcher.eventTracker)
    XCTAssertEqual(searcher.eventTracker.eventName, "hits event")
    XCTAssertTrue(searcher.eventTracker.insights.sink is DiscardingInsightsSink, "the scripted client is not Algolia")
    let insights = searcher.eventTracker.insights
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(insights.queuedEvents.map(\.eventName), ["Hits Viewed"])
    XCTAssertEqual(insights.queuedEvents.first?.objectIDs, ["0", "1", "2"])
    searcher.isAutoSendingHitsViewEvents = false
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(insights.queuedEvents.count, 1)
  }

  func test_aSearcherWithItsTracker_deallocates() {
    weak var weakSearcher: HitsSearcher?
    weak var weakTracker: HitsTracker?
    do {
      let searcher = HitsSearcher(client: client(), indexName: "products", isAutoSendingHitsViewEvents: true)
      weakTracker = searcher.eventTracker
      weakSearcher = searcher
    }
    XCTAssertNil(weakSearcher)
    XCTAssertNil(weakTracker)
  }

  func test_trackerOfAnAlgoliaSearcher_usesTheApplicationsInsights() {
    let searcher = HitsSearcher(appID: "TRACKAPP", apiKey: "key", indexName: "products")
    let tracker = HitsTracker(eventName: "Clicked", searcher: searcher, userToken: "user-5")
    XCTAssertTrue(tracker.insights === Insights.shared(appId: "TRACKAPP"))
    XCTAssertEqual(tracker.insights.userToken, "user-5")
    XCTAssertTrue(tracker.insights.sink is InsightsClient)
  }
}
