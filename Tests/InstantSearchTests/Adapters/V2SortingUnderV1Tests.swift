import Foundation
import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import LocalSearch
import XCTest

/// A v1 screen (its hits and stats widgets registered with `InstantSearch`) keeps working with InstantSearch 7's
/// sort-by and relevant-sort components on the same session: they drive the v1 searcher's `hitsSearcher`, and
/// the v1 widgets show what they select.
final class V2SortingUnderV1Tests: XCTestCase {
  private final class Segments: SelectableSegmentController {
    var onClick: ((Int) -> Void)?
    func setSelected(_ selected: Int?) {}
    func setItems(items: [Int: String]) {}
  }

  private final class Toggle: RelevantSortController {
    var didToggle: (() -> Void)?
    var shown: [RelevantSortTextualRepresentation?] = []
    func setItem(_ item: RelevantSortTextualRepresentation?) { shown.append(item) }
  }

  /// The v1 catalogue as `products`, a replica sorted by price, and a virtual replica for relevant sort by price.
  private func client() throws -> LocalClient {
    var primary = try IndexSettings(data: Data(V1Fixtures.settingsJSON.utf8))
    primary.ignoredSettings["replicas"] = ["products_price_asc", "virtual(products_relevant_price_asc)"]
    var byPrice = primary
    byPrice.ranking = try IndexSettings(json: ["ranking": ["asc(price)", "typo", "words", "proximity", "attribute", "exact", "custom"]]).ranking
    var relevantByPrice = primary
    relevantByPrice.customRanking = try IndexSettings(json: ["customRanking": ["asc(price)"]]).customRanking
    return LocalClient(indices: [
      try LocalIndex(name: "products", foundationRecords: V1Fixtures.records, settings: primary),
      try LocalIndex(name: "products_price_asc", foundationRecords: V1Fixtures.records, settings: byPrice),
      try LocalIndex(name: "products_relevant_price_asc", foundationRecords: V1Fixtures.records, settings: relevantByPrice),
    ])
  }

  private func prices(_ viewModel: HitsViewModel) -> [Double] {
    (0..<viewModel.numberOfRows()).compactMap { viewModel.hitForRow(at: IndexPath(row: $0, section: 0))["price"] as? Double }
  }

  func test_sortBy_onTheV1Searcher_reordersTheV1HitsWidget() throws {
    let searcher = V1Searcher(index: V1Index(client: try client(), name: "products"))
    let instantSearch = InstantSearch(searcher: searcher)
    let hitsView = HitsViewDouble()
    hitsView.hitsPerPage = 5
    instantSearch.register(widget: hitsView)
    let viewModel = try XCTUnwrap(hitsView.viewModel as? HitsViewModel)
    let segments = Segments()
    let sortBy = SortByConnector(
      searcher: searcher.hitsSearcher, indicesNames: ["products", "products_price_asc"], selected: 0, controller: segments)
    instantSearch.searchBar(HeadlessSearchBar(), textDidChange: "phone")
    awaitCondition { viewModel.numberOfRows() == 5 }
    let byRating = prices(viewModel)
    XCTAssertNotEqual(byRating, byRating.sorted())
    segments.onClick?(1)
    awaitCondition { self.prices(viewModel) == self.prices(viewModel).sorted() && viewModel.numberOfRows() == 5 }
    XCTAssertEqual(prices(viewModel).first, 10.5, "the cheapest phone")
    XCTAssertEqual(searcher.hitsSearcher.indexName, "products_price_asc")
    XCTAssertEqual(sortBy.selectedIndexName, "products_price_asc")
    XCTAssertEqual(searcher.results?.nbHits, 12, "the v1 results are the replica's")
  }

  func test_relevantSort_onTheV1Searcher_withTheV1StatsWidget() throws {
    let searcher = V1Searcher(index: V1Index(client: try client(), name: "products_relevant_price_asc"))
    let instantSearch = InstantSearch(searcher: searcher)
    let hitsView = HitsViewDouble()
    let statsView = StatsViewDouble()
    instantSearch.register(widget: hitsView)
    instantSearch.register(widget: statsView)
    let viewModel = try XCTUnwrap(hitsView.viewModel as? HitsViewModel)
    let toggle = Toggle()
    let relevantSort = RelevantSortConnector(searcher: searcher.hitsSearcher, controller: toggle)
    searcher.params.optionalWords = ["plus"]
    instantSearch.searchBar(HeadlessSearchBar(), textDidChange: "sony plus")
    awaitCondition { searcher.results?.query == "sony plus" && viewModel.numberOfRows() == 3 }
    XCTAssertEqual(relevantSort.interactor.item, .relevancy)
    XCTAssertEqual(searcher.hitsSearcher.request.query.relevancyStrictness, nil)
    XCTAssertEqual(statsView.texts.last, "9 results", "v1's stats template counts every Sony match (nbHits)")
    toggle.didToggle?()
    awaitCondition { viewModel.numberOfRows() == 9 }
    XCTAssertEqual(relevantSort.interactor.item, .hitsCount)
    XCTAssertEqual(prices(viewModel), prices(viewModel).sorted(), "every Sony match, cheapest first")
    drainMainQueue()
    XCTAssertEqual(toggle.shown.last??.toggleTitle, "Show more relevant results")
    instantSearch.searchBar(HeadlessSearchBar(), textDidChange: "sony max")
    awaitCondition { searcher.results?.query == "sony max" }
    XCTAssertEqual(searcher.hitsSearcher.request.query.relevancyStrictness, 0, "a v1 search keeps what the v2 toggle set")
    XCTAssertEqual(relevantSort.interactor.item, .hitsCount)
    XCTAssertEqual(searcher.results?.nbHits, 3, "the Sony max products, every one sorted")
    XCTAssertEqual(searcher.results?.content["nbSortedHits"] as? Int, 3)
  }
}
