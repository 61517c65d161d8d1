import InstantSearch
import InstantSearchTestKit
import XCTest

/// Registration, result and refinement fan-out of the v1 binder, with custom widgets written only against the
/// v1 protocols.
final class InstantSearchBindingTests: XCTestCase {
  private func instantSearch() throws -> InstantSearch {
    InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
  }

  func test_customWidget_worksEndToEnd() throws {
    let instantSearch = try instantSearch()
    let widget = RecordingWidget(attribute: "brand")
    instantSearch.register(widget: widget)
    XCTAssertTrue(widget.searcher === instantSearch.getSearcher())
    XCTAssertFalse(instantSearch.getSearcher().hasPendingRequests, "a widget that is not a refinement view does not search")
    widget.searcher?.params.addFacetRefinement(name: "brand", value: "Sony")
    XCTAssertEqual(widget.events, ["numericMap", "facetMap", "facets"])
    XCTAssertEqual(widget.facetLists, [[FacetRefinement(name: "brand", value: "Sony")]])
    widget.searcher?.search()
    awaitCondition { widget.results.count == 1 }
    XCTAssertEqual(widget.results.first?.nbHits, V1Fixtures.count { $0["brand"] as? String == "Sony" })
    XCTAssertEqual(widget.events.last, "results")
  }

  func test_refinementCallbacks_perAttributeListsAndTheEmptiedList() throws {
    let instantSearch = try instantSearch()
    let brand = RecordingWidget(attribute: "brand")
    let price = RecordingWidget(attribute: "price")
    instantSearch.register(widget: brand)
    instantSearch.register(widget: price)
    let params = instantSearch.params
    params.addNumericRefinement("price", .greaterThan, 10)
    XCTAssertEqual(price.numericLists.count, 1)
    XCTAssertTrue(brand.facetLists.isEmpty)
    params.addFacetRefinement(name: "brand", value: "Bose")
    XCTAssertEqual(price.numericLists.count, 2, "a per-attribute callback fires on every change while it has refinements")
    params.removeFacetRefinement(name: "brand", value: "Bose")
    XCTAssertEqual(brand.facetLists.map(\.count), [1, 0], "the last removal publishes the emptied list once")
    params.clearRefinements()
    XCTAssertEqual(brand.facetLists.count, 2, "clearing all sends maps without keys: no list callback")
    XCTAssertEqual(brand.events.filter { $0 == "facetMap" }.count, 6, "the map callbacks fire on every notification")
  }

  func test_inputControlsSearchAtRegistration_othersDoNot() throws {
    final class Control: AlgoliaWidget, RefinementViewDelegate {
      var index = ""
      var variant = ""
      var attribute = "brand"
    }
    let instantSearch = try instantSearch()
    let results = ResultsOnlyWidget()
    instantSearch.register(widget: results)
    XCTAssertFalse(instantSearch.getSearcher().hasPendingRequests, "registering a results widget launches no search")
    awaitSettled(instantSearch.getSearcher())
    XCTAssertEqual(results.count, 0)
    let control = Control()
    instantSearch.register(widget: control)
    awaitCondition { results.count == 1 }
    instantSearch.register(widget: ResultsOnlyWidget(), doSearch: true)
    awaitCondition { results.count == 2 }
  }

  func test_widgetsAreHeldWeakly() throws {
    let instantSearch = try instantSearch()
    weak var released: RecordingWidget?
    do {
      let widget = RecordingWidget()
      instantSearch.register(widget: widget)
      released = widget
    }
    XCTAssertNil(released)
    let kept = ResultsOnlyWidget()
    instantSearch.register(widget: kept)
    instantSearch.register(widget: kept)
    instantSearch.params.addFacetRefinement(name: "brand", value: "Sony")
    instantSearch.search()
    awaitSettled(instantSearch.getSearcher())
    XCTAssertEqual(kept.count, 1, "registered twice, notified once")
  }

  func test_searchWith_setsTheQueryAsGiven_andClearParametersResets() throws {
    let instantSearch = try instantSearch()
    let widget = RecordingWidget()
    instantSearch.register(widget: widget)
    instantSearch.search(with: "bose")
    awaitCondition { widget.results.count == 1 }
    XCTAssertEqual(widget.results.first?.nbHits, 9)
    instantSearch.search(with: "")
    XCTAssertEqual(instantSearch.params.query, "")
    awaitCondition { widget.results.count == 2 }
    instantSearch.params.hitsPerPage = 3
    instantSearch.clearParameters()
    XCTAssertNil(instantSearch.params.hitsPerPage)
    XCTAssertNil(instantSearch.getSearcher().results)
  }

  func test_multiIndex_routesResultsBySearcherId() throws {
    let client = try V1Fixtures.client()
    let all = SearcherId(index: "products")
    let variant = SearcherId(index: "products", variant: "sony")
    let instantSearch = InstantSearch(
      searchables: [Index(client: client, name: "products"), Index(client: client, name: "products")], searcherIds: [all, variant])
    XCTAssertNil(instantSearch.getSearcher(named: "missing"))
    let sonySearcher = try XCTUnwrap(instantSearch.getSearcher(named: "products", withId: "sony"))
    sonySearcher.params.query = "sony"
    let stats = StatsViewModel()
    stats.searcherId = variant
    final class Sink: StatsViewDelegate {
      var viewModel: StatsViewModelDelegate!
      var texts: [String] = []
      var resultTemplate = "{nbHits} for {query}"
      var errorText = "error"
      var clearText = "clear"
      var index = ""
      var variant = ""
      func set(text: String) { texts.append(text) }
    }
    let sink = Sink()
    stats.view = sink
    instantSearch.register(viewModel: stats)
    XCTAssertEqual(sink.texts, ["clear"])
    instantSearch.search()
    awaitSettled(try XCTUnwrap(instantSearch.getSearcher(named: "products")), sonySearcher)
    XCTAssertEqual(sink.texts, ["clear", #"9 for Optional("sony")"#], "only the sony searcher's response reaches it")
  }

  func test_multiIndex_misconfigurationMessages() throws {
    let client = try V1Fixtures.client()
    let instantSearch = InstantSearch(searchables: [Index(client: client, name: "products")], searcherIds: [SearcherId(index: "products")])
    XCTAssertEqual(fatalMessage { _ = instantSearch.getSearcher() }, "Since you are using multi-index, you should use getSearcher(named:withId:)")
    XCTAssertEqual(fatalMessage { instantSearch.register(viewModel: StatsViewModel()) }, "When using multi-indexing, All output widgets have to target a specific index")
    let elsewhere = StatsViewModel()
    elsewhere.searcherId = SearcherId(index: "other")
    XCTAssertEqual(
      fatalMessage { instantSearch.register(viewModel: elsewhere) },
      "Index name/Id not declared when configuring InstantSearch. Please make sure to add all of them.")
    let search = SearchViewModel()
    XCTAssertNil(fatalMessage { instantSearch.register(viewModel: search) }, "an untargeted search box drives every searcher")
    XCTAssertEqual(search.searchers.count, 1)
  }
}
