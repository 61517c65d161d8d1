import InstantSearchTestKit
import XCTest

@testable import InstantSearch

/// Every v1 protocol entry point of the built-in view models, called directly with inputs their searcher never
/// produced (results made by hand, refinements of other parameters), as a custom binder, a protocol-driven
/// widget or a v1 test suite calls them: each behaves as InstantSearch 4.0.0's view model did.
final class ForeignInputTests: XCTestCase {
  private let counts = [
    "Headphones": 188, "Flat-Panel TVs": 190, "Movies & TV Shows": 1574, "Cell Phone Cases & Clips": 572,
    "iPad Cases, Covers & Sleeves": 165,
  ]
  private let newValue = "Facet Refinement New Value"

  private func instantSearch() throws -> InstantSearch {
    InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
  }

  /// Results made by hand: `nbHits` and the given facet counts.
  private func handMadeResults(facets: [String: [String: Int]], nbHits: Int = 2689, page: Int = 0) throws -> SearchResults {
    try SearchResults(content: ["hits": [[String: Any]](), "nbHits": nbHits, "page": page, "facets": facets], disjunctiveFacets: [])
  }

  private func rows(_ list: RefinementViewDouble) -> [String] {
    (0..<list.viewModel.numberOfRows()).map { list.viewModel.facetForRow(at: IndexPath(row: $0, section: 0)) }.map { "\($0.value) \($0.count)" }
  }

  private func refinedRows(_ list: RefinementViewDouble) -> [String] {
    (0..<list.viewModel.numberOfRows()).map { IndexPath(row: $0, section: 0) }.filter { list.viewModel.isRefined(at: $0) }
      .map { list.viewModel.facetForRow(at: $0).value }
  }

  // MARK: RefinementMenuViewModel

  func test_refinementList_onResults_showsTheResultsHandedToIt_forEverySort_withAndWithoutRefinedFirst() throws {
    for sortBy in ["count:desc", "count:asc", "name:asc", "name:desc", "rating:desc"] {
      for refinedFirst in [false, true] {
        let instantSearch = try instantSearch()
        let list = RefinementViewDouble(attribute: "category")
        list.sortBy = sortBy
        list.refinedFirst = refinedFirst
        instantSearch.register(widget: list, doSearch: false)
        let params = instantSearch.params
        params.addFacetRefinement(name: "category", value: "Flat-Panel TVs")
        params.addFacetRefinement(name: "category", value: newValue)
        let reloads = list.reloads

        (list.viewModel as? ResultingDelegate)?.on(results: try handMadeResults(facets: ["category": counts]), error: nil, userInfo: [:])

        let label = "\(sortBy), refinedFirst \(refinedFirst)"
        XCTAssertEqual(list.reloads, reloads + 1, label)
        // v1's own list function, pinned by v1's ten sorting cases (RefinementListSortingTests).
        let expected = RefinementMenuViewModel().getRefinementList(
          params: params, facetCounts: counts, andFacetName: "category",
          transformRefinementList: .init(named: sortBy), areRefinedValuesFirst: refinedFirst
        ).map { "\($0.value) \($0.count)" }
        XCTAssertEqual(rows(list), expected, label)
        XCTAssertEqual(Set(rows(list)), Set(counts.map { "\($0.key) \($0.value)" } + ["\(newValue) 0"]), "every counted value: \(label)")
        XCTAssertEqual(Set(refinedRows(list)), ["Flat-Panel TVs", newValue], label)
      }
    }
  }

