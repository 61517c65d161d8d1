import Foundation
import InstantSearch
import InstantSearchCore
import LocalSearch
import TestSupport
import XCTest

/// v1's `Index` and `Client` send each call where v1 sent it, with v1's body and the request options' headers and
/// URL parameters; over the embedded engine the same calls answer like Algolia.
final class V1IndexEndpointsTests: XCTestCase {
  private let options = V1RequestOptions(headers: ["X-Algolia-User-ID": "v1-user"], urlParameters: ["tag": "v1"])

  /// Runs one v1 call and returns its content, failing on an error.
  private func content(_ start: (@escaping CompletionHandler) -> Operation) -> [String: Any]? {
    let done = expectation(description: "completed")
    var received: [String: Any]?
    _ = start { content, error in
      if let error { XCTFail("\(error)") }
      received = content
      done.fulfill()
    }
    wait(for: [done], timeout: 30)
    return received
  }

  /// Runs one v1 call and returns its error.
  private func failure(_ start: (@escaping CompletionHandler) -> Operation) -> Error? {
    let done = expectation(description: "completed")
    var received: Error?
    _ = start { _, error in
      received = error
      done.fulfill()
    }
    wait(for: [done], timeout: 30)
    return received
  }

  func test_everyCall_goesToV1sEndpointWithV1sBodyAndTheOptions() throws {
    let server = try LoopbackServer(["ok"])
    let client = Client(appID: "V1APP", apiKey: "v1-key")
    client.readHosts = [server.host(0)]
    let index = client.index(withName: "my movies")
    let query = V1Query(query: "snoopy")
    query.hitsPerPage = 5
    _ = content { index.search(query, requestOptions: options, completionHandler: $0) }
    _ = content { index.multipleQueries([query], requestOptions: options, completionHandler: $0) }
    _ = content { client.multipleQueries([V1IndexQuery(index: index, query: query)], strategy: "stopIfEnoughMatches", requestOptions: options, completionHandler: $0) }
    _ = content { index.searchForFacetValues(of: "genre", matching: "dr", query: query, requestOptions: options, completionHandler: $0) }
    _ = content { index.browse(query: query, requestOptions: options, completionHandler: $0) }
    _ = content { index.browse(from: "next-page", requestOptions: options, completionHandler: $0) }
    _ = content { index.getObject(withID: "42", attributesToRetrieve: ["title", "year"], requestOptions: options, completionHandler: $0) }
    _ = content { index.getObjects(withIDs: ["1", "2"], requestOptions: options, completionHandler: $0) }
    let sent = try server.requests()
    let params = "hitsPerPage=5&query=snoopy"
    let expected: [(method: String, path: String, body: JSON?)] = [
      ("POST", "/1/indexes/my%20movies/query", ["params": .string(params)]),
      ("POST", "/1/indexes/*/queries", ["requests": [["indexName": "my movies", "params": .string(params)]]]),
      ("POST", "/1/indexes/*/queries", ["requests": [["indexName": "my movies", "params": .string(params)]], "strategy": "stopIfEnoughMatches"]),
      ("POST", "/1/indexes/my%20movies/facets/genre/query", ["params": "facetQuery=dr&hitsPerPage=5&query=snoopy"]),
      ("POST", "/1/indexes/my%20movies/browse", ["params": .string(params)]),
      ("POST", "/1/indexes/my%20movies/browse", ["cursor": "next-page"]),
      ("GET", "/1/indexes/my%20movies/42", nil),
      ("POST", "/1/indexes/*/objects", ["requests": [["indexName": "my movies", "objectID": "1"], ["indexName": "my movies", "objectID": "2"]]]),
    ]
    XCTAssertEqual(sent.count, expected.count)
    for (request, wanted) in zip(sent, expected) {
      let parts = request.path.split(separator: "?", maxSplits: 1).map(String.init)
      XCTAssertEqual(request.method, wanted.method, request.path)
      XCTAssertEqual(parts.first, wanted.path)
      XCTAssertEqual(request.headers["x-algolia-user-id"], "v1-user", request.path)
      let body: JSON? = request.body.isEmpty ? Optional<JSON>.none : try JSON(data: Data(request.body.utf8))
      XCTAssertEqual(body, wanted.body, request.path)
      let query = parts.count == 2 ? parts[1] : ""
      XCTAssertEqual(query, wanted.method == "GET" ? "attributesToRetrieve=title%2Cyear&tag=v1" : "tag=v1")
    }
  }

