import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// Replicas on the embedded engine, made from the primary's `replicas` setting as Algolia makes them: standard
/// replicas as copies kept in sync with every record change and sorted by their own settings, virtual replicas
/// searching the primary's records relevant-sorted; both reachable by name, both kept by an attached primary.
final class ReplicaTests: XCTestCase {
  private static let records: [JSON] = [
    ["objectID": "1", "name": "oak table", "price": 300, "rating": 5],
    ["objectID": "2", "name": "pine table", "price": 100, "rating": 3],
    ["objectID": "3", "name": "glass table", "price": 200, "rating": 4],
  ]

  private func primary() throws -> LocalIndex {
    try LocalIndex(
      name: "furniture", records: Self.records,
      settings: try IndexSettings(json: ["searchableAttributes": ["name"], "customRanking": ["desc(rating)"], "attributesForFaceting": ["price"]]))
  }

  private func ids(_ client: LocalClient, _ indexName: String, _ text: String = "table") throws -> [String] {
    try client.answer(IndexedQuery(indexName: indexName, query: Query(text))).hits.compactMap { $0.object["objectID"]?.stringValue }
  }

  func test_standardReplicas_areCopies_sortedByTheirOwnSettings_andFollowEveryRecordChange() throws {
    let client = LocalClient(indices: [try primary()])
    _ = try client.answer(.setSettings(indexName: "furniture", settings: ["replicas": ["furniture_price_asc"]], forwardToReplicas: nil))
    let replica = try XCTUnwrap(client.index(named: "furniture_price_asc"), "setting replicas makes them")
    XCTAssertEqual(replica.settings.ignoredSettings["primary"], "furniture")
    XCTAssertNil(replica.settings.ignoredSettings["replicas"])
    _ = try client.answer(.setSettings(indexName: "furniture_price_asc", settings: ["ranking": ["asc(price)", "typo", "words", "proximity", "attribute", "exact", "custom"]], forwardToReplicas: nil))
    XCTAssertEqual(try ids(client, "furniture"), ["1", "3", "2"], "the primary by rating")
    XCTAssertEqual(try ids(client, "furniture_price_asc"), ["2", "3", "1"], "the replica by price")

    _ = try client.answer(.saveObject(indexName: "furniture", record: ["name": "cheap table", "price": 10, "rating": 1]))
    _ = try client.answer(.partialUpdateObject(indexName: "furniture", objectID: "1", attributes: ["price": 50], createIfNotExists: nil))
    _ = try client.answer(.deleteObject(indexName: "furniture", objectID: "3"))
    XCTAssertEqual(try ids(client, "furniture_price_asc"), ["4", "1", "2"], "saves, updates and deletions reach the replica, assigned ids too")
    try client.index(named: "furniture")?.saveObjects([["objectID": "5", "name": "metal table", "price": 1]])
    XCTAssertEqual(try ids(client, "furniture_price_asc").first, "5", "changes made on the index itself too")
    _ = try client.answer(.clearObjects(indexName: "furniture"))
    XCTAssertEqual(client.index(named: "furniture_price_asc")?.count, 0)
  }

