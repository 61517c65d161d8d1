import Foundation
import InstantSearch
import InstantSearchTestKit
import TestSupport
import XCTest

// API surface, the v1 API client the core depends on: each public signature called as InstantSearchClient wrote
// it, with `import InstantSearch` alone. `Index` runs on the embedded engine; `Client` talks HTTP to scripted
// servers on loopback.
//
// Index (v1 core reference section titles, in order):
// - "Client surface the core depends on": test_client_completionHandlerAndSearchable (CompletionHandler,
//   Searchable), test_client_errors (InvalidJSONError, HTTPError), test_client_geometry (LatLng, GeoRect),
//   test_client_abstractQuery (AbstractQuery), test_client_query* (Query, with the typed properties of "Query
//   serialisation"), test_client_index (Index), test_client_client* (Client, LibraryVersion, IndexQuery,
//   RequestOptions)
// - "Query serialisation (client behaviour the core relies on)": test_client_queryBuildAndParse,
//   test_client_queryTypedProperties
// - "API-client behaviours worth knowing": test_client_clientOverHTTP (hosts, headers, user agent, multi-query)
// What this package does not offer of the client (administration and writes) is listed, with the reason, in
// V1SurfaceUnsupported.swift.
final class V1ClientSurfaceTests: XCTestCase {
  func test_client_completionHandlerAndSearchable() throws {
    let index: Searchable = try V1Fixtures.index()
    var contents: [[String: Any]] = []
    let answered = expectation(description: "the three completion handlers ran")
    answered.expectedFulfillmentCount = 3
    let handler: CompletionHandler = { content, error in
      XCTAssertNil(error)
      if let content { contents.append(content) }
      answered.fulfill()
    }
    index.search(Query(query: "sony"), requestOptions: nil, completionHandler: handler)
    index.searchDisjunctiveFaceting(
      Query(query: "sony"), disjunctiveFacets: ["brand"], refinements: ["brand": ["Sony"]], requestOptions: nil, completionHandler: handler)
    index.searchForFacetValues(of: "brand", matching: "so", query: nil, requestOptions: nil, completionHandler: handler)
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(contents.count, 3)
    XCTAssertEqual(contents.filter { $0["nbHits"] as? Int == 9 }.count, 2)
    XCTAssertNotNil(contents.first { $0["facetHits"] != nil }, "the facet search answers facetHits")
  }

  func test_client_errors() {
    let invalid = InvalidJSONError(description: "bad")
    XCTAssertEqual(invalid.description, "bad")
    XCTAssertEqual(invalid.errorCode, 601)
    XCTAssertEqual(invalid.localizedDescription, "bad")
    let http = HTTPError(statusCode: 404, message: "Index does not exist")
    XCTAssertEqual(http.statusCode, 404)
    XCTAssertEqual(http.message, "Index does not exist")
    XCTAssertTrue(http.localizedDescription.contains("Index does not exist"))
  }

  func test_client_geometry() {
    let a = LatLng(lat: 48.85, lng: 2.35)
    XCTAssertEqual(a, LatLng(lat: 48.85, lng: 2.35))
    XCTAssertEqual(a.lat, 48.85)
    XCTAssertEqual(a.lng, 2.35)
    let rect = GeoRect(p1: a, p2: LatLng(lat: 1, lng: 2))
    XCTAssertEqual(rect, GeoRect(p1: LatLng(lat: 48.85, lng: 2.35), p2: LatLng(lat: 1, lng: 2)))
    XCTAssertEqual(rect.p2.lng, 2)
  }

  func test_client_abstractQuery() {
    let query = AbstractQuery()
    query.setParameter(withName: "b", to: "x y")
    query["a"] = "1"
    XCTAssertEqual(query.parameter(withName: "b"), "x y")
    XCTAssertEqual(query["a"], "1")
    XCTAssertEqual(query.parameters, ["a": "1", "b": "x y"])
    XCTAssertEqual(query.build(), "a=1&b=x%20y")
    XCTAssertEqual(AbstractQuery.build(parameters: ["q": "<&>"]), "q=%3C%26%3E")
    XCTAssertEqual(AbstractQuery(parameters: ["a": "1", "b": "x y"]), query)
    XCTAssertTrue(query.description.hasPrefix("AbstractQuery{"))
    query.setParameter(withName: "b", to: nil)
    XCTAssertNil(query["b"])
    query.clear()
    XCTAssertTrue(query.parameters.isEmpty)
  }

