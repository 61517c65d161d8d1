import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import LocalSearch
import XCTest

/// Facet values whose syntax characters begin a grapheme cluster (a backslash or a quote followed by a
/// combining mark) through every v1 path that writes a filter: each must match exactly the records holding
/// that value, as a brute-force comparison says.
final class HostileFacetValueTests: XCTestCase {
  /// Values that differ only by where a combining acute accent (U+0301) attaches, or by a syntax character.
  static let brands = [
    "Samsung\\\u{301}", "Samsung\u{301}", "Samsung", "Samsung\\", "a\"\u{301}", "a\"", "a", "-Samsung", "Apple<score=5>",
    "x OR y", "(paren)", "colon:value",
  ]

  static let records: [[String: Any]] = brands.enumerated().flatMap { position, brand in
    (0...position).map { copy in ["objectID": "\(position)-\(copy)", "brand": brand, "category": copy % 2 == 0 ? "even" : "odd"] }
  }

  private func index() throws -> V1Index {
    let settings = try IndexSettings(json: ["attributesForFaceting": ["brand", "searchable(category)"]])
    let client = LocalClient(indices: [try LocalIndex(name: "hostile", foundationRecords: Self.records, settings: settings)])
    return V1Index(client: client, name: "hostile")
  }

  private func expectedIDs(brand: String, negated: Bool = false) -> Set<String> {
    Set(Self.records.filter { (($0["brand"] as? String) == brand) != negated }.compactMap { $0["objectID"] as? String })
  }

  private func searchedIDs(_ searcher: V1Searcher) -> Set<String> {
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.hitsPerPage = 1000
    searcher.search()
    awaitCondition { !log.results.isEmpty || !log.errors.isEmpty }
    XCTAssertTrue(log.errors.isEmpty, "\(log.errors)")
    return Set(searcher.hits.compactMap { $0["objectID"] as? String })
  }

  func test_searchParameters_conjunctiveDisjunctiveAndExclusive() throws {
    for brand in Self.brands {
      let conjunctive = V1Searcher(index: try index())
      conjunctive.params.addFacetRefinement(name: "brand", value: brand)
      XCTAssertEqual(searchedIDs(conjunctive), expectedIDs(brand: brand), "filters text for \(brand.unicodeScalars.map(\.value))")

      let disjunctive = V1Searcher(index: try index())
      disjunctive.params.setFacet(withName: "brand", disjunctive: true)
      disjunctive.params.addFacetRefinement(name: "brand", value: brand)
      XCTAssertEqual(searchedIDs(disjunctive), expectedIDs(brand: brand), "query builder for \(brand.unicodeScalars.map(\.value))")

      let exclusive = V1Searcher(index: try index())
      exclusive.params.addFacetRefinement(name: "brand", value: brand, inclusive: false)
      XCTAssertEqual(searchedIDs(exclusive), expectedIDs(brand: brand, negated: true), "NOT for \(brand.unicodeScalars.map(\.value))")
    }
  }

  func test_refinementListSelection_andFacetControl() throws {
    for brand in Self.brands {
      let instantSearch = InstantSearch(searcher: V1Searcher(index: try index()))
      instantSearch.params.hitsPerPage = 1000
      let list = RefinementViewDouble(attribute: "brand")
      list.limit = 100
      instantSearch.register(widget: list)
      awaitCondition { list.viewModel.numberOfRows() == Self.brands.count && !instantSearch.getSearcher().hasPendingRequests }
      let row = (0..<list.viewModel.numberOfRows()).first { list.viewModel.facetForRow(at: IndexPath(row: $0, section: 0)).value == brand }
      let position = try XCTUnwrap(row, "the list shows \(brand)")
      let delivered = instantSearch.getSearcher().results
      list.viewModel.didSelectRow(at: IndexPath(row: position, section: 0))
      awaitCondition { instantSearch.getSearcher().results !== delivered && !instantSearch.getSearcher().hasPendingRequests }
      XCTAssertEqual(Set(instantSearch.getSearcher().hits.compactMap { $0["objectID"] as? String }), expectedIDs(brand: brand))

      let controlled = InstantSearch(searcher: V1Searcher(index: try index()))
      controlled.params.hitsPerPage = 1000
      let control = FacetViewDouble(attribute: "brand")
      controlled.register(widget: control)
      awaitCondition { !controlled.getSearcher().hasPendingRequests }
      let before = controlled.getSearcher().results
      control.viewModel.addFacet(value: brand, doSearch: true)
      awaitCondition { controlled.getSearcher().results !== before && !controlled.getSearcher().hasPendingRequests }
      XCTAssertEqual(Set(controlled.getSearcher().hits.compactMap { $0["objectID"] as? String }), expectedIDs(brand: brand))
    }
  }

