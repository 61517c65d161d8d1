import Foundation
import InstantSearchTestKit
import XCTest

import InstantSearchCore

/// InstantSearch 7 code that did not compile before, written exactly as InstantSearch 7 spelled it
/// (no `@testable`: only the public surface is used).
final class PortedV7CodeTests: XCTestCase {
  private final class StatsLabel: StatsTextController {
    var texts: [String?] = []
    var onText: ((String?) -> Void)?
    func setItem(_ item: String?) {
      texts.append(item)
      onText?(item)
    }
  }

  private final class PlainLabel: ItemController {
    var text: String??
    func setItem(_ item: String?) { text = item }
  }

  private func drainMain() {
    let drained = expectation(description: "main queue drained")
    DispatchQueue.main.async { drained.fulfill() }
    wait(for: [drained], timeout: 5)
  }

  func test_queryBuilder_acceptsTheMisspeltHierarchicalLabel() {
    let lvl0 = Filter.Facet(attribute: "category.lvl0", stringValue: "a")
    let attributes = ["category.lvl0", "category.lvl1"]
    let misspelt = QueryBuilder(
      query: Query(), disjunctiveFacets: [], filterGroups: [FilterGroup.And(filters: [lvl0], name: "_hierarchical")],
      hierarchicalAttributes: attributes, hierachicalFilters: [lvl0])
    let corrected = QueryBuilder(
      query: Query(), disjunctiveFacets: [], filterGroups: [FilterGroup.And(filters: [lvl0], name: "_hierarchical")],
      hierarchicalAttributes: attributes, hierarchicalFilters: [lvl0])
    XCTAssertEqual(misspelt.hierachicalFilters, [lvl0])
    XCTAssertEqual(misspelt.hierarchicalFacetingQueriesCount, 2)
    XCTAssertEqual(misspelt.build(), corrected.build())
    XCTAssertEqual(misspelt.build().dropFirst().map { $0.facets ?? [] }, [["category.lvl0"], ["category.lvl1"]])
  }

  func test_facetFilterList_multipleSelectionsJoinTheGroup() {
    let filterState = FilterState()
    let interactor = FacetFilterListInteractor(facetFilters: [
      .init(attribute: "color", stringValue: "red"), .init(attribute: "color", stringValue: "blue"),
    ])
    XCTAssertEqual(interactor.selectionMode, .multiple)
    interactor.connectFilterState(filterState, operator: .or, groupName: "colors")
    interactor.computeSelections(selectingItemForKey: .init(attribute: "color", stringValue: "red"))
    interactor.computeSelections(selectingItemForKey: .init(attribute: "color", stringValue: "blue"))
    let group = FilterGroup.ID.or(name: "colors", filterType: .facet)
    XCTAssertTrue(filterState.contains(Filter.Facet(attribute: "color", stringValue: "red"), inGroupWithID: group))
    XCTAssertTrue(filterState.contains(Filter.Facet(attribute: "color", stringValue: "blue"), inGroupWithID: group))
    XCTAssertEqual(interactor.selections.count, 2)
  }

  func test_numericFilterList_selectsOneAtATime() {
    let filterState = FilterState()
    let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 10)
    let dear = Filter.Numeric(attribute: "price", operator: .greaterThanOrEqual, value: 10)
    let interactor = NumericFilterListInteractor(numericFilters: [cheap, dear])
    XCTAssertEqual(interactor.selectionMode, .single)
    interactor.connectFilterState(filterState, operator: .and, groupName: "price")
    interactor.computeSelections(selectingItemForKey: cheap)
    interactor.computeSelections(selectingItemForKey: dear)
    XCTAssertEqual(filterState.description, #"( "price" >= 10.0 )"#)
    XCTAssertEqual(interactor.selections, [dear])
  }

  func test_tagFilterList_withAnExplicitSelectionMode() {
    let filterState = FilterState()
    let interactor = TagFilterListInteractor(tagFilters: ["new", "sale"], selectionMode: .single)
    XCTAssertEqual(interactor.selectionMode, .single)
    interactor.connectFilterState(filterState, operator: .and)
    interactor.computeSelections(selectingItemForKey: "sale")
    XCTAssertEqual(filterState.description, #"( "_tags":"sale" )"#)
  }

  func test_filterMap_connectSearcher_addsTheFacet() throws {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let interactor = FilterMapInteractor<Filter.Facet>(items: [0: .init(attribute: "gender", stringValue: "male")])
    interactor.connectSearcher(searcher, attribute: "gender")
    interactor.connectSearcher(searcher, attribute: "gender")
    XCTAssertEqual(searcher.request.query.facets, ["gender"], "added once")
    let segment = SelectableSegmentInteractor<Int, String>(items: [0: "a"])
    segment.connectSearcher(searcher, attribute: "brand")
    XCTAssertEqual(searcher.request.query.facets, ["gender", "brand"])
  }

  func test_stats_connectController_usesTheDefaultPresenter() {
    let interactor = StatsInteractor()
    let label = StatsLabel()
    interactor.connectController(label)
    interactor.item = SearchStats(totalHitsCount: 1000, processingTimeMS: 3)
    interactor.item = nil
    drainMain()
    XCTAssertEqual(label.texts, ["1000 results (3ms)", ""])
  }

  func test_statsConnector_defaultPresenterAndCustomOutput() throws {
    let client = ScriptedSearchClient()
    client.reply(.response(SearchResponse(hits: [["objectID": "1"]], nbHits: 1)), indexName: "products")
    let searcher = HitsSearcher(client: client, indexName: "products")
    let label = StatsLabel()
    let shown = expectation(description: "stats shown")
    label.onText = { text in if text?.hasPrefix("1 results (") == true { shown.fulfill() } }
    let connector = StatsConnector(searcher: searcher, controller: label)
    let plain = PlainLabel()
    let custom = StatsConnector(searcher: searcher, controller: plain, presenter: { (stats: SearchStats?) -> String? in stats.map { "\($0.totalHitsCount)" } })
    searcher.search()
    wait(for: [shown], timeout: 10)
    drainMain()
    XCTAssertEqual(label.texts.last, "1 results (0ms)", "the default presenter shows the scripted answer")
    XCTAssertEqual(plain.text, .some("1"))
    XCTAssertEqual(client.requests.map(\.description), [#"#1 singleIndex products query="""#])
    withExtendedLifetime((connector, custom)) {}
  }

  func test_identifierAliases_passOnToStringAPIs() throws {
    let attribute: Attribute = "brand"
    let indexName: IndexName = "products"
    let objectID: ObjectID = "1"
    let appID: ApplicationID = "APP"
    let apiKey: APIKey = Attribute(rawValue: "key")
    let client = ScriptedSearchClient()
    client.reply(.response(SearchResponse(hits: [["objectID": .string(objectID), attribute: "Acme"]], nbHits: 1)), indexName: indexName)
    let searcher = HitsSearcher(client: client, indexName: indexName)
    let filterState = FilterState()
    filterState[and: attribute].add(Filter.Facet(attribute: attribute, stringValue: "Acme"))
    XCTAssertEqual(filterState.description, #"( "brand":"Acme" )"#)
    searcher.request.query.facets = [attribute]
    XCTAssertEqual(searcher.request.query.facets, ["brand"])
    let found = searchAndWait(searcher)
    XCTAssertEqual(found?.hits.first?[attribute], "Acme", "a record read through the alias")
    XCTAssertEqual(client.requests.first?.query.facets, ["brand"])
    XCTAssertEqual([indexName.rawValue, appID.rawValue, apiKey], ["products", "APP", "key"])
  }
}
