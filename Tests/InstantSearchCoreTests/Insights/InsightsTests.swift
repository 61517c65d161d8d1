import Foundation
import InstantSearchTestKit
import TestSupport
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's Insights: tracking queues events (with the time they were tracked, in ms, and the
/// registered user token unless a call names one); the queue is sent every 30 s and on `flush()`, in packages
/// of up to 10; events older than 4 days are dropped; a package that fails for a reason that may pass is sent
/// again, one refused with a 4xx is dropped; `isActive` off ignores tracking. `InsightsClient` posts
/// `{"events": [...]}` to `/1/events` on `insights.algolia.io` or the region's host.
final class InsightsTests: XCTestCase {
  private let start = Date(timeIntervalSince1970: 1_700_000_000)

  private func insights(
    _ sink: InsightsEventSink, scheduler: ManualScheduler = ManualScheduler(), clock: Locked<Date>? = nil
  ) -> Insights {
    let clock = clock ?? Locked(start)
    return Insights(
      applicationID: "APP", userToken: "user-1", generateTimestamps: true, sink: sink, scheduler: scheduler,
      now: { clock.value })
  }

  private func flushed(_ insights: Insights) {
    let done = expectation(description: "flushed")
    insights.flush { done.fulfill() }
    wait(for: [done], timeout: 10)
  }

