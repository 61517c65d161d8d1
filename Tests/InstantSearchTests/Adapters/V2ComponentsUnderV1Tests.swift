import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// Each v1 view model and widget owns the v2 component it adapts, and that component holds what the view shows.
final class V2ComponentsUnderV1Tests: XCTestCase {
  private func instantSearch() throws -> InstantSearch {
    InstantSearch(searcher: V1Searcher(index: try V1Fixtures.index()))
  }

  func test_hitsViewModel_rowsAreItsHitsInteractorsPages() throws {
    let instantSearch = try instantSearch()
    let view = HitsViewDouble()
    view.hitsPerPage = 4
    view.infiniteScrolling = true
    view.remainingItemsBeforeLoading = 1
    instantSearch.register(widget: view)
    let viewModel = try XCTUnwrap(view.viewModel as? HitsViewModel)
    instantSearch.searchBar(HeadlessSearchBar(), textDidChange: "sony")
    awaitCondition { viewModel.numberOfRows() == 4 }
    XCTAssertEqual(viewModel.hitsInteractor.getCurrentHits().count, 4)
    _ = viewModel.hitForRow(at: IndexPath(row: 3, section: 0))
    awaitCondition { viewModel.numberOfRows() == 8 }
    let interactorIDs = viewModel.hitsInteractor.getCurrentHits().compactMap { $0["objectID"]?.stringValue }
    XCTAssertEqual(interactorIDs, instantSearch.getSearcher().hits.compactMap { $0["objectID"] as? String }, "load-more pages accumulate")
    XCTAssertEqual(viewModel.hitForRow(at: IndexPath(row: 5, section: 0))["objectID"] as? String, interactorIDs[5])
    instantSearch.searchBar(HeadlessSearchBar(), textDidChange: "bose")
    awaitCondition { instantSearch.getSearcher().results?.query == "bose" }
    XCTAssertEqual(viewModel.numberOfRows(), 4, "a new query starts the pages again")
  }

  func test_hitsViewModel_isConnectedToTheHitsSearcher_beforeTheResultHandlers() throws {
    let instantSearch = try instantSearch()
    let view = HitsViewDouble()
    view.hitsPerPage = 4
    instantSearch.register(widget: view)
    let viewModel = try XCTUnwrap(view.viewModel as? HitsViewModel)
    let searcher = instantSearch.getSearcher()
    var rowsWhenTheHandlerRan: [Int] = []
    searcher.addResultHandler { _, _, _ in rowsWhenTheHandlerRan.append(viewModel.numberOfRows()) }
    let reloads = view.reloads
    searcher.hitsSearcher.query = "sony"
    searcher.hitsSearcher.request.query.hitsPerPage = 2
    awaitNextResult(of: searcher.hitsSearcher) { searcher.hitsSearcher.search() }
    XCTAssertEqual(viewModel.numberOfRows(), 2, "a search v2 launched on the shared session shows in the v1 view")
    XCTAssertEqual(view.reloads, reloads + 1, "one reload per response: the binder does not deliver it a second time")
    XCTAssertEqual(rowsWhenTheHandlerRan, [2], "the view model has the response before the result handlers run")
    XCTAssertEqual(viewModel.hitForRow(at: IndexPath(row: 0, section: 0))["objectID"] as? String, searcher.hits.first?["objectID"] as? String)
    var userInfos: [[String: Any]] = []
    searcher.addResultHandler { _, _, userInfo in userInfos.append(userInfo) }
    awaitNextResult(of: searcher.hitsSearcher) { searcher.hitsSearcher.loadPage(atIndex: 1) }
    XCTAssertEqual(viewModel.numberOfRows(), 4, "a page v2 loaded adds to the view")
    XCTAssertEqual(
      viewModel.hitsInteractor.getCurrentHits().compactMap { $0["objectID"]?.stringValue },
      searcher.hits.compactMap { $0["objectID"] as? String }, "and to the searcher's hits, as a load-more page")
    XCTAssertEqual(userInfos.last?[V1Searcher.userInfoIsLoadingMoreKey] as? Bool, true)
  }

