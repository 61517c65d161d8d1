import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

final class LocalIndexTests: XCTestCase {
  private func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  func test_objectIDs_assignedFromOneSkippingTakenAndNumbersBecomeText() throws {
    let index = try LocalIndex(name: "i", records: [["a": 1], ["objectID": "2", "a": 2], ["a": 3], ["objectID": 7, "a": 4]])
    XCTAssertEqual(index.count, 4)
    XCTAssertEqual(index.object(withID: "1")?["a"], 1)
    XCTAssertEqual(index.object(withID: "3")?["a"], 3, "2 is taken, so the second automatic id is 3")
    XCTAssertEqual(index.object(withID: "7")?["objectID"], "7")
    let ids = try index.saveObjects([["b": true]])
    XCTAssertEqual(ids, ["4"])
  }

  func test_saveObjects_replacesInPlace_deleteFreesTheID() throws {
    let index = try LocalIndex(name: "i", records: [["objectID": "a", "name": "first"], ["objectID": "b", "name": "second"]])
    try index.saveObjects([["objectID": "a", "name": "replaced"]])
    let client = LocalClient(indices: [index])
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "i", query: Query())).hits.map { $0["objectID"] }, ["a", "b"])
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "i", query: Query("replaced"))).nbHits, 1)
    XCTAssertEqual(try index.deleteObjects(withIDs: ["b", "zzz"]), ["b"])
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "i", query: Query("second"))).nbHits, 0)
    XCTAssertNil(index.object(withID: "b"))
  }

  func test_prepare_buildsAheadOfTheFirstSearch_keepsUpWithChanges_andAgainAfterNewSettings() throws {
    let index = try LocalIndex(name: "i", records: [["objectID": "a", "name": "first"], ["objectID": "b", "name": "second"]])
    let client = LocalClient(indices: [index])
    XCTAssertFalse(index.isPrepared)
    index.prepare()
    XCTAssertTrue(index.isPrepared)
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "i", query: Query("fir"))).hits.map { $0["objectID"] }, ["a"])
    try index.saveObjects([["objectID": "c", "name": "firm"]])
    XCTAssertTrue(index.isPrepared, "a small change updates the built index in place")
    try index.setSettings(IndexSettings())
    XCTAssertFalse(index.isPrepared)
    index.prepare()
    XCTAssertTrue(index.isPrepared)
    XCTAssertEqual(
      try client.answer(IndexedQuery(indexName: "i", query: Query("fir"))).hits.compactMap { $0["objectID"]?.stringValue }.sorted(),
      ["a", "c"])
  }

  func test_badRecords_areRejectedWholeAndNameTheirPlace() throws {
    let index = try LocalIndex(name: "i", records: [["objectID": "keep"]])
    XCTAssertThrowsError(try index.saveObjects([["objectID": "new"], "not an object"])) { error in
      XCTAssertEqual(error as? LocalIndexError, .recordNotAnObject(index: 1))
      XCTAssertTrue(String(describing: error).contains("index 1"))
    }
    XCTAssertThrowsError(try index.saveObjects([["objectID": ["x"]]])) { error in
      XCTAssertEqual(error as? LocalIndexError, .invalidObjectID(index: 0))
    }
    XCTAssertEqual(index.count, 1, "a failing batch leaves the index as it was")
    XCTAssertNil(index.object(withID: "new"))
    XCTAssertThrowsError(try LocalIndex(name: "i", foundationRecords: [["date": Date()]])) { error in
      guard case LocalIndexError.unconvertibleRecord(0, let detail)? = error as? LocalIndexError else { return XCTFail("\(error)") }
      XCTAssertTrue(detail.contains("date"))
    }
  }

  func test_recordsFile_malformedOrNotAnArray() throws {
    let broken = try temporaryFile("[{\"a\": 1},\n {\"b\": }]")
    XCTAssertThrowsError(try LocalIndex(name: "i", recordsFile: broken)) { error in
      guard case LocalIndexError.malformedJSON(let source, let detail)? = error as? LocalIndexError else { return XCTFail("\(error)") }
      XCTAssertEqual(source, broken.path)
      XCTAssertTrue(detail.contains("line 2"), detail)
    }
    let object = try temporaryFile("{\"a\": 1}")
    XCTAssertThrowsError(try LocalIndex(name: "i", recordsFile: object)) { error in
      XCTAssertEqual(error as? LocalIndexError, .notAnArray(source: object.path))
    }
    let good = try temporaryFile("[{\"name\": \"ok\"}]")
    XCTAssertEqual(try LocalIndex(name: "i", recordsFile: good).count, 1)
  }

  func test_concurrentSearchesAndWrites_areSafe() throws {
    let index = try LocalIndex(name: "i", records: (0..<500).map { ["title": .string("record number \($0)"), "n": .number(Double($0))] })
    let client = LocalClient(indices: [index])
    let failures = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 200) { iteration in
      if iteration % 10 == 0 {
        _ = try? index.saveObjects([["title": .string("added \(iteration)")]])
      } else {
        let response = try? client.answer(IndexedQuery(indexName: "i", query: Query("record")))
        if (response?.nbHits ?? 0) < 500 { failures.withLock { $0 += 1 } }
      }
    }
    XCTAssertEqual(failures.value, 0)
    XCTAssertEqual(index.count, 520)
  }

  func test_concurrentSearchesAndWrites_withListedAttributes_shareTheSnapshotCaches() throws {
    let settings = try IndexSettings(json: ["searchableAttributes": ["title", "tags"], "attributesToSnippet": ["title:2"]])
    let records: [JSON] = (0..<300).map {
      ["objectID": .string("r\($0)"), "title": .string("record number \($0)"), "tags": [.string("tag\($0 % 7)"), "common"]]
    }
    let index = try LocalIndex(name: "c", records: records, settings: settings)
    let client = LocalClient(indices: [index])
    let failures = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 300) { iteration in
      if iteration % 15 == 0 {
        _ = try? index.saveObjects([["objectID": .string("r\(iteration)"), "title": .string("record renamed \(iteration)"), "tags": ["common"]]])
      } else {
        let text = ["record", "rec", "common", "tag3", "number 1"][iteration % 5]
        let response = try? client.answer(IndexedQuery(indexName: "c", query: Query(text)))
        let highlighted = response?.hits.first?["_highlightResult"]?["title"]?["value"]?.stringValue ?? ""
        if (response?.nbHits ?? 0) == 0 || !(highlighted.contains("<em>") || text == "common" || text == "tag3") {
          failures.withLock { $0 += 1 }
        }
      }
    }
    XCTAssertEqual(failures.value, 0)
    XCTAssertEqual(index.count, 300)
  }

  func test_tedTalks_typoQueriesFindTheIntendedTalks() throws {
    let data = try SharedFiles.require("datasets/tedtalks/talks.json")
    let settings = try IndexSettings(data: SharedFiles.require("datasets/tedtalks/talks_settings.json"))
    let index = try LocalIndex(name: "talks", records: try JSON.parse(data).arrayValue ?? [], settings: settings)
    let client = LocalClient(indices: [index])
    for (typo, word) in [("creativty", "creativity"), ("schols", "schools"), ("leadrship", "leadership")] {
      var query = Query(typo)
      query.getRankingInfo = true
      let response = try client.answer(IndexedQuery(indexName: "talks", query: query))
      XCTAssertGreaterThan(response.nbHits ?? 0, 0, typo)
      let first = try XCTUnwrap(response.hits.first)
      let text = first.object.objectValue?.values.map(\.jsonString).joined(separator: " ").lowercased() ?? ""
      XCTAssertTrue(text.contains(word), "\(typo): the best hit does not mention \(word)")
      XCTAssertGreaterThanOrEqual(first["_rankingInfo"]?["nbTypos"]?.intValue ?? 0, 1)
    }
  }
}
