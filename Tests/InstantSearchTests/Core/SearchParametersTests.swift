import InstantSearch
import XCTest

final class SearchParametersTests: XCTestCase {
  /// Counts the refinement notifications a parameters object posts.
  final class NotificationCounter {
    var count = 0
    var lastFacets: [String: [FacetRefinement]]?
    var lastNumerics: [String: [NumericRefinement]]?
    private var token: NSObjectProtocol?

    init(_ params: SearchParameters) {
      token = NotificationCenter.default.addObserver(forName: Searcher.RefinementChangeNotification, object: params, queue: nil) {
        [unowned self] notification in
        count += 1
        lastFacets = notification.userInfo?[Searcher.userInfoFacetRefinementChangeKey] as? [String: [FacetRefinement]]
        lastNumerics = notification.userInfo?[Searcher.userInfoNumericRefinementChangeKey] as? [String: [NumericRefinement]]
      }
    }

    deinit { token.map(NotificationCenter.default.removeObserver) }
  }

  func test_workedExample_filterStrings() {
    let params = SearchParameters()
    params.setFacet(withName: "brand", disjunctive: true)
    params.addFacetRefinement(name: "brand", value: "Apple")
    params.addFacetRefinement(name: "brand", value: "Samsung")
    params.addFacetRefinement(name: "category", value: "phone")
    params.addFacetRefinement(name: "color", value: "red", inclusive: false)
    params.addNumericRefinement("price", .greaterThanOrEqual, 10)
    params.addNumericRefinement("price", .lessThan, 100.5)
    params.setNumeric(withName: "rating", disjunctive: true)
    params.addNumericRefinement("rating", .equal, 4)
    params.addNumericRefinement("rating", .equal, 5)
    let facets = #"("brand":"Apple" OR "brand":"Samsung") AND "category":"phone" AND NOT "color":"red""#
    let numerics = #""price" >= 10 AND "price" < 100.5 AND ("rating" = 4 OR "rating" = 5)"#
    XCTAssertEqual(params.buildFiltersFromFacets(), facets)
    XCTAssertEqual(params.buildFiltersFromNumerics(), numerics)
    XCTAssertEqual(params.buildFilters(), "\(facets) AND \(numerics)")
    XCTAssertEqual(params.buildFacetRefinements()["color"], ["-red"])
    XCTAssertEqual(params.buildFacetRefinements()["brand"], ["Apple", "Samsung"])
  }