  func test_hitsViewModel_loadsMoreThroughTheInteractorsInfiniteScrolling_withV1sNotificationAndGuards() throws {
    let instantSearch = try instantSearch()
    let view = HitsViewDouble()
    view.hitsPerPage = 4
    view.infiniteScrolling = true
    view.remainingItemsBeforeLoading = 6
    instantSearch.register(widget: view)
    let viewModel = try XCTUnwrap(view.viewModel as? HitsViewModel)
    let searcher = instantSearch.getSearcher()
    var loadingMorePages: [UInt] = []
    let observer = NotificationCenter.default.addObserver(forName: V1Searcher.SearchNotification, object: searcher, queue: nil) { note in
      guard note.userInfo?[V1Searcher.userInfoIsLoadingMoreKey] as? Bool == true else { return }
      loadingMorePages.append((note.userInfo?[V1Searcher.userInfoParamsKey] as? SearchParameters)?.page ?? 99)
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    searcher.params.query = "sony"
    searcher.search()
    awaitCondition { viewModel.numberOfRows() == 4 }
    XCTAssertEqual(viewModel.hitsInteractor.settings.infiniteScrolling, .off, "the view's settings are written at the first read")
    _ = viewModel.hitForRow(at: IndexPath(row: 3, section: 0))
    XCTAssertEqual(viewModel.hitsInteractor.settings.infiniteScrolling, .on(withOffset: 6))
    awaitCondition { viewModel.numberOfRows() == 8 }
    XCTAssertEqual(loadingMorePages, [1], "pages 1 and 2 were asked for; v1 loads one page at a time")
    _ = viewModel.hitForRow(at: IndexPath(row: 7, section: 0))
    awaitCondition { viewModel.numberOfRows() == 9 }
    XCTAssertEqual(loadingMorePages, [1, 2], "the declined page is asked for again")
    XCTAssertEqual(
      viewModel.hitsInteractor.getCurrentHits().compactMap { $0["objectID"]?.stringValue },
      searcher.hits.compactMap { $0["objectID"] as? String })
    view.infiniteScrolling = false
    searcher.search()
    awaitCondition { viewModel.numberOfRows() == 4 }
    _ = viewModel.hitForRow(at: IndexPath(row: 3, section: 0))
    drainMainQueue()
    XCTAssertEqual(loadingMorePages, [1, 2], "no loading with infinite scrolling off")
  }

  func test_hitsViewModel_aRepeatedIdenticalSearchStartsThePagesOver() throws {
    let instantSearch = try instantSearch()
    let view = HitsViewDouble()
    view.hitsPerPage = 4
    view.remainingItemsBeforeLoading = 1
    instantSearch.register(widget: view)
    let viewModel = try XCTUnwrap(view.viewModel as? HitsViewModel)
    let searcher = instantSearch.getSearcher()
    searcher.params.query = "sony"
    searcher.search()
    awaitCondition { viewModel.numberOfRows() == 4 }
    _ = viewModel.hitForRow(at: IndexPath(row: 3, section: 0))
    awaitCondition { viewModel.numberOfRows() == 8 }
    let scrolls = view.scrolls
    searcher.search()
    awaitCondition { view.scrolls == scrolls + 1 }
    XCTAssertEqual(viewModel.numberOfRows(), 4, "the same search again starts over, as in v1")
    XCTAssertEqual(searcher.hits.count, 4)
    instantSearch.clearParameters()
    XCTAssertEqual(viewModel.numberOfRows(), 0, "a reset empties the searcher's hits, and the view's rows")
    XCTAssertEqual(searcher.hits.count, 0)
  }

  func test_hitsViewModel_registeredAfterLoadMore_takesEveryLoadedPage() throws {
    let instantSearch = try instantSearch()
    let first = HitsViewDouble()
    first.hitsPerPage = 4
    first.remainingItemsBeforeLoading = 1
    instantSearch.register(widget: first)
    let firstModel = try XCTUnwrap(first.viewModel as? HitsViewModel)
    instantSearch.getSearcher().params.query = "sony"
    instantSearch.getSearcher().search()
    awaitCondition { firstModel.numberOfRows() == 4 }
    _ = firstModel.hitForRow(at: IndexPath(row: 3, section: 0))
    awaitCondition { firstModel.numberOfRows() == 8 }
    let late = HitsViewDouble()
    late.hitsPerPage = 4
    instantSearch.register(widget: late)
    let lateModel = try XCTUnwrap(late.viewModel as? HitsViewModel)
    XCTAssertEqual(lateModel.numberOfRows(), 8)
    XCTAssertEqual(
      (0..<8).map { lateModel.hitForRow(at: IndexPath(row: $0, section: 0))["objectID"] as? String },
      instantSearch.getSearcher().hits.map { $0["objectID"] as? String })
  }

  func test_multiHitsViewModel_sectionsAreConnectedToTheirHitsSearchers() throws {
    let client = try V1Fixtures.client()
    let all = SearcherId(index: "products")
    let sony = SearcherId(index: "products", variant: "sony")
    let instantSearch = InstantSearch(
      searchables: [Index(client: client, name: "products"), Index(client: client, name: "products")], searcherIds: [all, sony])
    let sonySearcher = try XCTUnwrap(instantSearch.getSearcher(named: "products", withId: "sony"))
    let view = MultiHitsViewDouble()
    view.indicesArray = ["products", "products"]
    view.variantsArray = ["sony", ""]
    view.hitsPerSectionArray = [4]
    instantSearch.register(widget: view)
    let viewModel = try XCTUnwrap(view.viewModel as? MultiHitsViewModel)
    let reloads = view.reloads
    sonySearcher.hitsSearcher.query = "sony"
    sonySearcher.hitsSearcher.request.query.hitsPerPage = 3
    awaitNextResult(of: sonySearcher.hitsSearcher) { sonySearcher.hitsSearcher.search() }
    XCTAssertEqual(viewModel.numberOfRows(in: 0), 3, "a search v2 launched on a section's searcher shows in that section")
    XCTAssertEqual(viewModel.numberOfRows(in: 1), 0)
    XCTAssertEqual(view.reloads, reloads + 1, "one reload per response: the binder does not deliver it a second time")
    XCTAssertEqual(viewModel.hitForRow(at: IndexPath(row: 0, section: 0))["brand"] as? String, "Sony")
    sonySearcher.params.query = "sony"
    sonySearcher.search()
    awaitCondition { viewModel.numberOfRows(in: 0) == 4 }
    sonySearcher.loadMore()
    awaitCondition { viewModel.numberOfRows(in: 0) == 8 }
    XCTAssertEqual(
      viewModel.hitsInteractors[0].getCurrentHits().compactMap { $0["objectID"]?.stringValue },
      sonySearcher.hits.compactMap { $0["objectID"] as? String }, "a load-more page adds to the section")
    sonySearcher.reset()
    XCTAssertEqual(viewModel.numberOfRows(in: 0), 0, "a reset empties the section with the searcher's hits")
  }

  func test_statsViewModel_showsItsStatsInteractorThroughTheTemplate() throws {
    let instantSearch = try instantSearch()
    let view = StatsViewDouble()
    view.resultTemplate = "{nbHits} hits, page {page} of {nbPages}"
    instantSearch.register(widget: view)
    let viewModel = try XCTUnwrap(view.viewModel as? StatsViewModel)
    instantSearch.getSearcher().params.query = "apple"
    instantSearch.getSearcher().search()
    awaitCondition { viewModel.statsInteractor.item?.query == "apple" }
    XCTAssertEqual(viewModel.statsInteractor.item?.totalHitsCount, 9)
    XCTAssertEqual(view.texts.last, "9 hits, page 0 of 1")
    viewModel.statsInteractor.item = SearchStats(totalHitsCount: 3, pagesCount: 1, processingTimeMS: 1)
    XCTAssertEqual(view.texts.last, "3 hits, page 0 of 1", "the view follows the interactor")
    viewModel.onReset()
    XCTAssertNil(viewModel.statsInteractor.item)
    XCTAssertEqual(view.texts.last, "")
  }

  func test_statsViewModel_isConnectedToTheHitsSearcher_beforeTheDelegate_andShowsErrors() throws {
    let instantSearch = try instantSearch()
    let view = StatsViewDouble()
    view.resultTemplate = "{nbHits} for {query}"
    view.errorText = "failed"
    instantSearch.register(widget: view)
    let searcher = instantSearch.getSearcher()
    var textsWhenTheHandlerRan: [String] = []
    searcher.addResultHandler { _, _, _ in textsWhenTheHandlerRan.append(view.texts.last ?? "-") }
    searcher.hitsSearcher.query = "apple"
    awaitNextResult(of: searcher.hitsSearcher) { searcher.hitsSearcher.search() }
    XCTAssertEqual(view.texts.last, #"9 for Optional("apple")"#, "a search v2 launched on the shared session is counted")
    searcher.params.query = "sony"
    searcher.search()
    awaitCondition { textsWhenTheHandlerRan.count == 2 }
    XCTAssertEqual(textsWhenTheHandlerRan.last, view.texts.last, "the view shows a response before the result handlers run")
    XCTAssertTrue(view.texts.last?.hasSuffix(#"for Optional("sony")"#) ?? false)
    let textsBefore = view.texts.count
    searcher.search()
    awaitCondition { textsWhenTheHandlerRan.count == 3 }
    XCTAssertEqual(view.texts.count, textsBefore + 1, "one text per response: the binder does not deliver it a second time")
    searcher.params["hitsPerPage"] = "many"
    searcher.search()
    awaitCondition { textsWhenTheHandlerRan.count == 4 }
    XCTAssertEqual(view.texts.last, "failed")
    searcher.reset()
    let late = StatsViewDouble()
    instantSearch.register(widget: late)
    XCTAssertEqual(late.texts, [""], "after a reset, a view registered later starts from no results")
  }

  func test_searchViewModel_searchesThroughItsSearchBoxInteractor() throws {
    let instantSearch = try instantSearch()
    let view = SearchViewDouble()
    instantSearch.register(widget: view)
    let viewModel = try XCTUnwrap(view.viewModel as? SearchViewModel)
    let log = DeliveryLog()
    instantSearch.getSearcher().addResultHandler { results, error, userInfo in log.searcher(instantSearch.getSearcher(), didReceive: results, error: error, userInfo: userInfo) }
    viewModel.searchBoxInteractor.query = "samsung"
    viewModel.searchBoxInteractor.submitQuery()
    awaitCondition { log.results.count == 1 }
    XCTAssertEqual(log.results.first?.query, "samsung")
    viewModel.search(query: "samsung")
    awaitCondition { log.results.count == 2 }
    XCTAssertEqual(viewModel.searchBoxInteractor.query, "samsung", "unchanged text still searches, as v1's box did")
  }

  func test_refinementMenuViewModel_keepsItemsAndSelectionsInItsFacetListInteractor() throws {
    let instantSearch = try instantSearch()
    let list = RefinementViewDouble(attribute: "brand")
    list.operator = "and"
    list.areMultipleSelectionsAllowed = false
    instantSearch.register(widget: list)
    let viewModel = try XCTUnwrap(list.viewModel as? RefinementMenuViewModel)
    XCTAssertEqual(viewModel.facetListInteractor.selectionMode, .single, "and without multiple selections is a single selection")
    instantSearch.getSearcher().search()
    awaitCondition { viewModel.facetListInteractor.items.count == 4 }
    XCTAssertEqual(Set(viewModel.facetListInteractor.items.map(\.value)), Set(V1Fixtures.brands))
    viewModel.didSelectRow(at: IndexPath(row: 0, section: 0))
    let selected = instantSearch.params.facetRefinements["brand"]?.map(\.value) ?? []
    XCTAssertEqual(selected.count, 1)
    awaitCondition { viewModel.facetListInteractor.selections == Set(selected) }
  }

  func test_numericAndFacetControls_showTheirInteractorsValue() throws {
    let instantSearch = try instantSearch()
    let numeric = NumericViewDouble(attribute: "price")
    numeric.value = 100
    let facet = FacetViewDouble(attribute: "category")
    instantSearch.register(widget: numeric)
    instantSearch.register(widget: facet)
    let numericViewModel = try XCTUnwrap(numeric.viewModel as? NumericControlViewModel)
    let facetViewModel = try XCTUnwrap(facet.viewModel as? FacetControlViewModel)
    numericViewModel.updateNumeric(value: 250, doSearch: false)
    XCTAssertEqual(numericViewModel.numberInteractor.item, 250)
    XCTAssertEqual(numeric.shown.last, 250)
    facetViewModel.addFacet(value: "tv", doSearch: false)
    XCTAssertEqual(facetViewModel.segmentInteractor.selected, "tv")
    XCTAssertEqual(facet.shown.last, "tv")
    facetViewModel.segmentInteractor.selected = nil
    XCTAssertEqual(facet.shown.last, "", "the view follows the interactor; no selection shows the empty text")
  }

  func test_clearAllWidget_resetsThroughItsFilterClearInteractor() throws {
    let instantSearch = try instantSearch()
    let clear = ClearAllWidget()
    instantSearch.register(widget: clear)
    instantSearch.params.addFacetRefinement(name: "brand", value: "Sony")
    instantSearch.params.query = "tv"
    clear.clearInteractor.onTriggered.fire()
    XCTAssertFalse(instantSearch.params.hasRefinements())
    XCTAssertNil(instantSearch.params.query)
    instantSearch.params.addFacetRefinement(name: "brand", value: "Bose")
    clear.sendActions(for: .touchUpInside)
    XCTAssertFalse(instantSearch.params.hasRefinements(), "a tap fires the interactor")
  }

  func test_clearAllWidget_clearsV2FiltersOfTheSharedFilterState_throughItsConnection() throws {
    let instantSearch = try instantSearch()
    let clear = ClearAllWidget()
    instantSearch.register(widget: clear)
    let params = instantSearch.params
    var notifications = 0
    let token = NotificationCenter.default.addObserver(forName: V1Searcher.RefinementChangeNotification, object: params, queue: nil) { _ in
      notifications += 1
    }
    defer { NotificationCenter.default.removeObserver(token) }

    params.addFacetRefinement(name: "brand", value: "Sony")
    notifications = 0
    clear.tap()
    XCTAssertEqual(notifications, 2, "only v1 refinements: v1's two notifications")

    params.addFacetRefinement(name: "brand", value: "Sony")
    let tag = InstantSearchCore.Filter.Tag(value: "promo")
    let range = InstantSearchCore.Filter.Numeric(attribute: "price", range: 10...50)
    instantSearch.getSearcher().filterState[and: "v2"].add(tag, range)
    instantSearch.getSearcher().filterState.notifyChange()
    notifications = 0
    clear.tap()
    XCTAssertTrue(instantSearch.getSearcher().filterState.isEmpty, "v2 filters are cleared too")
    XCTAssertFalse(params.hasRefinements())
    XCTAssertEqual(notifications, 3, "one more for what the filter-state connection cleared")
  }

  func test_activityIndicator_followsItsLoadingInteractor() throws {
    let instantSearch = try instantSearch()
    let indicator = ActivityIndicatorWidget()
    instantSearch.register(widget: indicator)
    indicator.loadingInteractor.item = true
    XCTAssertTrue(indicator.isAnimating)
    indicator.loadingInteractor.item = false
    XCTAssertFalse(indicator.isAnimating)
  }
}
