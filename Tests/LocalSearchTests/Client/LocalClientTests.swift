import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The worked examples on the `products` fixture, end to end through `LocalClient`.
final class LocalClientTests: XCTestCase {
  private var client: LocalClient!

  override func setUpWithError() throws {
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["name", "brand", "unordered(description)"],
      "attributesForFaceting": ["brand", "searchable(category)", "price", "filterOnly(in_stock)"],
      "customRanking": ["desc(rating)"],
    ])
    client = LocalClient(indices: [try LocalIndex(name: "products", records: ProductsFixture.records, settings: settings)])
  }

  private func search(_ params: String, index: String = "products") throws -> SearchResponse {
    try client.answer(IndexedQuery(indexName: index, query: Query(paramsString: params)))
  }

  private func ids(_ response: SearchResponse) -> [String] { response.hits.compactMap { $0["objectID"]?.stringValue } }

  private func apiError(_ work: () throws -> Any) -> SearchClientError? {
    do {
      _ = try work()
      return nil
    } catch {
      return error as? SearchClientError
    }
  }

  func test_pagination_examples1to4() throws {
    let first = try search("query=&hitsPerPage=3")
    XCTAssertEqual(ids(first), ["1", "6", "2"])
    XCTAssertEqual([first.nbHits, first.page, first.nbPages, first.hitsPerPage], [10, 0, 4, 3])
    XCTAssertEqual(first.exhaustiveNbHits, true)
    let third = try search("hitsPerPage=4&page=2")
    XCTAssertEqual(ids(third), ["8", "9"])
    XCTAssertEqual(third.nbPages, 3)
    let beyond = try search("hitsPerPage=4&page=3")
    XCTAssertEqual(ids(beyond), [])
    XCTAssertEqual([beyond.nbHits, beyond.nbPages, beyond.page], [10, 3, 3])
    let window = try search("offset=2&length=3")
    XCTAssertEqual(ids(window), ["2", "3", "5"])
    XCTAssertEqual([window.offset, window.length], [2, 3])
  }

  func test_facets_examples5and6() throws {
    let brand = try search("facets=%5B%22brand%22%5D&hitsPerPage=0")
    XCTAssertEqual(ids(brand), [])
    XCTAssertEqual([brand.nbHits, brand.nbPages], [10, 0])
    XCTAssertEqual(brand.facets?["brand"].map(Facet.counts(of:)), ["Apple": 3, "Samsung": 3, "De'Longhi": 1, "Google": 1, "Sony": 1, "Spigen": 1])
    let all = try search("facets=*")
    XCTAssertEqual(Set(all.facets?.keys.map { $0 } ?? []), ["brand", "category", "price"])
    XCTAssertEqual(all.facets?["category"].map(Facet.counts(of:)), ["phone": 4, "audio": 2, "tablet": 2, "accessory": 1, "kitchen": 1, "tv": 1])
    XCTAssertEqual(all.facets?["price"]?.first { $0.value == "19.5" }?.count, 1)
    XCTAssertEqual(all.facets?["price"]?.first { $0.value == "599" }?.count, 2)
    XCTAssertEqual(all.facetStats?["price"]?.min, 19.5)
    XCTAssertEqual(all.facetStats?["price"]?.avg ?? 0, 526.149, accuracy: 1e-9)
    XCTAssertEqual(all.exhaustiveFacetsCount, true)
  }

  func test_text_examples7to20() throws {
    XCTAssertEqual(ids(try search("query=apple")), ["1", "2", "7"])
    let ranking = try search("query=apple&getRankingInfo=true")
    XCTAssertEqual(ranking.hits[0]["_rankingInfo"]?["nbExactWords"], 1)
    XCTAssertEqual(ranking.hits[0]["_rankingInfo"]?["words"], 1)
    XCTAssertEqual(ranking.hits[0]["_rankingInfo"]?["filters"], 0)
    XCTAssertEqual(ranking.parsedQuery, "apple")
    XCTAssertEqual(ranking.serverUsed, "localsearch")
    XCTAssertEqual(ids(try search("query=samsung%20galaxy")), ["3", "4"])
    XCTAssertEqual(ids(try search("query=samsnug")), ["3", "10", "4"])
    XCTAssertEqual(ids(try search("query=iph")), ["1", "9"])
    let phone = try search("query=phone&getRankingInfo=true")
    XCTAssertEqual(ids(phone), ["9", "5", "1"])
    XCTAssertEqual(phone.hits[2]["_rankingInfo"]?["nbTypos"], 2)
    XCTAssertEqual(ids(try search("query=cafe")), ["8", "9", "1"])
    XCTAssertEqual(ids(try search("query=creme")), ["8"])
    XCTAssertEqual(ids(try search("query=apple%20pro&optionalWords=%5B%22pro%22%5D")), ["7", "1", "2"])
    XCTAssertEqual(try search("query=apple%20galaxy").nbHits, 0)
    let removed = try search("query=apple%20galaxy&removeWordsIfNoResults=lastWords")
    XCTAssertEqual(ids(removed), ["1", "2", "7"])
    XCTAssertEqual(removed.queryAfterRemoval, "apple <em>galaxy</em>")
    XCTAssertEqual(removed.query, "apple galaxy")
  }

  func test_distinct_geo_retrieval_examples33to35() throws {
    let index = try XCTUnwrap(client.index(named: "products"))
    var settings = index.settings
    settings.attributeForDistinct = "brand"
    try index.setSettings(settings)
    let distinct = try search("distinct=true")
    XCTAssertEqual(ids(distinct), ["1", "6", "3", "5", "8", "9"])
    XCTAssertEqual(distinct.nbHits, 6)
    let geo = try search("aroundLatLng=48.8566,%202.3522&aroundRadius=20000&getRankingInfo=true")
    XCTAssertEqual(ids(geo), ["1", "5"])
    XCTAssertEqual(geo.hits[0]["_rankingInfo"]?["matchedGeoLocation"], ["lat": 48.8566, "lng": 2.3522, "distance": 0])
    XCTAssertEqual(geo.hits[1]["_rankingInfo"]?["matchedGeoLocation"]?["distance"], 9325)
    XCTAssertEqual(geo.hits[1]["_rankingInfo"]?["geoDistance"], 932)
    XCTAssertEqual(geo.hits[1]["_rankingInfo"]?["geoPrecision"], 10)
    XCTAssertEqual(geo.aroundLatLng, Point(lat: 48.8566, lng: 2.3522))
    let retrieved = try search("attributesToRetrieve=%5B%22name%22%5D&attributesToHighlight=%5B%5D")
    XCTAssertEqual(retrieved.hits[0], ["name": "Apple iPhone 13", "objectID": "1"])
  }

  func test_highlighting_examples9_11_16_17() throws {
    let apple = try search("query=apple")
    XCTAssertEqual(
      apple.hits[0]["_highlightResult"]?["name"],
      ["value": "<em>Apple</em> iPhone 13", "matchLevel": "full", "matchedWords": ["apple"], "fullyHighlighted": false])
    XCTAssertEqual(
      apple.hits[0]["_highlightResult"]?["description"],
      ["value": "Smartphone with dual camera", "matchLevel": "none", "matchedWords": []])
    XCTAssertEqual(Set(apple.hits[0]["_highlightResult"]?.objectValue?.keys.map { $0 } ?? []), ["name", "brand", "description"])
    XCTAssertEqual(try search("query=samsnug").hits[0]["_highlightResult"]?["name"]?["value"], "<em>Samsung</em> Galaxy S21")
    let snippets = try search("query=android&attributesToSnippet=%5B%22description:2%22%5D")
    XCTAssertEqual(snippets.hits.map { $0["_snippetResult"]?["description"]?["value"] }, ["<em>Android</em> smartphone", "<em>Android</em> phone…", "<em>Android</em> tablet"])
    let tags = try search("query=android&highlightPreTag=%3Cb%3E&highlightPostTag=%3C%2Fb%3E")
    XCTAssertEqual(tags.hits[0]["_highlightResult"]?["description"]?["value"], "<b>Android</b> smartphone")
    let decoded = try tags.hits(as: JSON.self)
    XCTAssertEqual(decoded[0].highlightResult?.dictionary?["description"]?.value?.matchLevel, .full)
  }

  func test_filters_examples21to32() throws {
    func filtered(_ params: String) throws -> [String] { ids(try search(params)) }
    XCTAssertEqual(try filtered("filters=brand:Apple"), ["1", "2", "7"])
    XCTAssertEqual(try filtered("filters=brand:apple"), ["1", "2", "7"])
    XCTAssertEqual(try filtered("filters=category:Phone"), ["1", "3", "5", "9"])
    XCTAssertEqual(try filtered("filters=price%20%3C%20500"), ["6", "7", "8", "9"])
    XCTAssertEqual(try filtered("filters=price:500%20TO%20700%20AND%20NOT%20brand:Samsung"), ["2", "5"])
    XCTAssertEqual(try filtered("filters=(category:tablet%20OR%20category:audio)%20AND%20in_stock:true"), ["2", "7", "4"])
    XCTAssertEqual(try filtered("filters=_tags:new"), ["1", "3"])
    XCTAssertEqual(try filtered("filters=new"), ["1", "3"])
    XCTAssertEqual(try search("filters=_tags:New").nbHits, 0)
    XCTAssertEqual(try filtered("filters=price:599"), ["2", "5"])
    XCTAssertEqual(try filtered("filters=rating%20%3D%204%20AND%20price%20%3E%3D%20600"), ["3", "10"])
    XCTAssertEqual(try search("filters=color:red").nbHits, 0)
    XCTAssertEqual(try filtered(#"facetFilters=[["brand:Sony","brand:Google"],"category:phone"]"#.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!.replacingOccurrences(of: "facetFilters%3D", with: "facetFilters=")), ["5"])
    XCTAssertEqual(try filtered("numericFilters=%5B%22price%3E%3D600%22%2C%22rating%3D4%22%5D"), ["3", "10"])
  }

  func test_filterErrors_examples36to40() {
    func message(_ filters: String) -> String? {
      var query = Query()
      query.filters = filters
      if case .httpError(400, let message)? = apiError({ try self.client.answer(IndexedQuery(indexName: "products", query: query)) }) {
        return message
      }
      return nil
    }
    XCTAssertEqual(message("brand:Apple OR price > 500"), "filters: Different types of filters are not allowed inside an OR at col 15")
    XCTAssertEqual(message("brand:Apple AND"), "filters: Unexpected token end of filter expected filter at col 15")
    XCTAssertEqual(message("NOT (brand:Apple OR brand:Sony)"), "filters: Negation of a group of filters is not allowed at col 4")
    XCTAssertEqual(
      message("brand:Apple OR (brand:Sony AND price < 300)"),
      "filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed at col 15")
    XCTAssertEqual(message("brand:Apple and brand:Sony"), "filters: Unexpected token string(and) expected end of filter at col 12")
  }

  func test_filterStateOutput_withHostileValues_neverWidensTheFilter() throws {
    for hostile in ["x\" OR brand:\"Sony", "\u{600}\" OR brand:Sony OR x:y\u{600}", "\u{301}\" OR brand:Sony", "Sony\\"] {
      let state = FilterState()
      state[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: hostile))
      var query = Query()
      query.filters = FilterGroupConverter().sql(state.toFilterGroups())
      XCTAssertEqual(try client.answer(IndexedQuery(indexName: "products", query: query)).nbHits, 0, "value \(hostile.debugDescription) widened the filter")
    }
    let state = FilterState()
    state[or: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"), Filter.Facet(attribute: "brand", stringValue: "De'Longhi"))
    var query = Query()
    query.filters = FilterGroupConverter().sql(state.toFilterGroups())
    XCTAssertEqual(ids(try client.answer(IndexedQuery(indexName: "products", query: query))), ["6", "8"])
  }

  func test_responseFields_andSimilarQuery() throws {
    let restricted = try search("query=apple&responseFields=%5B%22hits%22%2C%22nbHits%22%5D")
    XCTAssertEqual(restricted.nbHits, 3)
    XCTAssertEqual(restricted.hits.count, 3)
    XCTAssertNil(restricted.page)
    XCTAssertNil(restricted.query)
    let similar = try search("similarQuery=apple%20galaxy")
    XCTAssertEqual(Set(ids(similar)), ["1", "2", "3", "4", "7"], "every word of a similar query is optional")
  }

  func test_errors_examples41and42() {
    XCTAssertEqual(apiError { try self.search("query=a", index: "nope") }, .httpError(status: 404, message: "Index does not exist"))
    XCTAssertEqual(apiError { try self.search("hitPerPage=5") }, .httpError(status: 400, message: "Unknown parameter: hitPerPage"))
  }

  func test_facetSearch_examples43to48() throws {
    func facetHits(_ facet: String, _ text: String, _ params: String = "") throws -> [Facet] {
      try client.answer(FacetIndexQuery(indexName: "products", attribute: facet, facetQuery: text, query: Query(paramsString: params))).facetHits
    }
    XCTAssertEqual(try facetHits("category", "ph"), [Facet(value: "phone", count: 4, highlighted: "<em>ph</em>one")])
    XCTAssertEqual(try facetHits("category", "ph", "query=apple"), [Facet(value: "phone", count: 1, highlighted: "<em>ph</em>one")])
    XCTAssertEqual(try facetHits("category", "").map(\.description), ["phone (4)", "audio (2)", "tablet (2)", "accessory (1)", "kitchen (1)", "tv (1)"])
    XCTAssertEqual(try facetHits("category", "", "maxFacetHits=2").map(\.value), ["phone", "audio"])
    XCTAssertEqual(
      apiError { try facetHits("brand", "a") },
      .httpError(status: 400, message: "Cannot search in `brand` attribute, you need to add `searchable(brand)` to attributesForFaceting."))
  }

  func test_multiQueries_examples49to51() throws {
    let requests: [MultiSearchQuery] = [
      .hits(IndexedQuery(indexName: "products", query: try Query(paramsString: "query=apple&hitsPerPage=1"))),
      .hits(IndexedQuery(indexName: "products", query: try Query(paramsString: "facets=%5B%22brand%22%5D&hitsPerPage=0"))),
    ]
    let all = try client.answer(MultiSearchRequest(queries: requests))
    XCTAssertEqual(all.results[0].hitsResponse.map(ids), ["1"])
    XCTAssertEqual(all.results[0].hitsResponse?.nbPages, 3)
    XCTAssertEqual(all.results[0].hitsResponse?.indexName, "products")
    XCTAssertEqual(all.results[1].hitsResponse?.facets?["brand"]?.first { $0.value == "Apple" }?.count, 3)
    let stopped = try client.answer(MultiSearchRequest(queries: requests, strategy: .stopIfEnoughMatches))
    XCTAssertEqual(stopped.results[1].hitsResponse?.processed, false)
    XCTAssertNil(stopped.results[1].hitsResponse?.facets)
    var broken = requests
    broken[0] = .hits(IndexedQuery(indexName: "nope", query: Query()))
    XCTAssertEqual(apiError { try self.client.answer(MultiSearchRequest(queries: broken)) }, .httpError(status: 404, message: "Index does not exist"))
  }

  func test_singleIndexSearch_answersAsAOneQueryMultiSearch_offTheCallerStack() throws {
    let cases = [
      IndexedQuery(indexName: "products", query: try Query(paramsString: "query=apple&hitsPerPage=2&facets=%5B%22brand%22%5D")),
      IndexedQuery(indexName: "products", query: try Query(paramsString: "filters=price%20%3C%20100&page=1&hitsPerPage=3")),
      IndexedQuery(indexName: "products", query: try Query(paramsString: "filters=price%20%3C")),
      IndexedQuery(indexName: "nope", query: Query("apple")),
    ]
    for query in cases {
      let single = outcome { done in self.client.search(query, requestOptions: nil, completion: done) }
      let multi = outcome { done in
        self.client.search(MultiSearchRequest(queries: [.hits(query)]), requestOptions: nil) { result in
          done(result.map { $0.results[0].hitsResponse! })
        }
      }
      XCTAssertFalse(single.onCallerThread, "the completion ran on the caller's thread")
      switch (single.result, multi.result) {
      case (.success(var one), .success(var viaMulti)):
        // The time each answer took is the one field that may differ.
        (one.processingTimeMS, viaMulti.processingTimeMS) = (nil, nil)
        XCTAssertEqual(one, viaMulti, "\(query)")
      case (.failure(let one), .failure(let viaMulti)): XCTAssertEqual(one, viaMulti, "\(query)")
      default: XCTFail("\(query): single \(single.result), multi-search \(multi.result)")
      }
    }
    XCTAssertEqual(try? outcome { self.client.search(cases[0], requestOptions: nil, completion: $0) }.result.get().hits.count, 2)
    if case .success = outcome({ self.client.search(cases[3], requestOptions: nil, completion: $0) }).result {
      XCTFail("an unknown index answered")
    }
  }

  /// What a search handed to its completion, and whether the completion ran on the calling thread.
  private func outcome(
    _ start: (@escaping (Result<SearchResponse, SearchClientError>) -> Void) -> Cancellable
  ) -> (result: Result<SearchResponse, SearchClientError>, onCallerThread: Bool) {
    let done = expectation(description: "completed")
    let caller = Thread.current
    var outcome: (result: Result<SearchResponse, SearchClientError>, onCallerThread: Bool)?
    _ = start { result in
      outcome = (result, Thread.current == caller)
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
    return outcome!
  }

  func test_asyncAPI_answersOffTheCallerStack() async throws {
    let response = try await client.search(IndexedQuery(indexName: "products", query: Query("apple")))
    XCTAssertEqual(ids(response), ["1", "2", "7"])
    do {
      _ = try await client.searchForFacetValues(FacetIndexQuery(indexName: "nope", attribute: "category", facetQuery: ""))
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 404, message: "Index does not exist"))
    }
  }

  func test_completion_isNeverOnTheCallerStack() {
    let done = expectation(description: "completed")
    XCTAssertTrue(Thread.isMainThread)
    client.search(MultiSearchRequest(queries: [.hits(IndexedQuery(indexName: "products", query: Query()))])) { result in
      XCTAssertFalse(Thread.isMainThread, "the completion ran on the caller's thread")
      XCTAssertNotNil(try? result.get())
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
  }
}
