import Foundation
import InstantSearch
import XCTest

/// Start and stop events with a grace delay, and the cancellation quirk.
final class SearchProgressControllerTests: XCTestCase {
  /// Records the delegate calls.
  private final class ProgressLog: SearchProgressDelegate {
    var events: [String] = []
    func searchDidStart(_ searchProgressController: SearchProgressController) { events.append("start") }
    func searchDidStop(_ searchProgressController: SearchProgressController) { events.append("stop") }
  }

  /// A searcher whose answers take `delay` seconds, followed by a controller reporting to a log.
  private func follow(delay: TimeInterval, graceDelay: TimeInterval) throws -> (Searcher, SearchProgressController, ProgressLog) {
    let (index, _) = try DelayedSearchClient.index(delay: delay)
    let searcher = Searcher(index: index)
    let controller = SearchProgressController(searcher: searcher)
    controller.graceDelay = graceDelay
    let log = ProgressLog()
    controller.delegate = log
    return (searcher, controller, log)
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

  func test_withoutGraceDelay_startsWhenTheSearchIsNotified_andStopsWithTheResult() throws {
    let (searcher, controller, log) = try follow(delay: 0.2, graceDelay: 0)
    searcher.search()
    XCTAssertEqual(log.events, [], "the search notification is posted asynchronously")
    waitUntil { controller.running }
    XCTAssertEqual(log.events, ["start"])
    waitUntil { searcher.results != nil }
    XCTAssertFalse(controller.running)
    XCTAssertEqual(log.events, ["start", "stop"])
  }

  func test_graceDelay_fastRequestShowsNothing() throws {
    let (searcher, controller, log) = try follow(delay: 0, graceDelay: 0.5)
    searcher.search()
    waitUntil { searcher.results != nil }
    spinMainLoop(0.7)
    XCTAssertFalse(controller.running)
    XCTAssertEqual(log.events, [], "a request answered within the grace delay produces no event")
  }

  func test_graceDelay_slowRequestStartsThenStops() throws {
    let (searcher, controller, log) = try follow(delay: 0.6, graceDelay: 0.05)
    searcher.search()
    spinMainLoop(0.02)
    XCTAssertEqual(log.events, [], "not before the grace delay")
    waitUntil { controller.running }
    XCTAssertNil(searcher.results, "started while the request is still pending")
    XCTAssertEqual(log.events, ["start"])
    waitUntil { searcher.results != nil }
    XCTAssertFalse(controller.running)
    XCTAssertEqual(log.events, ["start", "stop"])
  }

  func test_graceDelay_countsFromTheFirstNotificationOfABusyPeriod() throws {
    let (searcher, controller, log) = try follow(delay: 1.5, graceDelay: 0.4)
    let first = Date()
    searcher.search()
    spinMainLoop(0.3)
    searcher.search()
    waitUntil { controller.running }
    XCTAssertLessThan(Date().timeIntervalSince(first), 0.65, "a second request does not restart the delay")
    XCTAssertEqual(log.events, ["start"])
    waitUntil { !searcher.hasPendingRequests }
    XCTAssertEqual(log.events, ["start", "stop"])
  }

  func test_sameValueCallsNothing_andOnlyItsSearcherCounts() throws {
    let (searcher, controller, log) = try follow(delay: 1, graceDelay: 0)
    let other = Searcher(index: try V1Fixtures.index())
    post(Searcher.ResultNotification, searcher)
    XCTAssertEqual(log.events, [], "stopping while stopped calls nothing")
    searcher.search()
    waitUntil { controller.running }
    post(Searcher.ErrorNotification, other)
    XCTAssertTrue(controller.running, "another searcher's notifications are ignored")
    post(Searcher.SearchNotification, searcher)
    post(Searcher.ResultNotification, searcher)
    XCTAssertEqual(log.events, ["start"], "starting while running calls nothing")
    searcher.cancelPendingRequests()
    XCTAssertTrue(controller.running, "the cancel notification comes while the request is still pending")
    post(Searcher.ErrorNotification, searcher)
    post(Searcher.CancelNotification, searcher)
    XCTAssertEqual(log.events, ["start", "stop"], "any of the four notifications re-evaluates; stopping twice calls nothing")
  }

  func test_cancellationQuirk_cancellingTheLastRequestDoesNotStop() throws {
    let (searcher, controller, log) = try follow(delay: 0.3, graceDelay: 0)
    searcher.search()
    waitUntil { controller.running }
    searcher.reset()
    XCTAssertFalse(searcher.hasPendingRequests)
    XCTAssertTrue(controller.running, "the cancel notification counts the cancelled request as pending, as in v1")
    spinMainLoop(0.5)
    XCTAssertTrue(controller.running, "the cancelled request never answers, so nothing stops it")
    XCTAssertEqual(log.events, ["start"])
    searcher.search()
    waitUntil { searcher.results != nil }
    XCTAssertFalse(controller.running, "the next request's result stops it")
    XCTAssertEqual(log.events, ["start", "stop"])
  }

  func test_cancellationQuirk_withGraceDelay_canStartAfterTheLastRequestIsCancelled() throws {
    let (searcher, controller, log) = try follow(delay: 2, graceDelay: 0.2)
    searcher.search()
    spinMainLoop(0.05)
    XCTAssertFalse(controller.running, "the search notification started the grace timer")
    searcher.reset()
    XCTAssertFalse(controller.running)
    waitUntil { controller.running }
    XCTAssertFalse(searcher.hasPendingRequests, "started with nothing pending")
    XCTAssertEqual(log.events, ["start"])
  }

  func test_cancelBeforeTheSearchIsNotified_stopsWithoutEvents() throws {
    let (searcher, controller, log) = try follow(delay: 2, graceDelay: 0.2)
    searcher.search()
    searcher.reset()
    spinMainLoop(0.4)
    XCTAssertFalse(controller.running, "the later search notification finds nothing pending and drops the grace timer")
    XCTAssertEqual(log.events, [])
  }

  func test_releasedController_stopsObserving_andHoldsItsDelegateWeakly() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    weak var released: SearchProgressController?
    weak var releasedLog: ProgressLog?
    var controller: SearchProgressController? = SearchProgressController(searcher: searcher)
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
    spinMainLoop(0.1)
  }
}
