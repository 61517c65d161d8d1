import Foundation
@testable import InstantSearchCore
import TestSupport
import XCTest

/// Every request case of Algolia's Common Test Suite for the record, settings, index, task, synonym and rule calls, replayed
/// through `AlgoliaClient.send(_:requestOptions:completion:)` against the loopback server: what reaches the wire must
/// be what Algolia's own clients send. Each case's arguments become an `IndexingRequest` as an application would
/// build it; no case is left out.
final class CommonTestSuiteIndexingTests: XCTestCase {
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

  /// The request a case's arguments stand for.
  private static func request(_ testCase: CommonTestSuite.Case) throws -> IndexingRequest {
    let parameters = testCase.parameters
    let indexName = testCase.string("indexName") ?? ""
    switch testCase.call {
    case "saveObject":
      return .saveObject(indexName: indexName, record: parameters["body"] ?? [:])
    case "addOrUpdateObject":
      return .addOrUpdateObject(indexName: indexName, objectID: testCase.string("objectID") ?? "", record: parameters["body"] ?? [:])
    case "partialUpdateObject":
      return .partialUpdateObject(
        indexName: indexName, objectID: testCase.string("objectID") ?? "",
        attributes: parameters["attributesToUpdate"]?.objectValue ?? [:], createIfNotExists: parameters["createIfNotExists"]?.boolValue)
    case "deleteObject":
      return .deleteObject(indexName: indexName, objectID: testCase.string("objectID") ?? "")
    case "batch":
      let entries = parameters["batchWriteParams"]?["requests"]?.arrayValue ?? []
      return .batch(indexName: indexName, operations: try entries.enumerated().map { try BatchOperation(json: $1, position: $0) })
    case "multipleBatch":
      let entries = parameters["requests"]?.arrayValue ?? []
      return .multipleBatch(operations: try entries.enumerated().map { try BatchOperation(json: $1, position: $0) })
    case "deleteBy":
      return .deleteBy(indexName: indexName, parameters: parameters["deleteByParams"]?.objectValue ?? [:])
    case "clearObjects":
      return .clearObjects(indexName: indexName)
    case "deleteIndex":
      return .deleteIndex(indexName: indexName)
    case "operationIndex":
      let fields = parameters["operationIndexParams"] ?? [:]
      let kind = try XCTUnwrap(fields["operation"]?.stringValue.flatMap(IndexOperation.Kind.init(rawValue:)))
      let scope = try fields["scope"]?.arrayValue.map { try $0.map { try XCTUnwrap($0.stringValue.flatMap(IndexOperation.Scope.init(rawValue:))) } }
      return .operationIndex(indexName: indexName, operation: IndexOperation(kind, destination: fields["destination"]?.stringValue ?? "", scope: scope))
    case "listIndices":
      return .listIndices(page: parameters["page"]?.intValue, hitsPerPage: parameters["hitsPerPage"]?.intValue)
    case "setSettings":
      return .setSettings(
        indexName: indexName, settings: parameters["indexSettings"]?.objectValue ?? [:],
        forwardToReplicas: parameters["forwardToReplicas"]?.boolValue)
    case "getTask":
      return .getTask(indexName: indexName, taskID: try XCTUnwrap(parameters["taskID"]?.intValue))
    case "saveSynonym":
      return .saveSynonym(
        indexName: indexName, objectID: testCase.string("objectID") ?? "", synonym: parameters["synonymHit"] ?? [:],
        forwardToReplicas: parameters["forwardToReplicas"]?.boolValue)
    case "saveSynonyms":
      return .saveSynonyms(
        indexName: indexName, synonyms: parameters["synonymHit"]?.arrayValue ?? [], forwardToReplicas: parameters["forwardToReplicas"]?.boolValue,
        replaceExistingSynonyms: parameters["replaceExistingSynonyms"]?.boolValue)
    case "getSynonym":
      return .getSynonym(indexName: indexName, objectID: testCase.string("objectID") ?? "")
    case "deleteSynonym":
      return .deleteSynonym(indexName: indexName, objectID: testCase.string("objectID") ?? "", forwardToReplicas: parameters["forwardToReplicas"]?.boolValue)
    case "clearSynonyms":
      return .clearSynonyms(indexName: indexName, forwardToReplicas: parameters["forwardToReplicas"]?.boolValue)
    case "searchSynonyms":
      return .searchSynonyms(indexName: indexName, query: try SynonymQuery(json: parameters["searchSynonymsParams"] ?? [:]))
    case "saveRule":
      return .saveRule(
        indexName: indexName, objectID: testCase.string("objectID") ?? "", rule: parameters["rule"] ?? [:],
        forwardToReplicas: parameters["forwardToReplicas"]?.boolValue)
    case "saveRules":
      return .saveRules(
        indexName: indexName, rules: parameters["rules"]?.arrayValue ?? [], forwardToReplicas: parameters["forwardToReplicas"]?.boolValue,
        clearExistingRules: parameters["clearExistingRules"]?.boolValue)
    case "getRule":
      return .getRule(indexName: indexName, objectID: testCase.string("objectID") ?? "")
    case "deleteRule":
      return .deleteRule(indexName: indexName, objectID: testCase.string("objectID") ?? "", forwardToReplicas: parameters["forwardToReplicas"]?.boolValue)
    case "clearRules":
      return .clearRules(indexName: indexName, forwardToReplicas: parameters["forwardToReplicas"]?.boolValue)
    case "searchRules":
      return .searchRules(indexName: indexName, query: try RuleQuery(json: parameters["searchRulesParams"] ?? [:]))
    default:
      throw XCTSkip("no request for \(testCase.call)")
    }
  }

