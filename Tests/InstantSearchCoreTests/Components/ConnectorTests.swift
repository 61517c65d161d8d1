import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class ConnectorTests: XCTestCase {
  private final class Label: ItemTextController {
    var text: String?
    var didSet: (() -> Void)?
    func setItem(_ item: String?) {
      text = item
      didSet?()
    }
  }

  private final class ClearButton: FilterClearController {
    var onClick: (() -> Void)?
  }

  func test_filterClear_clearsListedGroupsOrAllButThem() {
    let filterState = FilterState()
    filterState[and: "a"].add(Filter.Tag(value: "x"))
    filterState[and: "b"].add(Filter.Tag(value: "y"))
    let button = ClearButton()
    let interactor = FilterClearInteractor()
    interactor.connectFilterState(filterState, filterGroupIDs: [.and(name: "a")], clearMode: .except)
    interactor.connectController(button)
    var notified = 0
    filterState.onChange.subscribe(with: self) { _, _ in notified += 1 }
    button.onClick?()
    XCTAssertEqual(filterState.description, #"( "_tags":"x" )"#)
    XCTAssertEqual(notified, 1)
    let all = FilterClearInteractor()
    all.connectFilterState(filterState)
    all.onTriggered.fire()
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_hitsStatsAndLoadingConnectors_showTheResults() throws {
    let client = ProductsRecords.client()
    client.holdsResponses = true
    let searcher = HitsSearcher(client: client, indexName: "products")
    let hits = HitsConnector<JSON>(searcher: searcher, interactor: HitsInteractor(infiniteScrolling: .off))
    let label = Label()
    let stats = StatsConnector(searcher: searcher, controller: label)
    let loading = LoadingConnector(searcher: searcher)
    let hitsUpdated = expectation(description: "hits updated")
    hits.interactor.onResultsUpdated.subscribe(with: self) { _, _ in hitsUpdated.fulfill() }
    searcher.search()
    awaitLoadingStarts(loading.interactor)
    awaitNextResult(of: searcher) { client.releaseAll() }
    wait(for: [hitsUpdated], timeout: 10)
    drainMainQueue()
    XCTAssertEqual(label.text?.hasPrefix("3 results"), true, label.text ?? "nil")
    XCTAssertEqual(stats.interactor.item?.totalHitsCount, 3)
    XCTAssertEqual(hits.interactor.numberOfHits(), 3)
    XCTAssertEqual(hits.interactor.hit(atIndex: 0)?["objectID"], "1")
    awaitLoadingEnds(of: searcher)
    let idle = expectation(description: "loading off")
    DispatchQueue.main.async { if loading.interactor.item == false { idle.fulfill() } }
    wait(for: [idle], timeout: 10)
  }

  /// Waits until a loading interactor says loading (the searcher reports it on the main queue).
  private func awaitLoadingStarts(_ interactor: LoadingInteractor) {
    let started = expectation(description: "loading on")
    let token = NSObject()
    interactor.onItemChanged.subscribePast(with: token) { _, isLoading in if isLoading { started.fulfill() } }
    wait(for: [started], timeout: 10)
    interactor.onItemChanged.cancelSubscription(for: token)
  }
}

final class SearchTriggeringTests: XCTestCase {
  private final class Recorder: Searchable, QuerySettable {
    var queries: [String?] = []
    var searches = 0
    func setQuery(_ query: String?) { queries.append(query) }
    func search() { searches += 1 }
  }

  func test_searchAsYouType_searchesOnEveryChange_onSubmitOnlyOnSubmission() {
    let typing = SearchBoxInteractor()
    let live = Recorder()
    typing.connectSearcher(live)
    typing.query = "s"
    typing.query = "sn"
    XCTAssertEqual(live.queries, ["s", "sn"])
    XCTAssertEqual(live.searches, 2)

    let submitting = SearchBoxInteractor()
    let onSubmit = Recorder()
    let connection = submitting.connectSearcher(onSubmit, searchTriggeringMode: .searchOnSubmit)
    submitting.query = "snoopy"
    XCTAssertEqual(onSubmit.searches, 0)
    submitting.submitQuery()
    XCTAssertEqual(onSubmit.queries, ["snoopy"])
    XCTAssertEqual(onSubmit.searches, 1)
    connection.disconnect()
    submitting.submitQuery()
    XCTAssertEqual(onSubmit.searches, 1)
  }

  func test_facetListAndOperator_writesAnAndGroup() {
    let filterState = FilterState()
    let interactor = FacetListInteractor(selectionMode: .single)
    interactor.connectFilterState(filterState, with: "color", operator: .and)
    interactor.computeSelections(selectingItemForKey: "red")
    interactor.computeSelections(selectingItemForKey: "blue")
    XCTAssertEqual(filterState.description, #"( "color":"blue" )"#)
    XCTAssertTrue(filterState.disjunctiveFacetsAttributes.isEmpty, "an and group is not disjunctive")
    XCTAssertEqual(interactor.selections, ["blue"])
  }
}