  func test_client_queryBuildAndParse() {
    let query = Query(query: "text")
    query.filters = #""brand":"Apple""#
    XCTAssertEqual(query.build(), "filters=%22brand%22:%22Apple%22&query=text")
    let parsed = Query.parse("query=a%20b&hitsPerPage=5&bad=1=2&plus=a+b")
    XCTAssertEqual(parsed.query, "a b")
    XCTAssertEqual(parsed.hitsPerPage, 5)
    XCTAssertNil(parsed["bad"])
    XCTAssertEqual(parsed["plus"], "a+b")
    XCTAssertTrue(Query.parse("").parameters.isEmpty)
    let copy = Query(copy: SearchParameters())
    XCTAssertTrue(type(of: copy) == Query.self, "a copy is a plain Query")
    XCTAssertEqual(Query(copy: query), query)
  }

  func test_client_queryTypedProperties() {
    let query = Query()
    query.highlightPreTag = "<b>"
    query.highlightPostTag = "</b>"
    query.snippetEllipsisText = "…"
    query.page = 1
    query.hitsPerPage = 2
    query.offset = 3
    query.length = 4
    query.distinct = 1
    query.maxValuesPerFacet = 5
    query.minWordSizefor1Typo = 4
    query.minWordSizefor2Typos = 8
    query.minProximity = 2
    query.aroundPrecision = 10
    query.minimumAroundRadius = 100
    query.maxFacetHits = 7
    query.getRankingInfo = true
    query.analytics = false
    query.clickAnalytics = true
    query.enablePersonalization = false
    query.enableRules = true
    query.advancedSyntax = true
    query.synonyms = false
    query.replaceSynonymsInHighlight = false
    query.sumOrFiltersScores = true
    query.allowTyposOnNumericTokens = false
    query.restrictHighlightAndSnippetArrays = true
    query.facetingAfterDistinct = true
    query.aroundLatLngViaIP = false
    query.percentileComputation = true
    query.attributesToRetrieve = ["a", "b"]
    query.attributesToHighlight = ["a"]
    query.attributesToSnippet = ["b:10"]
    query.facets = ["brand"]
    query.restrictSearchableAttributes = ["name"]
    query.ruleContexts = ["ctx"]
    query.analyticsTags = ["tag"]
    query.optionalWords = ["the"]
    query.disableTypoToleranceOnAttributes = ["sku"]
    query.disableExactOnAttributes = ["name"]
    query.optionalFilters = ["brand:Apple"]
    query.responseFields = ["hits"]
    query.facetFilters = [["brand:Apple", "brand:Sony"], "category:tv"]
    query.numericFilters = ["price<10"]
    query.tagFilters = ["new"]
    query.queryType = .prefixNone
    query.typoTolerance = .strict
    query.removeWordsIfNoResults = .lastWords
    query.exactOnSingleWordQuery = .attribute
    query.sortFacetValuesBy = .alpha
    query.alternativesAsExact = [.ignorePlurals, .multiWordsSynonym]
    query.ignorePlurals = .selected(["fr", "en"])
    query.removeStopWords = .all(true)
    query.aroundLatLng = LatLng(lat: 1, lng: 2)
    query.aroundRadius = .all
    query.insideBoundingBox = [GeoRect(p1: LatLng(lat: 1, lng: 2), p2: LatLng(lat: 3, lng: 4))]
    query.insidePolygon = [[LatLng(lat: 1, lng: 2), LatLng(lat: 3, lng: 4), LatLng(lat: 5, lng: 6)]]
    let expected: [String: String] = [
      "highlightPreTag": "<b>", "highlightPostTag": "</b>", "snippetEllipsisText": "…", "page": "1", "hitsPerPage": "2",
      "offset": "3", "length": "4", "distinct": "1", "maxValuesPerFacet": "5", "minWordSizefor1Typo": "4",
      "minWordSizefor2Typos": "8", "minProximity": "2", "aroundPrecision": "10", "minimumAroundRadius": "100",
      "maxFacetHits": "7", "getRankingInfo": "true", "analytics": "false", "clickAnalytics": "true",
      "enablePersonalization": "false", "enableRules": "true", "advancedSyntax": "true", "synonyms": "false",
      "replaceSynonymsInHighlight": "false", "sumOrFiltersScores": "true", "allowTyposOnNumericTokens": "false",
      "restrictHighlightAndSnippetArrays": "true", "facetingAfterDistinct": "true", "aroundLatLngViaIP": "false",
      "percentileComputation": "true", "attributesToRetrieve": #"["a","b"]"#, "attributesToHighlight": #"["a"]"#,
      "attributesToSnippet": #"["b:10"]"#, "facets": #"["brand"]"#, "restrictSearchableAttributes": #"["name"]"#,
      "ruleContexts": #"["ctx"]"#, "analyticsTags": #"["tag"]"#, "optionalWords": #"["the"]"#,
      "disableTypoToleranceOnAttributes": #"["sku"]"#, "disableExactOnAttributes": #"["name"]"#,
      "optionalFilters": #"["brand:Apple"]"#, "responseFields": #"["hits"]"#,
      "facetFilters": #"[["brand:Apple","brand:Sony"],"category:tv"]"#, "numericFilters": #"["price<10"]"#,
      "tagFilters": #"["new"]"#, "queryType": "prefixNone", "typoTolerance": "strict", "removeWordsIfNoResults": "lastWords",
      "exactOnSingleWordQuery": "attribute", "sortFacetValuesBy": "alpha", "alternativesAsExact": "ignorePlurals,multiWordsSynonym",
      "ignorePlurals": "fr,en", "removeStopWords": "true", "aroundLatLng": "1.0,2.0", "aroundRadius": "all",
      "insideBoundingBox": "1.0,2.0,3.0,4.0", "insidePolygon": "[[1.0,2.0,3.0,4.0,5.0,6.0]]",
    ]
    for (name, value) in expected { XCTAssertEqual(query[name], value, name) }
    XCTAssertEqual(query.parameters.count, expected.count)
    XCTAssertEqual(query.ignorePlurals, .selected(["fr", "en"]))
    XCTAssertEqual(query.aroundRadius, .all)
    XCTAssertEqual(query.insidePolygon?.first?.count, 3)
    XCTAssertEqual(query.alternativesAsExact, [.ignorePlurals, .multiWordsSynonym])
    query.aroundRadius = .explicit(500)
    XCTAssertEqual(query["aroundRadius"], "500")
    query.getRankingInfo = nil
    XCTAssertNil(query["getRankingInfo"])
  }