  func test_everyIndexingCase_sendsAlgoliasRequest() throws {
    for call in CommonTestSuite.indexingCalls + CommonTestSuite.synonymAndRuleCalls {
      let earlier = try server.requests().count
      var sentCases: [CommonTestSuite.Case] = []
      for testCase in try CommonTestSuite.cases(call) {
        let answered = expectation(description: testCase.label)
        nonisolated(unsafe) var outcome: Result<Void, SearchClientError>?
        if call == "getSettings" {
          client.getSettings(indexName: testCase.string("indexName") ?? "", requestOptions: testCase.requestOptions) { result in
            outcome = result.map { _ in }
            answered.fulfill()
          }
        } else {
          client.send(try Self.request(testCase), requestOptions: testCase.requestOptions) { result in
            outcome = result.map { _ in }
            answered.fulfill()
          }
        }
        wait(for: [answered], timeout: 10)
        if case .failure(let error)? = outcome, error.status != nil {
          XCTFail("\(testCase.label): \(error)")
        }
        sentCases.append(testCase)
      }
      let received = try server.requests().dropFirst(earlier)
      XCTAssertEqual(received.count, sentCases.count, "\(call): one request per case")
      for (testCase, sent) in zip(sentCases, received) {
        for problem in CommonTestSuite.mismatches(sent, testCase.expected, body: .json) {
          XCTFail("\(testCase.label): \(problem)")
        }
      }
    }
  }

  /// A file losing cases would go unnoticed otherwise.
  func test_suiteHasEveryIndexingCase() throws {
    let counts = try CommonTestSuite.indexingCalls.map { try CommonTestSuite.cases($0).count }
    XCTAssertEqual(counts, [1, 1, 8, 1, 7, 1, 1, 1, 1, 3, 2, 1, 131, 2])
    let synonymAndRuleCounts = try CommonTestSuite.synonymAndRuleCalls.map { try CommonTestSuite.cases($0).count }
    XCTAssertEqual(synonymAndRuleCounts, [1, 1, 1, 1, 1, 2, 23, 4, 1, 2, 1, 2])
  }

  func test_writes_goToTheWriteHosts_withTheWriteTimeout_andEveryCallCarriesItsOwnRequestID() throws {
    let reads = try AlgoliaClient(appID: "APP", apiKey: "key")
    XCTAssertEqual(reads.writeRequester.pool.hosts.first?.description, "https://APP.algolia.net")
    XCTAssertEqual(Array(reads.writeRequester.pool.hosts.dropFirst()), Array(reads.requester.pool.hosts.dropFirst()))

    for _ in 0..<2 {
      let answered = expectation(description: "cleared")
      client.send(.clearObjects(indexName: "movies"), requestOptions: nil) { _ in answered.fulfill() }
      wait(for: [answered], timeout: 10)
    }
    var options = RequestOptions()
    options.headers["Request-ID"] = "mine"
    let answered = expectation(description: "cleared with my id")
    client.send(.clearObjects(indexName: "movies"), requestOptions: options) { _ in answered.fulfill() }
    wait(for: [answered], timeout: 10)
    let ids = try server.requests().map { $0.headers["request-id"] ?? "none" }
    XCTAssertEqual(ids.count, 3)
    XCTAssertNotEqual(ids[0], ids[1], "a fresh id per call")
    XCTAssertEqual(UUID(uuidString: ids[0])?.uuidString.lowercased(), ids[0])
    XCTAssertEqual(ids[2], "mine", "the caller's own id is kept")
  }

  func test_anErrorsMessage_endsWithTheCorrelationID_whenTheServerSentOne() throws {
    let correlated = try LoopbackServer(["correlated:400"])
    defer { correlated.stop() }
    let client = try AlgoliaClient(configuration: AlgoliaClient.Configuration(appID: "CTSAPP", apiKey: "cts-key", hosts: [correlated.host(0)]))
    let answered = expectation(description: "refused")
    nonisolated(unsafe) var outcome: Result<JSON, SearchClientError>?
    client.send(.clearObjects(indexName: "movies"), requestOptions: nil) { result in
      outcome = result
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    guard case .failure(let error)? = outcome else { return XCTFail("expected the scripted 400, got \(String(describing: outcome))") }
    XCTAssertEqual(error, .httpError(status: 400, message: "scripted status 400 (Correlation-ID: corr-400)"))
  }
}

/// The helpers over HTTP: one request id for all the requests of a helper call.
final class IndexingHelpersHTTPTests: XCTestCase {
  func test_aHelpersRequests_shareOneRequestID_theCallersWhenGiven() async throws {
    let server = try LoopbackServer(["ok"])
    defer { server.stop() }
    let client = try AlgoliaClient(configuration: AlgoliaClient.Configuration(appID: "APP", apiKey: "key", hosts: [server.host(0)]))
    let records: [JSON] = [["objectID": "1"], ["objectID": "2"]]
    _ = try? await client.saveObjects(indexName: "movies", objects: records, waitForTasks: false, batchSize: 1)
    var options = RequestOptions()
    options.headers["Request-Id"] = "mine"
    _ = try? await client.saveObjects(indexName: "movies", objects: records, batchSize: 1, requestOptions: options)
    let sent = try server.requests()
    XCTAssertEqual(sent.map(\.path), Array(repeating: "/1/indexes/movies/batch", count: 4))
    let ids = sent.map { $0.headers["request-id"] ?? "none" }
    XCTAssertEqual(ids[0], ids[1])
    XCTAssertNotEqual(ids[0], "none")
    XCTAssertEqual(Array(ids[2...]), ["mine", "mine"])
  }
}
