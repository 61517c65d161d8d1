import InstantSearch
import InstantSearchTestKit
import XCTest

/// The built-in view models, driven through `InstantSearch` on the embedded engine with view doubles.
final class ViewModelBehaviourTests: XCTestCase {
  private func instantSearch() throws -> InstantSearch {
    InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
  }

  func test_hits_registrationWritesHitsPerPage_resultsReloadAndScrollTop() throws {
    let instantSearch = try instantSearch()
    let view = HitsViewDouble()
    view.hitsPerPage = 10
    XCTAssertNil(instantSearch.params.hitsPerPage)
    instantSearch.register(widget: view)
    XCTAssertEqual(instantSearch.params.hitsPerPage, 10)
    XCTAssertEqual(view.reloads, 1, "no hits yet: reloaded at registration")
    instantSearch.search()
    awaitCondition { view.viewModel.numberOfRows() == 10 }
    XCTAssertEqual(view.reloads, 2)
    XCTAssertEqual(view.scrolls, 1)
    _ = view.viewModel.hitForRow(at: IndexPath(row: 2, section: 0))
    XCTAssertFalse(instantSearch.getSearcher().hasPendingRequests)
    awaitSettled(instantSearch.getSearcher())
    XCTAssertEqual(view.viewModel.numberOfRows(), 10, "rows far from the end load nothing")
    _ = view.viewModel.hitForRow(at: IndexPath(row: 5, section: 0))
    awaitCondition { view.viewModel.numberOfRows() == 20 }
    XCTAssertEqual(view.scrolls, 1, "load-more pages do not scroll to the top")
  }

  func test_hits_emptyQueryAndUnconfigured() throws {
    let instantSearch = try instantSearch()
    let view = HitsViewDouble()
    view.showItemsOnEmptyQuery = false
    XCTAssertEqual(view.viewModel.numberOfRows(), 0)
    XCTAssertTrue(view.viewModel.hitForRow(at: IndexPath(row: 0, section: 0)).isEmpty, "unconfigured: an empty hit")
    instantSearch.register(widget: view)
    instantSearch.search()
    awaitCondition { instantSearch.getSearcher().results != nil }
    XCTAssertEqual(view.viewModel.numberOfRows(), 0)
    instantSearch.params.query = "sony"
    XCTAssertEqual(view.viewModel.numberOfRows(), 20, "the next query decides, not the displayed one")
  }

