import Foundation
import InstantSearch
import InstantSearchCore
import TestSupport
import XCTest

/// Algolia's Common Test Suite request cases replayed through v1's `Client` and `Index` against the loopback
/// server. v1 keeps its wire form, `{"params": "<query string>"}`, so bodies are compared after expanding `params`
/// on both sides into the same parameters and values (no extra, no missing); method, path, query parameters and the
/// named headers are compared exactly.
///
/// A case's search parameters become a v1 `Query` the way v1 code sets raw parameters: a string as it is, any other
/// value as its compact JSON, a `params` string parsed with `Query.parse`.
final class V1CommonTestSuiteTests: XCTestCase {
  /// The cases v1's API cannot express, with the reason. `test_notRunnableCases_areExactlyThoseListed` checks the list.
  static let notInV1: [String: String] = [
    "search / search for a single facet request with minimal parameters":
      "v1's multipleQueries sends hits queries only; a facet search is Index.searchForFacetValues",
    "search / search for a single facet request with all parameters":
      "v1's multipleQueries sends hits queries only; a facet search is Index.searchForFacetValues",
    "search / search for multiple mixed requests in multiple indices with minimal parameters":
      "v1's multipleQueries sends hits queries only; a facet search is Index.searchForFacetValues",
    "search / search for multiple mixed requests in multiple indices with all parameters":
      "v1's multipleQueries sends hits queries only; a facet search is Index.searchForFacetValues",
    "getObjects / multiple IDs": "v1's getObjects(withIDs:) reads the records of one index; these are in two",
  ]

  private var server: LoopbackServer!
  private var client: Client!

  override func setUpWithError() throws {
    server = try LoopbackServer(["ok"])
    client = Client(appID: "CTSAPP", apiKey: "cts-key")
    client.readHosts = [server.host(0)]
  }

  override func tearDown() {
    server.stop()
    server = nil
    client = nil
  }

  func test_searchSingleIndex() throws {
    try replay("searchSingleIndex") { testCase, done in
      let query = try Self.v1Query(testCase.parameters["searchParams"]?.objectValue ?? [:])
      return self.client.index(withName: testCase.string("indexName") ?? "").search(
        query, requestOptions: Self.v1Options(testCase), completionHandler: done)
    }
  }

  func test_search() throws {
    try replay("search") { testCase, done in
      let queries = try (testCase.parameters["requests"]?.arrayValue ?? []).map { entry -> V1IndexQuery in
        var fields = entry.objectValue ?? [:]
        let indexName = fields.removeValue(forKey: "indexName")?.stringValue ?? ""
        return V1IndexQuery(indexName: indexName, query: try Self.v1Query(fields))
      }
      return self.client.multipleQueries(
        queries, strategy: testCase.string("strategy"), requestOptions: Self.v1Options(testCase), completionHandler: done)
    }
  }

  func test_searchForFacetValues() throws {
    try replay("searchForFacetValues") { testCase, done in
      var fields = testCase.parameters["searchForFacetValuesRequest"]?.objectValue ?? [:]
      let text = fields.removeValue(forKey: "facetQuery")?.stringValue ?? ""
      return self.client.index(withName: testCase.string("indexName") ?? "").searchForFacetValues(
        of: testCase.string("facetName") ?? "", matching: text, query: try Self.v1Query(fields),
        requestOptions: Self.v1Options(testCase), completionHandler: done)
    }
  }

  func test_browse() throws {
    try replay("browse") { testCase, done in
      let index = self.client.index(withName: testCase.string("indexName") ?? "")
      let fields = testCase.parameters["browseParams"]?.objectValue ?? [:]
      if fields.count == 1, let cursor = fields["cursor"]?.stringValue {
        return index.browse(from: cursor, requestOptions: Self.v1Options(testCase), completionHandler: done)
      }
      return index.browse(query: try Self.v1Query(fields), requestOptions: Self.v1Options(testCase), completionHandler: done)
    }
  }