  func test_client_index() throws {
    let client = try V1Fixtures.client()
    let index = Index(client: client, name: "products")
    XCTAssertEqual(index.name, "products")
    XCTAssertNil(index.client, "no v1 Client behind the embedded engine")
    XCTAssertFalse(index.searchCacheEnabled)
    XCTAssertEqual(index.searchCacheExpiringTimeInterval, 120)
    index.searchCacheEnabled = true
    var answers: [[String: Any]] = []
    let searched = expectation(description: "search answered")
    index.search(Query(query: "bose")) { content, _ in answers.append(content ?? [:]); searched.fulfill() }
    wait(for: [searched], timeout: 10)
    XCTAssertEqual(answers.count, 1)
    let multiSearched = expectation(description: "multipleQueries answered")
    index.multipleQueries([Query(query: "sony"), Query(query: "apple")], strategy: "none") { content, _ in
      answers.append(content ?? [:])
      multiSearched.fulfill()
    }
    wait(for: [multiSearched], timeout: 10)
    XCTAssertEqual(answers.count, 2)
    XCTAssertEqual((answers[1]["results"] as? [[String: Any]])?.map { $0["nbHits"] as? Int }, [9, 9])
    let facetSearched = expectation(description: "searchForFacetValues answered")
    index.searchForFacetValues(of: "brand", matching: "bo") { content, _ in answers.append(content ?? [:]); facetSearched.fulfill() }
    wait(for: [facetSearched], timeout: 10)
    XCTAssertEqual(answers.count, 3)
    XCTAssertEqual((answers[2]["facetHits"] as? [[String: Any]])?.first?["value"] as? String, "Bose")
    index.clearSearchCache()
    XCTAssertEqual(index.description, "Index{products}")
  }

