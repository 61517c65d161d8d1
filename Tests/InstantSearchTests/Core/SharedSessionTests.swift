import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import LocalSearch
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

// MARK: - Every filter kind of the core in v1 searches

extension SharedSessionTests {
  /// For every filter kind the core has, added to the shared filter state by a v2 accessor, with and without v1
  /// refinements and v1 disjunctive facets beside it, the v1 search's hits are those a brute-force scan selects.
  func test_everyV2FilterKind_reachesV1Searches_asABruteForceScanSelects() throws {
    let client = try SharedCatalogue.client()
    for kind in SharedCatalogue.filterKinds {
      for setting in SharedCatalogue.v1Settings {
        for notifies in [true, false] {
          let searcher = Searcher(index: Index(client: client, name: SharedCatalogue.indexName))
          searcher.params.hitsPerPage = 100
          setting.apply(searcher.params)
          kind.add(searcher.filterState)
          if notifies { searcher.filterState.notifyChange() }
          let label = "\(kind.name), \(setting.name), \(notifies ? "notified" : "not notified")"
          let results = try XCTUnwrap(awaitNextResults(of: searcher) { searcher.search() }, label)
          let expected = SharedCatalogue.objectIDs { setting.selects($0) && kind.selects($0) }
          XCTAssertEqual(Set(results.latestHits.compactMap { $0["objectID"] as? String }), expected, label)
          XCTAssertEqual(results.nbHits, expected.count, label)
        }
      }
    }
  }

  /// The cases the session must get right, counted: a v2 range alone, a tag no record has, a v1 refinement beside
  /// a v2 range, and the same with a v1 disjunctive facet.
  func test_v2RangeAndTag_withAndWithoutV1Refinements_countedOnTheCatalogue() throws {
    let client = try SharedCatalogue.client()
    func hits(_ configure: (V1Searcher) -> Void) throws -> Int {
      let searcher = Searcher(index: Index(client: client, name: SharedCatalogue.indexName))
      configure(searcher)
      return try XCTUnwrap(awaitNextResults(of: searcher) { searcher.search() }).nbHits
    }
    let range = InstantSearchCore.Filter.Numeric(attribute: "salePrice", range: 10...50)
    XCTAssertEqual(try hits { $0.filterState[and: "price"].add(range) }, 6)
    XCTAssertEqual(try hits { $0.filterState[and: "tags"].add(InstantSearchCore.Filter.Tag(value: "nobody")) }, 0)
    XCTAssertEqual(
      try hits {
        $0.params.addFacetRefinement(name: "shipping", value: "premium")
        $0.filterState[and: "price"].add(range)
      }, 3)
    XCTAssertEqual(
      try hits {
        $0.params.setFacet(withName: "brand", disjunctive: true)
        $0.params.addFacetRefinement(name: "brand", value: "Acme")
        $0.params.addFacetRefinement(name: "shipping", value: "premium")
        $0.filterState[and: "price"].add(range)
      }, SharedCatalogue.objectIDs { $0.brand == "Acme" && $0.shipping == "premium" && (10...50).contains($0.salePrice) }.count)
  }

