import Foundation
@testable import InstantSearch
import InstantSearchTestKit
import XCTest

/// The spinner follows the `hitsSearcher`'s `isLoading` through its loading interactor's connection with a
/// 10 ms grace delay, which the tests run on a manual clock; a request meant to be still pending is held by the
/// client until the test releases it.
final class ActivityIndicatorWidgetTests: XCTestCase {
  /// Counts the animations started.
  private final class CountingIndicator: ActivityIndicatorWidget {
    var starts = 0
    override func startAnimating() {
      starts += 1
      super.startAnimating()
    }
  }

  override func setUp() {
    super.setUp()
    HeadlessApplication.shared.isNetworkActivityIndicatorVisible = false
  }

  override func tearDown() {
    HeadlessApplication.shared.isNetworkActivityIndicatorVisible = false
    super.tearDown()
  }

  /// Puts a widget's grace delay on a manual clock, from its next registration.
  private func manualClock(for widget: ActivityIndicatorWidget) -> ManualScheduler {
    let clock = ManualScheduler()
    widget.graceScheduler = clock
    return clock
  }

  private func instantSearch(delay: TimeInterval) throws -> (InstantSearch, DelayedSearchClient) {
    let (index, client) = try DelayedSearchClient.index(delay: delay)
    return (InstantSearch(searcher: Searcher(index: index)), client)
  }

  func test_beforeRegistration_stoppedAndHidden() {
    let widget = ActivityIndicatorWidget(frame: .zero)
    XCTAssertFalse(widget.isAnimating)
    XCTAssertTrue(widget.isHidden)
    XCTAssertNil(widget.searcher)
    XCTAssertNil(widget.loadingConnection)
    XCTAssertEqual(widget.index, "")
    XCTAssertEqual(widget.variant, "")
  }

  func test_registration_connectsTheHitsSearcherWithATenMillisecondGraceDelay_withoutSearching() throws {
    let (instantSearch, _) = try instantSearch(delay: 0)
    let widget = ActivityIndicatorWidget(frame: .zero)
    instantSearch.register(widget: widget)
    let searcher = instantSearch.getSearcher()
    XCTAssertTrue(widget.searcher === searcher)
    let connection = try XCTUnwrap(widget.loadingConnection)
    XCTAssertTrue(connection.searcher === searcher.hitsSearcher)
    XCTAssertTrue(connection.interactor === widget.loadingInteractor)
    XCTAssertEqual(connection.graceDelay, 0.01)
    XCTAssertFalse(widget.loadingInteractor.item)
    XCTAssertFalse(searcher.hasPendingRequests, "registering does not search")
    XCTAssertNil(instantSearch.params.hitsPerPage, "nor changes the parameters")
    XCTAssertNil(instantSearch.params.facets)
  }

  func test_registerAllWidgets_findsItInTheViewTree() throws {
    let (instantSearch, _) = try instantSearch(delay: 0)
    let container = HeadlessView()
    let nested = HeadlessView()
    let widget = ActivityIndicatorWidget(frame: .zero)
    container.addSubview(nested)
    nested.addSubview(widget)
    instantSearch.registerAllWidgets(in: container, doSearch: false)
    XCTAssertTrue(widget.searcher === instantSearch.getSearcher())
  }

  func test_slowSearch_spinsAndShowsTheNetworkIndicator_thenStops() throws {
    let (instantSearch, client) = try instantSearch(delay: 0)
    client.holdsAnswers = true
    let widget = ActivityIndicatorWidget(frame: .zero)
    let clock = manualClock(for: widget)
    instantSearch.register(widget: widget)
    instantSearch.search(with: "sony")
    XCTAssertFalse(widget.isAnimating, "nothing happens before the loading state reaches the main queue and the grace delay")
    drainMainQueue()
    clock.advance(by: 0.005)
    XCTAssertFalse(widget.isAnimating, "within the grace delay")
    clock.advance(by: 0.005)
    XCTAssertTrue(widget.isAnimating)
    XCTAssertFalse(widget.isHidden)
    XCTAssertTrue(HeadlessApplication.shared.isNetworkActivityIndicatorVisible)
    XCTAssertTrue(instantSearch.getSearcher().hasPendingRequests)
    client.holdsAnswers = false
    awaitSettled(instantSearch.getSearcher())
    XCTAssertNotNil(instantSearch.getSearcher().results)
    XCTAssertFalse(widget.isAnimating)
    XCTAssertTrue(widget.isHidden)
    XCTAssertFalse(HeadlessApplication.shared.isNetworkActivityIndicatorVisible)
  }

