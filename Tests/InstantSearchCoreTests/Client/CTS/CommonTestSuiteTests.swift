import Foundation
import InstantSearchCore
import TestSupport
import XCTest

/// Every request case of Algolia's Common Test Suite for the six read calls, replayed through the public API of
/// `AlgoliaClient` against the loopback server: what reaches the wire must be what Algolia's own clients send
/// (method, path, query parameters, the named headers, the body as JSON).
///
/// Each case's arguments become the package's request values the way an application would write them: search
/// parameters decoded with `Query(fields:)` (members the typed properties do not model, such as `type` or
/// `reRankingApplyFilter`, are kept and sent as given), the case's request options as `RequestOptions`.
/// No case is left out.
final class CommonTestSuiteTests: XCTestCase {
  private var server: LoopbackServer!
  private var client: AlgoliaClient!

  override func setUpWithError() throws {
    server = try LoopbackServer(["ok"])
    client = try AlgoliaClient(configuration: AlgoliaClient.Configuration(appID: "CTSAPP", apiKey: "cts-key", hosts: [server.host(0)]))
  }

  override func tearDown() {
    server.stop()
    server = nil
    client = nil
  }

  func test_searchSingleIndex() throws {
    try replay("searchSingleIndex") { testCase, done in
      let query = try Query(fields: testCase.parameters["searchParams"]?.objectValue ?? [:])
      return self.client.search(
        IndexedQuery(indexName: testCase.string("indexName") ?? "", query: query), requestOptions: testCase.requestOptions
      ) { done($0.map { _ in }) }
    }
  }

  func test_search() throws {
    try replay("search") { testCase, done in
      let queries = try (testCase.parameters["requests"]?.arrayValue ?? []).map(Self.multiSearchQuery)
      let strategy = testCase.string("strategy").flatMap(MultipleQueriesStrategy.init(rawValue:))
      return self.client.search(MultiSearchRequest(queries: queries, strategy: strategy), requestOptions: testCase.requestOptions) {
        done($0.map { _ in })
      }
    }
  }

  func test_searchForFacetValues() throws {
    try replay("searchForFacetValues") { testCase, done in
      var fields = testCase.parameters["searchForFacetValuesRequest"]?.objectValue ?? [:]
      let facetQuery = fields.removeValue(forKey: "facetQuery")?.stringValue ?? ""
      let request = FacetIndexQuery(
        indexName: testCase.string("indexName") ?? "", attribute: testCase.string("facetName") ?? "", facetQuery: facetQuery,
        query: try Query(fields: fields))
      return self.client.searchForFacetValues(request, requestOptions: testCase.requestOptions) { done($0.map { _ in }) }
    }
  }

  func test_browse() throws {
    try replay("browse") { testCase, done in
      var fields = testCase.parameters["browseParams"]?.objectValue ?? [:]
      let cursor = fields.removeValue(forKey: "cursor")?.stringValue
      let request = BrowseRequest(indexName: testCase.string("indexName") ?? "", query: try Query(fields: fields), cursor: cursor)
      return self.client.browse(request, requestOptions: testCase.requestOptions) { done($0.map { _ in }) }
    }
  }

  func test_getObject() throws {
    try replay("getObject") { testCase, done in
      let request = ObjectRequest(
        indexName: testCase.string("indexName") ?? "", objectID: testCase.string("objectID") ?? "",
        attributesToRetrieve: testCase.parameters["attributesToRetrieve"]?.arrayValue?.compactMap(\.stringValue))
      return self.client.getObject(request, requestOptions: testCase.requestOptions) { done($0.map { _ in }) }
    }
  }

  func test_getObjects() throws {
    try replay("getObjects") { testCase, done in
      let requests = (testCase.parameters["requests"]?.arrayValue ?? []).map { entry in
        ObjectRequest(
          indexName: entry["indexName"]?.stringValue ?? "", objectID: entry["objectID"]?.stringValue ?? "",
          attributesToRetrieve: entry["attributesToRetrieve"]?.arrayValue?.compactMap(\.stringValue))
      }
      return self.client.getObjects(requests, requestOptions: testCase.requestOptions) { done($0.map { _ in }) }
    }
  }

  /// The cases of the suite cover the six calls; a file losing cases would go unnoticed otherwise.
  func test_suiteHasEveryCase() throws {
    let counts = try CommonTestSuite.calls.map { try CommonTestSuite.cases($0).count }
    XCTAssertEqual(counts, [137, 17, 3, 4, 2, 3])
  }

  // MARK: Replay

  /// One request of a multi-query as the CTS writes it: `type: facet` with `facet` and `facetQuery`, or hits.
  private static func multiSearchQuery(_ entry: JSON) throws -> MultiSearchQuery {
    var fields = entry.objectValue ?? [:]
    let indexName = fields.removeValue(forKey: "indexName")?.stringValue ?? ""
    guard fields["type"]?.stringValue == "facet" else {
      return .hits(IndexedQuery(indexName: indexName, query: try Query(fields: fields)))
    }
    fields["type"] = nil
    let attribute = fields.removeValue(forKey: "facet")?.stringValue ?? ""
    let facetQuery = fields.removeValue(forKey: "facetQuery")?.stringValue ?? ""
    return .facets(FacetIndexQuery(indexName: indexName, attribute: attribute, facetQuery: facetQuery, query: try Query(fields: fields)))
  }

  /// Runs every case of `call` through `send`, one at a time, then compares the requests the server received, in
  /// order, with the cases' expectations.
  private func replay(
    _ call: String,
    _ send: @escaping (CommonTestSuite.Case, @escaping @Sendable (Result<Void, SearchClientError>) -> Void) throws -> Cancellable
  ) throws {
    var sentCases: [CommonTestSuite.Case] = []
    for testCase in try CommonTestSuite.cases(call) {
      let answered = expectation(description: testCase.label)
      nonisolated(unsafe) var outcome: Result<Void, SearchClientError>?
      do {
        _ = try send(testCase) { result in
          outcome = result
          answered.fulfill()
        }
      } catch {
        XCTFail("\(testCase.label): the package refused the case's arguments: \(error)")
        continue
      }
      wait(for: [answered], timeout: 10)
      if case .failure(let error)? = outcome { XCTFail("\(testCase.label): \(error)") }
      sentCases.append(testCase)
    }
    let received = try server.requests()
    XCTAssertEqual(received.count, sentCases.count, "\(call): one request per case")
    for (testCase, sent) in zip(sentCases, received) {
      for problem in CommonTestSuite.mismatches(sent, testCase.expected, body: .json) {
        XCTFail("\(testCase.label): \(problem)")
      }
    }
  }
}
