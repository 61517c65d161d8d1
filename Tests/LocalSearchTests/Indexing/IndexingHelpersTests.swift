import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// The helpers of Algolia's clients on the embedded engine: chunked saves and deletions waiting for their tasks,
/// replacing every record while keeping settings, whether an index exists.
final class IndexingHelpersTests: XCTestCase {
  private func names(_ client: LocalClient, _ indexName: String) throws -> [String] {
    try client.answer(IndexedQuery(indexName: indexName, query: Query(""))).hits.compactMap { $0.object["name"]?.stringValue }.sorted()
  }

  func test_saveObjects_sendsOneBatchPerChunk_andWaitsForEachTask() async throws {
    let client = LocalClient()
    let records: [JSON] = (1...5).map { ["objectID": .string("r\($0)"), "name": .string("record \($0)")] }
    let responses = try await client.saveObjects(indexName: "things", objects: records, waitForTasks: true, batchSize: 2)
    XCTAssertEqual(responses.map(\.objectIDs), [["r1", "r2"], ["r3", "r4"], ["r5"]])
    XCTAssertEqual(Set(responses.map(\.taskID)).count, 3)
    XCTAssertEqual(try names(client, "things").count, 5)

    let deleted = try await client.deleteObjects(indexName: "things", objectIDs: ["r1", "r5"], batchSize: 10)
    XCTAssertEqual(deleted.count, 1)
    _ = try await client.partialUpdateObjects(indexName: "things", objects: [["objectID": "r2", "name": "renamed"], ["objectID": "zz", "name": "new"]], createIfNotExists: false)
    XCTAssertEqual(try names(client, "things"), ["record 3", "record 4", "renamed"])
    let info = try await client.waitForTask(indexName: "things", taskID: deleted[0].taskID)
    XCTAssertEqual(info.status, .published)

    do {
      _ = try await client.saveObjects(indexName: "things", objects: records, batchSize: 0)
      XCTFail("a batch size of 0 is refused")
    } catch let error as SearchClientError {
      XCTAssertEqual(error, .invalidConfiguration(message: "batchSize must be at least 1, not 0"))
    }
  }

  func test_replaceAllObjects_swapsTheRecords_keepingTheSettings() async throws {
    let settings = try IndexSettings(json: ["searchableAttributes": ["name"], "customRanking": ["asc(rank)"]])
    let client = LocalClient(indices: [try LocalIndex(name: "catalogue", records: [["objectID": "old", "name": "old", "rank": 1]], settings: settings)])
    let response = try await client.replaceAllObjects(
      indexName: "catalogue", objects: [["objectID": "a", "name": "new a", "rank": 2], ["objectID": "b", "name": "new b", "rank": 1]], batchSize: 1)
    XCTAssertEqual(response.batchResponses.count, 2)
    let hits = try client.answer(IndexedQuery(indexName: "catalogue", query: Query("new"))).hits.compactMap { $0.object["objectID"]?.stringValue }
    XCTAssertEqual(hits, ["b", "a"], "the new records, ranked by the kept custom ranking")
    XCTAssertEqual(client.index(named: "catalogue")?.settings.json["customRanking"], ["asc(rank)"])
    let listed = try IndexingResponsesTests.decode(IndicesListResponse.self, try client.answer(.listIndices(page: nil, hitsPerPage: nil)))
    XCTAssertEqual(listed.items.map(\.name), ["catalogue"], "the temporary index is gone")

    let exists = try await client.indexExists(indexName: "catalogue")
    let missing = try await client.indexExists(indexName: "nothing")
    XCTAssertTrue(exists)
    XCTAssertFalse(missing)
  }
}