  func test_client_clientOverHTTP() throws {
    let server = try LoopbackServer(["ok"])
    let client = Client(appID: "APPSURFACE", apiKey: "surface-key")
    XCTAssertEqual(client.appID, "APPSURFACE")
    XCTAssertEqual(client.apiKey, "surface-key")
    XCTAssertEqual(client.readHosts.first, "APPSURFACE-dsn.algolia.net")
    XCTAssertEqual(client.writeHosts.first, "APPSURFACE.algolia.net")
    XCTAssertEqual(client.timeout, 30)
    XCTAssertEqual(client.searchTimeout, 5)
    XCTAssertEqual(client.hostStatusTimeout, 300)
    XCTAssertEqual(client.completionQueue.label, DispatchQueue.main.label)
    client.setHosts([server.host(0)])
    XCTAssertEqual(client.writeHosts, [server.host(0)])
    client.setHeader(withName: "X-Custom", to: "1")
    XCTAssertEqual(client.header(withName: "X-Custom"), "1")
    XCTAssertEqual(client.headers, ["X-Custom": "1"])
    client.apiKey = "other-key"
    XCTAssertTrue(client.index(withName: "movies") === client.index(withName: "movies"))
    let library = LibraryVersion(name: "SurfaceApp", version: "2.0")
    XCTAssertEqual(library, LibraryVersion(name: "SurfaceApp", version: "2.0"))
    XCTAssertNotEqual(library, LibraryVersion(name: "SurfaceApp", version: "2.1"))
    Client.addUserAgent(library)
    Client.addUserAgent(LibraryVersion(name: "SurfaceApp", version: "2.0"))
    XCTAssertEqual(client.userAgents.filter { $0 == library }.count, 1)
    let requestOptions = RequestOptions(headers: ["X-Request": "2"], urlParameters: ["p": "v"])
    XCTAssertEqual(requestOptions.headers, ["X-Request": "2"])
    XCTAssertEqual(requestOptions.urlParameters, ["p": "v"])

    var answer: [String: Any]?
    let answered = expectation(description: "multipleQueries answered")
    let queries = [
      IndexQuery(indexName: "movies", query: Query(query: "a")),
      IndexQuery(index: client.index(withName: "actors"), query: Query(query: "b")),
    ]
    client.multipleQueries(queries, strategy: "stopIfEnoughMatches") { content, error in
      XCTAssertNil(error)
      XCTAssertTrue(Thread.isMainThread, "the default completion queue is main")
      answer = content
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    XCTAssertNotNil(answer)
    XCTAssertEqual((answer?["results"] as? [Any])?.count, 2)
    let sent = try XCTUnwrap(try server.requests().last)
    XCTAssertEqual(sent.path, "/1/indexes/*/queries")
    XCTAssertEqual(sent.headers["x-custom"], "1")
    XCTAssertEqual(sent.headers["x-algolia-api-key"], "other-key")
    XCTAssertTrue(sent.headers["user-agent"]?.hasSuffix("; SurfaceApp (2.0)") ?? false, sent.headers["user-agent"] ?? "")
    let body = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sent.body.utf8)) as? [String: Any])
    XCTAssertEqual(body["strategy"] as? String, "stopIfEnoughMatches")
    XCTAssertEqual(((body["requests"] as? [[String: Any]])?.last)?["indexName"] as? String, "actors")
  }
}
