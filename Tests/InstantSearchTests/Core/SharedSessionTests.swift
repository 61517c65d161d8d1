import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// v1 façades and v2 components on one search session.
final class SharedSessionTests: XCTestCase {
  func test_v1RefinementsAreMirroredIntoTheFilterState() {
    let params = SearchParameters()
    params.addFacetRefinement(name: "brand", value: "Sony")
    params.addNumericRefinement("price", .lessThan, 100)
    XCTAssertTrue(params.filterState.contains(InstantSearchCore.Filter.Facet(attribute: "brand", stringValue: "Sony"), inGroupWithID: .and(name: "brand")))
    params.setFacet(withName: "brand", disjunctive: true)
    XCTAssertTrue(params.filterState.contains(InstantSearchCore.Filter.Facet(attribute: "brand", stringValue: "Sony"), inGroupWithID: .or(name: "brand", filterType: .facet)))
    XCTAssertFalse(params.filterState.contains(InstantSearchCore.Filter.Facet(attribute: "brand", stringValue: "Sony"), inGroupWithID: .and(name: "brand")))
    XCTAssertTrue(params.filterState.contains(InstantSearchCore.Filter.Numeric(attribute: "price", operator: .lessThan, value: 100)))
    params.addFacetRefinement(name: "brand", value: "Sony")
    params.removeFacetRefinement(name: "brand", value: "Sony")
    XCTAssertTrue(params.filterState.contains(InstantSearchCore.Filter.Facet(attribute: "brand", stringValue: "Sony")), "a copy remains")
    params.clearRefinements()
    XCTAssertTrue(params.filterState.isEmpty)
  }

  func test_v2ChangesAreFoldedBack_withOneNotification() {
    let params = SearchParameters()
    params.addFacetRefinement(name: "category", value: "tv")
    var notifications: [[String: [FacetRefinement]]] = []
    let token = NotificationCenter.default.addObserver(forName: Searcher.RefinementChangeNotification, object: params, queue: nil) {
      notifications.append($0.userInfo?[Searcher.userInfoFacetRefinementChangeKey] as? [String: [FacetRefinement]] ?? [:])
    }
    defer { NotificationCenter.default.removeObserver(token) }
    let filterState = params.filterState
    filterState[or: "brand", InstantSearchCore.Filter.Facet.self].add(
      InstantSearchCore.Filter.Facet(attribute: "brand", stringValue: "Bose"), InstantSearchCore.Filter.Facet(attribute: "brand", stringValue: "Sony"))
    _ = filterState.remove(InstantSearchCore.Filter.Facet(attribute: "category", stringValue: "tv"))
    filterState.notifyChange()
    XCTAssertEqual(notifications.count, 1)
    XCTAssertEqual(Set(params.facetRefinements["brand"]?.map(\.value) ?? []), ["Bose", "Sony"])
    XCTAssertNil(params.facetRefinements["category"])
    XCTAssertTrue(params.isDisjunctiveFacet(name: "brand"), "an or group makes the attribute disjunctive")
    XCTAssertEqual(notifications.first?["brand"]?.count, 2)
    filterState.notifyChange()
    XCTAssertEqual(notifications.count, 1, "no change, no notification")
  }

  func test_parametersOverAnExistingFilterState() {
    let filterState = FilterState()
    filterState[and: "rating"].add(InstantSearchCore.Filter.Numeric(attribute: "rating", operator: .greaterThanOrEqual, value: 4))
    filterState[and: "tags"].add(InstantSearchCore.Filter.Tag(value: "promo"))
    let params = SearchParameters(filterState: filterState)
    XCTAssertEqual(params.numericRefinements["rating"], [NumericRefinement("rating", .greaterThanOrEqual, 4)])
    XCTAssertEqual(params.buildFilters(), #""rating" >= 4"#)
    params.addFacetRefinement(name: "brand", value: "Sony")
    XCTAssertTrue(filterState.contains(InstantSearchCore.Filter.Tag(value: "promo")), "filters without a v1 form are left alone")
  }

  func test_v2FacetListConnectorOnTheSharedSession_reachesV1Results() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.facets = ["brand"]
    let facetList = FacetListInteractor(selectionMode: .multiple)
    let connector = FacetListConnector(
      searcher: searcher.hitsSearcher, filterState: searcher.filterState, attribute: "brand", interactor: facetList, operator: .or)
    searcher.search()
    awaitCondition { log.results.count == 1 && !facetList.items.isEmpty }
    XCTAssertEqual(Set(facetList.items.map(\.value)), Set(V1Fixtures.brands), "the v2 list follows v1 responses")
    facetList.computeSelections(selectingItemForKey: "Bose")
    XCTAssertEqual(searcher.params.facetRefinements["brand"], [FacetRefinement(name: "brand", value: "Bose")])
    XCTAssertTrue(searcher.params.isDisjunctiveFacet(name: "brand"))
    searcher.search()
    awaitCondition { log.results.count == 2 }
    XCTAssertEqual(log.results.last?.nbHits, V1Fixtures.count { $0["brand"] as? String == "Bose" })
    XCTAssertEqual(log.results.last?.facets(name: "brand")?.count, 4, "disjunctive counts keep the other brands")
    _ = connector
  }

  func test_searchesLaunchedOnTheHitsSearcherReachV1Delegates() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.hitsSearcher.query = "bose"
    searcher.hitsSearcher.search()
    awaitCondition { log.results.count == 1 }
    XCTAssertEqual(log.results.first?.nbHits, 9)
    XCTAssertEqual(searcher.hits.count, 9)
  }
}
