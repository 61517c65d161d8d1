import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// Members of existing types InstantSearch 7.27.1 declares: `SearchConnector`'s links, InstantSearch 7's labels
/// and names (`filterClearInteractor:`, `boundable`, `multiply(step:)`, `connectNumberController`,
/// `Hierarchical.ControllerConnection`, a filter-map link's `attribute`/`operator`/`groupName`), the highlighting
/// initialisers of `NSAttributedString` on highlight results and lists, `FacetStatsProvider`, and the links of
/// facet lists, relevant sort and rule custom data to one query of a deprecated `MultiIndexSearcher`.
final class SevenTwentySevenMembersTests: XCTestCase {
  private final class SearchBox: SearchBoxController {
    var onQueryChanged: ((String?) -> Void)?
    var onQuerySubmitted: ((String?) -> Void)?
    func setQuery(_ query: String?) {}
  }

  private final class Hits: HitsController {
    var hitsSource: HitsInteractor<JSON>?
    func reload() {}
  }

  private final class Stepper: NumberController {
    var computation: Computation<Int>?
    var shown: [Int] = []
    func setComputation(computation: Computation<Int>) { self.computation = computation }
    func setBounds(bounds: ClosedRange<Int>?) {}
    func setItem(_ item: Int) { shown.append(item) }
  }

