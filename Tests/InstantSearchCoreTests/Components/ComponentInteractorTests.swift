import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

private final class Recorder<Value> {
  var values: [Value] = []
}

final class ItemInteractorTests: XCTestCase {
  func test_item_firesOnEverySetButNotInitially() {
    let interactor = ItemInteractor(item: 1)
    let recorder = Recorder<Int>()
    interactor.onItemChanged.subscribe(with: recorder) { $0.values.append($1) }
    interactor.item = 1
    interactor.item = 2
    XCTAssertEqual(recorder.values, [1, 2])
  }

  func test_controllerConnection_presentsOnMain() {
    final class Label: ItemTextController {
      var text: String?
      var set: (() -> Void)?
      var setOffMain = false
      func setItem(_ item: String?) {
        if !Thread.isMainThread { setOffMain = true }
        text = item
        set?()
      }
    }
    let interactor = StatsInteractor()
    let label = Label()
    let shown = expectation(description: "shown")
    label.set = { if label.text == "1000 results (3ms)" { shown.fulfill() } }
    interactor.connectController(label, presenter: DefaultPresenter.Stats.present)
    // The item is set on another thread; the label must still be set on the main thread.
    DispatchQueue.global().async { interactor.item = SearchStats(totalHitsCount: 1000, processingTimeMS: 3) }
    wait(for: [shown], timeout: 5)
    XCTAssertFalse(label.setOffMain, "the label was set off the main thread")
  }
}

