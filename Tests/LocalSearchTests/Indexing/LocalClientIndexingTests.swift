import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// The embedded engine's writes through `LocalClient.answer(_:)`: each answers as Algolia does (task id, dates,
/// ids) and the next search shows it; bad input is refused with nothing changed; a persisted index keeps every write.
final class LocalClientIndexingTests: XCTestCase {
  private var client: LocalClient!

  override func setUpWithError() throws {
    let settings = try IndexSettings(json: ["searchableAttributes": ["name"], "attributesForFaceting": ["brand"]])
    client = LocalClient(indices: [
      try LocalIndex(
        name: "products",
        records: [
          ["objectID": "1", "name": "red shoe", "brand": "Acme", "stock": 3, "tags": ["sale"], "version": 1],
          ["objectID": "2", "name": "blue shoe", "brand": "Zeta", "stock": 0],
        ], settings: settings)
    ])
  }

  private func names(_ query: String = "", in indexName: String = "products") throws -> [String] {
    let response = try client.answer(IndexedQuery(indexName: indexName, query: Query(query)))
    return response.hits.compactMap { $0.object["name"]?.stringValue }.sorted()
  }

  private func record(_ objectID: String, in indexName: String = "products") throws -> JSON? {
    try client.answer([ObjectRequest(indexName: indexName, objectID: objectID)]).results.first ?? nil
  }

