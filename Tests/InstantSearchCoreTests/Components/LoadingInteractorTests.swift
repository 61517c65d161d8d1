import Foundation
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// The loading interactor's searcher link, at once and with a grace delay on a manual clock.
final class LoadingInteractorTests: XCTestCase {
  private func heldSearcher() -> (ScriptedSearchClient, HitsSearcher) {
    let client = ScriptedSearchClient()
    client.holdsResponses = true
    return (client, HitsSearcher(client: client, indexName: "index"))
  }

  /// Records every value the interactor is set to.
  private func record(_ interactor: LoadingInteractor) -> ValueRecorder<Bool> {
    let recorder = ValueRecorder<Bool>()
    interactor.onItemChanged.subscribe(with: recorder) { recorder, value in recorder.values.append(value) }
    return recorder
  }

  func test_withoutGraceDelay_everyLoadingValueIsSet() {
    let (client, searcher) = heldSearcher()
    let interactor = LoadingInteractor()
    let values = record(interactor)
    interactor.connectSearcher(searcher)
    searcher.search()
    drainMainQueue()
    XCTAssertTrue(interactor.item)
    client.releaseAll()
    awaitLoadingEnds(of: searcher)
    drainMainQueue()
    XCTAssertFalse(interactor.item)
    XCTAssertEqual(values.values.first, true)
    XCTAssertEqual(values.values.last, false)
  }

  func test_graceDelay_showsLoadingOnlyAfterTheDelay_andStopsAtOnce() {
    let (client, searcher) = heldSearcher()
    let clock = ManualScheduler()
    let interactor = LoadingInteractor()
    let values = record(interactor)
    let connection = interactor.connectSearcher(searcher, graceDelay: 0.01, scheduler: clock)
    XCTAssertEqual(connection.graceDelay, 0.01)
    searcher.search()
    drainMainQueue()
    clock.advance(by: 0.005)
    XCTAssertFalse(interactor.item, "within the grace delay")
    searcher.search()
    drainMainQueue()
    clock.advance(by: 0.005)
    XCTAssertTrue(interactor.item, "the delay counts from the start of the busy period, not from the last search")
    client.releaseAll()
    awaitLoadingEnds(of: searcher)
    drainMainQueue()
    XCTAssertFalse(interactor.item)
    XCTAssertEqual(values.values, [true, false], "set only when the shown state changes")
  }

  func test_graceDelay_searchAnsweredWithinTheDelay_showsNothing() {
    let (client, searcher) = heldSearcher()
    let clock = ManualScheduler()
    let interactor = LoadingInteractor()
    let values = record(interactor)
    interactor.connectSearcher(searcher, graceDelay: 0.01, scheduler: clock)
    searcher.search()
    drainMainQueue()
    client.releaseAll()
    awaitLoadingEnds(of: searcher)
    drainMainQueue()
    clock.advance(by: 1)
    XCTAssertEqual(clock.pendingCount, 0, "the grace timer was cancelled")
    XCTAssertEqual(values.values, [])
  }

  func test_graceDelay_disconnecting_cancelsThePendingTimer() {
    let (_, searcher) = heldSearcher()
    let clock = ManualScheduler()
    let interactor = LoadingInteractor()
    let connection = interactor.connectSearcher(searcher, graceDelay: 0.01, scheduler: clock)
    searcher.search()
    drainMainQueue()
    connection.disconnect()
    clock.advance(by: 1)
    XCTAssertFalse(interactor.item)
  }
}