  func test_events_carryTheirFields() throws {
    let sink = RecordingInsightsSink()
    let insights = insights(sink)
    insights.clickedAfterSearch(
      eventName: "Product Clicked", indexName: "products", objectIDsWithPositions: [("42", 1), ("7", 3)], queryID: "q-1")
    insights.convertedAfterSearch(eventName: "Bought", indexName: "products", objectID: "42", queryID: "q-1", userToken: "user-2")
    insights.viewed(eventName: "Brand Viewed", indexName: "products", filters: [#""brand":"apple""#], timestamp: start.addingTimeInterval(-60))
    flushed(insights)
    let events = sink.events
    XCTAssertEqual(events.count, 3)
    XCTAssertEqual(events[0], InsightsEvent(
      eventType: .click, eventName: "Product Clicked", indexName: "products", userToken: "user-1",
      timestamp: 1_700_000_000_000, queryID: "q-1", objectIDs: ["42", "7"], positions: [1, 3]))
    XCTAssertEqual(events[1].userToken, "user-2")
    XCTAssertEqual(events[1].eventType, .conversion)
    XCTAssertEqual(events[2].filters, [#""brand":"apple""#])
    XCTAssertEqual(events[2].timestamp, 1_699_999_940_000)
    let json = try JSON(data: JSONEncoder().encode(events[0]))
    XCTAssertEqual(json["index"], "products", "the index travels as `index`")
    XCTAssertNil(json["filters"])
  }

  func test_queue_isSentEvery30Seconds_inPackagesOf10() {
    let sink = RecordingInsightsSink()
    let scheduler = ManualScheduler()
    let insights = insights(sink, scheduler: scheduler)
    for position in 1...25 {
      insights.viewed(eventName: "Viewed", indexName: "products", objectID: "\(position)")
    }
    scheduler.advance(by: 29)
    XCTAssertEqual(sink.packages.count, 0)
    scheduler.advance(by: 1)
    XCTAssertEqual(sink.packages.map(\.count), [10, 10, 5])
    insights.viewed(eventName: "Viewed", indexName: "products", objectID: "26")
    scheduler.advance(by: 30)
    XCTAssertEqual(sink.packages.map(\.count), [10, 10, 5, 1], "the timer goes on")
    XCTAssertEqual(insights.queuedEvents, [])
  }

  func test_failedPackages_areSentAgainOnlyWhenTheFailureMayPass() {
    let sink = RecordingInsightsSink()
    let insights = insights(sink)
    sink.answer(.failure(.transport(message: "offline")))
    insights.clicked(eventName: "A", indexName: "products", objectID: "1")
    flushed(insights)
    XCTAssertEqual(insights.queuedEvents.map(\.eventName), ["A"])
    sink.answer(.failure(.httpError(status: 422, message: "Invalid event")))
    flushed(insights)
    XCTAssertEqual(insights.queuedEvents, [], "a refused package is dropped")
    sink.answer(.failure(.httpError(status: 503, message: "unavailable")))
    insights.clicked(eventName: "B", indexName: "products", objectID: "1")
    flushed(insights)
    flushed(insights)
    XCTAssertEqual(sink.events.map(\.eventName), ["A", "A", "B", "B"])
    XCTAssertEqual(insights.queuedEvents, [])
  }

  func test_eventsOlderThanFourDays_areDropped_andInactiveIgnoresTracking() {
    let sink = RecordingInsightsSink()
    let clock = Locked(start)
    let insights = insights(sink, clock: clock)
    insights.viewed(eventName: "Old", indexName: "products", objectID: "1")
    clock.value = start.addingTimeInterval(Insights.maxEventAge + 1)
    insights.viewed(eventName: "New", indexName: "products", objectID: "2")
    insights.isActive = false
    insights.viewed(eventName: "Ignored", indexName: "products", objectID: "3")
    flushed(insights)
    XCTAssertEqual(sink.events.map(\.eventName), ["New"])
  }

  func test_userToken_defaultsToAnAnonymousOne_andRegistrationIsPerApplication() {
    let anonymous = Insights(applicationID: "APP-A", sink: DiscardingInsightsSink())
    XCTAssertTrue(anonymous.userToken.hasPrefix("anonymous-"), anonymous.userToken)
    let registered = Insights.register(appId: "APP-B", apiKey: "key", userToken: "user-9", region: .de)
    XCTAssertTrue(Insights.shared(appId: "APP-B") === registered)
    XCTAssertTrue(Insights.shared === registered)
    XCTAssertEqual(registered.userToken, "user-9")
    XCTAssertEqual((registered.sink as? InsightsClient)?.hosts, ["https://insights.de.algolia.io"])
    XCTAssertEqual(InsightsClient(appID: "APP", apiKey: "key").hosts, ["https://insights.algolia.io"])
  }

  func test_insightsClient_postsTheEvents() throws {
    let server = try LoopbackServer(["ok"])
    defer { server.stop() }
    let client = InsightsClient(appID: "APP", apiKey: "insights-key", hosts: [server.host(0)])
    let event = InsightsEvent(eventType: .view, eventName: "Viewed", indexName: "products", userToken: "u", objectIDs: ["1"])
    let sent = expectation(description: "sent")
    nonisolated(unsafe) var outcome: Result<Void, SearchClientError>?
    client.send([event]) { result in
      outcome = result
      sent.fulfill()
    }
    wait(for: [sent], timeout: 30)
    XCTAssertNoThrow(try outcome?.get())
    let request = try XCTUnwrap(server.requests().first)
    XCTAssertEqual(request.method, "POST")
    XCTAssertEqual(request.path, "/1/events")
    XCTAssertEqual(request.headers["x-algolia-application-id"], "APP")
    XCTAssertEqual(request.headers["x-algolia-api-key"], "insights-key")
    let body = try JSON(data: Data(request.body.utf8))
    XCTAssertEqual(body["events"]?.arrayValue?.first?["eventName"], "Viewed")
    XCTAssertEqual(body["events"]?.arrayValue?.first?["objectIDs"], ["1"])
  }

  func test_insightsClient_withoutCredentials_failsEachSend() {
    let failed = expectation(description: "failed")
    InsightsClient(appID: "", apiKey: "key").send([]) { result in
      if case .failure(.invalidConfiguration(let message)) = result, message.contains("application id") { failed.fulfill() }
    }
    wait(for: [failed], timeout: 10)
  }
}
