import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// Start and stop events with a grace delay, and v1's cancellation quirk, on a scripted backend whose answers the
/// test releases and a manual clock for the grace delay: no sleeping.
final class SearchProgressControllerTests: XCTestCase {
  /// Records the delegate calls.
  private final class ProgressLog: SearchProgressDelegate {
    var events: [String] = []
    func searchDidStart(_ searchProgressController: SearchProgressController) { events.append("start") }
    func searchDidStop(_ searchProgressController: SearchProgressController) { events.append("stop") }
  }

  /// A searcher on a backend that holds its answers until released, followed by a controller on a manual clock.
  private struct Fixture {
    let client = ScriptedSearchClient(completionQueue: .main)
    let clock = ManualScheduler()
    let searcher: Searcher
    let controller: SearchProgressController
    let log = ProgressLog()

    init(graceDelay: TimeInterval) {
      client.holdsResponses = true
      searcher = Searcher(index: Index(client: client, name: "products"))
      controller = SearchProgressController(searcher: searcher)
      controller.scheduler = clock
      controller.graceDelay = graceDelay
      controller.delegate = log
    }
  }

  private func post(_ name: Notification.Name, _ searcher: Searcher) {
    NotificationCenter.default.post(name: name, object: searcher)
  }

  func test_defaults() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let controller = SearchProgressController(searcher: searcher)
    XCTAssertTrue(controller.searcher === searcher)
    XCTAssertNil(controller.delegate)
    XCTAssertEqual(controller.graceDelay, 0)
    XCTAssertFalse(controller.running)
  }

  func test_withoutGraceDelay_startsWhenTheSearchIsNotified_andStopsWithTheResult() {
    let fixture = Fixture(graceDelay: 0)
    fixture.searcher.search()
    XCTAssertEqual(fixture.log.events, [], "the search notification is posted asynchronously")
    drainMainQueue()
    XCTAssertTrue(fixture.controller.running)
    XCTAssertEqual(fixture.log.events, ["start"])
    awaitNextResults(of: fixture.searcher) { fixture.client.releaseAll() }
    XCTAssertFalse(fixture.controller.running)
    XCTAssertEqual(fixture.log.events, ["start", "stop"])
  }

  func test_graceDelay_fastRequestShowsNothing() {
    let fixture = Fixture(graceDelay: 0.5)
    fixture.searcher.search()
    drainMainQueue()
    fixture.clock.advance(to: 0.49)
    awaitNextResults(of: fixture.searcher) { fixture.client.releaseAll() }
    fixture.clock.advance(by: 1)
    XCTAssertFalse(fixture.controller.running)
    XCTAssertEqual(fixture.log.events, [], "a request answered within the grace delay produces no event")
  }

  func test_graceDelay_slowRequestStartsThenStops() {
    let fixture = Fixture(graceDelay: 0.05)
    fixture.searcher.search()
    drainMainQueue()
    fixture.clock.advance(to: 0.049)
    XCTAssertEqual(fixture.log.events, [], "not before the grace delay")
    fixture.clock.advance(to: 0.05)
    XCTAssertTrue(fixture.controller.running)
    XCTAssertNil(fixture.searcher.results, "started while the request is still pending")
    XCTAssertEqual(fixture.log.events, ["start"])
    awaitNextResults(of: fixture.searcher) { fixture.client.releaseAll() }
    XCTAssertFalse(fixture.controller.running)
    XCTAssertEqual(fixture.log.events, ["start", "stop"])
  }

  func test_graceDelay_countsFromTheFirstNotificationOfABusyPeriod() {
    let fixture = Fixture(graceDelay: 0.4)
    fixture.searcher.search()
    drainMainQueue()
    fixture.clock.advance(to: 0.3)
    fixture.searcher.search()
    drainMainQueue()
    fixture.clock.advance(to: 0.4)
    XCTAssertTrue(fixture.controller.running, "a second request does not restart the delay")
    XCTAssertEqual(fixture.log.events, ["start"])
    fixture.client.releaseAll()
    awaitNoPendingRequests(of: fixture.searcher)
    XCTAssertEqual(fixture.log.events, ["start", "stop"])
  }

  func test_sameValueCallsNothing_andOnlyItsSearcherCounts() throws {
    let fixture = Fixture(graceDelay: 0)
    let searcher = fixture.searcher
    let other = Searcher(index: try V1Fixtures.index())
    post(Searcher.ResultNotification, searcher)
    XCTAssertEqual(fixture.log.events, [], "stopping while stopped calls nothing")
    searcher.search()
    drainMainQueue()
    XCTAssertTrue(fixture.controller.running)
    post(Searcher.ErrorNotification, other)
    XCTAssertTrue(fixture.controller.running, "another searcher's notifications are ignored")
    post(Searcher.SearchNotification, searcher)
    post(Searcher.ResultNotification, searcher)
    XCTAssertEqual(fixture.log.events, ["start"], "starting while running calls nothing")
    searcher.cancelPendingRequests()
    XCTAssertTrue(fixture.controller.running, "the cancel notification comes while the request is still pending")
    post(Searcher.ErrorNotification, searcher)
    post(Searcher.CancelNotification, searcher)
    XCTAssertEqual(fixture.log.events, ["start", "stop"], "any of the four notifications re-evaluates; stopping twice calls nothing")
  }

  func test_cancellationQuirk_cancellingTheLastRequestDoesNotStop() {
    let fixture = Fixture(graceDelay: 0)
    fixture.searcher.search()
    drainMainQueue()
    XCTAssertTrue(fixture.controller.running)
    fixture.searcher.reset()
    XCTAssertFalse(fixture.searcher.hasPendingRequests)
    XCTAssertTrue(fixture.controller.running, "the cancel notification counts the cancelled request as pending, as in v1")
    drainMainQueue()
    XCTAssertEqual(fixture.client.heldExchanges, [], "the backend was told of the cancellation")
    XCTAssertTrue(fixture.controller.running, "the cancelled request never answers, so nothing stops it")
    XCTAssertEqual(fixture.log.events, ["start"])
    fixture.client.holdsResponses = false
    awaitNextResults(of: fixture.searcher) { fixture.searcher.search() }
    XCTAssertFalse(fixture.controller.running, "the next request's result stops it")
    XCTAssertEqual(fixture.log.events, ["start", "stop"])
  }

  func test_cancellationQuirk_withGraceDelay_canStartAfterTheLastRequestIsCancelled() {
    let fixture = Fixture(graceDelay: 0.2)
    fixture.searcher.search()
    drainMainQueue()
    fixture.clock.advance(to: 0.05)
    XCTAssertFalse(fixture.controller.running, "the search notification started the grace timer")
    fixture.searcher.reset()
    XCTAssertFalse(fixture.controller.running)
    fixture.clock.advance(to: 0.2)
    XCTAssertTrue(fixture.controller.running)
    XCTAssertFalse(fixture.searcher.hasPendingRequests, "started with nothing pending")
    XCTAssertEqual(fixture.log.events, ["start"])
  }

  func test_cancelBeforeTheSearchIsNotified_stopsWithoutEvents() {
    let fixture = Fixture(graceDelay: 0.2)
    fixture.searcher.search()
    fixture.searcher.reset()
    drainMainQueue()
    XCTAssertEqual(fixture.clock.pendingCount, 0, "the later search notification finds nothing pending: no grace timer")
    fixture.clock.advance(by: 1)
    XCTAssertFalse(fixture.controller.running)
    XCTAssertEqual(fixture.log.events, [])
  }

  func test_releasedController_stopsObserving_andHoldsItsDelegateWeakly() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let clock = ManualScheduler()
    weak var released: SearchProgressController?
    weak var releasedLog: ProgressLog?
    var controller: SearchProgressController? = SearchProgressController(searcher: searcher)
    controller?.scheduler = clock
    released = controller
    do {
      let log = ProgressLog()
      controller?.delegate = log
      releasedLog = log
    }
    XCTAssertNil(releasedLog)
    XCTAssertNil(controller?.delegate)
    controller?.graceDelay = 0.05
    post(Searcher.CancelNotification, searcher)
    controller = nil
    XCTAssertNil(released, "neither the observations nor the grace timer keep it alive")
    post(Searcher.CancelNotification, searcher)
    clock.advance(by: 0.1)
    XCTAssertEqual(clock.pendingCount, 0)
  }
}
