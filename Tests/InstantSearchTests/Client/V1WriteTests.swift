import Foundation
import InstantSearch
import InstantSearchCore
import LocalSearch
import TestSupport
import XCTest

/// v1's writes: over HTTP, the Common Test Suite's indexing cases through v1's `Index` and `Client` (bodies compared
/// after expanding v1's `params`); on the embedded engine, a v1 test suite's set-up (settings, records, wait, search)
/// without a network.
final class V1WriteTests: XCTestCase {
  /// The cases v1's API cannot express, with the reason.
  static let notInV1: [String: String] = [
    "operationIndex / scopes": "v1's copyIndex and moveIndex take no scope",
    "listIndices / listIndices with parameters": "v1's listIndexes takes no page",
  ]

  private var server: LoopbackServer!
  private var client: Client!

  override func setUpWithError() throws {
    server = try LoopbackServer(["ok"])
    client = Client(appID: "CTSAPP", apiKey: "cts-key")
    client.setHosts([server.host(0)])
  }

  override func tearDown() {
    server.stop()
    server = nil
    client = nil
  }

  /// The v1 call standing for a case.
  private func send(_ testCase: CommonTestSuite.Case, _ done: @escaping CompletionHandler) throws -> Operation {
    let parameters = testCase.parameters
    let index = client.index(withName: testCase.string("indexName") ?? "")
    func object(_ name: String) -> [String: Any] { parameters[name]?.foundationObject ?? [:] }
    switch testCase.call {
    case "saveObject": return index.addObject(object("body"), completionHandler: done)
    case "addOrUpdateObject": return index.addObject(object("body"), withID: testCase.string("objectID") ?? "", completionHandler: done)
    case "partialUpdateObject":
      return index.partialUpdateObject(object("attributesToUpdate"), withID: testCase.string("objectID") ?? "", completionHandler: done)
    case "deleteObject": return index.deleteObject(withID: testCase.string("objectID") ?? "", completionHandler: done)
    case "batch":
      return index.batch(operations: parameters["batchWriteParams"]?["requests"]?.foundationValue as? [Any] ?? [], completionHandler: done)
    case "multipleBatch": return client.batch(operations: parameters["requests"]?.foundationValue as? [Any] ?? [], completionHandler: done)
    case "deleteBy":
      let query = V1Query()
      for (name, value) in parameters["deleteByParams"]?.objectValue ?? [:] { query[name] = value.stringValue ?? value.jsonString }
      return index.deleteByQuery(query, completionHandler: done)
    case "clearObjects": return index.clearIndex(completionHandler: done)
    case "deleteIndex": return client.deleteIndex(withName: testCase.string("indexName") ?? "", completionHandler: done)
    case "operationIndex":
      let fields = parameters["operationIndexParams"] ?? [:]
      let source = testCase.string("indexName") ?? ""
      let destination = fields["destination"]?.stringValue ?? ""
      return fields["operation"]?.stringValue == "move"
        ? client.moveIndex(from: source, to: destination, completionHandler: done)
        : client.copyIndex(from: source, to: destination, completionHandler: done)
    case "listIndices": return client.listIndexes(completionHandler: done)
    case "getSettings": return index.getSettings(completionHandler: done)
    case "setSettings":
      return index.setSettings(object("indexSettings"), forwardToReplicas: parameters["forwardToReplicas"]?.boolValue, completionHandler: done)
    case "getTask": return index.waitTask(withID: parameters["taskID"]?.intValue ?? -1, completionHandler: done)
    default: throw XCTSkip("no v1 call for \(testCase.call)")
    }
  }

  func test_everyIndexingCase_v1CanExpress_sendsAlgoliasRequest() throws {
    var sentCases: [CommonTestSuite.Case] = []
    for call in CommonTestSuite.indexingCalls {
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
    }
    let received = try server.requests()
    XCTAssertEqual(received.count, sentCases.count, "one request per case")
    for (testCase, sent) in zip(sentCases, received) {
      for problem in CommonTestSuite.mismatches(sent, testCase.expected, body: .expandedParams) {
        XCTFail("\(testCase.label): \(problem)")
      }
    }
    XCTAssertEqual(Set(received.map(\.port)), [server.ports[0]])
  }

  func test_aRecordWithoutObjectID_isRefusedBeforeSending() throws {
    let answered = expectation(description: "refused")
    client.index(withName: "movies").saveObjects([["title": "no id"]]) { content, error in
      XCTAssertNil(content)
      XCTAssertEqual((error as? InvalidJSONError)?.description, "Object missing mandatory `objectID` attribute")
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(try server.requests().count, 0)
  }

  func test_aV1Suite_populatesWaitsAndSearches_onTheEmbeddedEngine() throws {
    let index = V1Index(client: LocalClient(), name: "people")
    func run(_ start: (@escaping CompletionHandler) -> Operation) throws -> [String: Any] {
      let answered = expectation(description: "answered")
      var answer: [String: Any]?
      var failure: Error?
      _ = start { content, error in
        answer = content
        failure = error
        answered.fulfill()
      }
      wait(for: [answered], timeout: 10)
      if let failure { throw failure }
      return try XCTUnwrap(answer)
    }
    _ = try run { index.setSettings(["attributesToIndex": ["name", "city"], "attributesForFaceting": ["city"]], completionHandler: $0) }
    let added = try run {
      index.addObjects([["name": "Ada Lovelace", "city": "London", "age": 36], ["name": "Alan Turing", "city": "London"], ["name": "Grace Hopper", "city": "New York"]], completionHandler: $0)
    }
    let ids = try XCTUnwrap(added["objectIDs"] as? [String])
    XCTAssertEqual(ids, ["1", "2", "3"])
    let taskID = try XCTUnwrap((added["taskID"] as? NSNumber)?.intValue)
    XCTAssertEqual(try run { index.waitTask(withID: taskID, completionHandler: $0) }["status"] as? String, "published")

    var found = try run { index.search(V1Query(query: "london"), completionHandler: $0) }
    XCTAssertEqual(found["nbHits"] as? Int, 2)

    _ = try run { index.partialUpdateObject(["age": ["_operation": "Increment", "value": 1]], withID: "1", completionHandler: $0) }
    XCTAssertEqual(try run { index.getObject(withID: "1", completionHandler: $0) }["age"] as? Double, 37)
    _ = try run { index.partialUpdateObjects([["objectID": "9", "name": "nobody"]], createIfNotExists: false, completionHandler: $0) }
    let query = V1Query()
    query.filters = "city:London"
    _ = try run { index.deleteByQuery(query, completionHandler: $0) }
    found = try run { index.search(V1Query(query: ""), completionHandler: $0) }
    XCTAssertEqual((found["hits"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["Grace Hopper"])

    _ = try run { index.saveObject(["objectID": "3", "name": "Grace Brewster Hopper"], completionHandler: $0) }
    _ = try run { index.deleteObjects(withIDs: ["nope"], completionHandler: $0) }
    found = try run { index.search(V1Query(query: "brewster"), completionHandler: $0) }
    XCTAssertEqual(found["nbHits"] as? Int, 1)
    _ = try run { index.clearIndex(completionHandler: $0) }
    found = try run { index.search(V1Query(query: ""), completionHandler: $0) }
    XCTAssertEqual(found["nbHits"] as? Int, 0)

    XCTAssertThrowsError(try run { index.batch(operations: [["action": "upsert", "body": [:]]], completionHandler: $0) }) { error in
      XCTAssertEqual((error as? HTTPError)?.statusCode, 400)
    }
  }
}
