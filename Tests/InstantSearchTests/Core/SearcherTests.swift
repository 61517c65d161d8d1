import InstantSearch
import InstantSearchTestKit
import XCTest

final class SearcherTests: XCTestCase {
  func test_search_deliversResultsToDelegateThenHandlersThenNotification() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.addResultHandler { results, error, userInfo in
      log.events.append("handler")
      XCTAssertNil(error)
      XCTAssertNotNil(userInfo[Searcher.userInfoSeqNoKey] as? Int)
      XCTAssertNil(userInfo[Searcher.resultNotificationResultsKey], "handlers get the user info without results")
    }
    let token = NotificationCenter.default.addObserver(forName: Searcher.ResultNotification, object: searcher, queue: nil) { notification in
      log.events.append("notification")
      XCTAssertNotNil(notification.userInfo?[Searcher.resultNotificationResultsKey] as? SearchResults)
    }
    defer { NotificationCenter.default.removeObserver(token) }
    searcher.params.query = "sony"
    searcher.search(userInfo: ["isFinal": true])
    XCTAssertTrue(searcher.hasPendingRequests)
    awaitCondition { log.events.count == 3 }
    XCTAssertEqual(log.events, ["delegate", "handler", "notification"])
    let results = try XCTUnwrap(searcher.results)
    XCTAssertEqual(results.nbHits, V1Fixtures.count { ($0["brand"] as? String) == "Sony" })
    XCTAssertEqual(searcher.hits.count, results.latestHits.count)
    XCTAssertEqual(log.userInfos.first?["isFinal"] as? Bool, true)
    XCTAssertFalse(searcher.hasPendingRequests)
  }

  func test_loadMore_appendsNextPage_andStopsAtTheLastPage() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.hitsPerPage = 10
    searcher.search()
    awaitCondition { log.results.count == 1 }
    XCTAssertEqual(searcher.hits.count, 10)
    XCTAssertEqual(searcher.results?.nbPages, 4)
    for expected in [20, 30, 36] {
      searcher.loadMore()
      searcher.loadMore()  // already loading that page: ignored
      awaitCondition { searcher.hits.count == expected }
    }
    XCTAssertEqual(log.results.count, 4)
    XCTAssertEqual(log.userInfos.last?[Searcher.userInfoIsLoadingMoreKey] as? Bool, true)
    XCTAssertEqual(searcher.results?.latestHits.count, 6)
    XCTAssertEqual(Set(searcher.hits.compactMap { $0["objectID"] as? String }).count, 36, "every record once")
    searcher.loadMore()
    XCTAssertFalse(searcher.hasPendingRequests, "no request launched")
    awaitSettled(searcher)
    XCTAssertEqual(log.results.count, 4, "no page after the last")
    XCTAssertNil(searcher.params.page, "loading more leaves the next parameters alone")
  }

  func test_loadMore_doesNothingWhenParametersChangedSinceTheLastSearch() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.hitsPerPage = 10
    searcher.search()
    awaitCondition { log.results.count == 1 }
    searcher.params.query = "sony"
    searcher.search()
    searcher.loadMore()
    awaitSettled(searcher)
    XCTAssertEqual(log.results.count, 2)
    XCTAssertEqual(searcher.results?.page, 0)
  }

  func test_disjunctiveFacets_countOtherValuesOfTheRefinedFacet() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.facets = ["brand", "category"]
    searcher.params.setFacet(withName: "brand", disjunctive: true)
    searcher.params.addFacetRefinement(name: "brand", value: "Sony")
    searcher.params.addFacetRefinement(name: "category", value: "tv")
    searcher.search()
    awaitCondition { log.results.count == 1 }
    let results = try XCTUnwrap(log.results.first)
    XCTAssertEqual(results.nbHits, 3)
    let brandCounts = try XCTUnwrap(results.facets(name: "brand"))
    for brand in V1Fixtures.brands {
      XCTAssertEqual(brandCounts[brand], V1Fixtures.count { $0["brand"] as? String == brand && $0["category"] as? String == "tv" })
    }
    XCTAssertEqual(results.facets(name: "category"), ["tv": 3], "a conjunctive facet counts within the results")
    XCTAssertEqual(results.disjunctiveFacets, ["brand"])
  }

  func test_conjunctiveSearch_sendsTheFilterStatesFilters_v1TextUnchanged() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.addNumericRefinement("price", .greaterThan, 300)
    searcher.params.addFacetRefinement(name: "category", value: "phone", inclusive: false)
    searcher.search()
    awaitCondition { log.results.count == 1 }
    let expected = V1Fixtures.count { ($0["price"] as! Double) > 300 && $0["category"] as? String != "phone" }
    XCTAssertEqual(log.results.first?.nbHits, expected)
    let sent = try XCTUnwrap(log.userInfos.first?[Searcher.userInfoParamsKey] as? SearchParameters)
    XCTAssertEqual(sent.buildFilters(), #"NOT "category":"phone" AND "price" > 300"#)
    XCTAssertEqual(
      log.results.first?.params?.filters, #"( NOT "category":"phone" ) AND ( "price" > 300.0 )"#,
      "the core renders the filters sent from the filter state; the engine echoes them")
  }

  func test_eachSearchSendsItsOwnParameters_whetherTheTextOrAnotherParameterChanged() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    func search(_ change: () -> Void) -> (results: SearchResults?, error: Error?) {
      change()
      let before = log.events.count
      searcher.search()
      awaitCondition { log.events.count == before + 1 }
      return (log.results.count > 0 ? log.results.last : nil, log.errors.last)
    }
    func brand(_ name: String) -> Int { V1Fixtures.count { ($0["brand"] as? String) == name } }

    var sent = try XCTUnwrap(search { searcher.params.query = "sony"; searcher.params.hitsPerPage = 2 }.results)
    XCTAssertEqual([sent.query, "\(sent.hitsPerPage)", "\(sent.nbHits)"], ["sony", "2", "\(brand("Sony"))"])
    sent = try XCTUnwrap(search { searcher.params.query = "apple" }.results)
    XCTAssertEqual([sent.query, "\(sent.hitsPerPage)", "\(sent.nbHits)"], ["apple", "2", "\(brand("Apple"))"], "a new text keeps the other parameters")
    sent = try XCTUnwrap(search { searcher.params.hitsPerPage = 3 }.results)
    XCTAssertEqual([sent.query, "\(sent.hitsPerPage)"], ["apple", "3"], "another parameter is read again")
    sent = try XCTUnwrap(search { searcher.params.addFacetRefinement(name: "category", value: "phone") }.results)
    XCTAssertEqual(sent.nbHits, V1Fixtures.count { ($0["brand"] as? String) == "Apple" && $0["category"] as? String == "phone" }, "new filters are sent")
    sent = try XCTUnwrap(search { searcher.params.query = nil }.results)
    XCTAssertEqual([sent.query ?? "", "\(sent.hitsPerPage)", "\(sent.nbHits)"], ["", "3", "\(V1Fixtures.count { $0["category"] as? String == "phone" })"])

    let errorsBefore = log.errors.count
    let failed = search { searcher.params["hitsPerPage"] = "many" }
    XCTAssertEqual(log.errors.count, errorsBefore + 1, "an ill-typed parameter fails the search: \(String(describing: failed.error))")
    sent = try XCTUnwrap(search { searcher.params.query = "bose"; searcher.params.hitsPerPage = 4 }.results)
    XCTAssertEqual([sent.query, "\(sent.hitsPerPage)"], ["bose", "4"], "the parameters are read again after a failure")
  }

  func test_olderPendingRequestsAreCancelled_neverDeliveredOutOfOrder() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    var cancelled: [Int] = []
    var pendingWhileNotified: [Bool] = []
    let token = NotificationCenter.default.addObserver(forName: Searcher.CancelNotification, object: searcher, queue: nil) {
      cancelled.append($0.userInfo?[Searcher.userInfoSeqNoKey] as? Int ?? -1)
      pendingWhileNotified.append(searcher.hasPendingRequests)
    }
    defer { NotificationCenter.default.removeObserver(token) }
    for text in ["s", "so", "son", "sony", "sony t"] {
      searcher.params.query = text
      searcher.search()
    }
    XCTAssertEqual(cancelled.count, 2, "launching request N cancels those numbered N - 3 or lower")
    awaitSettled(searcher)
    let queries = log.results.map { $0.query ?? "" }
    XCTAssertEqual(queries.last, "sony t")
    XCTAssertEqual(queries, queries.sorted { $0.count < $1.count }, "delivered in launch order")
    XCTAssertEqual(cancelled.count + log.results.count, 5)
    XCTAssertTrue(pendingWhileNotified.allSatisfy { $0 }, "as in v1, a cancelled request still counts as pending while notified")
  }

  func test_reset_clearsParametersResultsAndHits() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.params.query = "apple"
    searcher.params.setFacet(withName: "brand", disjunctive: true)
    searcher.params.addFacetRefinement(name: "brand", value: "Apple")
    searcher.search()
    awaitCondition { log.results.count == 1 }
    searcher.reset()
    XCTAssertNil(searcher.results)
    XCTAssertTrue(searcher.hits.isEmpty)
    XCTAssertNil(searcher.params.query)
    XCTAssertFalse(searcher.params.hasRefinements())
    XCTAssertTrue(searcher.params.isDisjunctiveFacet(name: "brand"))
    XCTAssertTrue(searcher.filterState.isEmpty, "the v2 filter state follows")
  }

  func test_errorsKeepPreviousResults_andReachTheDelegate() throws {
    let searcher = Searcher(index: Index(client: try V1Fixtures.client(), name: "missing"))
    let log = DeliveryLog()
    searcher.delegate = log
    searcher.search()
    awaitCondition { log.errors.count == 1 }
    let error = try XCTUnwrap(log.errors.first as? HTTPError)
    XCTAssertEqual(error.statusCode, 404)
    XCTAssertNil(searcher.results)
  }

  func test_searchForFacetValues_leavesOutTheFacetsOwnDisjunctiveRefinements() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    searcher.params.setFacet(withName: "brand", disjunctive: true)
    searcher.params.addFacetRefinement(name: "brand", value: "Sony")
    searcher.params.addFacetRefinement(name: "category", value: "tv")
    var content: [String: Any]?
    let answered = expectation(description: "the facet search's answer")
    searcher.searchForFacetValues(of: "brand", matching: "s") { answer, error in
      XCTAssertNil(error)
      content = answer
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    let values = FacetResults(content: content ?? [:]).getFacetValues()
    XCTAssertEqual(Set(values.map(\.value)), ["Samsung", "Sony"])
    XCTAssertTrue(values.allSatisfy { $0.count == 3 })
    XCTAssertEqual(searcher.params.facetRefinements["brand"]?.count, 1, "the searcher's parameters are untouched")
  }
}
