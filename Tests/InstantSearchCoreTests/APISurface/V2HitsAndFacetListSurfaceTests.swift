import Foundation
import InstantSearchTestKit
import XCTest

import InstantSearchCore

// API surface, InstantSearch 7 core: each public signature called as InstantSearch wrote it.
//
// Index (v2 reference section titles, in order):
// - "Hits / HitsInteractor", "update(_:)", "Reading": test_hitsInteractor_*
// - "Connections" (hits): test_hitsConnections_*
// - "HitsConnector": test_hitsConnector_*
// - "Hit<T> and highlighting", "HighlightedString and TaggedString": test_hit_*, test_taggedString_*
// - "Facet list / Facet value type", "SelectableListInteractor / FacetListInteractor": test_facetList_interactor*
// - "FilterState connection", "Searcher connections" (facet list): test_facetList_connections*
// - "Controller connection and presenter": test_facetList_controllerAndPresenter
// - "FacetListConnector": test_facetListConnector_*
final class V2HitsAndFacetListSurfaceTests: XCTestCase {
  private final class HitsTable: HitsController {
    var hitsSource: HitsInteractor<JSON>?
    var reloads = 0
    var scrolls = 0
    func reload() { reloads += 1 }
    func scrollToTop() { scrolls += 1 }
  }

  private final class FacetTable: FacetListController {
    var onClick: ((Facet) -> Void)?
    var items: [SelectableItem<Facet>] = []
    var reloads = 0
    func setSelectableItems(selectableItems: [SelectableItem<Facet>]) { items = selectableItems }
    func reload() { reloads += 1 }
  }

  private struct Product: Codable, Equatable {
    let name: String
    let brand: String
  }

  private func response(_ names: [String], page: Int = 0, nbPages: Int = 1, query: String = "q") -> SearchResponse {
    var response = SearchResponse()
    response.hits = names.map { ["objectID": .string($0), "name": .string($0), "brand": "b"] }
    response.page = page
    response.nbPages = nbPages
    response.nbHits = names.count
    response.query = query
    return response
  }

