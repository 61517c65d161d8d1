import Foundation
import XCTest

@testable import InstantSearchCore

private struct Movie: Codable, Equatable {
  let objectID: String
  let title: String
}

private final class PageRecorder: PageLoadable {
  var requested: [Int] = []
  func loadPage(atIndex pageIndex: Int) { requested.append(pageIndex) }
}

final class HitsInteractorTests: XCTestCase {
  private func response(page: Int, titles: [String], nbPages: Int = 10, query: String = "q") -> SearchResponse {
    var response = SearchResponse(
      hits: titles.enumerated().map { ["objectID": .string("\(page)-\($0)"), "title": .string($1)] }, page: page,
      nbPages: nbPages)
    response.query = query
    return response
  }

  func test_update_decodesHitsAndFiresResults() {
    let interactor = HitsInteractor<Movie>(infiniteScrolling: .off)
    let fired = expectation(description: "results")
    interactor.onResultsUpdated.subscribe(with: self) { _, response in
      XCTAssertEqual(response.page, 0)
      fired.fulfill()
    }
    interactor.update(response(page: 0, titles: ["Up", "Coco"])).waitUntilFinished()
    wait(for: [fired], timeout: 5)
    XCTAssertEqual(interactor.numberOfHits(), 2)
    XCTAssertEqual(interactor.hit(atIndex: 1), Movie(objectID: "0-1", title: "Coco"))
    XCTAssertNil(interactor.hit(atIndex: 2))
    XCTAssertEqual(interactor.rawHitAtIndex(0)?["title"] as? String, "Up")
  }