  func test_searchConnectorLinks() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let filterState = FilterState()
    let connector = SearchConnector<JSON>(
      searcher: searcher, searchBoxController: SearchBox(), hitsInteractor: HitsInteractor<JSON>(), hitsController: Hits(),
      filterState: filterState)
    XCTAssertTrue(connector.hitsControllerConnection is HitsInteractor<JSON>.ControllerConnection<Hits>)
    XCTAssertTrue(connector.searchBoxControllerConnection is SearchBoxInteractor.ControllerConnection<SearchBox>)
    XCTAssertNotNil(connector.filterStateHitsInteractorConnection)
    XCTAssertNotNil(connector.filterStateSearcherConnection)
  }

  func test_sevenLabelsAndNames() {
    let clear = FilterClearInteractor.FilterStateConnection(filterClearInteractor: FilterClearInteractor(), filterState: FilterState())
    XCTAssertTrue(clear.filterClearInteractor === clear.interactor)
    let number = NumberInteractor<Int>(item: 4)
    let bounds = BoundableHitsSearcherConnection(interactor: number, searcher: HitsSearcher(client: ScriptedSearchClient(), indexName: "p"), attribute: "price")
    XCTAssertTrue(bounds.boundable === number)
    let stepper = Stepper()
    let link: NumberInteractorControllerConnection<Int, Stepper> = number.connectNumberController(stepper)
    XCTAssertTrue(link.controller === stepper)
    var computed: [Int?] = []
    number.onNumberComputed.subscribe(with: self) { _, value in computed.append(value) }
    stepper.computation?.multiply(step: 3)
    XCTAssertEqual(computed, [12], "the view's computation multiplies the shown number")
    let filterMap = FilterMapInteractor(items: [0: Filter.Facet(attribute: "gender", stringValue: "male")])
      .connectFilterState(FilterState(), attribute: "gender", operator: .or)
    XCTAssertEqual(filterMap.attribute, "gender")
    XCTAssertEqual(filterMap.operator, .or)
    XCTAssertEqual(filterMap.groupName, "gender")
    XCTAssertTrue(Hierarchical.ControllerConnection<HierarchicalMenu>.self == HierarchicalInteractor.ControllerConnection<HierarchicalMenu>.self)
  }

  private final class HierarchicalMenu: HierarchicalController {
    var onClick: ((String) -> Void)?
    func setItem(_ item: [HierarchicalFacet]) {}
  }

  func test_attributedStringsOfHighlightResultsAndLists() throws {
    let results = try JSONDecoder().decode(
      [HighlightResult].self,
      from: Data(#"[{"value":"<em>dog</em>","matchLevel":"full","matchedWords":["dog"]},{"value":"big <em>dog</em>","matchLevel":"full","matchedWords":["dog"]}]"#.utf8))
    let bold: [NSAttributedString.Key: Any] = [.init("bold"): true]
    let one = NSAttributedString(highlightResult: results[0], attributes: bold)
    XCTAssertEqual(one.string, "dog")
    XCTAssertNotNil(one.attribute(.init("bold"), at: 0, effectiveRange: nil))
    let list = NSAttributedString(highlightedResults: results, separator: NSAttributedString(string: ", "), attributes: bold)
    XCTAssertEqual(list.string, "dog, big dog")
    XCTAssertNil(list.attribute(.init("bold"), at: 5, effectiveRange: nil), "'big' is not highlighted")
    XCTAssertNotNil(list.attribute(.init("bold"), at: 9, effectiveRange: nil))
    let inverted = NSAttributedString(taggedStrings: results.map(\.value.taggedString), inverted: true, separator: NSAttributedString(string: "|"), attributes: bold)
    XCTAssertEqual(inverted.string, "dog|big dog")
    XCTAssertNotNil(inverted.attribute(.init("bold"), at: 4, effectiveRange: nil))
  }

  func test_facetStatsProvider() {
    var response = SearchResponse()
    response.facetStats = ["price": FacetStats(min: 1, max: 9, avg: 5, sum: 10)]
    let provider: FacetStatsProvider = response
    XCTAssertEqual(provider.facetStats?["price"]?.max, 9)
  }

  @available(*, deprecated)
  func test_componentsOnOneQueryOfAMultiIndexSearcher() throws {
    let client = ScriptedSearchClient()
    client.reply(to: .init(indexName: "products")) { _ in
      var response = SearchResponse(hits: [], nbHits: 4)
      response.facets = ["brand": [Facet(value: "Apple", count: 3)]]
      response.appliedRelevancyStrictness = 100
      response.userData = [["title": "Sale"]]
      return .response(response)
    }
    let searcher = MultiIndexSearcher(client: client, indexNames: ["suggestions", "products"])
    let facets = FacetListInteractor()
    facets.connectSearcher(searcher, with: "brand", queryIndex: 1)
    let relevantSort = RelevantSortInteractor()
    relevantSort.connectSearcher(searcher, queryIndex: 1)
    let banner = QueryRuleCustomDataInteractor<[String: String]>()
    banner.connectSearcher(searcher, toQueryAtIndex: 1)
    XCTAssertEqual(searcher.indexQueryStates[1].query.facets, ["brand"])
    XCTAssertNil(searcher.indexQueryStates[0].query.facets)
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(facets.items, [Facet(value: "Apple", count: 3)])
    XCTAssertEqual(relevantSort.item, .relevancy)
    XCTAssertEqual(banner.item, ["title": "Sale"])
    awaitNextResult(of: searcher) { relevantSort.toggle() }
    XCTAssertEqual(client.requests.last?.query.relevancyStrictness, 0)
    XCTAssertNil(client.requests.first { $0.indexName == "suggestions" }?.query.relevancyStrictness)
    let connector = RelevantSortConnector(searcher: searcher, queryIndex: 1)
    XCTAssertTrue(connector.searcher === searcher)
  }

  @available(*, deprecated)
  func test_deprecatedMultiIndexMembers() {
    let client = ScriptedSearchClient()
    let searcher = MultiIndexSearcher(client: client, indexNames: ["a", "b"])
    searcher.requestOptions = RequestOptions(headers: ["X-Test": "1"])
    XCTAssertEqual(searcher.request.requestOptions?.headers, ["X-Test": "1"])
    searcher.shouldTriggerSearchForQueries = { states in states.first?.query.query != nil }
    searcher.search()
    XCTAssertEqual(client.exchangeCount, 0, "refused: no text query")
    let searchClient = SearchClient(backend: client)
    let segments = IndexSegmentInteractor(items: [0: searchClient.index(withName: "b"), 1: searchClient.index(withName: "b_price_asc")])
    segments.connectSearcher(searcher: searcher, toQueryAtIndex: 1)
    searcher.shouldTriggerSearchForQueries = nil
    awaitNextResult(of: searcher) { segments.computeSelected(selecting: 1) }
    XCTAssertEqual(searcher.indexQueryStates.map(\.indexName), ["a", "b_price_asc"])
    XCTAssertEqual(client.requests.map(\.indexName), ["a", "b_price_asc"])
    XCTAssertEqual(client.requests.last?.requestOptions?.headers, ["X-Test": "1"])
  }
}