  func test_filters_singleDisjunctiveValueKeepsParentheses_andSortedAttributes() {
    let params = SearchParameters()
    params.setFacet(withName: "b", disjunctive: true)
    params.addFacetRefinement(name: "b", value: "x")
    params.addFacetRefinement(name: "B", value: "y")
    params.addFacetRefinement(name: "a", value: "z")
    XCTAssertEqual(params.buildFilters(), #""B":"y" AND "a":"z" AND ("b":"x")"#)
    XCTAssertNil(SearchParameters().buildFilters())
  }

  func test_build_injectsFiltersAndIgnoresManualOnes() {
    let params = SearchParameters()
    params.query = "text"
    params.addFacetRefinement(name: "brand", value: "Apple")
    XCTAssertEqual(params.build(), "filters=%22brand%22:%22Apple%22&query=text")
    params.filters = "manual"
    XCTAssertEqual(params.build(), "filters=%22brand%22:%22Apple%22&query=text")
    XCTAssertEqual(params.filters, "manual", "build() does not mutate")
    params.clearFacetRefinements()
    XCTAssertEqual(params.build(), "query=text")
    params.update()
    XCTAssertNil(params.filters)
  }

  func test_duplicatesAreKept_andRemovalTakesFirstMatchWhateverFlag() {
    let params = SearchParameters()
    params.addFacetRefinement(name: "c", value: "v", inclusive: false)
    params.addFacetRefinement(name: "c", value: "v")
    XCTAssertEqual(params.buildFilters(), #"NOT "c":"v" AND "c":"v""#)
    params.removeFacetRefinement(name: "c", value: "v")
    XCTAssertEqual(params.facetRefinements["c"], [FacetRefinement(name: "c", value: "v")])
    params.toggleFacetRefinement(name: "c", value: "v")
    XCTAssertNil(params.facetRefinements["c"], "the emptied key is deleted")
    params.toggleFacetRefinement(name: "c", value: "w")
    XCTAssertEqual(params.facetRefinements["c"], [FacetRefinement(name: "c", value: "w")])
  }

  func test_updateNumericRefinement_replacesSameOperatorAndAppends() {
    let params = SearchParameters()
    params.addNumericRefinement("p", .greaterThanOrEqual, 2)
    params.addNumericRefinement("p", .lessThan, 3)
    params.updateNumericRefinement("p", .greaterThanOrEqual, 3)
    XCTAssertEqual(params.numericRefinements["p"], [NumericRefinement("p", .lessThan, 3), NumericRefinement("p", .greaterThanOrEqual, 3)])
    params.removeNumericRefinement("p", .lessThan, 3.0)
    XCTAssertEqual(params.numericRefinements["p"], [NumericRefinement("p", .greaterThanOrEqual, 3)])
    params.removeNumericRefinement("p", .greaterThanOrEqual, 3, inclusive: false)
    XCTAssertTrue(params.hasNumericRefinements(name: "p"), "only inclusive ones are removed by default")
    XCTAssertEqual(params.getNumericRefinement(name: "p", operator: .greaterThanOrEqual)?.value, 3)
  }

  func test_notificationCounts_followDictionaryWrites() {
    let params = SearchParameters()
    let counter = NotificationCounter(params)
    params.addFacetRefinement(name: "a", value: "1")
    XCTAssertEqual(counter.count, 1)
    params.addFacetRefinement(name: "a", value: "2")
    params.removeFacetRefinement(name: "a", value: "1")
    XCTAssertEqual(counter.count, 3, "removal with values left: one")
    params.removeFacetRefinement(name: "a", value: "2")
    XCTAssertEqual(counter.count, 5, "removing the last value: the emptied list, then the deleted key")
    params.removeFacetRefinement(name: "a", value: "missing")
    XCTAssertEqual(counter.count, 5)
    params.clearFacetRefinements()
    params.clearFacetRefinements(name: "nothing")
    XCTAssertEqual(counter.count, 7, "clears post even when empty")
    params.addNumericRefinement("n", .equal, 1)
    params.updateNumericRefinement("n", .equal, 2)
    XCTAssertEqual(counter.count, 10, "update: removal + add")
    XCTAssertEqual(counter.lastNumerics?["n"], [NumericRefinement("n", .equal, 2)])
    params.setFacet(withName: "x", disjunctive: true)
    params.query = "q"
    _ = params.buildFilters()
    XCTAssertEqual(counter.count, 10, "flags, parameters and builders post nothing")
    params.clear()
    XCTAssertEqual(counter.count, 12)
    XCTAssertTrue(params.isDisjunctiveFacet(name: "x"), "clear keeps the disjunctive sets")
    XCTAssertNil(params.query)
    params.addFacetRefinement(name: "a", value: "1")
    params.addFacetRefinement(name: "b", value: "1")
    counter.count = 0
    params.removeFacetRefinements { $0.value == "1" }
    XCTAssertEqual(counter.count, 2, "one per attribute whose list changed")
    XCTAssertEqual(counter.lastFacets?.count, 0)
  }

  func test_copyIsIndependent_andEqualityIsOrderSensitiveWithinAnAttribute() {
    let params = SearchParameters()
    params.query = "q"
    params.addFacetRefinement(name: "a", value: "1")
    params.addFacetRefinement(name: "a", value: "2")
    let copy = SearchParameters(from: params)
    XCTAssertEqual(copy, params)
    copy.addFacetRefinement(name: "a", value: "3")
    XCTAssertNotEqual(copy, params)
    XCTAssertEqual(params.facetRefinements["a"]?.count, 2)
    copy.facetRefinements["a"]?.first?.value = "changed"
    XCTAssertEqual(params.facetRefinements["a"]?.first?.value, "1", "refinements are deep-copied")
    let reordered = SearchParameters()
    reordered.query = "q"
    reordered.addFacetRefinement(name: "a", value: "2")
    reordered.addFacetRefinement(name: "a", value: "1")
    XCTAssertNotEqual(reordered, params)
  }

  func test_queryParsingAndTypedProperties() {
    let query = Query.parse("query=a%20b&hitsPerPage=5&facets=%5B%22x%22,%22y%22%5D&bad=1=2&removed&getRankingInfo=TRUE&plus=a+b")
    XCTAssertEqual(query.query, "a b")
    XCTAssertEqual(query.hitsPerPage, 5)
    XCTAssertEqual(query.facets, ["x", "y"])
    XCTAssertNil(query["bad"])
    XCTAssertEqual(query.getRankingInfo, true)
    XCTAssertEqual(query["plus"], "a+b")
    XCTAssertEqual(Query.parse("").parameters, [:])
    let built = Query()
    built.facets = ["a", "b"]
    built.aroundLatLng = LatLng(lat: 1, lng: 2.5)
    built.aroundRadius = .all
    built.typoTolerance = .strict
    built.ignorePlurals = .selected(["en", "fr"])
    built.analytics = false
    XCTAssertEqual(built["facets"], #"["a","b"]"#)
    XCTAssertEqual(built["aroundLatLng"], "1.0,2.5")
    XCTAssertEqual(built.build(), "analytics=false&aroundLatLng=1.0,2.5&aroundRadius=all&facets=[%22a%22,%22b%22]&ignorePlurals=en,fr&typoTolerance=strict")
    XCTAssertEqual(built.aroundLatLng, LatLng(lat: 1, lng: 2.5))
    XCTAssertEqual(built.ignorePlurals, .selected(["en", "fr"]))
    built.facets = nil
    XCTAssertNil(built["facets"])
    XCTAssertEqual(Query(parameters: ["facets": "a,b"]).facets, ["a", "b"], "a comma list reads too")
  }
}