  func test_cancelPendingPage_asksForThePageAgainOnTheNextRead() {
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .on(withOffset: 2))
    let loader = PageRecorder()
    interactor.pageLoader = loader
    interactor.update(response(page: 0, titles: ["Up", "Coco", "Soul"]))
    _ = interactor.hit(atIndex: 2)
    _ = interactor.hit(atIndex: 2)
    XCTAssertEqual(loader.requested, [1], "pending: asked once")
    interactor.cancelPendingPage(1)
    XCTAssertEqual(interactor.pendingPages, [])
    _ = interactor.hit(atIndex: 2)
    XCTAssertEqual(loader.requested, [1, 1], "declined: asked again")
  }

  func test_settings_changedAfterCreation_applyToTheNextRead() {
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .off)
    let loader = PageRecorder()
    interactor.pageLoader = loader
    interactor.update(response(page: 0, titles: ["Up", "Coco", "Soul"]))
    _ = interactor.hit(atIndex: 2)
    XCTAssertEqual(loader.requested, [])
    interactor.settings.infiniteScrolling = .on(withOffset: 1)
    XCTAssertEqual(interactor.settings, .init(infiniteScrolling: .on(withOffset: 1)))
    _ = interactor.hit(atIndex: 1)
    XCTAssertEqual(loader.requested, [], "row 2 is loaded")
    _ = interactor.hit(atIndex: 2)
    XCTAssertEqual(loader.requested, [1])
  }

  func test_jsonRecords_updateAndQueryChange_applyAtOnceOnTheCallingThread() {
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .off)
    var requestChanges = 0
    interactor.onRequestChanged.subscribe(with: self) { _, _ in requestChanges += 1 }
    let operation = interactor.update(response(page: 0, titles: ["Up", "Coco"]))
    XCTAssertTrue(operation.isFinished, "JSON hits need no decoding: no queue")
    XCTAssertEqual(interactor.numberOfHits(), 2)
    interactor.notifyQueryChanged()
    XCTAssertEqual(requestChanges, 1)
    XCTAssertEqual(interactor.numberOfHits(), 0, "invalidated at once")
    interactor.update(response(page: 0, titles: ["Soul"]))
    XCTAssertEqual(interactor.getCurrentHits().compactMap { $0["title"]?.stringValue }, ["Soul"])
  }

  func test_update_undecodableHitsFireErrorAndKeepState() {
    let interactor = HitsInteractor<Movie>(infiniteScrolling: .off)
    interactor.update(response(page: 0, titles: ["Up"])).waitUntilFinished()
    let failed = expectation(description: "error")
    interactor.onError.subscribe(with: self) { _, _ in failed.fulfill() }
    var bad = SearchResponse(hits: [["objectID": "x"]], page: 0)
    bad.query = "q"
    interactor.update(bad).waitUntilFinished()
    wait(for: [failed], timeout: 5)
    XCTAssertEqual(interactor.getCurrentHits().map(\.title), ["Up"])
  }

  func test_notifyQueryChanged_zeroesCountButKeepsOldItemsReadable() {
    let interactor = HitsInteractor<Movie>(infiniteScrolling: .off)
    interactor.update(response(page: 0, titles: ["Up", "Coco"])).waitUntilFinished()
    let changed = expectation(description: "request changed")
    interactor.onRequestChanged.subscribe(with: self) { _, _ in changed.fulfill() }
    interactor.notifyQueryChanged()
    wait(for: [changed], timeout: 5)
    XCTAssertEqual(interactor.numberOfHits(), 0)
    XCTAssertEqual(interactor.hit(atIndex: 0)?.title, "Up")
    interactor.update(response(page: 0, titles: ["Cars"])).waitUntilFinished()
    XCTAssertEqual(interactor.numberOfHits(), 1)
  }

  func test_showItemsOnEmptyQuery_usesTheEchoedQuery() {
    let hidden = HitsInteractor<Movie>(infiniteScrolling: .off, showItemsOnEmptyQuery: false)
    hidden.update(response(page: 0, titles: ["Up"], query: "")).waitUntilFinished()
    XCTAssertEqual(hidden.numberOfHits(), 0)
    hidden.update(response(page: 0, titles: ["Up"], query: "u")).waitUntilFinished()
    XCTAssertEqual(hidden.numberOfHits(), 1)
  }

  func test_hitAtIndex_requestsNeighbouringPages() {
    let interactor = HitsInteractor<Movie>(infiniteScrolling: .on(withOffset: 2))
    let loader = PageRecorder()
    interactor.pageLoader = loader
    interactor.update(response(page: 0, titles: ["a", "b", "c"], nbPages: 3)).waitUntilFinished()
    _ = interactor.hit(atIndex: 2)
    XCTAssertEqual(loader.requested, [1])
    _ = interactor.hit(atIndex: 2)
    XCTAssertEqual(loader.requested, [1], "a pending page is not requested again")
    interactor.update(response(page: 1, titles: ["d", "e", "f"], nbPages: 3)).waitUntilFinished()
    XCTAssertEqual(interactor.pendingPages, [])
    _ = interactor.hits
    XCTAssertEqual(loader.requested, [1], "reading `hits` loads nothing")
  }

  func test_missingPageLoader_isReportedThroughTheHook() {
    var messages: [String] = []
    let previous = InstantSearchCoreLog.misconfigurationHandler
    InstantSearchCoreLog.misconfigurationHandler = { messages.append($0) }
    defer { InstantSearchCoreLog.misconfigurationHandler = previous }
    let interactor = HitsInteractor<Movie>(infiniteScrolling: .on(withOffset: 2))
    interactor.update(response(page: 0, titles: ["a", "b", "c"])).waitUntilFinished()
    _ = interactor.hit(atIndex: 2)
    XCTAssertEqual(messages, ["Missing Page Loader"])
  }

  func test_genericHitAtIndex_castsOrThrows() throws {
    let interactor = HitsInteractor<Movie>(infiniteScrolling: .off)
    interactor.update(response(page: 0, titles: ["Up"])).waitUntilFinished()
    let movie: Movie? = try interactor.genericHitAtIndex(0)
    XCTAssertEqual(movie?.title, "Up")
    XCTAssertThrowsError(try interactor.genericHitAtIndex(0) as String?) { error in
      XCTAssertEqual(error as? HitsInteractor<Movie>.Error, .incompatibleRecordType)
    }
  }

  func test_jsonRecords_andHitWrappers() {
    let json = HitsInteractor<JSON>(infiniteScrolling: .off)
    json.update(response(page: 0, titles: ["Up"])).waitUntilFinished()
    XCTAssertEqual(json.hit(atIndex: 0)?["title"], "Up")
    let wrapped = HitsInteractor<Hit<Movie>>(infiniteScrolling: .off)
    wrapped.update(response(page: 0, titles: ["Up"])).waitUntilFinished()
    XCTAssertEqual(wrapped.hit(atIndex: 0)?.object.title, "Up")
  }
}