  func test_hitsInteractor_initsUpdateAndReading() throws {
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .off, showItemsOnEmptyQuery: false, jsonDecoder: JSONDecoder())
    XCTAssertEqual(interactor.settings, HitsInteractor<JSON>.Settings(infiniteScrolling: .off, showItemsOnEmptyQuery: false))
    let fromSettings = HitsInteractor<Product>(settings: .init(infiniteScrolling: .on(withOffset: 2)), jsonDecoder: JSONDecoder())
    XCTAssertEqual(fromSettings.settings.infiniteScrolling, .on(withOffset: 2))
    XCTAssertEqual(HitsInteractor<JSON>().settings.infiniteScrolling, .on(withOffset: 5))
    interactor.pageCleanUpOffset = nil
    interactor.update(response(["a", "b"])).waitUntilFinished()
    XCTAssertEqual(interactor.numberOfHits(), 2)
    XCTAssertEqual(interactor.hit(atIndex: 1)?["name"], "b")
    XCTAssertEqual(interactor.hits.count, 2)
    XCTAssertEqual(interactor.getCurrentHits().count, 2)
    XCTAssertEqual(interactor.rawHitAtIndex(0)?["name"] as? String, "a")
    XCTAssertEqual(interactor.rawHitForRow(0)?["name"] as? String, "a")
    XCTAssertEqual(interactor.getCurrentRawHits().count, 2)
    let generic: JSON? = try interactor.genericHitAtIndex(0)
    XCTAssertEqual(generic?["objectID"], "a")
    let all: [JSON] = try interactor.getCurrentGenericHits()
    XCTAssertEqual(all.count, 2)
    XCTAssertThrowsError(try interactor.getCurrentGenericHits() as [Product]) { error in
      XCTAssertEqual(error as? HitsInteractor<JSON>.Error, .incompatibleRecordType)
    }
    interactor.notifyDidPresentRow(atIndex: 0)
    interactor.update(response(["c"], query: "")).waitUntilFinished()
    XCTAssertEqual(interactor.numberOfHits(), 0, "an empty query shows nothing without showItemsOnEmptyQuery")
    var changes = 0
    interactor.onRequestChanged.subscribe(with: self) { _, _ in changes += 1 }
    interactor.notifyQueryChanged()
    interactor.update(response([])).waitUntilFinished()
    XCTAssertEqual(changes, 1)
    interactor.process(SearchClientError.timeout, for: Query())
    let products = HitsInteractor<Product>(infiniteScrolling: .off)
    products.update(response(["x"])).waitUntilFinished()
    XCTAssertEqual(products.hit(atIndex: 0), Product(name: "x", brand: "b"))
    let any: AnyHitsInteractor = products
    XCTAssertEqual(any.numberOfHits(), 1)
    XCTAssertNil(any.pageLoader)
    XCTAssertFalse(any.onError.retainLastData)
  }

  func test_hitsConnections_searcherFilterStateController() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let interactor = HitsInteractor<JSON>(infiniteScrolling: .off)
    let searcherConnection: HitsInteractor<JSON>.HitsSearcherConnection = interactor.connectSearcher(searcher)
    XCTAssertTrue(interactor.pageLoader === searcher)
    let filterState = FilterState()
    let filterStateConnection: Connection = interactor.connectFilterState(filterState)
    let table = HitsTable()
    let controllerConnection = interactor.connectController(table, externalReload: false)
    XCTAssertTrue(table.hitsSource === interactor)
    let updated = expectation(description: "updated")
    interactor.onResultsUpdated.subscribeOnce(with: self) { _, _ in updated.fulfill() }
    searcher.search()
    wait(for: [updated], timeout: 10)
    drainMainQueue()
    XCTAssertEqual(interactor.numberOfHits(), 4)
    XCTAssertEqual(interactor.hit(atIndex: 3)?["name"], "TV")
    XCTAssertEqual(APISurfaceFixture.requests(of: searcher.client).map(\.description), [#"#1 singleIndex products query="""#])
    XCTAssertGreaterThan(table.reloads, 0)
    controllerConnection.disconnect()
    XCTAssertNil(table.hitsSource)
    filterStateConnection.disconnect()
    searcherConnection.disconnect()
    XCTAssertNil(interactor.pageLoader)
    let source: any HitsSource = interactor
    XCTAssertEqual(source.numberOfHits(), 4)
  }

  func test_hitsConnector_inits() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let connector = HitsConnector<JSON>(searcher: searcher, interactor: .init(), filterState: .none)
    XCTAssertNil(connector.filterState)
    let table = HitsTable()
    let withController = HitsConnector<JSON>(searcher: searcher, interactor: .init(infiniteScrolling: .off), filterState: FilterState(), controller: table, externalReload: true)
    XCTAssertTrue(table.hitsSource === withController.interactor)
    XCTAssertNotNil(withController.filterStateConnection)
    let short = HitsConnector<JSON>(searcher: searcher, filterState: .none, controller: HitsTable(), externalReload: false)
    XCTAssertEqual(short.controllerConnections.count, 1)
    XCTAssertEqual(HitsConnector<JSON>(appID: "", apiKey: "key", indexName: "products").searcher.client.applicationID, "")
    let unusable = HitsConnector<JSON>(
      appID: "", apiKey: "key", indexName: "products", infiniteScrolling: .off, showItemsOnEmptyQuery: true, filterState: nil,
      controller: HitsTable(), externalReload: false)
    XCTAssertEqual(unusable.controllerConnections.count, 1, "does not throw, as in 7.27.1; its searches fail (SearchClientTests)")
    let another = HitsTable()
    connector.connectController(another, externalReload: false)
    XCTAssertTrue(another.hitsSource === connector.interactor)
    connector.disconnect()
    connector.connect()
    XCTAssertTrue(connector.searcher === searcher)
  }

  func test_hit_decodingAndHighlightedString() throws {
    let json: JSON = [
      "objectID": "1", "name": "Snoopy",
      "_highlightResult": ["name": ["value": "<em>Snoo</em>py", "matchLevel": "partial", "matchedWords": ["snoo"]]],
      "_distinctSeqID": 1,
    ]
    let hit = try json.decode(as: Hit<JSON>.self)
    XCTAssertEqual(hit.objectID, "1")
    XCTAssertEqual(hit.object["name"], "Snoopy")
    XCTAssertEqual(hit.distinctSeqID, 1)
    XCTAssertEqual(hit.hightlightedString(forKey: "name")?.taggedString.output, "Snoopy")
    XCTAssertNil(hit.hightlightedString(forKey: "missing"))
    let built = Hit(object: json)
    XCTAssertEqual(built.objectID, "1")
    XCTAssertNil(built.rankingInfo)
    XCTAssertNil(built.snippetResult)
  }

  func test_taggedString_parsers() {
    let highlighted = HighlightedString(string: "Woodstock is <em>Snoopy</em>'s friend")
    XCTAssertEqual(highlighted.taggedString.output, "Woodstock is Snoopy's friend")
    XCTAssertEqual(highlighted.string, "Woodstock is <em>Snoopy</em>'s friend")
    let tagged = TaggedString(input: "a<b>c</b>d")
    XCTAssertEqual(tagged.taggedRanges.map { String(tagged.output[$0]) }, ["c"])
    XCTAssertEqual(tagged.untaggedRanges.map { String(tagged.output[$0]) }, ["a", "d"])
    let explicit = TaggedString(string: "x[[y]]z", preTag: "[[", postTag: "]]", options: [.caseInsensitive])
    XCTAssertEqual(explicit.output, "xyz")
    XCTAssertEqual(explicit.input, "x[[y]]z")
  }

  func test_facetList_interactorAndSelection() {
    let facet = Facet(value: "red", count: 10, highlighted: nil)
    XCTAssertEqual(facet.description, "red (10)")
    XCTAssertTrue(Facet(value: "x", count: 0).isEmpty)
    let interactor = FacetListInteractor(facets: [facet], selectionMode: .single)
    XCTAssertEqual(interactor.items, [facet])
    var computed: [Set<String>] = []
    interactor.onSelectionsComputed.subscribe(with: self) { _, selections in computed.append(selections) }
    interactor.computeSelections(selectingItemForKey: "red")
    interactor.selections = ["red"]
    interactor.computeSelections(selectingItemForKey: "red")
    XCTAssertEqual(computed, [["red"], []])
    let list = SelectableListInteractor<String, Facet>(items: [], selectionMode: .multiple)
    XCTAssertEqual(list.selectionMode, .multiple)
    interactor.update(FacetSearchResponse(facetHits: [Facet(value: "blue", count: 3)])).waitUntilFinished()
    XCTAssertEqual(interactor.items.map(\.value), ["blue"])
    XCTAssertEqual(interactor.onResultsUpdated.lastDataFired?.facetHits.count, 1)
    let operators: [RefinementOperator] = [.and, .or]
    XCTAssertEqual(operators.count, 2)
  }

  func test_facetList_connections() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let filterState = FilterState()
    let interactor = FacetListInteractor()
    let filterStateConnection: FacetListInteractor.FilterStateConnection = interactor.connectFilterState(filterState, with: "brand", operator: .or, groupName: nil)
    interactor.connectSearcher(searcher, with: "brand")
    XCTAssertEqual(searcher.request.query.facets, ["brand"])
    let updated = expectation(description: "items")
    interactor.onItemsChanged.subscribe(with: self) { _, items in if !items.isEmpty { updated.fulfill() } }
    searcher.search()
    wait(for: [updated], timeout: 10)
    XCTAssertEqual(Set(interactor.items.map(\.value)), ["Apple", "Google", "Samsung"])
    XCTAssertEqual(interactor.items.first { $0.value == "Samsung" }?.count, 2)
    XCTAssertEqual(APISurfaceFixture.requests(of: searcher.client).last?.query.facets, ["brand"])
    interactor.computeSelections(selectingItemForKey: "Apple")
    XCTAssertEqual(filterState.description, #"( "brand":"Apple" )"#)
    XCTAssertEqual(interactor.selections, ["Apple"])
    filterStateConnection.disconnect()
    let facetSearcher = FacetSearcher(client: APISurfaceFixture.client(), indexName: "products", facetName: "brand")
    let facetList = FacetListInteractor()
    facetList.connectFacetSearcher(facetSearcher)
    let facetUpdated = expectation(description: "facet hits")
    facetList.onResultsUpdated.subscribeOnce(with: self) { _, _ in facetUpdated.fulfill() }
    facetSearcher.search()
    wait(for: [facetUpdated], timeout: 10)
    XCTAssertEqual(facetList.items.count, 3)
    XCTAssertEqual(facetList.items.map(\.value), ["Samsung", "Apple", "Google"], "as the scripted facet search ordered them")
    let facetRequest = APISurfaceFixture.requests(of: facetSearcher.client).last
    XCTAssertEqual(facetRequest?.endpoint, .facetSearch)
    XCTAssertEqual(facetRequest?.facetAttribute, "brand")
  }

  func test_facetList_controllerAndPresenter() {
    let interactor = FacetListInteractor(facets: [Facet(value: "red", count: 10), Facet(value: "blue", count: 40)])
    interactor.selections = ["red"]
    let table = FacetTable()
    let presenter = FacetListPresenter(sortBy: [.isRefined, .count(order: .descending), .alphabetical(order: .ascending)], limit: 5, showEmptyFacets: false)
    let connection = interactor.connectController(table, with: presenter, externalReload: false)
    XCTAssertEqual(table.items.map(\.item.value), ["red", "blue"])
    XCTAssertEqual(table.items.map(\.isSelected), [true, false])
    XCTAssertEqual(presenter.transform(refinementFacets: [(Facet(value: "a", count: 0), false), (Facet(value: "b", count: 1), false)]).map(\.item.value), ["b"])
    XCTAssertEqual(FacetListPresenter().limit, .max)
    table.onClick?(Facet(value: "blue", count: 40))
    connection.disconnect()
    XCTAssertNil(table.onClick)
  }

  func test_facetListConnector_inits() throws {
    let searcher = try APISurfaceFixture.hitsSearcher()
    let facetSearcher = FacetSearcher(client: APISurfaceFixture.client(), indexName: "products", facetName: "brand")
    let table = FacetTable()
    let a = FacetListConnector(searcher: searcher, filterState: .init(), attribute: "brand", interactor: .init(), operator: .or, groupName: nil)
    let b = FacetListConnector(searcher: searcher, attribute: "brand", interactor: .init(), operator: .and, controller: table, presenter: FacetListPresenter())
    let c = FacetListConnector(searcher: searcher, attribute: "brand", selectionMode: .single, facets: [], operator: .or)
    let d = FacetListConnector(searcher: searcher, attribute: "brand", selectionMode: .multiple, operator: .or, controller: FacetTable())
    let e = FacetListConnector(searcher: facetSearcher, attribute: "brand", operator: .or)
    let f = FacetListConnector(searcher: facetSearcher, attribute: "brand", interactor: .init(), operator: .or, controller: FacetTable(), presenter: nil)
    let g = FacetListConnector(searcher: facetSearcher, attribute: "brand", selectionMode: .single, operator: .and)
    let h = FacetListConnector(searcher: facetSearcher, attribute: "brand", selectionMode: .single, facets: [], operator: .and, groupName: "g", controller: FacetTable())
    XCTAssertEqual([a, b, c, d, e, f, g, h].map(\.attribute), Array(repeating: "brand", count: 8))
    XCTAssertEqual(c.interactor.selectionMode, .single)
    if case .facet(let held) = e.searcher { XCTAssertTrue(held === facetSearcher) } else { XCTFail("a facet searcher") }
    a.connectController(FacetTable(), with: nil)
    XCTAssertEqual(a.controllerConnections.count, 1)
    XCTAssertEqual(b.controllerConnections.count, 1)
  }
}