  func test_legacyFacetFilters_fromV1RefinementsAndTheCoreConverter() throws {
    for brand in Self.brands {
      for negated in [false, true] {
        let params = SearchParameters()
        params.addFacetRefinement(name: "brand", value: brand, inclusive: !negated)
        let fromV1 = V1Query()
        fromV1.facetFilters = params.buildFacetFilters()
        fromV1.hitsPerPage = 1000
        let fromCore = V1Query()
        let legacy = FilterConverter().legacy(Filter.Facet(attribute: "brand", stringValue: brand, isNegated: negated))
        fromCore.facetFilters = legacy?.units.flatMap(\.expressions)
        fromCore.hitsPerPage = 1000
        for query in [fromV1, fromCore] {
          var ids: Set<String>?
          let answered = expectation(description: "the index's answer")
          try index().search(query, requestOptions: nil) { content, error in
            XCTAssertNil(error, "\(String(describing: error))")
            ids = Set((content?["hits"] as? [[String: Any]] ?? []).compactMap { $0["objectID"] as? String })
            answered.fulfill()
          }
          wait(for: [answered], timeout: 10)
          XCTAssertEqual(ids, expectedIDs(brand: brand, negated: negated), "\(query.facetFilters ?? []) for \(brand.unicodeScalars.map(\.value))")
        }
      }
    }
  }

  func test_disjunctiveFacetingHelper_andFacetSearch() throws {
    for brand in Self.brands {
      let index = try index()
      var content: [String: Any]?
      let helped = expectation(description: "the disjunctive-faceting helper's answer")
      index.searchDisjunctiveFaceting(
        V1Query(), disjunctiveFacets: ["brand"], refinements: ["brand": [brand]], requestOptions: nil
      ) { answer, error in
        XCTAssertNil(error)
        content = answer
        helped.fulfill()
      }
      wait(for: [helped], timeout: 10)
      // The helper's refinement strings refine a value out with a leading `-`, as v1's did.
      let excluded = brand.unicodeScalars.first == "-"
      let expected = excluded ? expectedIDs(brand: String(brand.dropFirst()), negated: true) : expectedIDs(brand: brand)
      XCTAssertEqual(content?["nbHits"] as? Int, expected.count, "helper for \(brand.unicodeScalars.map(\.value))")

      let searcher = V1Searcher(index: index)
      searcher.params.addFacetRefinement(name: "brand", value: brand)
      var counts: [String: Int]?
      let counted = expectation(description: "the facet search's answer")
      searcher.searchForFacetValues(of: "category", matching: "") { answer, _ in
        let hits = answer?["facetHits"] as? [[String: Any]] ?? []
        counts = Dictionary(uniqueKeysWithValues: hits.compactMap { hit in (hit["value"] as? String).map { ($0, hit["count"] as? Int ?? 0) } })
        counted.fulfill()
      }
      wait(for: [counted], timeout: 10)
      let matching = Self.records.filter { ($0["brand"] as? String) == brand }
      XCTAssertEqual(counts?["even"] ?? 0, matching.filter { ($0["category"] as? String) == "even" }.count, "facet search for \(brand.unicodeScalars.map(\.value))")
    }
  }
}