  func test_stats_templateErrorAndClearTexts() throws {
    let instantSearch = try instantSearch()
    let view = StatsViewDouble()
    view.resultTemplate = "{nbHits} hits, page {page} of {nbPages}, {hitsPerPage} per page, {processingTimeMS}? {unknown}"
    instantSearch.register(widget: view)
    XCTAssertEqual(view.texts, [""])
    instantSearch.params.hitsPerPage = 5
    instantSearch.search(with: "bose")
    awaitCondition { view.texts.count == 2 }
    XCTAssertTrue(view.texts[1].hasPrefix("9 hits, page 0 of 2, 5 per page, "), view.texts[1])
    XCTAssertTrue(view.texts[1].hasSuffix("? {unknown}"))
    view.resultTemplate = "{query}"
    instantSearch.search(with: "sony")
    awaitCondition { view.texts.count == 3 }
    XCTAssertEqual(view.texts[2], #"Optional("sony")"#)
    view.resultTemplate = "{{nbHits}} {page} {query}"
    instantSearch.search(with: "{page}")
    awaitCondition { view.texts.count == 4 }
    XCTAssertEqual(view.texts[3], #"{0} 0 Optional("{page}")"#, "a placeholder in the query stays as typed")
    view.resultTemplate = "{query}"
    for query in ["say \"hi\" \\ back", "tab\tline\nend", "\u{0}\u{7F}\u{200B}é🎸", ""] {
      let before = view.texts.count
      instantSearch.search(with: query)
      awaitCondition { view.texts.count == before + 1 }
      XCTAssertEqual(view.texts.last, String(describing: Optional(query)), "v1 shows the optional's description")
    }
    view.resultTemplate = "→ page {page}: résultats 🎸{unknown}{page}{"
    let before = view.texts.count
    instantSearch.search(with: "sony")
    awaitCondition { view.texts.count == before + 1 }
    XCTAssertEqual(view.texts.last, "→ page 0: résultats 🎸{unknown}0{", "the text around placeholders is kept as written")
    (view.viewModel as? ResultingDelegate)?.on(results: nil, error: HTTPError(statusCode: 500, message: nil), userInfo: [:])
    XCTAssertEqual(view.texts.last, "Error in fetching results")
  }

  func test_searchBox_searchesAndEchoesQueryWrites() throws {
    let instantSearch = try instantSearch()
    let box = SearchViewDouble()
    let stats = StatsViewDouble()
    instantSearch.register(widget: box)
    instantSearch.register(widget: stats)
    box.viewModel.search(query: "bose")
    XCTAssertEqual(box.texts.map(\.0), ["bose"])
    awaitCondition { stats.texts.last == "9 results" }
    instantSearch.search(with: "tv")
    XCTAssertEqual(box.texts.last?.0, "tv", "the box follows any query write")
    XCTAssertEqual(box.texts.last?.1, false)
    box.viewModel.search(query: nil)
    XCTAssertEqual(box.texts.count, 2, "a nil query updates nothing")
    (box.viewModel as? ResettableDelegate)?.onReset()
    XCTAssertEqual(box.texts.last?.0, "")
    XCTAssertEqual(box.texts.last?.1, true)
  }

  func test_refinementList_registrationSelectionAndRebuild() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "brand")
    let stats = StatsViewDouble()
    instantSearch.register(widget: stats)
    instantSearch.register(widget: list)
    XCTAssertEqual(instantSearch.params.facets, ["brand"])
    awaitCondition { list.viewModel.numberOfRows() == 4 }
    XCTAssertEqual((0..<4).map { list.viewModel.facetForRow(at: IndexPath(row: $0, section: 0)).count }, [9, 9, 9, 9])
    XCTAssertEqual((0..<4).map { list.viewModel.facetForRow(at: IndexPath(row: $0, section: 0)).value }, ["Apple", "Bose", "Samsung", "Sony"])
    list.viewModel.didSelectRow(at: IndexPath(row: 3, section: 0))
    XCTAssertTrue(list.viewModel.isRefined(at: IndexPath(row: 3, section: 0)), "live parameters: refined before the response")
    XCTAssertEqual(list.deselected, [IndexPath(row: 3, section: 0)])
    XCTAssertTrue(instantSearch.params.isDisjunctiveFacet(name: "brand"))
    awaitCondition { stats.texts.last == "9 results" }
    XCTAssertEqual(list.viewModel.facetForRow(at: IndexPath(row: 0, section: 0)).value, "Sony", "refined first")
    XCTAssertEqual(list.viewModel.numberOfRows(), 4, "or: the other values keep their counts")
    list.limit = 2
    XCTAssertEqual(list.viewModel.numberOfRows(), 2)
  }