  func test_saveReplaceAndDelete_answerLikeAlgolia_andTheNextSearchShowsThem() throws {
    let created = try client.answer(.saveObject(indexName: "products", record: ["name": "green shoe"]))
    let creation = try IndexingResponsesTests.decode(ObjectCreation.self, created)
    XCTAssertEqual(creation.objectID, "3", "the next automatic id")
    XCTAssertEqual(try names("shoe"), ["blue shoe", "green shoe", "red shoe"])

    let replaced = try client.answer(.addOrUpdateObject(indexName: "products", objectID: "1", record: ["name": "red boot"]))
    let revision = try IndexingResponsesTests.decode(ObjectRevision.self, replaced)
    XCTAssertEqual(revision.objectID, "1")
    XCTAssertGreaterThan(revision.taskID, creation.taskID, "task ids grow")
    XCTAssertEqual(try record("1"), ["objectID": "1", "name": "red boot"], "a replacement keeps nothing of the old record")

    let deleted = try client.answer(.deleteObject(indexName: "products", objectID: "2"))
    _ = try IndexingResponsesTests.decode(IndexDeletion.self, deleted)
    XCTAssertEqual(try names(), ["green shoe", "red boot"])
    XCTAssertEqual(try client.answer(.getTask(indexName: "products", taskID: revision.taskID)), ["status": "published", "pendingTask": false])
    XCTAssertThrowsError(try client.answer(.getTask(indexName: "products", taskID: 999))) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 404, message: "Task does not exist"))
    }
  }

  func test_partialUpdates_applyAlgoliasBuiltInOperations() throws {
    func update(_ attributes: [String: JSON], id: String = "1", create: Bool? = nil) throws {
      _ = try client.answer(.partialUpdateObject(indexName: "products", objectID: id, attributes: attributes, createIfNotExists: create))
    }
    try update([
      "stock": BuiltInOperation.increment(2).json, "tags": BuiltInOperation.add("new").json, "name": "red sneaker",
    ])
    XCTAssertEqual(try record("1")?["stock"], 5)
    XCTAssertEqual(try record("1")?["tags"], ["sale", "new"])
    XCTAssertEqual(try record("1")?["brand"], "Acme", "attributes not named stay")
    XCTAssertEqual(try names("sneaker"), ["red sneaker"])

    try update(["stock": BuiltInOperation.decrement(1).json, "tags": BuiltInOperation.addUnique("sale").json])
    XCTAssertEqual(try record("1")?["stock"], 4)
    XCTAssertEqual(try record("1")?["tags"], ["sale", "new"], "AddUnique adds nothing already there")
    try update(["tags": BuiltInOperation.remove("sale").json])
    XCTAssertEqual(try record("1")?["tags"], ["new"])

    try update(["version": BuiltInOperation.incrementFrom(1).json, "name": "versioned"])
    XCTAssertEqual(try record("1")?["version"], 2)
    try update(["version": BuiltInOperation.incrementFrom(1).json, "name": "stale writer"])
    XCTAssertEqual(try record("1")?["name"], "versioned", "a failed IncrementFrom ignores the whole update")
    try update(["version": BuiltInOperation.incrementSet(10).json])
    XCTAssertEqual(try record("1")?["version"], 10)
    try update(["version": BuiltInOperation.incrementSet(5).json, "name": "older"])
    XCTAssertEqual(try record("1")?["name"], "versioned")

    try update(["name": "created"], id: "9")
    XCTAssertEqual(try record("9"), ["objectID": "9", "name": "created"], "created when missing, by default")
    try update(["name": "ghost"], id: "10", create: false)
    XCTAssertNil(try record("10"), "createIfNotExists false: nothing is created")

    XCTAssertThrowsError(try update(["stock": ["_operation": "Multiply", "value": 2]])) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 400, message: "Unknown operation \"Multiply\" for attribute `stock`"))
    }
    XCTAssertEqual(try record("1")?["stock"], 4, "a refused update changes nothing")
  }

  func test_batch_appliesEveryActionInOrder_orNothingWhenOneIsInvalid() throws {
    let operations: [BatchOperation] = [
      .init(action: .addObject, body: ["name": "white shoe"]),
      .init(action: .updateObject, body: ["objectID": "2", "name": "blue boot"]),
      .init(action: .partialUpdateObject, body: ["objectID": "1", "stock": BuiltInOperation.increment(1).json]),
      .init(action: .partialUpdateObjectNoCreate, body: ["objectID": "77", "name": "never"]),
      .init(action: .deleteObject, body: ["objectID": "3"]),
    ]
    let answer = try client.answer(.batch(indexName: "products", operations: operations))
    let response = try IndexingResponsesTests.decode(BatchResponse.self, answer)
    XCTAssertEqual(response.objectIDs, ["3", "2", "1", "77", "3"], "the assigned id, then the ids named")
    XCTAssertEqual(try names(), ["blue boot", "red shoe"], "the added record was deleted by the last operation")
    XCTAssertEqual(try record("1")?["stock"], 4)
    XCTAssertNil(try record("77"))

    let before = try names()
    for bad in [
      BatchOperation(action: .deleteObject, body: ["name": "no id"]), BatchOperation(action: .updateObject, body: ["name": "no id"]),
      BatchOperation(action: .addObject, body: "not an object"),
    ] {
      XCTAssertThrowsError(try client.answer(.batch(indexName: "products", operations: [.init(action: .clear, body: [:]), bad]))) { error in
        XCTAssertEqual((error as? SearchClientError)?.status, 400, "\(error)")
      }
    }
    XCTAssertEqual(try names(), before, "a refused batch changes nothing, its clear included")
    XCTAssertThrowsError(try BatchOperation(json: ["action": "upsert", "body": [:]], position: 2)) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 400, message: "Invalid action \"upsert\" in request at position 2"))
    }

    _ = try client.answer(.batch(indexName: "products", operations: [.init(action: .clear, body: [:])]))
    XCTAssertEqual(try names(), [])
    XCTAssertEqual(client.index(named: "products")?.settings.json["searchableAttributes"], ["name"], "clear keeps the settings")
    _ = try client.answer(.batch(indexName: "products", operations: [.init(action: .addObject, body: ["name": "x"]), .init(action: .delete, body: [:])]))
    XCTAssertNil(client.index(named: "products"), "a batch ending with delete removes the index")
  }

  func test_multipleBatch_writesSeveralIndices_orNoneWhenOneOperationIsInvalid() throws {
    let refused: [BatchOperation] = [
      .init(action: .addObject, body: ["objectID": "n1", "name": "note"], indexName: "notes"),
      .init(action: .deleteObject, body: [:], indexName: "products"),
    ]
    XCTAssertThrowsError(try client.answer(.multipleBatch(operations: refused)))
    XCTAssertNil(client.index(named: "notes"), "nothing was created")

    let answer = try client.answer(.multipleBatch(operations: [
      .init(action: .addObject, body: ["objectID": "n1", "name": "note"], indexName: "notes"),
      .init(action: .deleteObject, body: ["objectID": "1"], indexName: "products"),
    ]))
    let response = try IndexingResponsesTests.decode(MultipleBatchResponse.self, answer)
    XCTAssertEqual(Set(response.taskID.keys), ["notes", "products"])
    XCTAssertEqual(response.objectIDs, ["n1", "1"])
    XCTAssertEqual(try names(in: "notes"), ["note"])
    XCTAssertEqual(try names(), ["blue shoe"])
  }

  func test_deleteByClearAndSettings_changeWhatSearchesSee() throws {
    _ = try client.answer(.deleteBy(indexName: "products", parameters: ["filters": "brand:Zeta"]))
    XCTAssertEqual(try names(), ["red shoe"])
    XCTAssertThrowsError(try client.answer(.deleteBy(indexName: "products", parameters: [:])))
    XCTAssertThrowsError(try client.answer(.deleteBy(indexName: "products", parameters: ["query": "shoe"])))
    XCTAssertEqual(try names(), ["red shoe"])

    _ = try client.answer(.setSettings(indexName: "products", settings: ["customRanking": ["desc(stock)"]], forwardToReplicas: nil))
    let settings = try XCTUnwrap(client.index(named: "products")?.settings)
    XCTAssertEqual(settings.json["searchableAttributes"], ["name"], "settings not given stay")
    XCTAssertEqual(settings.json["customRanking"], ["desc(stock)"])
    _ = try client.answer(.setSettings(indexName: "products", settings: ["searchableAttributes": nil], forwardToReplicas: nil))
    XCTAssertEqual(client.index(named: "products")?.settings.json["searchableAttributes"], [], "null returns a setting to its default")

    XCTAssertThrowsError(try client.answer(.setSettings(indexName: "products", settings: ["hitsPerPage": "many"], forwardToReplicas: nil))) { error in
      XCTAssertEqual((error as? SearchClientError)?.status, 400)
    }
    XCTAssertEqual(client.index(named: "products")?.settings.json["customRanking"], ["desc(stock)"], "a refused setting changes nothing")

    _ = try client.answer(.clearObjects(indexName: "products"))
    XCTAssertEqual(try names(), [])
  }

  func test_getSettings_answersUnderTheNamesSet_withEveryKnownSetting() throws {
    _ = try client.answer(.setSettings(indexName: "products", settings: ["attributesToIndex": ["brand"], "enableRules": false], forwardToReplicas: nil))
    let answered = expectation(description: "settings")
    nonisolated(unsafe) var settings: JSON?
    client.getSettings(indexName: "products", requestOptions: nil) { result in
      settings = try? result.get()
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(settings?["attributesToIndex"], ["brand"])
    XCTAssertNil(settings?["searchableAttributes"])
    XCTAssertEqual(settings?["enableRules"], false)
    XCTAssertEqual(settings?["attributeForDistinct"], .null)
    XCTAssertEqual(settings?["attributesForFaceting"], ["brand"], "settings not given keep their value")
  }

  func test_setSettings_forwardsToTheStandardReplicas_whenAsked() throws {
    client.add(try LocalIndex(name: "products_by_stock", records: [["objectID": "1", "name": "red shoe"]]))
    _ = try client.answer(.setSettings(indexName: "products", settings: ["replicas": ["products_by_stock"]], forwardToReplicas: nil))
    _ = try client.answer(.setSettings(indexName: "products", settings: ["hitsPerPage": 7], forwardToReplicas: false))
    XCTAssertEqual(client.index(named: "products_by_stock")?.settings.hitsPerPage, 20)
    _ = try client.answer(.setSettings(indexName: "products", settings: ["hitsPerPage": 7], forwardToReplicas: true))
    XCTAssertEqual(client.index(named: "products_by_stock")?.settings.hitsPerPage, 7)
    XCTAssertNil(client.index(named: "products_by_stock")?.settings.ignoredSettings["replicas"], "a replica does not get the replica list")
  }

  func test_copyMoveDeleteAndList_manageIndices() throws {
    _ = try client.answer(.operationIndex(indexName: "products", operation: IndexOperation(.copy, destination: "backup")))
    XCTAssertEqual(try names(in: "backup"), ["blue shoe", "red shoe"])
    _ = try client.answer(.deleteObject(indexName: "products", objectID: "1"))
    XCTAssertEqual(try names(in: "backup"), ["blue shoe", "red shoe"], "a copy is independent of its source")

    _ = try client.answer(.saveObject(indexName: "other", record: ["objectID": "o", "name": "other"]))
    _ = try client.answer(.operationIndex(indexName: "products", operation: IndexOperation(.copy, destination: "other", scope: [.settings])))
    XCTAssertEqual(try names(in: "other"), ["other"], "a scoped copy keeps the destination's records")
    XCTAssertEqual(client.index(named: "other")?.settings.json["searchableAttributes"], ["name"])

    _ = try client.answer(.operationIndex(indexName: "backup", operation: IndexOperation(.move, destination: "products")))
    XCTAssertNil(client.index(named: "backup"))
    XCTAssertEqual(try names(), ["blue shoe", "red shoe"], "a move replaces the destination")
    XCTAssertThrowsError(try client.answer(.operationIndex(indexName: "missing", operation: IndexOperation(.copy, destination: "x"))))

    let listed = try IndexingResponsesTests.decode(IndicesListResponse.self, try client.answer(.listIndices(page: nil, hitsPerPage: nil)))
    XCTAssertEqual(listed.items.map(\.name), ["other", "products"])
    XCTAssertEqual(listed.items.map(\.entries), [1, 2])
    let page = try IndexingResponsesTests.decode(IndicesListResponse.self, try client.answer(.listIndices(page: 1, hitsPerPage: 1)))
    XCTAssertEqual(page.items.map(\.name), ["products"])
    XCTAssertEqual(page.nbPages, 2)

    _ = try client.answer(.deleteIndex(indexName: "other"))
    XCTAssertThrowsError(try names(in: "other")) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 404, message: "Index does not exist"))
    }
  }

  func test_aPersistedIndex_keepsEveryWrite_afterReopening() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("indexing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let index = try XCTUnwrap(client.index(named: "products"))
    try index.attach(to: directory)
    _ = try client.answer(.partialUpdateObject(indexName: "products", objectID: "2", attributes: ["stock": BuiltInOperation.increment(4).json], createIfNotExists: nil))
    _ = try client.answer(.batch(indexName: "products", operations: [.init(action: .addObject, body: ["objectID": "5", "name": "grey shoe"])]))
    _ = try client.answer(.setSettings(indexName: "products", settings: ["customRanking": ["desc(stock)"]], forwardToReplicas: nil))
    XCTAssertThrowsError(try client.answer(.batch(indexName: "products", operations: [.init(action: .clear, body: [:]), .init(action: .deleteObject, body: [:])])))

    let reopened = LocalClient(indices: [try LocalIndex(name: "products", directory: directory)])
    let response = try reopened.answer(IndexedQuery(indexName: "products", query: Query("shoe")))
    XCTAssertEqual(response.hits.compactMap { $0.object["objectID"]?.stringValue }, ["2", "1", "5"], "ranked by the stock set after the update")
    XCTAssertEqual(try reopened.answer([ObjectRequest(indexName: "products", objectID: "2")]).results.first??["stock"], 4)
  }

  func test_theBackendCall_answersAsynchronously_andRefusesWithoutChanging() throws {
    let answered = expectation(description: "answered")
    nonisolated(unsafe) var outcome: Result<JSON, SearchClientError>?
    client.send(.addOrUpdateObject(indexName: "products", objectID: "1", record: "not a record"), requestOptions: nil) { result in
      outcome = result
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(outcome.flatMap { try? $0.get() }, nil)
    guard case .failure(let error)? = outcome else { return XCTFail("expected a refusal") }
    XCTAssertEqual(error.status, 400)
    XCTAssertEqual(try record("1")?["name"], "red shoe")
  }
}

/// Decodes answers for the indexing tests.
enum IndexingResponsesTests {
  static func decode<T: Decodable>(_ type: T.Type, _ json: JSON) throws -> T {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      return try XCTUnwrap(AlgoliaTimestamp.date(text), "\(text) is a date")
    }
    return try decoder.decode(T.self, from: json.data())
  }
}
