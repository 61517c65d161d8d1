import Foundation
import InstantSearch
import LocalSearch
import TestSupport
import XCTest

/// The offline client's operations on the data kept on the device, for mirrors and offline indices alike, checked
/// on real directories and after a relaunch; and the index writes of an offline index kept like its transactions.
final class OfflineClientLocalIndicesTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("offline-client-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
  }

  private func launch() -> OfflineClient {
    let client = OfflineClient(appID: "LOCALAPP", apiKey: "key")
    client.rootDataDir = directory.path
    client.setHosts(["http://127.0.0.1:9"])
    return client
  }

  private func names(_ client: OfflineClient) throws -> [String] {
    (try client.listOfflineIndexesSync()["items"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  /// A mirror built from files, as an app ships one.
  private func buildMirror(_ client: OfflineClient, _ name: String) throws {
    let settings = directory.appendingPathComponent("settings.json")
    let objects = directory.appendingPathComponent("objects.json")
    try Data(#"{"searchableAttributes":["name"]}"#.utf8).write(to: settings)
    try Data(#"[{"objectID":"1","name":"Lima"},{"objectID":"2","name":"Kyoto"}]"#.utf8).write(to: objects)
    let index = client.index(withName: name)
    index.mirrored = true
    XCTAssertNil(completion { index.buildOffline(settingsFile: settings.path, objectFiles: [objects.path], completionHandler: $0) }.error)
  }

  /// An offline index with one committed record.
  private func commitOffline(_ client: OfflineClient, _ name: String) throws {
    let transaction = client.offlineIndex(withName: name).newTransaction()
    try transaction.saveObjectSync(["objectID": "a", "name": "Oslo"])
    try transaction.commitSync()
  }

  func test_hasDataAndList_seeMirrorsAndOfflineIndices_acrossARelaunch() throws {
    let client = launch()
    XCTAssertFalse(client.hasOfflineData(indexName: "cities"))
    XCTAssertEqual(try names(client), [])
    try buildMirror(client, "cities")
    try commitOffline(client, "notes")
    XCTAssertTrue(client.hasOfflineData(indexName: "cities"))
    XCTAssertTrue(client.hasOfflineData(indexName: "notes"))
    XCTAssertFalse(client.hasOfflineData(indexName: "other"))

    let relaunched = launch()
    XCTAssertEqual(try names(relaunched), ["cities", "notes"])
    let listed = completion { relaunched.listOfflineIndexes(completionHandler: $0) }
    XCTAssertEqual((listed.content?["items"] as? [[String: Any]])?.count, 2)
  }

  func test_delete_removesTheData_fromTheDisk_andTheNextIndexObjectStartsEmpty() throws {
    let client = launch()
    try buildMirror(client, "cities")
    try commitOffline(client, "notes")
    XCTAssertNil(completion { client.deleteOfflineIndex(withName: "notes", completionHandler: $0) }.error)
    XCTAssertFalse(client.hasOfflineData(indexName: "notes"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("LOCALAPP.offline/notes").path))
    let fresh = client.offlineIndex(withName: "notes")
    XCTAssertEqual(completion { fresh.search(Query(), completionHandler: $0) }.content?["nbHits"] as? Int, 0)

    try client.deleteOfflineIndexSync(withName: "cities")
    XCTAssertEqual(try names(launch()), [])
    XCTAssertThrowsError(try client.deleteOfflineIndexSync(withName: "cities")) { error in
      XCTAssertEqual((error as? HTTPError)?.statusCode, 404)
    }
  }

  func test_move_renamesTheData_replacingTheDestination_andTheMovedIndexAnswers() throws {
    let client = launch()
    try commitOffline(client, "drafts")
    try commitOffline(client, "notes")
    let drafts = client.offlineIndex(withName: "drafts").newTransaction()
    try drafts.saveObjectSync(["objectID": "b", "name": "Bergen"])
    try drafts.commitSync()
    try buildMirror(client, "cities")

    XCTAssertNil(completion { client.moveOfflineIndex(from: "drafts", to: "notes", completionHandler: $0) }.error)
    try client.moveOfflineIndexSync(from: "cities", to: "towns")
    XCTAssertEqual(try names(client), ["notes", "towns"])

    let relaunched = launch()
    let notes = relaunched.offlineIndex(withName: "notes")
    XCTAssertEqual(completion { notes.search(Query(), completionHandler: $0) }.content?["nbHits"] as? Int, 2, "the drafts replaced the notes")
    let towns = relaunched.index(withName: "towns")
    towns.mirrored = true
    XCTAssertEqual(completion { towns.searchOffline(Query(query: "kyoto"), completionHandler: $0) }.content?["nbHits"] as? Int, 1)
    XCTAssertThrowsError(try relaunched.moveOfflineIndexSync(from: "cities", to: "x"))
  }

  func test_anOfflineIndexs_indexWrites_areKeptOnTheDevice() throws {
    let index = launch().offlineIndex(withName: "notes")
    XCTAssertNil(completion { index.addObjects([["objectID": "1", "name": "Tromsø"], ["objectID": "2", "name": "Bodø"]], completionHandler: $0) }.error)
    XCTAssertNil(completion { index.partialUpdateObject(["visits": ["_operation": "Increment", "value": 2]], withID: "1", completionHandler: $0) }.error)
    XCTAssertTrue(index.hasOfflineData)
    let relaunched = launch().offlineIndex(withName: "notes")
    XCTAssertEqual(completion { relaunched.getObject(withID: "1", completionHandler: $0) }.content?["visits"] as? Int, 2)
    XCTAssertEqual(completion { relaunched.search(Query(), completionHandler: $0) }.content?["nbHits"] as? Int, 2)
  }

  func test_getSettings_ofAnOfflineIndex_answersAsV1sEngine_namesAsSet_andNullWhereUnset() throws {
    let index = launch().offlineIndex(withName: "notes")
    let transaction = index.newTransaction()
    try transaction.setSettingsSync(["attributesToIndex": ["name"], "camelCaseAttributes": ["name"]])
    try transaction.commitSync()
    let settings = try XCTUnwrap(completion { launch().offlineIndex(withName: "notes").getSettings(completionHandler: $0) }.content)
    XCTAssertEqual(settings["attributesToIndex"] as? [String], ["name"])
    XCTAssertNil(settings["searchableAttributes"])
    XCTAssertEqual(settings["camelCaseAttributes"] as? [String], ["name"], "a setting the engine does not model is kept")
    XCTAssertTrue(settings["attributeForDistinct"] is NSNull)
    XCTAssertEqual(settings["hitsPerPage"] as? Int, 20)
  }
}