  func test_refinementList_onResults_countDescRefinedFirst_asV1ListedIt() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "category")
    list.limit = 4
    instantSearch.register(widget: list, doSearch: false)
    instantSearch.params.addFacetRefinement(name: "category", value: "Flat-Panel TVs")
    instantSearch.params.addFacetRefinement(name: "category", value: newValue)
    (list.viewModel as? ResultingDelegate)?.on(results: try handMadeResults(facets: ["category": counts]), error: nil, userInfo: [:])
    XCTAssertEqual(rows(list), ["Flat-Panel TVs 190", "\(newValue) 0", "Movies & TV Shows 1574", "Cell Phone Cases & Clips 572"])
    let viewModel = try XCTUnwrap(list.viewModel as? RefinementMenuViewModel)
    XCTAssertEqual(viewModel.facetResults.count, 6, "the limit cuts the rows, not the list")
    XCTAssertEqual(Set(viewModel.facetListInteractor.items.map(\.value)), Set(counts.keys), "the interactor holds the handed counts")
  }

  func test_refinementList_onResults_withoutTheAttribute_empties_andAnErrorKeepsTheList() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "category")
    instantSearch.register(widget: list, doSearch: false)
    let resulting = try XCTUnwrap(list.viewModel as? ResultingDelegate)
    resulting.on(results: try handMadeResults(facets: ["category": counts]), error: nil, userInfo: [:])
    XCTAssertEqual(list.viewModel.numberOfRows(), 5)
    resulting.on(results: nil, error: HTTPError(statusCode: 500, message: nil), userInfo: [:])
    XCTAssertEqual(list.viewModel.numberOfRows(), 5, "an error leaves the list")
    XCTAssertEqual(list.reloads, 2, "and still reloads")
    resulting.on(results: try handMadeResults(facets: ["brand": ["Sony": 3]]), error: nil, userInfo: [:])
    XCTAssertEqual(list.viewModel.numberOfRows(), 0, "results without the attribute's counts empty the list")
    XCTAssertEqual(list.reloads, 3)
    resulting.on(results: try handMadeResults(facets: ["category": ["tv": 2]]), error: nil, userInfo: [:])
    XCTAssertEqual(rows(list), ["tv 2"], "each handed result replaces the last")
    (list.viewModel as? ResettableDelegate)?.onReset()
    XCTAssertEqual(list.reloads, 5)
    XCTAssertEqual(rows(list), ["tv 2"], "a reset only reloads")
  }

  func test_refinementList_aDeliveredResponse_showsOnce_withTheSearchersCounts() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "brand")
    instantSearch.register(widget: list, doSearch: false)
    let searcher = instantSearch.getSearcher()
    for query in ["", "phone", "sony tv"] {
      let reloads = list.reloads
      let results = try XCTUnwrap(awaitNextResults(of: searcher) { instantSearch.search(with: query) })
      XCTAssertEqual(list.reloads, reloads + 1, "one reload per delivery: \(query)")
      let delivered = try XCTUnwrap(results.facets(name: "brand"))
      XCTAssertEqual(Set(rows(list)), Set(delivered.map { "\($0.key) \($0.value)" }), query)
    }
  }

  func test_refinementList_configure_calledDirectly_showsTheSearchersCurrentResults() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let first = RefinementViewDouble(attribute: "category")
    let firstViewModel = try XCTUnwrap(first.viewModel as? SearchableViewModel)
    firstViewModel.configure(with: searcher)
    XCTAssertEqual(searcher.params.facets, ["category"], "the attribute is added to the facets")
    XCTAssertEqual(first.reloads, 0, "nothing shown before results")
    let results = try XCTUnwrap(awaitNextResults(of: searcher) { searcher.search() })

    let second = RefinementViewDouble(attribute: "category")
    try XCTUnwrap(second.viewModel as? SearchableViewModel).configure(with: searcher)
    XCTAssertEqual(second.reloads, 1, "the facet was there: shown at once")
    XCTAssertEqual(Set(rows(second)), Set(try XCTUnwrap(results.facets(name: "category")).map { "\($0.key) \($0.value)" }))
    let third = RefinementViewDouble(attribute: "brand")
    try XCTUnwrap(third.viewModel as? SearchableViewModel).configure(with: searcher)
    XCTAssertEqual(searcher.params.facets, ["category", "brand"])
    XCTAssertEqual(third.reloads, 0, "a facet appended is shown from the next response only")
  }

  // MARK: Hits

  func test_hits_onResults_reloads_andScrollsOnAFirstPageWithRows() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let view = HitsViewDouble()
    let viewModel = try XCTUnwrap(view.viewModel as? HitsViewModel)
    viewModel.configure(with: searcher)
    XCTAssertEqual(searcher.params.hitsPerPage, 20)
    XCTAssertEqual(view.reloads, 1, "no hits yet: reloaded at configuration")

    viewModel.on(results: try handMadeResults(facets: [:]), error: nil, userInfo: [:])
    XCTAssertEqual(view.reloads, 2)
    XCTAssertEqual(view.scrolls, 0, "no rows: no scroll")
    awaitNextResults(of: searcher) { searcher.search() }
    let (reloads, scrolls) = (view.reloads, view.scrolls)
    viewModel.on(results: try handMadeResults(facets: [:], page: 0), error: nil, userInfo: [:])
    XCTAssertEqual(view.reloads, reloads + 1)
    XCTAssertEqual(view.scrolls, scrolls + 1, "a first page with rows scrolls to the top")
    viewModel.on(results: try handMadeResults(facets: [:], page: 3), error: nil, userInfo: [:])
    XCTAssertEqual(view.reloads, reloads + 2)
    XCTAssertEqual(view.scrolls, scrolls + 1, "a further page does not")
    XCTAssertEqual(viewModel.numberOfRows(), 20, "the rows are the searcher's hits, as in v1")
    viewModel.on(results: nil, error: HTTPError(statusCode: 500, message: nil), userInfo: [:])
    XCTAssertEqual(view.reloads, reloads + 2, "an error reloads nothing")
    viewModel.onReset()
    XCTAssertEqual(view.reloads, reloads + 3)
  }

  func test_multiHits_onResults_reloads_errorsDoNot_resetDoes() throws {
    let view = MultiHitsViewDouble()
    let resulting = try XCTUnwrap(view.viewModel as? ResultingDelegate)
    resulting.on(results: try handMadeResults(facets: [:]), error: nil, userInfo: [:])
    XCTAssertEqual(view.reloads, 1)
    resulting.on(results: nil, error: HTTPError(statusCode: 500, message: nil), userInfo: [:])
    XCTAssertEqual(view.reloads, 1)
    (view.viewModel as? ResettableDelegate)?.onReset()
    XCTAssertEqual(view.reloads, 2)
    XCTAssertEqual(view.viewModel.numberOfSections(), 0, "never configured: no sections")
  }

  // MARK: Stats

  func test_stats_onResults_rendersTheHandedResults_errorsAndReset() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let view = StatsViewDouble()
    view.resultTemplate = "{nbHits} hits, page {page} of {nbPages}, {hitsPerPage} per page, {query}"
    let viewModel = try XCTUnwrap(view.viewModel as? StatsViewModel)
    viewModel.configure(with: searcher)
    XCTAssertEqual(view.texts.last, "", "no results: the clear text")
    let results = try SearchResults(
      content: ["hits": [[String: Any]](), "nbHits": 12, "page": 0, "nbPages": 3, "hitsPerPage": 5, "query": "héllo"], disjunctiveFacets: [])
    viewModel.on(results: results, error: nil, userInfo: [:])
    XCTAssertEqual(view.texts.last, #"12 hits, page 0 of 3, 5 per page, Optional("héllo")"#)
    viewModel.on(results: nil, error: HTTPError(statusCode: 500, message: nil), userInfo: [:])
    XCTAssertEqual(view.texts.last, "Error in fetching results")
    view.clearText = "–"
    viewModel.onReset()
    XCTAssertEqual(view.texts.last, "–")
  }

  // MARK: Search box

  func test_searchBox_configure_followsQueryWrites_andResetClearsTheText() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let view = SearchViewDouble()
    let viewModel = try XCTUnwrap(view.viewModel as? SearchViewModel)
    viewModel.configure(with: searcher)
    searcher.params.query = "from elsewhere"
    XCTAssertEqual(view.texts.last?.0, "from elsewhere")
    XCTAssertEqual(view.texts.last?.1, false)
    viewModel.onReset()
    XCTAssertEqual(view.texts.last?.0, "")
    XCTAssertEqual(view.texts.last?.1, true)
  }

  // MARK: Numeric and facet controls

  func test_numericControl_onRefinementChange_showsEveryMatchingRefinement_ofAnyParameters() throws {
    let instantSearch = try instantSearch()
    let slider = NumericViewDouble(attribute: "price")
    instantSearch.register(widget: slider, doSearch: false)
    let refinable = try XCTUnwrap(slider.viewModel as? RefinableDelegate)
    let shown = slider.shown.count
    refinable.onRefinementChange(numerics: [
      NumericRefinement("price", .greaterThanOrEqual, 10), NumericRefinement("price", .lessThan, 99),
      NumericRefinement("price", .greaterThanOrEqual, 30.5), NumericRefinement("price", .greaterThanOrEqual, 70, inclusive: false),
    ])
    XCTAssertEqual(slider.shown.dropFirst(shown), [10, 30.5], "each refinement of the control's operator and flag, in order")
    XCTAssertEqual(slider.value, 30.5, "the last one wins")
    refinable.onRefinementChange(numerics: [])
    refinable.onRefinementChange(numerics: [NumericRefinement("price", .lessThan, 1)])
    XCTAssertEqual(slider.value, 30.5, "a list without a match changes nothing")
    refinable.onRefinementChange(numericMap: ["price": [NumericRefinement("price", .greaterThanOrEqual, 1)]])
    refinable.onRefinementChange(facetMap: ["price": [FacetRefinement(name: "price", value: "1")]])
    refinable.onRefinementChange(facets: [FacetRefinement(name: "price", value: "1")])
    XCTAssertEqual(slider.value, 30.5, "the control answers only the numeric list form, as v1's did")
    XCTAssertEqual(instantSearch.params.numericRefinements["price"], [NumericRefinement("price", .greaterThanOrEqual, 0)], "showing writes nothing")
  }

  func test_facetControl_onRefinementChange_showsTheFirstMatchOrNothing() throws {
    let instantSearch = try instantSearch()
    let control = FacetViewDouble(attribute: "category")
    instantSearch.register(widget: control, doSearch: false)
    let refinable = try XCTUnwrap(control.viewModel as? RefinableDelegate)
    refinable.onRefinementChange(facets: [
      FacetRefinement(name: "brand", value: "Sony"), FacetRefinement(name: "category", value: "tv", inclusive: false),
      FacetRefinement(name: "category", value: "phone"), FacetRefinement(name: "category", value: "headphones"),
    ])
    XCTAssertEqual(control.shown.last, "phone", "the first of the attribute with the control's flag")
    refinable.onRefinementChange(facets: [])
    XCTAssertEqual(control.shown.last, "", "none: an empty value")
    refinable.onRefinementChange(facets: [FacetRefinement(name: "category", value: "tv")])
    XCTAssertEqual(control.shown.last, "tv")
    refinable.onRefinementChange(facetMap: ["category": []])
    refinable.onRefinementChange(numerics: [NumericRefinement("category", .greaterThan, 1)])
    XCTAssertEqual(control.shown.last, "tv", "the control answers only the facet list form, as v1's did")
    XCTAssertNil(instantSearch.params.facetRefinements["category"], "showing writes nothing")
  }
}