  func test_unknownStrategy_isAnErrorWithoutARequest() throws {
    let server = try LoopbackServer(["ok"])
    let client = Client(appID: "V1APP", apiKey: "v1-key")
    client.readHosts = [server.host(0)]
    let error = failure { client.multipleQueries([V1IndexQuery(indexName: "movies", query: V1Query())], strategy: "fastest", completionHandler: $0) }
    XCTAssertEqual((error as? InvalidJSONError)?.description, "Unknown strategy `fastest`; expected one of none, stopIfEnoughMatches")
    XCTAssertEqual(try server.requests().count, 0)
  }

  // MARK: Over the embedded engine

  func test_browse_overTheEngine_pagesWithTheCursor() throws {
    let index = try V1Fixtures.index()
    let query = V1Query(query: "apple")
    query.hitsPerPage = 5
    let first = try XCTUnwrap(content { index.browse(query: query, completionHandler: $0) })
    XCTAssertEqual(first["nbHits"] as? Int, 9)
    XCTAssertEqual((first["hits"] as? [Any])?.count, 5)
    let cursor = try XCTUnwrap(first["cursor"] as? String)
    let second = try XCTUnwrap(content { index.browse(from: cursor, completionHandler: $0) })
    XCTAssertEqual((second["hits"] as? [Any])?.count, 4)
    XCTAssertNil(second["cursor"])
    let names = ((first["hits"] as? [[String: Any]] ?? []) + (second["hits"] as? [[String: Any]] ?? [])).compactMap { $0["brand"] as? String }
    XCTAssertEqual(names, Array(repeating: "Apple", count: 9))
  }

  func test_records_overTheEngine() throws {
    let index = try V1Fixtures.index()
    let record = try XCTUnwrap(content { index.getObject(withID: "p2", attributesToRetrieve: ["name"], completionHandler: $0) })
    XCTAssertEqual(record as NSDictionary, ["objectID": "p2", "name": "Apple phone plus"] as NSDictionary)
    let records = try XCTUnwrap(content { index.getObjects(withIDs: ["p1", "nope"], completionHandler: $0) })
    let results = try XCTUnwrap(records["results"] as? [Any])
    XCTAssertEqual((results[0] as? [String: Any])?["name"] as? String, "Apple phone mini")
    XCTAssertTrue(results[1] is NSNull, "a missing record is null")
    let missing = failure { index.getObject(withID: "nope", completionHandler: $0) }
    XCTAssertEqual((missing as? HTTPError)?.statusCode, 404)
    XCTAssertEqual((missing as? HTTPError)?.message, "ObjectID does not exist")
  }

  func test_searchAndFacetSearch_overTheEngine_readV1sParams() throws {
    let index = try V1Fixtures.index()
    let query = V1Query(query: "sony")
    query.filters = "category:tv"
    let hits = try XCTUnwrap(content { index.search(query, completionHandler: $0) })
    XCTAssertEqual(hits["nbHits"] as? Int, 3)
    let facets = try XCTUnwrap(content { index.searchForFacetValues(of: "brand", matching: "so", query: query, completionHandler: $0) })
    XCTAssertEqual((facets["facetHits"] as? [[String: Any]])?.compactMap { $0["value"] as? String }, ["Sony"])
    let all = try XCTUnwrap(content { index.searchForFacetValues(of: "brand", matching: "", completionHandler: $0) })
    XCTAssertEqual((all["facetHits"] as? [Any])?.count, 4)
  }
}