  func test_requestAnsweredBeforeItsSearchNotification_showsNothing() throws {
    let (instantSearch, client) = try instantSearch(delay: 0)
    client.answersSynchronously = true
    let widget = CountingIndicator(frame: .zero)
    let clock = manualClock(for: widget)
    instantSearch.register(widget: widget)
    instantSearch.search(with: "sony")
    awaitSettled(instantSearch.getSearcher())
    XCTAssertNotNil(instantSearch.getSearcher().results)
    clock.advance(by: 1)
    XCTAssertEqual(clock.pendingCount, 0)
    XCTAssertEqual(widget.starts, 0)
    XCTAssertTrue(widget.isHidden)
    XCTAssertFalse(HeadlessApplication.shared.isNetworkActivityIndicatorVisible)
  }

  func test_reset_stopsTheSpinnerAtOnce() throws {
    let (instantSearch, client) = try instantSearch(delay: 0)
    client.holdsAnswers = true
    let widget = ActivityIndicatorWidget(frame: .zero)
    let clear = ClearAllWidget(frame: .zero)
    let clock = manualClock(for: widget)
    instantSearch.register(widget: widget)
    instantSearch.register(widget: clear)
    instantSearch.search(with: "sony")
    drainMainQueue()
    clock.advance(by: 0.01)
    XCTAssertTrue(widget.isAnimating)
    clear.tap()
    XCTAssertFalse(instantSearch.getSearcher().hasPendingRequests)
    drainMainQueue()
    XCTAssertFalse(widget.isAnimating, "nothing is loading once the last request is cancelled")
    XCTAssertFalse(HeadlessApplication.shared.isNetworkActivityIndicatorVisible)
    client.holdsAnswers = false
    instantSearch.search(with: "tv")
    awaitSettled(instantSearch.getSearcher())
    clock.advance(by: 1)
    XCTAssertEqual(instantSearch.getSearcher().results?.query, "tv")
    XCTAssertFalse(widget.isAnimating)
  }

  func test_v2SearchOnTheSharedHitsSearcher_spinsToo() throws {
    let (instantSearch, client) = try instantSearch(delay: 0)
    client.holdsAnswers = true
    let widget = ActivityIndicatorWidget(frame: .zero)
    let clock = manualClock(for: widget)
    instantSearch.register(widget: widget)
    instantSearch.getSearcher().hitsSearcher.search()
    drainMainQueue()
    clock.advance(by: 0.01)
    XCTAssertTrue(widget.isAnimating, "a search a v2 component launches on the shared session is loading too")
    client.holdsAnswers = false
    awaitLoadingEnds(of: instantSearch.getSearcher().hitsSearcher)
    drainMainQueue()
    XCTAssertFalse(widget.isAnimating)
  }

  func test_registeringAgain_replacesTheConnection() throws {
    let (instantSearch, _) = try instantSearch(delay: 0.3)
    let widget = CountingIndicator(frame: .zero)
    instantSearch.register(widget: widget)
    instantSearch.register(widget: widget)
    XCTAssertNotNil(widget.loadingConnection)
    instantSearch.search(with: "sony")
    awaitCondition { instantSearch.getSearcher().results != nil }
    XCTAssertEqual(widget.starts, 1, "the first connection was disconnected: one start")
    XCTAssertFalse(widget.isAnimating)
  }

  func test_multiIndex_notBound() throws {
    let (index, _) = try DelayedSearchClient.index(delay: 0.3)
    let id = SearcherId(index: "products")
    let instantSearch = InstantSearch(searchables: [index], searcherIds: [id])
    let widget = CountingIndicator(frame: .zero)
    widget.index = "products"
    instantSearch.register(widget: widget)
    XCTAssertNil(widget.searcher, "plain searchable widgets are not configured in multi-index mode, as in v1")
    XCTAssertNil(widget.loadingConnection)
    instantSearch.search(with: "sony")
    let searcher = try XCTUnwrap(instantSearch.getSearcher(named: "products"))
    awaitCondition { searcher.results != nil }
    XCTAssertEqual(widget.starts, 0)
    XCTAssertFalse(HeadlessApplication.shared.isNetworkActivityIndicatorVisible)
  }
}