  func test_refinementList_singleSelectionAndOperatorErrors() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "category")
    list.operator = "and"
    list.areMultipleSelectionsAllowed = false
    instantSearch.register(widget: list)
    awaitCondition { list.viewModel.numberOfRows() == 3 }
    list.viewModel.didSelectRow(at: IndexPath(row: 0, section: 0))
    let first = list.viewModel.facetForRow(at: IndexPath(row: 0, section: 0)).value
    list.viewModel.didSelectRow(at: IndexPath(row: 1, section: 0))
    let second = list.viewModel.facetForRow(at: IndexPath(row: 1, section: 0)).value
    XCTAssertEqual(instantSearch.params.facetRefinements["category"], [FacetRefinement(name: "category", value: second)])
    XCTAssertNotEqual(first, second)
    list.viewModel.didSelectRow(at: IndexPath(row: 1, section: 0))
    XCTAssertNil(instantSearch.params.facetRefinements["category"], "selecting the selected value deselects it")

    let broken = RefinementViewDouble(attribute: "brand")
    broken.operator = ">>"
    instantSearch.register(widget: broken, doSearch: false)
    XCTAssertEqual(
      fatalMessage { broken.viewModel.didSelectRow(at: IndexPath(row: 0, section: 0)) },
      "operator of RefinementMenu cannot be interpreted. Please chose one of: 'or', 'and'")
    XCTAssertEqual(
      fatalMessage { instantSearch.register(widget: RefinementViewDouble(attribute: ""), doSearch: false) },
      "you must assign a value to the attribute of a refinement before adding it to InstantSearch")
  }

  func test_numericControl_initialValueUpdatesAndEcho() throws {
    let instantSearch = try instantSearch()
    let slider = NumericViewDouble(attribute: "price")
    slider.value = 100
    instantSearch.register(widget: slider, doSearch: false)
    XCTAssertEqual(instantSearch.params.numericRefinements["price"], [NumericRefinement("price", .greaterThanOrEqual, 100)])
    let other = NumericViewDouble(attribute: "price")
    other.operator = "<"
    other.inclusive = false
    other.value = 5.5
    instantSearch.register(widget: other, doSearch: false)
    XCTAssertEqual(instantSearch.params.buildFiltersFromNumerics(), #""price" >= 100 AND NOT "price" < 5.5"#)
    slider.viewModel.updateNumeric(value: 200, doSearch: false)
    XCTAssertEqual(slider.shown.last, 200, "the refinement echo shows the new value")
    XCTAssertEqual(instantSearch.params.numericRefinements["price"]?.count, 2)
    let bad = NumericViewDouble(attribute: "price")
    bad.operator = "="
    XCTAssertEqual(
      fatalMessage { instantSearch.register(widget: bad, doSearch: false) },
      "No valid operator for the numeric control. Use something like < or >=")
    XCTAssertEqual(
      fatalMessage { instantSearch.register(widget: NumericViewDouble(attribute: ""), doSearch: false) },
      "you must assign a value to the attribute of a Numeric Control before adding it to InstantSearch")
  }

  func test_facetControl_addUpdateRemoveAndEcho() throws {
    let instantSearch = try instantSearch()
    let stats = StatsViewDouble()
    instantSearch.register(widget: stats)
    let control = FacetViewDouble(attribute: "category")
    instantSearch.register(widget: control)
    XCTAssertEqual(control.configured, 1)
    awaitCondition { stats.texts.count == 2 }
    control.viewModel.addFacet(value: "tv", doSearch: true)
    XCTAssertEqual(control.shown.last, "tv")
    awaitCondition { stats.texts.last == "12 results" }
    control.viewModel.addFacet(value: "tv", doSearch: true)
    XCTAssertFalse(instantSearch.getSearcher().hasPendingRequests, "adding a refined value does not search")
    control.viewModel.updateFacet(oldValue: "tv", newValue: "phone", doSearch: false)
    XCTAssertEqual(instantSearch.params.facetRefinements["category"], [FacetRefinement(name: "category", value: "phone")])
    control.viewModel.removeFacet(value: "phone")
    XCTAssertEqual(control.shown.last, "", "the emptied list shows an empty value")
    XCTAssertTrue(instantSearch.getSearcher().hasPendingRequests, "removing always searches")
    XCTAssertEqual(
      fatalMessage { instantSearch.register(widget: FacetViewDouble(attribute: "")) },
      "you must assign a value to the attribute of a Facet Control before adding it to InstantSearch")
  }

  func test_multiHits_sectionsFollowTheWidgetsIndices() throws {
    let client = try V1Fixtures.client()
    let all = SearcherId(index: "products")
    let sony = SearcherId(index: "products", variant: "sony")
    let instantSearch = InstantSearch(
      searchables: [Index(client: client, name: "products"), Index(client: client, name: "products")], searcherIds: [all, sony])
    instantSearch.getSearcher(named: "products", withId: "sony")?.params.query = "sony"
    let view = MultiHitsViewDouble()
    view.indicesArray = ["products", "products"]
    view.variantsArray = ["sony", ""]
    view.hitsPerSectionArray = [4]
    instantSearch.register(widget: view)
    XCTAssertEqual(view.viewModel.numberOfSections(), 2)
    instantSearch.search()
    awaitCondition { view.viewModel.numberOfRows(in: 0) == 4 && view.viewModel.numberOfRows(in: 1) == 4 }
    XCTAssertEqual(view.viewModel.hitForRow(at: IndexPath(row: 0, section: 0))["brand"] as? String, "Sony")
    XCTAssertEqual(view.viewModel.numberOfRows(in: 5), 0)
    let unknown = MultiHitsViewDouble()
    unknown.indicesArray = ["missing"]
    XCTAssertEqual(fatalMessage { instantSearch.register(widget: unknown) }, "Index name not declared when configuring InstantSearch")
  }
}
