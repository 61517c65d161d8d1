import InstantSearchCore
import XCTest

@testable import LocalSearch

final class FacetValueSearchTests: XCTestCase {
  private func search(_ values: [String], _ facetQuery: String, max: Int = 10, alpha: Bool = false) -> [Facet] {
    let configuration = IndexConfiguration(faceting: [.init(path: AttributePath("v"), searchable: true)])
    let snapshot = IndexSnapshot(records: RecordTable.encoding(values.map { ["v": .string($0)] }), configuration: configuration)
    return FacetValueSearch(
      snapshot: snapshot, entry: 0, facetQuery: facetQuery, preTag: "<em>", postTag: "</em>", maxFacetHits: max,
      sortAlphabetically: alpha
    ).run(slots: snapshot.liveSlots)
  }

  func test_prefixOfAnyWord_inAnyOrder_highlightsOriginalCharacters() {
    let hits = search(["Crème brûlée", "Crème brûlée", "Mobile phone", "Phone case"], "bru cr")
    XCTAssertEqual(hits, [Facet(value: "Crème brûlée", count: 2, highlighted: "<em>Cr</em>ème <em>brû</em>lée")])
    XCTAssertEqual(search(["Mobile phone", "Phone case"], "ph").map(\.highlighted), ["Mobile <em>ph</em>one", "<em>Ph</em>one case"])
  }

  func test_eachQueryWordNeedsADistinctWord() {
    XCTAssertEqual(search(["New New York", "New Jersey"], "new new").map(\.value), ["New New York"])
    XCTAssertEqual(search(["New Jersey"], "new new"), [])
  }

  func test_emptyQuery_returnsEveryValueUnhighlighted_byCountThenValue() {
    let hits = search(["b", "a", "b", "c", "c", "c"], "")
    XCTAssertEqual(hits.map(\.value), ["c", "b", "a"])
    XCTAssertEqual(hits.map(\.highlighted), ["c", "b", "a"])
    XCTAssertEqual(search(["b", "a", "b"], "", alpha: true).map(\.value), ["a", "b"])
    XCTAssertEqual(search(["b", "a", "b", "c"], "", max: 1).map(\.value), ["b"])
  }

  func test_noTypoTolerance() {
    XCTAssertEqual(search(["phone"], "phine"), [])
  }
}
