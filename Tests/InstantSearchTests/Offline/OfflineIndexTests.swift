import Foundation
import InstantSearch
import LocalSearch
import TestSupport
import XCTest

/// v1's purely offline index: write transactions committed together or not at all, kept on the device and found
/// again by the next launch, manual builds, deletion by query, and a v1 `Searcher` on it.
final class OfflineIndexTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("offline-index-\(UUID().uuidString)")
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// A client as a new launch of the app makes it.
  private func launch() -> OfflineClient {
    let client = OfflineClient(appID: "OFFLINEAPP", apiKey: "offline-key")
    client.rootDataDir = directory.path
    return client
  }

  /// The `objectID`s a search finds, in order.
  private func ids(_ index: OfflineIndex, _ text: String = "", file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let answer = completion { index.search(Query(query: text), completionHandler: $0) }
    XCTAssertNil(answer.error, file: file, line: line)
    return (answer.content?["hits"] as? [[String: Any]] ?? []).compactMap { $0["objectID"] as? String }
  }

  private let products: [[String: Any]] = [
    ["objectID": "1", "name": "Desk lamp", "brand": "Acme", "price": 25],
    ["objectID": "2", "name": "Floor lamp", "brand": "Bolt", "price": 80],
    ["objectID": "3", "name": "Table", "brand": "Acme", "price": 120],
  ]

  func test_committedTransaction_isSearchable_andSurvivesARelaunch() throws {
    let index = launch().offlineIndex(withName: "products")
    XCTAssertFalse(index.hasOfflineData)
    XCTAssertTrue(index.offlineClient.offlineIndex(withName: "products") === index)
    let transaction = index.newTransaction()
    XCTAssertEqual(transaction.identifier, 1)
    try transaction.saveObjectsSync(products)
    try transaction.setSettingsSync(["searchableAttributes": ["name", "brand"], "customRanking": ["desc(price)"]])
    XCTAssertEqual(ids(index, "lamp"), [], "nothing is applied before the commit")
    XCTAssertEqual(completion { transaction.commit(completionHandler: $0) }.error.map { "\($0)" }, nil)
    XCTAssertEqual(ids(index, "lamp"), ["2", "1"], "the custom ranking of the committed settings applies")
    XCTAssertTrue(index.hasOfflineData)

    let relaunched = launch().offlineIndex(withName: "products")
    XCTAssertNil(relaunched.openError)
    XCTAssertTrue(relaunched.hasOfflineData)
    XCTAssertEqual(ids(relaunched, "lamp"), ["2", "1"])
    XCTAssertEqual(ids(relaunched, "acme"), ["3", "1"])
    let settings = completion { relaunched.getSettings(completionHandler: $0) }
    XCTAssertEqual(settings.content?["customRanking"] as? [String], ["desc(price)"])
    XCTAssertEqual(relaunched.newTransaction().identifier, 1, "numbers count per index object")
  }

  func test_deletionsWin_clearDropsWhatCameBefore_andRollbackAppliesNothing() throws {
    let index = launch().offlineIndex(withName: "products")
    let first = index.newTransaction()
    try first.saveObjectsSync(products)
    try first.commitSync()

    let second = index.newTransaction()
    try second.deleteObjectSync(withID: "1")
    try second.saveObjectSync(["objectID": "1", "name": "Desk lamp again"])
    try second.saveObjectSync(["objectID": "4", "name": "Wall lamp"])
    try second.commitSync()
    XCTAssertEqual(Set(ids(index)), ["2", "3", "4"], "a deleted objectID wins over a save, whatever the order")

    let third = index.newTransaction()
    try third.saveObjectSync(["objectID": "5", "name": "Stool"])
    try third.clearIndexSync()
    try third.saveObjectSync(["objectID": "6", "name": "Bench"])
    try third.commitSync()
    XCTAssertEqual(ids(index), ["6"], "clearing empties the index and drops the changes gathered before it")

    let fourth = index.newTransaction()
    try fourth.saveObjectSync(["objectID": "7", "name": "Chair"])
    let rolledBack = completion { fourth.rollback(completionHandler: $0) }
    XCTAssertNotNil(rolledBack.content)
    XCTAssertThrowsError(try fourth.saveObjectSync(["objectID": "8"])) { error in
      XCTAssertEqual(error as? OfflineIndex.TransactionError, .finished(identifier: 4))
      XCTAssertEqual("\(error)", "write transaction 4 was already committed or rolled back; start a new one with newTransaction()")
    }
    XCTAssertThrowsError(try fourth.commitSync())
    XCTAssertEqual(ids(launch().offlineIndex(withName: "products")), ["6"], "the disk holds what was committed")
  }

  func test_badRecords_leaveTheIndexAndTheDiskAsTheyWere() throws {
    let index = launch().offlineIndex(withName: "products")
    let first = index.newTransaction()
    try first.saveObjectsSync(products)
    try first.commitSync()

    let missing = index.newTransaction()
    XCTAssertThrowsError(try missing.saveObjectsSync([["objectID": "9", "name": "ok"], ["name": "no id"]])) { error in
      XCTAssertEqual((error as? InvalidJSONError)?.description, "Object is missing required `objectID` attribute")
    }
    try missing.commitSync()
    XCTAssertEqual(Set(ids(index)), ["1", "2", "3"], "a refused batch gathers none of its records")

    let invalid = index.newTransaction()
    try invalid.deleteObjectSync(withID: "1")
    try invalid.saveObjectsSync([["objectID": "10", "name": "fine"], ["objectID": true, "name": "boolean id"]])
    let outcome = completion { invalid.commit(completionHandler: $0) }
    XCTAssertNotNil(outcome.error, "an objectID that is neither a string nor a number fails the commit")
    XCTAssertEqual(Set(ids(index)), ["1", "2", "3"], "nothing of the failed commit is applied")
    XCTAssertEqual(Set(ids(launch().offlineIndex(withName: "products"))), ["1", "2", "3"], "nor written")
  }

  func test_build_deleteByQuery_browse_andAV1SearcherOnTheIndex() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let settingsFile = directory.appendingPathComponent("settings.json")
    let objectsFile = directory.appendingPathComponent("objects.json")
    try JSONSerialization.data(withJSONObject: ["searchableAttributes": ["name"], "attributesForFaceting": ["brand"]]).write(to: settingsFile)
    try JSONSerialization.data(withJSONObject: products).write(to: objectsFile)
    let index = launch().offlineIndex(withName: "built")
    let built = completion { index.build(settingsFile: settingsFile.path, objectFiles: [objectsFile.path], completionHandler: $0) }
    XCTAssertEqual(built.content?["objectCount"] as? Int, 3)
    XCTAssertEqual(Set(ids(index)), ["1", "2", "3"])

    let badBuild = completion { index.build(settingsFile: settingsFile.path, objectFiles: [settingsFile.path], completionHandler: $0) }
    XCTAssertEqual(badBuild.error as? LocalIndexError, .notAnArray(source: settingsFile.path))
    XCTAssertEqual(Set(ids(index)), ["1", "2", "3"], "a failed build changes nothing")

    let query = Query()
    query.facetFilters = ["brand:Bolt"]
    let deleted = completion { index.deleteByQuery(query, completionHandler: $0) }
    XCTAssertEqual(deleted.content?["objectIDs"] as? [String], ["2"])
    XCTAssertEqual(Set(ids(index)), ["1", "3"])

    let page = Query()
    page.hitsPerPage = 1
    let browsed = completion { index.browse(query: page, completionHandler: $0) }
    let cursor = try XCTUnwrap(browsed.content?["cursor"] as? String)
    let next = completion { index.browseFrom(cursor: cursor, completionHandler: $0) }
    XCTAssertEqual((next.content?["hits"] as? [[String: Any]])?.count, 1)

    let searcher = Searcher(index: index)
    let delivered = expectation(description: "results")
    searcher.addResultHandler { results, error, _ in
      XCTAssertNil(error)
      XCTAssertEqual(results?.nbHits, 1)
      delivered.fulfill()
    }
    searcher.params.query = "table"
    searcher.search()
    wait(for: [delivered], timeout: 30)
  }

  func test_unreadableIndex_isReported_andMovedAsideByTheNextCommit() throws {
    let index = launch().offlineIndex(withName: "products")
    let transaction = index.newTransaction()
    try transaction.saveObjectsSync(products)
    try transaction.commitSync()
    let snapshot = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: index.dataDirectory.path).first { $0.hasSuffix(".lsx") })
    try Data("not an index".utf8).write(to: index.dataDirectory.appendingPathComponent(snapshot))

    let relaunched = launch().offlineIndex(withName: "products")
    let error = try XCTUnwrap(relaunched.openError)
    XCTAssertTrue("\(error)".contains(snapshot), "the error names the file: \(error)")
    XCTAssertEqual(ids(relaunched), [], "the index starts empty")
    let next = relaunched.newTransaction()
    try next.saveObjectSync(["objectID": "9", "name": "Stool"])
    try next.commitSync()
    let aside = relaunched.dataDirectory.path + ".unreadable"
    XCTAssertTrue(FileManager.default.fileExists(atPath: aside + "/" + snapshot), "the unreadable copy is kept aside")
    XCTAssertEqual(ids(launch().offlineIndex(withName: "products")), ["9"])
  }
}