final class StatsTests: XCTestCase {
  func test_presenter_texts() {
    XCTAssertEqual(DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 1000, processingTimeMS: 3)), "1000 results (3ms)")
    XCTAssertEqual(
      DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 1000, nbSortedHits: 40, processingTimeMS: 3)),
      "40 relevant results sorted out of 1000 (3ms)")
    XCTAssertEqual(DefaultPresenter.Stats.present(SearchStats(totalHitsCount: 7, nbSortedHits: 7, processingTimeMS: 0)), "7 results (0ms)")
    XCTAssertEqual(DefaultPresenter.Stats.present(nil), "")
  }

  func test_searchStats_fromResponsesWithDefaults() throws {
    let stats = SearchResponse(hits: [], nbHits: 12).searchStats
    XCTAssertEqual([stats.totalHitsCount, stats.hitsPerPage, stats.pagesCount, stats.page, stats.processingTimeMS], [12, 20, 1, 0, 0])
    let facets = FacetSearchResponse(facetHits: [Facet(value: "a", count: 1), Facet(value: "b", count: 2)], processingTimeMS: 4).searchStats
    XCTAssertEqual([facets.totalHitsCount, facets.hitsPerPage, facets.pagesCount, facets.processingTimeMS], [2, 2, 1, 4])
    let decoded = try JSONDecoder().decode(SearchStats.self, from: Data(#"{"nbHits":5,"processingTimeMS":1}"#.utf8))
    XCTAssertEqual([decoded.totalHitsCount, decoded.hitsPerPage, decoded.pagesCount], [5, 20, 1])
    XCTAssertThrowsError(try JSONDecoder().decode(SearchStats.self, from: Data(#"{"nbHits":5}"#.utf8)))
  }
}

final class SelectableInteractorTests: XCTestCase {
  func test_computeIsSelected_asksWithoutSelecting() {
    let interactor = SelectableInteractor(item: "free shipping")
    let recorder = Recorder<Bool>()
    interactor.onSelectedComputed.subscribe(with: recorder) { $0.values.append($1) }
    interactor.computeIsSelected(selecting: true)
    XCTAssertEqual(recorder.values, [true])
    XCTAssertFalse(interactor.isSelected)
  }

  func test_segment_firesItemsAtInitAndComputesSelection() {
    let interactor = SelectableSegmentInteractor<Int, String>(items: [0: "a", 1: "b"])
    XCTAssertEqual(interactor.onItemsChanged.lastDataFired, [0: "a", 1: "b"])
    let recorder = Recorder<Int?>()
    interactor.onSelectedComputed.subscribe(with: recorder) { $0.values.append($1) }
    interactor.computeSelected(selecting: 1)
    XCTAssertEqual(recorder.values, [1])
    XCTAssertNil(interactor.selected)
  }
}

final class NumberInteractorTests: XCTestCase {
  func test_applyBounds_firesBoundsThenClampedNumber() {
    let interactor = NumberInteractor<Int>(item: 50)
    let numbers = Recorder<Int?>()
    let bounds = Recorder<ClosedRange<Int>?>()
    interactor.onNumberComputed.subscribe(with: numbers) { $0.values.append($1) }
    interactor.onBoundsComputed.subscribe(with: bounds) { $0.values.append($1) }
    interactor.applyBounds(bounds: 0...10)
    XCTAssertEqual(bounds.values, [0...10])
    XCTAssertEqual(numbers.values, [10])
    interactor.computeNumber(number: -5)
    XCTAssertEqual(numbers.values, [10, 0])
    let empty = NumberInteractor<Double>()
    let fired = Recorder<Double?>()
    empty.onNumberComputed.subscribe(with: fired) { $0.values.append($1) }
    empty.applyBounds(bounds: nil)
    XCTAssertEqual(fired.values, [nil], "nil is still fired")
  }

  func test_computation_operations() {
    var results: [Int] = []
    let current = Computation<Int>(numeric: 5) { results.append($0) }
    current.increment()
    current.decrement(step: 2)
    current.multiply(factor: 3)
    current.just(value: 42)
    Computation<Int>(numeric: nil) { results.append($0) }.increment(default: 7)
    XCTAssertEqual(results, [6, 3, 15, 42, 7])
  }

  func test_range_clampsToBounds() {
    let interactor = NumberRangeInteractor<Double>(item: 5...50)
    let ranges = Recorder<ClosedRange<Double>?>()
    interactor.onNumberRangeComputed.subscribe(with: ranges) { $0.values.append($1) }
    interactor.applyBounds(bounds: 10...40)
    XCTAssertEqual(ranges.values, [10...40])
    interactor.applyBounds(bounds: 0...100)
    XCTAssertEqual(ranges.values, [10...40], "an unchanged range is not fired")
    interactor.computeNumberRange(numberRange: -10...20)
    XCTAssertEqual(ranges.values.last, 0...20)
  }
}

final class SearchBoxTests: XCTestCase {
  private final class TextField: SearchBoxController {
    var onQueryChanged: ((String?) -> Void)?
    var onQuerySubmitted: ((String?) -> Void)?
    var shown: [String?] = []
    func setQuery(_ query: String?) { shown.append(query) }
  }

  func test_query_firesOnlyOnChange() {
    let interactor = SearchBoxInteractor()
    let recorder = Recorder<String?>()
    interactor.onQueryChanged.subscribe(with: recorder) { $0.values.append($1) }
    interactor.query = "a"
    interactor.query = "a"
    interactor.submitQuery()
    XCTAssertEqual(recorder.values, ["a"])
  }

  func test_controller_debouncesTypingAndSubmitsAtOnce() {
    let interactor = SearchBoxInteractor()
    interactor.query = "preset"
    let field = TextField()
    let clock = ManualScheduler()
    let connection = interactor.connectController(field, debounceInterval: 0.05, scheduler: clock)
    XCTAssertEqual(field.shown, ["preset"], "a preset query reaches the field at connect")
    for text in ["s", "sn", "snoopy"] { field.onQueryChanged?(text) }
    clock.advance(to: 0.049)
    XCTAssertEqual(interactor.query, "preset")
    clock.advance(to: 0.05)
    XCTAssertEqual(interactor.query, "snoopy")
    let submitted = Recorder<String?>()
    interactor.onQuerySubmitted.subscribe(with: submitted) { $0.values.append($1) }
    field.onQuerySubmitted?("woodstock")
    XCTAssertEqual(submitted.values, ["woodstock"])
    connection.disconnect()
    XCTAssertNil(field.onQueryChanged)
  }

  func test_controller_identicalPendingValueCancelsTheUpdate() {
    let interactor = SearchBoxInteractor()
    let field = TextField()
    let clock = ManualScheduler()
    interactor.connectController(field, debounceInterval: 0.05, scheduler: clock)
    field.onQueryChanged?("a")
    field.onQueryChanged?("a")
    clock.advance(by: 1)
    XCTAssertNil(interactor.query)
    XCTAssertEqual(clock.pendingCount, 0)
  }
}