  /// A `filters` text v1 code sets on the parameters is replaced by the filter state's, as v1's searcher
  /// replaced it; v1's own renderings keep their text.
  func test_manualFiltersText_isReplaced_andV1RenderingsKeepTheirText() throws {
    let searcher = Searcher(index: Index(client: try SharedCatalogue.client(), name: SharedCatalogue.indexName))
    searcher.params.filters = #""brand":"Bolt""#
    searcher.params.addNumericRefinement("salePrice", .lessThan, 20)
    searcher.filterState[and: "tags"].add(InstantSearchCore.Filter.Tag(value: "promo"))
    XCTAssertEqual(searcher.params.buildFilters(), #""salePrice" < 20"#, "v1's text shows v1 refinements only")
    let results = try XCTUnwrap(awaitNextResults(of: searcher) { searcher.search() })
    XCTAssertEqual(
      Set(results.latestHits.compactMap { $0["objectID"] as? String }),
      SharedCatalogue.objectIDs { $0.salePrice < 20 && $0.tags.contains("promo") })
    XCTAssertEqual(searcher.params.filters, #""brand":"Bolt""#, "the parameters are not changed")
  }

  /// v1 refinements, seen by v2 components on the same filter state: a connected v2 hits searcher searches with
  /// them, a facet list shows them selected, and the current-filters list names them.
  func test_v1Refinements_areSeenByV2ComponentsAndConnectors() throws {
    let client = try SharedCatalogue.client()
    let searcher = Searcher(index: Index(client: client, name: SharedCatalogue.indexName))
    let v2Searcher = HitsSearcher(client: client, indexName: SharedCatalogue.indexName)
    v2Searcher.request.query.hitsPerPage = 100
    let facetList = FacetListInteractor(selectionMode: .multiple)
    facetList.connectFilterState(searcher.filterState, with: "brand", operator: .or)
    let currentFilters = CurrentFiltersInteractor()
    currentFilters.connectFilterState(searcher.filterState)
    v2Searcher.connectFilterState(searcher.filterState)
    searcher.params.setFacet(withName: "brand", disjunctive: true)
    searcher.params.addFacetRefinement(name: "brand", value: "Core")

    let answered = expectation(description: "the v2 searcher answers the second v1 refinement")
    var v2Response: SearchResponse?
    v2Searcher.onResults.subscribe(with: self) { _, response in
      // The answer to the first refinement may still come: the engine echoes the filters each answer is for.
      guard v2Response == nil, response.params?.contains("year") == true else { return }
      v2Response = response
      answered.fulfill()
    }
    searcher.params.addNumericRefinement("year", .greaterThanOrEqual, 2020)
    wait(for: [answered], timeout: 10)
    let expected = SharedCatalogue.objectIDs { $0.brand == "Core" && $0.year >= 2020 }
    let ids = Set((v2Response?.hits ?? []).compactMap { $0["objectID"]?.stringValue })
    XCTAssertEqual(ids, expected)
    XCTAssertEqual(facetList.selections, ["Core"])
    XCTAssertEqual(currentFilters.items.count, 2)
  }
}

/// Twelve products with a value of every kind a filter reads: strings, numbers, booleans, tags and a hierarchy.
private enum SharedCatalogue {
  static let indexName = "catalogue"

  struct Product {
    let objectID: String
    let brand: String
    let shipping: String
    let salePrice: Double
    let year: Int
    let inStock: Bool
    let tags: [String]
    let lvl0: String
    let lvl1: String

    var record: [String: Any] {
      [
        "objectID": objectID, "name": "\(brand) item \(objectID)", "brand": brand, "shipping": shipping,
        "salePrice": salePrice, "year": year, "inStock": inStock, "_tags": tags,
        "categories": ["lvl0": lvl0, "lvl1": lvl1],
      ]
    }
  }

  static let products: [Product] = (0..<12).map { number in
    let lvl0 = number < 6 ? "Audio" : "Video"
    return Product(
      objectID: "item\(number)", brand: ["Acme", "Bolt", "Core"][number % 3], shipping: number % 2 == 0 ? "premium" : "standard",
      salePrice: Double(number * 7 + 3), year: 2018 + number % 4, inStock: number % 3 != 1,
      tags: (number % 4 == 0 ? ["promo"] : []) + (number % 5 == 0 ? ["new"] : []),
      lvl0: lvl0, lvl1: lvl0 + (number % 2 == 0 ? " > Speakers" : " > Headphones"))
  }

  static func client() throws -> LocalClient {
    let settings = try IndexSettings(
      data: Data(
        #"{"searchableAttributes": ["name"], "attributesForFaceting": ["brand", "shipping", "year", "inStock", "categories.lvl0", "categories.lvl1"]}"#
          .utf8))
    return LocalClient(indices: [try LocalIndex(name: indexName, foundationRecords: products.map(\.record), settings: settings)])
  }

  static func objectIDs(where predicate: (Product) -> Bool) -> Set<String> { Set(products.filter(predicate).map(\.objectID)) }

  /// A filter a v2 component adds, and the records it keeps.
  struct FilterKind {
    let name: String
    let add: (FilterState) -> Void
    let selects: (Product) -> Bool
  }

  typealias Facet = InstantSearchCore.Filter.Facet
  typealias Numeric = InstantSearchCore.Filter.Numeric
  typealias Tag = InstantSearchCore.Filter.Tag

  static let filterKinds: [FilterKind] = [
    FilterKind(name: "string facet", add: { $0[and: "v2"].add(Facet(attribute: "shipping", stringValue: "standard")) }, selects: { $0.shipping == "standard" }),
    FilterKind(name: "number facet", add: { $0[and: "v2"].add(Facet(attribute: "year", floatValue: 2019)) }, selects: { $0.year == 2019 }),
    FilterKind(name: "boolean facet", add: { $0[and: "v2"].add(Facet(attribute: "inStock", boolValue: true)) }, selects: { $0.inStock }),
    FilterKind(name: "negated facet", add: { $0[and: "v2"].add(Facet(attribute: "brand", stringValue: "Bolt", isNegated: true)) }, selects: { $0.brand != "Bolt" }),
    FilterKind(name: "or group of facets", add: { $0[or: "years", Facet.self].add(Facet(attribute: "year", floatValue: 2018), Facet(attribute: "year", floatValue: 2021)) }, selects: { [2018, 2021].contains($0.year) }),
    FilterKind(name: "tag", add: { $0[and: "v2"].add(Tag(value: "promo")) }, selects: { $0.tags.contains("promo") }),
    FilterKind(name: "negated tag", add: { $0[and: "v2"].add(Tag(value: "new", isNegated: true)) }, selects: { !$0.tags.contains("new") }),
    FilterKind(name: "tag no record has", add: { $0[and: "v2"].add(Tag(value: "nobody")) }, selects: { _ in false }),
    FilterKind(name: "or group of tags", add: { $0[or: "tags", Tag.self].add(Tag(value: "promo"), Tag(value: "new")) }, selects: { !$0.tags.isEmpty }),
    FilterKind(name: "numeric comparison", add: { $0[and: "v2"].add(Numeric(attribute: "salePrice", operator: .greaterThan, value: 40)) }, selects: { $0.salePrice > 40 }),
    FilterKind(name: "numeric range", add: { $0[and: "v2"].add(Numeric(attribute: "salePrice", range: 10...50)) }, selects: { (10...50).contains($0.salePrice) }),
    FilterKind(name: "negated numeric range", add: { $0[and: "v2"].add(Numeric(attribute: "salePrice", range: 10...50, isNegated: true)) }, selects: { !(10...50).contains($0.salePrice) }),
    FilterKind(name: "or group of numerics", add: { $0[or: "prices", Numeric.self].add(Numeric(attribute: "salePrice", operator: .lessThan, value: 10), Numeric(attribute: "salePrice", operator: .greaterThan, value: 70)) }, selects: { $0.salePrice < 10 || $0.salePrice > 70 }),
    FilterKind(
      name: "hierarchical",
      add: { filterState in
        let path = [Facet(attribute: "categories.lvl0", stringValue: "Video"), Facet(attribute: "categories.lvl1", stringValue: "Video > Speakers")]
        filterState.hierarchicalAttributes = ["categories.lvl0", "categories.lvl1"]
        filterState.hierarchicalFilters = path
        filterState[hierarchical: FilterState.hierarchicalGroupName].add(path[1])
      },
      selects: { $0.lvl1 == "Video > Speakers" }),
  ]

  /// Refinements v1 code makes beside the v2 filter, and the records they keep.
  struct V1Setting {
    let name: String
    let apply: (SearchParameters) -> Void
    let selects: (Product) -> Bool
  }

  static let v1Settings: [V1Setting] = [
    V1Setting(name: "no v1 refinement", apply: { _ in }, selects: { _ in true }),
    V1Setting(name: "v1 conjunctive refinement", apply: { $0.addFacetRefinement(name: "shipping", value: "premium") }, selects: { $0.shipping == "premium" }),
    V1Setting(name: "v1 numeric refinement", apply: { $0.addNumericRefinement("year", .lessThan, 2021) }, selects: { $0.year < 2021 }),
    V1Setting(
      name: "v1 disjunctive facet",
      apply: {
        $0.setFacet(withName: "brand", disjunctive: true)
        $0.addFacetRefinement(name: "brand", value: "Acme")
        $0.addFacetRefinement(name: "brand", value: "Core")
      },
      selects: { ["Acme", "Core"].contains($0.brand) }),
    V1Setting(name: "v1 disjunctive facet, no refinement", apply: { $0.setFacet(withName: "brand", disjunctive: true) }, selects: { _ in true }),
    V1Setting(
      name: "v1 disjunctive facet and a conjunctive one",
      apply: {
        $0.setFacet(withName: "brand", disjunctive: true)
        $0.addFacetRefinement(name: "brand", value: "Bolt")
        $0.addFacetRefinement(name: "shipping", value: "standard")
      },
      selects: { $0.brand == "Bolt" && $0.shipping == "standard" }),
  ]
}