  func test_aListedReplica_refusesRecordWritesAndRemoval_untilItsPrimaryLetsItGo() throws {
    let client = LocalClient(indices: [try primary()])
    _ = try client.answer(.setSettings(indexName: "furniture", settings: ["replicas": ["furniture_copy"]], forwardToReplicas: nil))
    XCTAssertThrowsError(try client.answer(.deleteObject(indexName: "furniture_copy", objectID: "1"))) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 403, message: "cannot apply a delete object request on a replica index"))
    }
    XCTAssertThrowsError(try client.answer(.deleteIndex(indexName: "furniture_copy"))) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 403, message: "cannot apply the deleteIndex operation on a replica index"))
    }
    XCTAssertEqual(client.index(named: "furniture_copy")?.count, 3, "nothing changed")
    _ = try client.answer(.setSettings(indexName: "furniture", settings: ["replicas": []], forwardToReplicas: nil))
    _ = try client.answer(.saveObject(indexName: "furniture", record: ["name": "new table"]))
    XCTAssertEqual(client.index(named: "furniture_copy")?.count, 3, "an index the list no longer names gets no more changes")
    _ = try client.answer(.deleteObject(indexName: "furniture_copy", objectID: "1"))
    _ = try client.answer(.deleteIndex(indexName: "furniture_copy"))
    XCTAssertNil(client.index(named: "furniture_copy"))
  }

  func test_virtualReplicas_searchThePrimarysRecords_relevantSorted() throws {
    let client = LocalClient(indices: [try primary()])
    _ = try client.answer(.setSettings(indexName: "furniture", settings: ["replicas": ["virtual(furniture_relevant_price)"]], forwardToReplicas: nil))
    _ = try client.answer(.setSettings(
      indexName: "furniture_relevant_price", settings: ["customRanking": ["asc(price)"], "relevancyStrictness": 0], forwardToReplicas: nil))
    let response = try client.answer(IndexedQuery(indexName: "furniture_relevant_price", query: Query("table")))
    XCTAssertEqual(response.hits.compactMap { $0.object["objectID"]?.stringValue }, ["2", "3", "1"], "sorted by its own custom ranking")
    XCTAssertEqual(response.appliedRelevancyStrictness, 0)
    XCTAssertEqual(response.nbSortedHits, 3)
    XCTAssertEqual(client.index(named: "furniture_relevant_price")?.count, 3, "its records are the primary's")

    _ = try client.answer(.saveObject(indexName: "furniture", record: ["objectID": "9", "name": "tiny table", "price": 5, "rating": 2]))
    XCTAssertEqual(try ids(client, "furniture_relevant_price").first, "9", "a record saved on the primary is there at once")
    XCTAssertThrowsError(try client.answer(.saveObject(indexName: "furniture_relevant_price", record: ["name": "x"]))) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 403, message: "cannot apply a add object request on a replica index"))
    }
    XCTAssertThrowsError(try client.index(named: "furniture_relevant_price")?.saveObjects([["name": "x"]]), "nor on the index itself")
    XCTAssertThrowsError(try client.answer(.setSettings(
      indexName: "furniture_relevant_price", settings: ["searchableAttributes": ["price"]], forwardToReplicas: nil))) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 403, message: "The following settings are forbidden in virtual replicas: searchableAttributes"))
    }
  }

  func test_aVirtualReplica_followsItsPrimarysLaterSettings_andItsOwn() throws {
    let client = LocalClient(indices: [try primary()])
    _ = try client.answer(.setSettings(indexName: "furniture", settings: ["replicas": ["virtual(furniture_cheap)"]], forwardToReplicas: nil))
    _ = try client.answer(.setSettings(
      indexName: "furniture_cheap", settings: ["customRanking": ["asc(price)"], "relevancyStrictness": 0], forwardToReplicas: nil))
    XCTAssertEqual(try ids(client, "furniture_cheap"), ["2", "3", "1"])
    XCTAssertEqual(try ids(client, "furniture_cheap"), ["2", "3", "1"], "the same from its kept settings")

    _ = try client.answer(.setSettings(indexName: "furniture_cheap", settings: ["customRanking": ["desc(price)"]], forwardToReplicas: nil))
    XCTAssertEqual(try ids(client, "furniture_cheap"), ["1", "3", "2"], "its own new ranking")
    _ = try client.answer(.setSettings(indexName: "furniture", settings: ["searchableAttributes": ["price"]], forwardToReplicas: false))
    XCTAssertEqual(try ids(client, "furniture_cheap"), [], "the primary's searchable attributes")
    XCTAssertEqual(try ids(client, "furniture_cheap", "300"), ["1"])
  }

  func test_aClientGivenAPrimary_servesItsReplicas_withoutBuildingThemByHand() throws {
    let index = try primary()
    try index.setSettings(try index.settings.merging(["replicas": ["furniture_by_price", "virtual(furniture_relevant)"]]))
    let client = LocalClient(indices: [index])
    XCTAssertEqual(try ids(client, "furniture_by_price").count, 3)
    XCTAssertEqual(try ids(client, "furniture_relevant").count, 3)
    _ = try client.answer(.saveSynonyms(
      indexName: "furniture", synonyms: [["objectID": "desk", "type": "synonym", "synonyms": ["desk", "table"]]], forwardToReplicas: true,
      replaceExistingSynonyms: nil))
    XCTAssertEqual(client.index(named: "furniture_relevant")?.synonyms.count, 1, "forwarded to the virtual replica too")
    XCTAssertEqual(try ids(client, "furniture_by_price", "desk").count, 3)
  }

  func test_anAttachedPrimary_keepsItsReplicas_inItsReplicasFolder() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replicas-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let index = try primary()
    try index.attach(to: directory)
    let client = LocalClient(indices: [index])
    _ = try client.answer(.setSettings(indexName: "furniture", settings: ["replicas": ["furniture_by_price", "virtual(furniture_relevant)"]], forwardToReplicas: nil))
    _ = try client.answer(.setSettings(indexName: "furniture_by_price", settings: ["customRanking": ["asc(price)"]], forwardToReplicas: nil))
    _ = try client.answer(.setSettings(indexName: "furniture_relevant", settings: ["customRanking": ["asc(price)"]], forwardToReplicas: nil))
    _ = try client.answer(.deleteObject(indexName: "furniture", objectID: "2"))

    let reopened = LocalClient(indices: [try LocalIndex(name: "furniture", directory: directory)])
    let byPrice = try XCTUnwrap(reopened.index(named: "furniture_by_price"))
    XCTAssertEqual(byPrice.settings.customRanking.map(\.attribute.rawValue), ["price"], "opened from its folder, with its settings")
    XCTAssertEqual(try ids(reopened, "furniture_by_price"), ["3", "1"], "and the records the primary had")
    XCTAssertEqual(reopened.index(named: "furniture_relevant")?.settings.customRanking.map(\.attribute.rawValue), ["price"])
    XCTAssertEqual(try ids(reopened, "furniture_relevant").count, 2)
  }
}