  func test_getObject() throws {
    try replay("getObject") { testCase, done in
      self.client.index(withName: testCase.string("indexName") ?? "").getObject(
        withID: testCase.string("objectID") ?? "",
        attributesToRetrieve: testCase.parameters["attributesToRetrieve"]?.arrayValue?.compactMap(\.stringValue),
        requestOptions: Self.v1Options(testCase), completionHandler: done)
    }
  }

  func test_getObjects() throws {
    try replay("getObjects") { testCase, done in
      let entries = testCase.parameters["requests"]?.arrayValue ?? []
      return self.client.index(withName: entries.first?["indexName"]?.stringValue ?? "").getObjects(
        withIDs: entries.compactMap { $0["objectID"]?.stringValue },
        attributesToRetrieve: entries.first?["attributesToRetrieve"]?.arrayValue?.compactMap(\.stringValue),
        requestOptions: Self.v1Options(testCase), completionHandler: done)
    }
  }

  /// The list of cases v1 cannot express holds exactly the cases that need what v1 lacks: a facet request inside a
  /// multi-query, or records of several indices in one call.
  func test_notRunnableCases_areExactlyThoseListed() throws {
    var needsMore: Set<String> = []
    for call in CommonTestSuite.calls {
      for testCase in try CommonTestSuite.cases(call) {
        let requests = testCase.parameters["requests"]?.arrayValue ?? []
        let facetInMulti = call == "search" && requests.contains { $0["type"]?.stringValue == "facet" }
        let severalIndices = call == "getObjects" && Set(requests.compactMap { $0["indexName"]?.stringValue }).count > 1
        if facetInMulti || severalIndices { needsMore.insert(testCase.label) }
      }
    }
    XCTAssertEqual(needsMore, Set(Self.notInV1.keys))
  }

  // MARK: Replay

  /// A v1 query from a request's members: `params` parsed, every other member as its raw v1 text.
  static func v1Query(_ fields: [String: JSON]) throws -> V1Query {
    let query = fields["params"]?.stringValue.map(V1Query.parse) ?? V1Query()
    for (name, value) in fields where name != "params" {
      query[name] = value.stringValue ?? value.jsonString
    }
    return query
  }

  /// The case's request options as v1's.
  static func v1Options(_ testCase: CommonTestSuite.Case) -> V1RequestOptions? {
    testCase.requestOptions.map { options in
      V1RequestOptions(
        headers: Dictionary(uniqueKeysWithValues: options.headers.map { ($0.key.rawValue, $0.value) }),
        urlParameters: Dictionary(uniqueKeysWithValues: options.urlParameters.map { ($0.key.rawValue, $0.value ?? "") }))
    }
  }

  /// Runs every case of `call` v1 can express through `send`, one at a time, then compares the requests the server
  /// received, in order, with the cases' expectations.
  private func replay(_ call: String, _ send: @escaping (CommonTestSuite.Case, @escaping CompletionHandler) throws -> Operation) throws {
    var sentCases: [CommonTestSuite.Case] = []
    for testCase in try CommonTestSuite.cases(call) where Self.notInV1[testCase.label] == nil {
      let answered = expectation(description: testCase.label)
      var failure: Error?
      _ = try send(testCase) { _, error in
        failure = error
        answered.fulfill()
      }
      wait(for: [answered], timeout: 10)
      if let failure { XCTFail("\(testCase.label): \(failure)") }
      sentCases.append(testCase)
    }
    XCTAssertFalse(sentCases.isEmpty, "\(call): no case ran")
    let received = try server.requests()
    XCTAssertEqual(received.count, sentCases.count, "\(call): one request per case")
    for (testCase, sent) in zip(sentCases, received) {
      for problem in CommonTestSuite.mismatches(sent, testCase.expected, body: .expandedParams) {
        XCTFail("\(testCase.label): \(problem)")
      }
    }
  }
}
